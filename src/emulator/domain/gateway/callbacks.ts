/**
 * Callback notifications to merchants (DESIGN.md): a GET to the callback URL with mdOrder,
 * orderNumber, operation and status, signed with a checksum: HMAC-SHA256 with the merchant key
 * over the parameters sorted by name, each written as `name;value;`, in upper-case hex.
 * The parameters signed are every one the merchant receives, those of the address's own query
 * included (`?shop=24`): the merchant cannot tell its own from the gateway's, so its verifier
 * signs whatever arrived. The domain only queues them; the HTTP layer delivers them, with retries.
 */
import { createHmac } from 'node:crypto';

export type CallbackOperation = 'approved' | 'deposited' | 'reversed' | 'refunded' | 'declinedByTimeout' | 'declinedByCardHolder' | 'bindingCreated' | 'bindingActivityChanged';

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
  const text = pairs
    .filter(([name]) => name !== 'checksum')
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([name, value]) => `${name};${value};`)
    .join('');
  return createHmac('sha256', Buffer.from(key, 'utf8')).update(text).digest('hex').toUpperCase();
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
  target.hash = '';
  target.search = callbackQuery(callback.url, callback.params).toString();
  return target.toString();
}

export class CallbackOutbox {
  private readonly queue: Callback[] = [];
  private next = 1;

  /** Signs and queues a notification; nothing is queued when the merchant has no address. */
  add(url: string | undefined, params: Record<string, string>, key: string): Callback | undefined {
    if (!url) return undefined;
    const callback: Callback = { id: this.next++, url, params: { ...params, checksum: checksum(callbackQuery(url, params), key) }, attempts: 0, delivered: false };
    this.queue.push(callback);
    return callback;
  }

  /** Callbacks still to deliver. */
  pending(): Callback[] {
    return this.queue.filter((c) => !c.delivered);
  }

  all(): readonly Callback[] {
    return this.queue;
  }
}
