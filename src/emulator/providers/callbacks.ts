/**
 * The gateway's callback outbox as the HTTP layer's dispatcher sees it (DESIGN.md "Callbacks"):
 * the domain queues signed callbacks (domain/gateway/callbacks.ts); the dispatcher delivers them,
 * with retries, and records each attempt on the callback.
 */
import type { Sandbox } from '../domain/sandbox.js';

/** A queued callback: a GET of `url` with `params` (checksum included) added to its query string. */
export interface OutgoingCallback {
  readonly id: number;
  readonly url: string;
  readonly params: Readonly<Record<string, string>>;
  attempts: number;
  delivered: boolean;
  lastError?: string | undefined;
}

export interface CallbackQueue {
  /** Callbacks not delivered yet, oldest first. */
  pending(): readonly OutgoingCallback[];
  /** Every callback queued since the last reset, oldest first. */
  all(): readonly OutgoingCallback[];
}

/** The queue of the sandbox in force: a reset replaces the sandbox, and with it the callbacks still pending. */
export const callbackQueueOf =
  (current: () => Sandbox): (() => CallbackQueue) =>
  () =>
    current().gateway.callbacks;
