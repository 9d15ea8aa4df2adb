/**
 * The emulator's HTTP face. `buildEmulator` assembles the app without listening (tests inject
 * requests); `startEmulator` listens on 127.0.0.1.
 */
import { randomUUID } from 'node:crypto';
import { createServer, type RequestListener, type Server, STATUS_CODES } from 'node:http';
import type { Duplex } from 'node:stream';
import Fastify, { type FastifyError, type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { JsonTooDeep, tooDeepToParse } from '../../common/json-depth.js';
import { maskText } from '../../common/masking.js';
import { EmulatorState, type EmulatorOptions } from '../state.js';
import type { ErrorCode } from '../../contracts/errors.js';
import { type Answer, errorAnswer } from '../providers/answer.js';
import { callbackQueuesOf } from '../providers/callbacks.js';
import { inGatewayConvention, isGatewayPath, unknownOperation } from '../providers/gateway-common/answers.js';
import { inV1Convention } from '../providers/v1/index.js';
import { CallbackDispatcher, type DispatcherOptions, type DispatcherSurroundings } from './callback-dispatcher.js';
import { Store } from '../store/store.js';
import type { WriteSome } from '../store/journal-writer.js';
import type { DataKey } from '../store/data-key.js';
import { controlRoutes } from './control-routes.js';
import { durability } from './durability.js';
import { replay, type Replayed } from './replay.js';
import { checkListen, isLoopback } from './listen-policy.js';
import { JSON_TYPE, send, withRequestId } from './reply.js';
import { AnswerOutsideContract } from './serializer.js';
import { gatewayRoutes } from './gateway-routes.js';
import { Lane } from './lane.js';
import { p2pPageRoutes } from './p2p-pages.js';
import { p2pRoutes } from './p2p-routes.js';
import { pageRoutes } from './page-routes.js';
import { v1Routes } from './v1-routes.js';
import { v2Routes } from './v2-routes.js';

export interface Emulator {
  readonly app: FastifyInstance;
  readonly state: EmulatorState;
  /** Delivers the gateway's callbacks while the app runs (started when it is ready, stopped when it closes). */
  readonly callbacks: CallbackDispatcher;
  /** The fast lane in front of fastify (lane.ts); absent when off. */
  readonly lane: Lane | undefined;
}

const CODES: Record<number, ErrorCode> = { 400: 'validation_error', 401: 'unauthorized', 404: 'not_found', 413: 'payload_too_large', 415: 'unsupported_media_type' };

declare module 'fastify' {
  interface FastifyInstance {
    /** The emulator's callback delivery: `send` kicks it after each answer. */
    readonly callbacks: CallbackDispatcher;
    /** Where clients reach the emulator: every absolute URL it gives out starts with it (gateway-routes.ts, originOf). */
    readonly publicBase: { url: string | undefined };
  }
}

export interface HttpOptions {
  /** Receives one line per answered request (method, masked URL, status). */
  readonly log?: ((line: string) => void) | undefined;
  /**
   * The base URL clients reach the emulator at (behind a proxy: the proxy's), for formUrl, the 3-D
   * Secure and ACS URLs and redirects. Default: the listening address (startEmulator), else each
   * request's Host header.
   */
  readonly publicUrl?: string | undefined;
  /** Attempts, pauses and time-out of callback delivery (defaults: DEFAULT_DISPATCH). */
  readonly callbacks?: Partial<DispatcherOptions> | undefined;
  /** When given, every control call needs `Authorization: Bearer <adminToken>` (admin-auth.ts). */
  readonly adminToken?: string | undefined;
  /**
   * The fast lane for the v1, v2 and gateway routes (lane.ts, decision 0012). On unless false; always
   * off with a data directory, whose journal wraps fastify's routes.
   */
  readonly lane?: boolean | undefined;
  /** How long a client may take (DEFAULT_TIMEOUTS); tests shorten them. */
  readonly timeouts?: Partial<ServerTimeouts> | undefined;
}

/**
 * What a connection may cost in time (issue #29: a body trickled after `Content-Length: 1000000`
 * held its socket for minutes, and a few hundred such sockets would exhaust the file descriptors).
 * Node answers a request past its time 408 through `clientError` and closes the connection, on the
 * fast lane and on fastify alike: both sit behind the same server.
 */
export interface ServerTimeouts {
  /** The whole request, headers and body, within this long from its first byte. */
  readonly requestMs: number;
  /** The request line and headers within this long. */
  readonly headersMs: number;
  /** A keep-alive connection idle this long after an answer is closed. */
  readonly keepAliveMs: number;
  /** How often node looks for requests past their time: a request may live this much longer (node's own default is 30 s). */
  readonly checkEveryMs: number;
}

/**
 * A 1 MiB body needs a client slower than 35 KB/s to miss 30 s; 10 s for headers as most proxies
 * allow; 72 s of keep-alive (fastify's default), longer than a load balancer's idle time (60 s on
 * the common ones), so that the balancer, not the emulator, closes an idle connection.
 */
export const DEFAULT_TIMEOUTS: ServerTimeouts = { requestMs: 30_000, headersMs: 10_000, keepAliveMs: 72_000, checkEveryMs: 1_000 };

const BODY_LIMIT = 1024 * 1024;
const MAX_PARAM_LENGTH = 256;

/**
 * Request ids: a random UUID drawn once per process, its last twelve hex digits replaced by a
 * counter. Unique (spec 02: "a unique request identifier"), UUID-shaped as before, and made without
 * a `randomUUID()` per request (docs/performance.md).
 */
const REQUEST_ID_PREFIX = randomUUID().slice(0, 24);
let requestCount = 0;
function nextRequestId(): string {
  requestCount = (requestCount + 1) % 0x1000000000000;
  return REQUEST_ID_PREFIX + requestCount.toString(16).padStart(12, '0');
}

export function buildEmulator(options: EmulatorOptions & HttpOptions & { store?: Store | undefined } = {}): Emulator {
  const { store } = options;
  // With a data directory, the default account is the one it kept (its credentials win over the options').
  const kept = store?.restoredMain()?.first;
  const state = new EmulatorState(options, store, kept && { record: kept.record, genesis: kept.genesis });
  const publicBase = { url: options.publicUrl?.replace(/\/+$/, '') };
  // Callbacks go out after the answer that caused them, never before it or in its way.
  // A kept sandbox writes down each delivery's outcome, to the journal of the account whose outbox it is.
  const delivered: DispatcherSurroundings['observe'] =
    store &&
    ((callback, outbox, finished) => {
      for (const tenant of state.tenants.all()) if (tenant.sandbox.gateway.callbacks === outbox) store.callback(tenant, callback, finished);
    });
  const callbacks = new CallbackDispatcher(callbackQueuesOf(() => state.tenants.all()), options.callbacks, undefined, { observe: delivered, targets: state.callbackTargets });
  const log = options.log;
  const logged = log && ((method: string, url: string, status: number) => log(`${method} ${maskText(url)} → ${status}`));
  const lane =
    options.lane === false || store
      ? undefined
      : new Lane({ bodyLimit: BODY_LIMIT, maxParamLength: MAX_PARAM_LENGTH, nextId: nextRequestId, publicBase, answered: () => callbacks.answered(), refusal: refusalOf, logged });
  const timeouts = { ...DEFAULT_TIMEOUTS, ...options.timeouts };
  const app = Fastify({
    genReqId: nextRequestId,
    bodyLimit: BODY_LIMIT,
    routerOptions: { maxParamLength: MAX_PARAM_LENGTH },
    requestTimeout: timeouts.requestMs,
    keepAliveTimeout: timeouts.keepAliveMs,
    // The lane answers what it can before fastify sees the request; the server is otherwise as fastify makes it, with the timeouts.
    serverFactory: (handler: RequestListener, opts: FastifyServerOptions) => emulatorServer(lane, handler, opts, timeouts),
    // Errors the router raises before any route runs (malformed URL, over-long id) get the same
    // JSON error body and Request-id as everything else, in the interface's convention (the
    // bad-input campaign found v1 answering a malformed URL without responseCode 30).
    frameworkErrors: (error, request, reply) => {
      const tooLong = error.code === 'FST_ERR_MAX_PARAM_LENGTH';
      const answer = errorAnswer(tooLong ? 404 : 400, tooLong ? 'not_found' : 'validation_error', tooLong ? 'no such resource: the id is too long' : 'malformed URL');
      void send(reply, inInterfaceConvention(request.url, answer));
    },
    // What node's HTTP parser refuses before fastify sees a request (headers over 16 KiB, malformed HTTP).
    clientErrorHandler: clientError,
    // Deeply nested or prototype-polluting JSON is refused by the parser with a 400.
    onProtoPoisoning: 'error',
    onConstructorPoisoning: 'error',
    return503OnClosing: true,
  });

  // Fastify's own JSON parser, behind a bound on nesting (a deep text costs V8 hundreds of
  // milliseconds to parse); the fast lane checks the same bound the same way (lane.ts).
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    if (tooDeepToParse(body as string)) done(new JsonTooDeep(), undefined);
    else void parseJson(request, body as string, done);
  });

  // The sandbox account a request acts for (tenancy.ts); set by each interface's routes.
  app.decorateRequest('tenant', null);
  // Before any route is added: the journal wraps the handlers of the routes that change accounts.
  if (store) durability(app, store);

  if (logged) app.addHook('onResponse', async (request, reply) => logged(request.method, request.url, reply.statusCode));

  app.addHook('onReady', (done) => {
    // A kept sandbox starts delivering once its journals are replayed (startEmulator).
    if (!store) callbacks.start();
    done();
  });
  app.addHook('onClose', async () => callbacks.stop());
  if (lane) app.addHook('preClose', (done) => (lane.close(), done()));
  // Every answer leaves through reply.ts, which stamps the Request-id and kicks a drain of the outbox.
  app.decorate('callbacks', callbacks);
  app.decorate('publicBase', publicBase);

  // Parser and framework errors (malformed JSON, wrong content type, oversized body) are the
  // client's fault and get the same error body as validation failures; anything else is ours.
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (!(error.statusCode && error.statusCode >= 400 && error.statusCode < 500)) request.log.error(error);
    return send(reply, refusalOf(request.url, error));
  });
  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0] ?? '';
    // A gateway client reads errorCode only: an unknown operation must not look like a success to it.
    if (isGatewayPath(path)) return send(reply, unknownOperation(request.method, path));
    return send(reply, errorAnswer(404, 'not_found', `no operation ${request.method} ${path}`));
  });

  for (const served of [v2Routes(state), v1Routes(state), gatewayRoutes(state)]) {
    app.register(served.plugin);
    lane?.add(served.routes);
  }
  app.register(controlRoutes(state, { adminToken: options.adminToken }), { prefix: '/__emulator' });
  app.register(p2pRoutes(state));
  app.register(p2pPageRoutes(state));
  app.register(pageRoutes(state));
  return { app, state, callbacks, lane };
}

