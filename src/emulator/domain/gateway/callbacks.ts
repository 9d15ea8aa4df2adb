/**
 * Callback notifications to merchants (DESIGN.md): a GET to the callback URL with mdOrder,
 * orderNumber, operation and status, signed with a checksum: HMAC-SHA256 with the merchant key
 * over the parameters sorted by name, each written as `name;value;`, in upper-case hex.
 * The domain only queues them; the HTTP layer delivers them, with retries.
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

export function checksum(params: Readonly<Record<string, string>>, key: string): string {
  const text = Object.keys(params)
    .filter((name) => name !== 'checksum')
    .sort()
    .map((name) => `${name};${params[name]};`)
    .join('');
  return createHmac('sha256', Buffer.from(key, 'utf8')).update(text).digest('hex').toUpperCase();
}

export class CallbackOutbox {
  private readonly queue: Callback[] = [];
  private next = 1;

  /** Signs and queues a notification; nothing is queued when the merchant has no address. */
  add(url: string | undefined, params: Record<string, string>, key: string): Callback | undefined {
    if (!url) return undefined;
    const callback: Callback = { id: this.next++, url, params: { ...params, checksum: checksum(params, key) }, attempts: 0, delivered: false };
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
