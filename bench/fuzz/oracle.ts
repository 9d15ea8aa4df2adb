/**
 * What the campaign holds every answer to. An answer is either a success the operation's contract
 * describes, or a documented error of its interface (docs/emulator.md): v2 and the control API
 * 400/401/404/409/413/415/431 with the error body; v1 the same with responseCode 30 on format errors,
 * or HTTP 200 with a refusal responseCode; the gateways HTTP 200 with an errorCode (404 with one for
 * a path that names no operation). Never a 5xx,
 * never an answer without its Request-id. A rejected request must leave the sandbox as it was.
 */
import { errorBody } from '../../src/contracts/errors.js';
import { errorAnswer } from '../../src/contracts/gateway/common.js';
import { p2pError } from '../../src/contracts/p2p/index.js';
import type { Sandbox } from '../../src/emulator/domain/sandbox.js';
import type { FuzzOperation } from './setup.js';

export type Verdict =
  | { readonly kind: 'accepted' }
  | { readonly kind: 'rejected' }
  | { readonly kind: 'violation'; readonly problem: string };

const DOCUMENTED = new Set([400, 401, 404, 409, 413, 415, 431]);

/** An answer as the campaign read it, over a socket or injected. */
export interface Answered {
  readonly statusCode: number;
  readonly headers: Readonly<Record<string, string | string[] | number | undefined>>;
  readonly body: string;
}

function json(res: Answered): unknown {
  try {
    return JSON.parse(res.body);
  } catch {
    return undefined;
  }
}

/** Classifies one answer of `op` (sent to its own path or, for path mutations, another). */
export function verdictOf(op: FuzzOperation, res: Answered): Verdict {
  const violation = (problem: string): Verdict => ({ kind: 'violation', problem: `${problem}: HTTP ${res.statusCode} ${res.body.slice(0, 200)}` });
  if (res.statusCode >= 500) return violation('5xx');
  if (!res.headers['request-id']) return violation('no Request-id');
  const body = json(res);
  if (body === undefined) return violation('not JSON');
  if (res.statusCode !== 200 && res.statusCode !== 201) {
    if (!DOCUMENTED.has(res.statusCode)) return violation('undocumented status');
    // No operation at a gateway path: 404 in the gateway's convention (a non-zero errorCode), as docs/emulator.md says.
    if (res.statusCode === 404 && (op.iface === 'gateway' || op.iface === 'p2p') && errorAnswer.safeParse(body).success) return { kind: 'rejected' };
    if (!errorBody.safeParse(body).success) return violation('error body breaks the error contract');
    const rc = (body as { responseCode?: unknown }).responseCode;
    if (op.iface === 'v1' && res.statusCode !== 401 && res.statusCode !== 404 && rc !== '30') return violation('v1 format error without responseCode 30');
    return { kind: 'rejected' };
  }
  if (op.iface === 'gateway' || op.iface === 'p2p') {
    // getOrderStatus.do answers in the legacy names, its refusals too (its contract holds both).
    const legacy = (body as { ErrorCode?: unknown }).ErrorCode;
    if (legacy !== undefined && legacy !== '0' && legacy !== 0) return op.response.safeParse(body).success ? { kind: 'rejected' } : violation('legacy gateway error breaks its contract');
    // getLastOrdersForMerchants.do answers its success with the number 0.
    const code = (body as { errorCode?: unknown }).errorCode;
    if (code !== undefined && code !== '0' && code !== 0) return (op.iface === 'p2p' ? p2pError : errorAnswer).safeParse(body).success ? { kind: 'rejected' } : violation('gateway error breaks its contract');
  }
  if (!op.response.safeParse(body).success) return violation('success breaks the operation contract');
  if (op.iface === 'v1' && (body as { responseCode?: unknown }).responseCode !== '00') return { kind: 'rejected' };
  return { kind: 'accepted' };
}