/**
 * The answer to an error fastify raised (a malformed, oversized or wrongly typed body) or a route
 * threw: the client's fault gets the same error body as validation failures; anything else is ours.
 * The fast lane answers its malformed bodies with it too (lane.ts).
 */
function refusalOf(url: string, error: Error & { statusCode?: number | undefined }): Answer {
  const status = error.statusCode && error.statusCode >= 400 && error.statusCode < 500 ? error.statusCode : 500;
  const code = CODES[status] ?? (status === 500 ? 'internal_error' : 'validation_error');
  // A test run's contract check (serializer.ts) names the field; nothing else of ours is shown.
  const message = status === 500 && !(error instanceof AnswerOutsideContract) ? 'internal error' : error.message;
  const rule = status === 415 ? 'content-type' : status === 413 ? 'size' : error instanceof JsonTooDeep ? 'depth' : 'json';
  const details = status < 500 ? [{ field: status === 415 ? 'content-type' : '(body)', rule, message }] : undefined;
  return inInterfaceConvention(url, errorAnswer(status, code, message, details));
}

/**
 * A request node's HTTP parser refused (a request line and headers over 16 KiB, malformed HTTP, a
 * request not sent in time): the error body and a Request-id as every other refusal, in the
 * interface's convention when the request line could be read, then the connection is closed (as
 * fastify's own handler does: the parser cannot go on). The bad-input campaign found fastify's
 * default answering a 20 KiB query string with a body of its own and no Request-id.
 */
