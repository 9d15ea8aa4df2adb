/**
 * The HTTP side of a sandbox kept on disk (store/): every request that can change an account runs
 * with the wall clock fixed and is written to that account's journal as it came (its CVCs and PINs
 * blanked), with the instant, the status and a digest of the answer it got, and the decisions it
 * took (domain/decisions.ts); and no answer leaves before what was written is fsynced.
 * Only with --data-dir: the embedded emulator of the suite registers none of this.
 */
import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest, RouteOptions } from 'fastify';
import { jsonTextWithoutCardSecrets, urlWithoutCardSecrets, withoutCardSecrets } from '../store/card-secrets.js';
import type { Decision, Entry } from '../store/format.js';
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

/**
 * What the journal keeps of an answer: a digest of its text, the Request-id (new on every answer)
 * left out and CVCs and PINs blanked (a replay, which never saw them, answers with zeros in their
 * place). 128 bits, as the chain's.
 */
export function answerDigest(payload: string | undefined): string {
  let text = payload ?? '';
  if (text.startsWith('{')) {
    try {
      const body = { ...(withoutCardSecrets(JSON.parse(text)) as Record<string, unknown>) };
      delete body.requestId;
      text = JSON.stringify(body);
    } catch {
      // Not JSON after all: the text as it is.
    }
  }
  return createHash('sha256').update(text).digest('hex').slice(0, 32);
}

/** The request as the journal keeps it: the body the route read (CVCs and PINs blanked), the headers that decide who it is for, the answer's digest, the decisions taken. */
function entryOf(request: FastifyRequest, reply: FastifyReply, ran: { wall: number; answer: string | undefined; decisions: readonly Decision[] }): Extract<Entry, { t: 'req' }> {
  const { wall, answer, decisions } = ran;
  const headers: Record<string, string> = {};
  for (const name of KEPT_HEADERS) {
    const value = request.headers[name];
    if (typeof value === 'string') headers[name] = value;
  }
  const body: unknown = request.body;
  let b: string | undefined;
  let enc: 'json' | 'utf8' | 'base64' | undefined;
  if (Buffer.isBuffer(body)) {
    // A signed body (P2P) comes back byte for byte, unless it carried a CVC: then blanked, and the
    // hash and signature checks it passed are among the decisions recorded.
    const text = body.toString('utf8');
    const kept = jsonTextWithoutCardSecrets(text);
    [b, enc] = kept !== text || Buffer.from(text, 'utf8').equals(body) ? [kept, 'utf8'] : [body.toString('base64'), 'base64'];
  } else if (body !== undefined && body !== null) {
    // Parsed JSON or form fields: replayed as JSON, which every route that parses a body takes.
    [b, enc] = [JSON.stringify(withoutCardSecrets(body)), 'json'];
    headers['content-type'] = 'application/json';
  }
  return {
    t: 'req',
    wall,
    m: request.method,
    u: urlWithoutCardSecrets(request.url),
    h: headers,
    ...(b !== undefined ? { b, enc } : {}),
    o: originOf(request),
    s: reply.statusCode,
    a: answerDigest(answer),
    ...(decisions.length > 0 ? { x: decisions } : {}),
  };
}

/** The text of each journaled request's answer, as onSend saw it (within the handler: answers are sent synchronously). */
const answers = new WeakMap<FastifyRequest, string>();

const WRAPPED = new WeakSet<object>();

export function durability(app: FastifyInstance, store: Store): void {
  app.addHook('onRoute', (route) => {
    // A HEAD route made from a GET one brings the GET's handler, already wrapped: once is enough.
    if (!journaled(route) || WRAPPED.has(route.handler)) return;
    const handler = route.handler;
    // Handlers answer synchronously: the wall stays fixed for all the request does, and the entry
    // is appended before anything else can run.
    route.handler = function journaledHandler(this: FastifyInstance, request: FastifyRequest, reply: FastifyReply) {
      const { value, wall, decisions } = store.handle(() => handler.call(this, request, reply));
      if (request.tenant && !store.replaying) store.request(request.tenant, entryOf(request, reply, { wall, answer: answers.get(request), decisions }));
      return value;
    };
    WRAPPED.add(route.handler);
  });
  // The answer is sent from within the handler, before its entry is appended: one microtask later
  // the entry is there, and the answer waits for its fsync (shared with every other answer of the batch).
  app.addHook('onSend', async (request, _reply, payload) => {
    // Still within the handler (reply.send runs the first onSend hook at once): the answer for its entry.
    if (typeof payload === 'string') answers.set(request, payload);
    await Promise.resolve();
    await store.durable();
    return payload;
  });
  app.addHook('onClose', async () => store.close());
}
