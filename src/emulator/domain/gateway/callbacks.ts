/**
 * Callback notifications to merchants (docs/design.md "Callbacks"): a GET to the callback URL with mdOrder,
 * orderNumber, operation and status, signed with a checksum: HMAC-SHA256 with the merchant key
 * over the parameters sorted by name, each written as `name;value;`, in upper-case hex.
 * The parameters signed are every one the merchant receives, those of the address's own query
 * included (`?shop=24`): the merchant cannot tell its own from the gateway's, so its verifier
 * signs whatever arrived. The domain only queues them; the HTTP layer delivers them, with retries.
 */
import { createHmac } from 'node:crypto';

export type CallbackOperation = 'approved' | 'deposited' | 'reversed' | 'refunded' | 'declinedByTimeout' | 'declinedCardpresent' | 'declinedByCardHolder' | 'bindingCreated' | 'bindingActivityChanged';

export interface Callback {
  readonly id: number;
  readonly url: string;
  readonly params: Readonly<Record<string, string>>;
  attempts: number;
  delivered: boolean;
  lastError?: string | undefined;
}

type Parameters = Readonly<Record<string, string>> | Iterable<readonly [string, string]>;

/** Parameters with one name each are sorted by name; a name repeated keeps its order of arrival (a stable sort). */
export function checksum(params: Parameters, key: string): string {
  const pairs = Symbol.iterator in params ? [...(params as Iterable<readonly [string, string]>)] : Object.entries(params);
  // Stryker disable next-line MethodExpression,StringLiteral: the outbox never signs a set that holds a checksum (the contracts refuse an address naming one, CALLBACK_PARAMETERS, and the gateway adds its own after signing); callbacks.test.ts judges the definition.
  const signed = pairs.filter(([name]) => name !== 'checksum');
  const text = signed
    .sort(([a], [b]) => byName(a, b))
    .map(([name, value]) => `${name};${value};`)
    .join('');
  // A string key is read as UTF-8.
  return createHmac('sha256', key).update(text).digest('hex').toUpperCase();
}

/** Negative, zero or positive as name `a` sorts before, with or after `b` (by UTF-16 code units, as `<` compares). */
function byName(a: string, b: string): number {
  if (a < b) return -1;
  // Stryker disable next-line ConditionalExpression,EqualityOperator: V8 sorts arrays this short (under 23 items) by binary insertion, which asks only whether the comparator is negative, so 1 or 0 here never decides an order.
  return a > b ? 1 : 0;
}

/**
 * The query string the merchant receives: the address's own parameters, then the gateway's. A
 * gateway parameter replaces one of the same name in the address (the contracts refuse such an
 * address, so this only keeps the rule exact), and a fragment is never sent.
 */
export function callbackQuery(url: string, params: Readonly<Record<string, string>>): URLSearchParams {
  // An address that is no URL (the contracts refuse one) fails at delivery, not here.
  const query = URL.canParse(url) ? new URL(url).searchParams : new URLSearchParams();
  for (const [name, value] of Object.entries(params)) query.set(name, value);
  return query;
}

/** The URL a callback is delivered to: its address with the signed parameters in the query. */
export function callbackRequestUrl(callback: Pick<Callback, 'url' | 'params'>): string {
  const target = new URL(callback.url);
  // Stryker disable next-line StringLiteral: a fragment never travels in an HTTP request, so no merchant can see one; callbacks.test.ts judges the URL.
  target.hash = '';
  target.search = callbackQuery(callback.url, callback.params).toString();
  return target.toString();
}

/**
 * How many callbacks any outbox of this process has queued: the HTTP layer drains its outboxes after
 * an answer only when this moved since its last drain, instead of after every answer.
 */
let queuedInProcess = 0;
export const callbacksQueued = (): number => queuedInProcess;

/** How many finished callbacks (delivered or given up) an outbox keeps for the delivery log. */
export const FINISHED_KEPT = 1_000;

/**
 * The queued callbacks of one sandbox. Those still to deliver are kept apart from the finished ones,
 * so the dispatcher's drain (after every answer) walks only what is waiting, and a long-lived
 * sandbox keeps only the newest `kept` finished ones for the delivery log.
 */
export class CallbackOutbox {
  /** Still to deliver, in the order queued (a Map: a finished one leaves from anywhere in O(1)). */
  private readonly waiting = new Map<number, Callback>();
  /** Delivered or given up, oldest first; at most `kept` of them once trimmed (up to twice that before). */
  private finished: Callback[] = [];
  private next = 1;

  constructor(private readonly kept: number = FINISHED_KEPT) {}

  /** Signs and queues a notification; nothing is queued when the merchant has no address. */
  add(url: string | undefined, params: Record<string, string>, key: string): Callback | undefined {
    if (!url) return undefined;
    const callback: Callback = { id: this.next++, url, params: { ...params, checksum: checksum(callbackQuery(url, params), key) }, attempts: 0, delivered: false };
    this.waiting.set(callback.id, callback);
    // Stryker disable next-line UpdateOperator: the count only tells the HTTP layer that it moved (callbacksQueued), which a step down does too.
    queuedInProcess++;
    return callback;
  }

  /** Callbacks still to deliver, oldest first: a live view, no copy. */
  pending(): IterableIterator<Callback> {
    return this.waiting.values();
  }

  // Stryker disable all: a durable sandbox's replay (replay.ts) and the unit tests' view only: the scenarios' emulator keeps no data directory (durable.test.ts judges them).
  /** A callback still to deliver, by id (a restart reapplies its delivery attempts). */
  waitingById(id: number): Callback | undefined {
    return this.waiting.get(id);
  }

  get pendingCount(): number {
    return this.waiting.size;
  }
  // Stryker restore all

  /** The dispatcher is done with a callback: delivered, or its attempts ran out. */
  finish(callback: Callback, delivered: boolean): void {
    if (!this.waiting.delete(callback.id)) return;
    callback.delivered = delivered;
    this.finished.push(callback);
    // Trimmed in one go once twice the bound: a copy every `kept` callbacks, not one per callback.
    // Stryker disable next-line all: a long-lived sandbox's bound (FINISHED_KEPT, 1,000 callbacks), which no scenario's emulator reaches; callbacks.test.ts judges it.
    if (this.finished.length >= 2 * this.kept) this.finished = this.finished.slice(-this.kept);
  }

  /** The delivery log: the finished callbacks still kept, then those waiting, oldest first. */
  all(): Callback[] {
    // Stryker disable next-line all: the bound again (above).
    const kept = this.finished.length > this.kept ? this.finished.slice(-this.kept) : this.finished;
    return [...kept, ...this.waiting.values()].sort((a, b) => a.id - b.id);
  }
}