function clientError(error: Error & { code?: string }, socket: Duplex): void {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const status = error.code === 'HPE_HEADER_OVERFLOW' ? 431 : error.code === 'ERR_HTTP_REQUEST_TIMEOUT' ? 408 : 400;
  const message = status === 431 ? 'the request line and headers exceed 16 KiB' : status === 408 ? 'the request was not received in time' : 'malformed HTTP request';
  const field = status === 431 ? '(headers)' : '(request)';
  const raw: unknown = (error as { rawPacket?: unknown }).rawPacket;
  const url = /^[A-Z]+ (\S+)/.exec(Buffer.isBuffer(raw) ? raw.subarray(0, 512).toString('latin1') : '')?.[1] ?? '';
  const id = nextRequestId();
  const answer = inInterfaceConvention(url, errorAnswer(status, 'validation_error', message, [{ field, rule: status === 431 ? 'size' : 'http', message }]));
  const body = JSON.stringify(withRequestId(answer, id));
  if (socket.writable) {
    socket.write(`HTTP/1.1 ${answer.status} ${STATUS_CODES[answer.status]}\r\nRequest-Id: ${id}\r\nContent-Type: ${JSON_TYPE}\r\nContent-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`);
  }
  socket.destroy(error);
}

/** A node:http server whose requests meet the lane first (when there is one), set up as fastify sets up its own, with the timeouts. */
function emulatorServer(lane: Lane | undefined, handler: RequestListener, options: FastifyServerOptions, timeouts: ServerTimeouts): Server {
  const server = createServer(
    { requestTimeout: timeouts.requestMs, headersTimeout: timeouts.headersMs, keepAliveTimeout: timeouts.keepAliveMs, connectionsCheckingInterval: timeouts.checkEveryMs },
    lane
      ? (req, res) => {
          if (!lane.take(req, res)) handler(req, res);
        }
      : handler,
  );
  server.setTimeout(options.connectionTimeout);
  if (options.maxRequestsPerSocket) server.maxRequestsPerSocket = options.maxRequestsPerSocket;
  return server;
}

