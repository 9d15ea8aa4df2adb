/**
 * The HTTP side of a sandbox kept on disk (store/): every request that can change an account runs
 * with the wall clock fixed and is written to that account's journal as it came, with the instant
 * and the status it was answered with; and no answer leaves before what was written is fsynced.
 * Only with --data-dir: the embedded emulator of the suite registers none of this.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest, RouteOptions } from 'fastify';
import type { Entry } from '../store/format.js';
import { KEPT_HEADERS } from '../store/format.js';
import type { Store } from '../store/store.js';
import { originOf } from './request.js';

/**
 * Requests that cannot change an account are not written: the control API's reads (its changes are
 * written as facts by the store) and v2's reads. Everything else is, reads of the gateways included:
 * they decline timed-out orders as they answer.
 */
function journaled(route: RouteOptions): boolean {
  if (route.url.startsWith('/__emulator')) return false;
  const methods = Array.isArray(route.method) ? route.method : [route.method];
  return !(route.url.startsWith('/v2/') && methods.every((m) => m === 'GET' || m === 'HEAD'));
}

/** The request as the journal keeps it: the body the route read, and the headers that decide who it is for. */
function entryOf(request: FastifyRequest, reply: FastifyReply, wall: number): Extract<Entry, { t: 'req' }> {
  const headers: Record<string, string> = {};
  for (const name of KEPT_HEADERS) {
    const value = request.headers[name];
    if (typeof value === 'string') headers[name] = value;
  }
  const body: unknown = request.body;
  let b: string | undefined;
  let enc: 'json' | 'utf8' | 'base64' | undefined;
  if (Buffer.isBuffer(body)) {
    // A signed body (P2P) must come back byte for byte.
    const text = body.toString('utf8');
    [b, enc] = Buffer.from(text, 'utf8').equals(body) ? [text, 'utf8'] : [body.toString('base64'), 'base64'];
  } else if (body !== undefined && body !== null) {
    // Parsed JSON or form fields: replayed as JSON, which every route that parses a body takes.
    [b, enc] = [JSON.stringify(body), 'json'];
    headers['content-type'] = 'application/json';
  }
  return { t: 'req', wall, m: request.method, u: request.url, h: headers, ...(b !== undefined ? { b, enc } : {}), o: originOf(request), s: reply.statusCode };
}

const WRAPPED = new WeakSet<object>();

export function durability(app: FastifyInstance, store: Store): void {
  app.addHook('onRoute', (route) => {
    // A HEAD route made from a GET one brings the GET's handler, already wrapped: once is enough.
    if (!journaled(route) || WRAPPED.has(route.handler)) return;
    const handler = route.handler;
    // Handlers answer synchronously: the wall stays fixed for all the request does, and the entry
    // is appended before anything else can run.
    route.handler = function journaledHandler(this: FastifyInstance, request: FastifyRequest, reply: FastifyReply) {
      const { value, wall } = store.wall.at(() => handler.call(this, request, reply), store.replayAt);
      if (request.tenant && !store.replaying) store.request(request.tenant, entryOf(request, reply, wall));
      return value;
    };
    WRAPPED.add(route.handler);
  });
  // The answer is sent from within the handler, before its entry is appended: one microtask later
  // the entry is there, and the answer waits for its fsync (shared with every other answer of the batch).
  app.addHook('onSend', async (_request, _reply, payload) => {
    await Promise.resolve();
    await store.durable();
    return payload;
  });
  app.addHook('onClose', async () => store.close());
}