/**
 * What a refusal said, in a few words: `HTTP 404`, `responseCode 05`, `errorCode 6: Order not
 * found`: the fuzz table's reason why a valid example was refused.
 */
export function refusalOf(res: Answered): string {
  const body = (json(res) ?? {}) as { responseCode?: unknown; errorCode?: unknown; ErrorCode?: unknown; errorMessage?: unknown; ErrorMessage?: unknown; error?: { message?: unknown } };
  const code = body.errorCode ?? body.ErrorCode;
  // The gateways say why in errorMessage; v2, v1's format errors and the control API in error.message.
  const text = body.errorMessage ?? body.ErrorMessage ?? body.error?.message;
  const words = typeof text === 'string' ? `: ${text.length > 60 ? `${text.slice(0, 59)}…` : text}` : '';
  const status = res.statusCode === 200 ? '' : `HTTP ${res.statusCode} `;
  // Codes are strings or numbers on the wire; JSON keeps anything else readable.
  if (code !== undefined) return `${status}errorCode ${JSON.stringify(code).replace(/^"|"$/g, '')}${words}`;
  if (body.responseCode !== undefined) return `${status}responseCode ${JSON.stringify(body.responseCode).replace(/^"|"$/g, '')}${words}`;
  return `HTTP ${res.statusCode}${words}`;
}

/**
 * Everything the interfaces can change, as text: the sandbox (ledger, cards, parties, accounts,
 * history, e-commerce and P2P orders, stored credentials, callbacks queued). `open`,
 * the orders' index of those that may still time out, is left out: any gateway request prunes it
 * of settled orders, which changes nothing an interface can see.
 */
export function snapshot(sandbox: Sandbox): string {
  return JSON.stringify({ sandbox }, (key, value: unknown) => {
    if (key === 'open' && value instanceof Set) return undefined;
    return value instanceof Map ? [...value.entries()] : value instanceof Set ? [...value] : value;
  });
}

/**
 * How the fast lane's answer differs from fastify's to the same request (status, content type,
 * body with its Request-id aside), or undefined when they are the same (decision 0012).
 */
export function laneDifference(lane: Answered, fastify: Answered): string | undefined {
  const view = (res: Answered) => `HTTP ${res.statusCode} ${String(res.headers['content-type'])} ${res.body.replace(/"requestId":"[^"]*"/, '"requestId":"-"')}`;
  const [byLane, byFastify] = [view(lane), view(fastify)];
  return byLane === byFastify ? undefined : `the fast lane answered ${byLane.slice(0, 200)}; fastify ${byFastify.slice(0, 200)}`;
}

/**
 * The campaign must not pass by seeing nothing: its oracle has to call a 5xx, an answer without
 * Request-id and a success off contract violations, and its snapshot has to see one changed field.
 */
export function calibrate(op: FuzzOperation, sandbox: Sandbox): void {
  const fake = (statusCode: number, body: string, headers: Record<string, string> = { 'request-id': 'r' }) => ({ statusCode, body, headers }) satisfies Answered;
  const seen = [fake(500, '{}'), fake(200, '{}', {}), fake(200, '{"unexpected":true}'), fake(418, '{}')].map((res) => verdictOf(op, res).kind);
  if (seen.some((kind) => kind !== 'violation')) throw new Error(`the oracle let a bad answer pass (${seen.join(', ')})`);
  const card = sandbox.cards.all()[0];
  if (!card) throw new Error('calibration needs a card');
  const before = snapshot(sandbox);
  card.pinDenialCounter++;
  const changed = snapshot(sandbox) !== before;
  card.pinDenialCounter--;
  if (!changed || snapshot(sandbox) !== before) throw new Error('the snapshot did not see a changed card');
}

/** The figures a reader checks first, beside the full comparison. */
export function summary(sandbox: Sandbox): string {
  return `ledger total ${sandbox.ledger.total()}, ${sandbox.ledger.size} entries, ${sandbox.cards.all().length} cards, ${sandbox.history.size} history records`;
}
