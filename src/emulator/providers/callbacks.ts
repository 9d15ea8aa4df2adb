/**
 * The gateway's callback outbox as the HTTP layer's dispatcher sees it (docs/design.md, "Callbacks"):
 * the domain queues signed callbacks (domain/gateway/callbacks.ts); the dispatcher delivers them,
 * with retries, and records each attempt on the callback.
 */
import { type Callback, type CallbackOutbox, callbackRequestUrl } from '../domain/gateway/callbacks.js';

export { callbacksQueued } from '../domain/gateway/callbacks.js';
import type { Sandbox } from '../domain/sandbox.js';

/** A queued callback: a GET of `url` with `params` (checksum included) added to its query string. */
export type OutgoingCallback = Callback;

/** Where a callback is sent: its address, the address's own query kept, the signed parameters added (the checksum covers both). */
export const deliveryUrlOf = (callback: OutgoingCallback): string => callbackRequestUrl(callback);

/**
 * `pending()`: still to deliver, oldest first; `all()`: the delivery log (those waiting and the newest
 * finished ones); `finish`: the dispatcher is done with one (delivered, or its attempts ran out).
 */
export type CallbackQueue = Pick<CallbackOutbox, 'pending' | 'all' | 'finish'>;

/** Every sandbox account's queue, read at each drain: accounts come and go, and a reset replaces a sandbox, and with it its callbacks still pending. */
export const callbackQueuesOf =
  (accounts: () => Iterable<{ readonly sandbox: Sandbox }>): (() => Iterable<CallbackQueue>) =>
  function* queues() {
    for (const account of accounts()) yield account.sandbox.gateway.callbacks;
  };