/**
 * A request the framework refused before any route ran still gets its interface's convention:
 * v1 adds responseCode 30 (96 for our own failure); the gateways answer HTTP 200 with errorCode 5.
 */
function inInterfaceConvention(url: string, answer: Answer): Answer {
  if (url.startsWith('/v1/') || url.startsWith('/payment/apigate/')) return inV1Convention(answer);
  if (url.startsWith('/payment/') && answer.status < 500) return inGatewayConvention(answer);
  return answer;
}

export interface RunningEmulator extends Emulator {
  readonly url: string;
  /** With a data directory: what was read back from it. */
  readonly replayed?: Replayed | undefined;
  close(): Promise<void>;
}

export interface ListenOptions {
  readonly port?: number | undefined;
  readonly host?: string | undefined;
  /** Keeps every account on disk there (store/); replayed before listening. Without it nothing touches the disk. */
  readonly dataDir?: string | undefined;
  /** The data directory refused a write: the emulator must stop (default: the error is logged). */
  readonly onStoreFailure?: ((error: Error) => void) | undefined;
  /** With a data directory: an account's journal is compacted behind a snapshot every this many entries (decision 0011); never when absent. */
  readonly snapshotEvery?: number | undefined;
  /** Tests: the write(2) the journals go through (store/journal-writer.ts). */
  readonly journalWrite?: WriteSome | undefined;
  /** With a data directory: the operator's key (CARDLAB_DATA_KEY); entries and snapshots are then sealed under it (store/data-key.ts). */
  readonly dataKey?: DataKey | undefined;
  /** With a data directory: a format-1 directory is read and rewritten in this format (`--upgrade-data-dir`). */
  readonly upgradeDataDir?: boolean | undefined;
}

/** Listens on 127.0.0.1 unless told otherwise; another address needs an admin token (listen-policy.ts). */
export async function startEmulator(options: EmulatorOptions & HttpOptions & ListenOptions = {}): Promise<RunningEmulator> {
  const host = options.host ?? '127.0.0.1';
  checkListen(host, options.adminToken);
  const store = options.dataDir === undefined ? undefined : new Store(options.dataDir, { onFailure: options.onStoreFailure, snapshotEvery: options.snapshotEvery, write: options.journalWrite, key: options.dataKey, upgrade: options.upgradeDataDir });
  // Callbacks may reach the loopback without being allowed only when the emulator itself lives there.
  const emulator = buildEmulator({ ...options, callbackLoopback: options.callbackLoopback ?? isLoopback(host), store });
  let replayed: Replayed | undefined;
  if (store) {
    try {
      replayed = await replay(emulator.app, emulator.state, store);
      // A format-1 directory upgraded, or a key newly given: every account rewritten in this format, under the key.
      await store.finishRewrite(emulator.state.tenants.all());
      // Accounts kept for another --retention keep theirs for this one from now on (written down, so the next replay does too).
      emulator.state.applyRetention();
      store.snapshotDue(emulator.state.tenants.all());
      await store.durable();
    } catch (error) {
      await emulator.app.close();
      throw error;
    }
    emulator.callbacks.start();
  }
  await emulator.app.listen({ port: options.port ?? 0, host });
  const address = emulator.app.server.address();
  const port = typeof address === 'object' && address ? address.port : options.port;
  const url = `http://${host.includes(':') ? `[${host}]` : host}:${port}`;
  // A wildcard address names no host a client could use: then each request's Host header tells.
  const wildcard = host === '0.0.0.0' || host === '::';
  if (emulator.app.publicBase.url === undefined && !wildcard) emulator.app.publicBase.url = url;
  emulator.state.callbackTargets.listening(Number(port), emulator.app.publicBase.url);
  return { ...emulator, url, replayed, close: () => closeGracefully(emulator.app) };
}

/**
 * Stops listening, lets the requests in flight finish, then closes. A keep-alive connection whose
 * request finished after the stop began is idle only then: it is closed as soon as it is, instead
 * of holding the stop until the client lets go.
 */
async function closeGracefully(app: FastifyInstance): Promise<void> {
  const idle = setInterval(() => app.server.closeIdleConnections(), 50);
  try {
    await app.close();
  } finally {
    clearInterval(idle);
  }
}
