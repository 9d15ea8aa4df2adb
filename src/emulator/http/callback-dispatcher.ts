/**
 * Delivery of the gateway's callback outbox (docs/design.md, "Callbacks"): each queued callback is a GET
 * to its URL with its signed parameters added to the URL's own query (the checksum covers both). Any 2xx answer delivers it;
 * another status, a refused connection or a time-out is a failed attempt, retried after a growing
 * pause until the attempts run out. The pauses are real time, not the emulator's clock: delivery
 * is infrastructure, and moving the business clock must not replay or skip network retries.
 *
 * Callbacks of one order go out one at a time, in the order they were queued, so a merchant never
 * hears "deposited" before "approved". Deliveries never hold up an answer: the server kicks a drain
 * after each response, a slow timer catches anything else, and `stop` aborts what is in flight.
 */
import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import type { LookupFunction } from 'node:net';
import { Agent, request } from 'undici';
import { maskText, maskValue } from '../../common/masking.js';
import type { CallbackTargets } from '../callback-targets.js';
import { type CallbackQueue, callbacksQueued, deliveryUrlOf, type OutgoingCallback } from '../providers/callbacks.js';

export interface DispatcherOptions {
  /** Attempts per callback, the first one included. */
  readonly attempts: number;
  /** Pause before retry n is `backoffMs[n - 1]`; the last value repeats. */
  readonly backoffMs: readonly number[];
  /** How long one attempt may take, from connecting to the end of the answer. */
  readonly timeoutMs: number;
  /** Period of the safety-net drain (kicks after each answer do the prompt work). */
  readonly intervalMs: number;
}

/** 5 attempts over about 7.5 s: long enough for a restarting test receiver, short enough for a scenario's wait. */
export const DEFAULT_DISPATCH: DispatcherOptions = { attempts: 5, backoffMs: [500, 1_000, 2_000, 4_000], timeoutMs: 5_000, intervalMs: 1_000 };

/** One line of the delivery log the control API shows: secrets and card numbers masked. */
export interface DeliveryView {
  readonly id: number;
  readonly url: string;
  readonly params: Record<string, string>;
  readonly attempts: number;
  readonly delivered: boolean;
  readonly lastError?: string;
}

export function deliveryLog(outbox: CallbackQueue): DeliveryView[] {
  return outbox.all().map((c) => ({
    id: c.id,
    url: maskText(c.url),
    params: paramsShown(c.params),
    attempts: c.attempts,
    delivered: c.delivered,
    ...(c.lastError !== undefined ? { lastError: maskText(c.lastError) } : {}),
  }));
}

/**
 * A callback's parameters, card numbers and secrets masked, but for the checksum: a hex HMAC digest,
 * which a run of 13 or more digits that passes the Luhn check (about one callback in a hundred) would
 * otherwise have masked as a card number; the merchant compares it whole.
 */
function paramsShown(params: Readonly<Record<string, string>>): Record<string, string> {
  const { checksum, ...others } = params;
  return { ...maskValue(others), ...(checksum === undefined ? {} : { checksum }) };
}

/** Callbacks that must keep their relative order: those of one order (binding callbacks: of one binding). */
const sequenceOf = (c: OutgoingCallback): string => c.params.mdOrder ?? c.params.bindingId ?? `#${c.id}`;

/** What the dispatcher tells and asks beside its outbox. */
export interface DispatcherSurroundings {
  /** Told of each attempt's outcome (a sandbox kept on disk writes it down); `finished`: delivered or given up. */
  readonly observe?: ((callback: OutgoingCallback, outbox: CallbackQueue, finished: boolean) => void) | undefined;
  /** Where callbacks may go (callback-targets.ts), checked again before each one is sent: the rule may have changed since it was queued. */
  readonly targets?: Pick<CallbackTargets, 'refusal' | 'rangeRefusal'> | undefined;
}

export class CallbackDispatcher {
  readonly options: DispatcherOptions;
  /** When a failed callback may be tried again (ms of `now()`); absent: due at once. */
  private readonly dueAt = new WeakMap<OutgoingCallback, number>();
  private readonly inFlight = new Map<OutgoingCallback, AbortController>();
  private readonly deliveries = new Set<Promise<void>>();
  private readonly agent: Agent;
  private interval: NodeJS.Timeout | undefined;
  private wake: NodeJS.Timeout | undefined;
  private kicked = false;
  private stopped = false;
  /** `callbacksQueued()` when the last drain began: `answered` kicks only when it moved. */
  private drainedAt = -1;

  /**
   * `outbox` is read on every drain: a reset of a sandbox replaces its outbox, and with it the pending
   * callbacks; an emulator with several sandbox accounts gives one outbox per account.
   */
  constructor(
    private readonly outbox: () => CallbackQueue | Iterable<CallbackQueue>,
    options: Partial<DispatcherOptions> = {},
    private readonly now: () => number = () => performance.now(),
    private readonly around: DispatcherSurroundings = {},
  ) {
    this.options = { ...DEFAULT_DISPATCH, ...options };
    if (!Number.isInteger(this.options.attempts) || this.options.attempts < 1) throw new Error('callback attempts must be a whole number ≥ 1');
    if (this.options.backoffMs.length === 0) throw new Error('callback backoff needs at least one pause');
    const { targets } = around;
    this.agent = new Agent({ connect: { timeout: this.options.timeoutMs, ...(targets && { lookup: guardedLookup(targets) }) }, keepAliveTimeout: 1_000 });
  }

  start(): void {
    if (this.stopped || this.interval) return;
    this.interval = setInterval(() => this.drain(), this.options.intervalMs).unref();
    this.kick();
  }

  /** Asks for a drain soon; many kicks in one turn of the event loop make one drain. */
  kick(): void {
    // Not before start: a kept sandbox replays its journal first, and its callbacks' outcomes come from there.
    if (this.stopped || this.kicked || !this.interval) return;
    this.kicked = true;
    setImmediate(() => {
      this.kicked = false;
      this.drain();
    }).unref();
  }

  /**
   * After an answer: a drain when the answer (or anything since the last drain) queued a callback.
   * Retries have their own timer and a delivery's end drains again, so nothing else is due; a
   * `setImmediate` and a walk of every outbox after each answer cost a read 1–2 µs (docs/performance.md).
   */
  answered(): void {
    if (callbacksQueued() !== this.drainedAt) this.kick();
  }

  /** Starts an attempt for every callback that is due and not waiting behind an earlier one of its order. */
  drain(): void {
    if (this.stopped || !this.interval) return;
    this.drainedAt = callbacksQueued();
    const now = this.now();
    let nextDue = Infinity;
    const found = this.outbox();
    for (const outbox of Symbol.iterator in found ? found : [found]) nextDue = Math.min(nextDue, this.drainOne(outbox, now));
    this.wakeAt(nextDue, now);
  }

  /** One account's outbox (its orders and callback numbers are its own); answers when the next retry is due. */
  private drainOne(outbox: CallbackQueue, now: number): number {
    let nextDue = Infinity;
    const waiting = new Set<string>();
    for (const callback of outbox.pending()) {
      // Attempts already spent elsewhere (fewer allowed now): given up, it no longer holds back its order.
      if (callback.attempts >= this.options.attempts) {
        outbox.finish(callback, false);
        continue;
      }
      const sequence = sequenceOf(callback);
      if (waiting.has(sequence)) continue;
      waiting.add(sequence);
      if (this.inFlight.has(callback)) continue;
      const due = this.dueAt.get(callback) ?? 0;
      if (due > now) nextDue = Math.min(nextDue, due);
      else this.attempt(callback, outbox);
    }
    return nextDue;
  }

  /** Stops the timers and aborts the attempts in flight; nothing is sent afterwards. */
  async stop(): Promise<void> {
    this.stopped = true;
    clearInterval(this.interval);
    clearTimeout(this.wake);
    for (const controller of this.inFlight.values()) controller.abort(new Error('the emulator is stopping'));
    await Promise.allSettled([...this.deliveries]);
    await this.agent.destroy();
  }

  /** Resolves once no attempt is in flight (tests). */
  async settled(): Promise<void> {
    while (this.deliveries.size > 0) await Promise.allSettled([...this.deliveries]);
  }

  /** Pause before the next attempt, once `attempts` have failed. */
  backoff(attempts: number): number {
    const pauses = this.options.backoffMs;
    return pauses[Math.min(attempts, pauses.length) - 1] ?? 0;
  }

  private wakeAt(due: number, now: number): void {
    clearTimeout(this.wake);
    this.wake = due === Infinity ? undefined : setTimeout(() => this.drain(), Math.max(0, due - now)).unref();
  }

  private attempt(callback: OutgoingCallback, outbox: CallbackQueue): void {
    const refused = this.around.targets?.refusal(callback.url);
    if (refused !== undefined) {
      // Never sent, never retried: given up at once, with the reason in the delivery log.
      callback.attempts += 1;
      callback.lastError = `not sent: the address ${refused}`;
      outbox.finish(callback, false);
      this.around.observe?.(callback, outbox, true);
      return;
    }
    const controller = new AbortController();
    this.inFlight.set(callback, controller);
    const delivery = this.send(callback, controller).then((error) => {
      this.inFlight.delete(callback);
      this.deliveries.delete(delivery);
      if (this.stopped) return;
      callback.attempts += 1;
      if (error === undefined) outbox.finish(callback, true);
      else {
        callback.lastError = error;
        // Given up once the attempts ran out: it leaves the queue and no longer holds back its order.
        if (callback.attempts >= this.options.attempts) outbox.finish(callback, false);
        else this.dueAt.set(callback, this.now() + this.backoff(callback.attempts));
      }
      this.around.observe?.(callback, outbox, error === undefined || callback.attempts >= this.options.attempts);
      // The next callback of the order, or the timer of this one's retry.
      this.drain();
    });
    this.deliveries.add(delivery);
  }

  /** One GET; resolves to undefined when delivered, else to why not. Never rejects. */
  private async send(callback: OutgoingCallback, controller: AbortController): Promise<string | undefined> {
    const timer = setTimeout(() => controller.abort(new Error(`no answer within ${this.options.timeoutMs} ms`)), this.options.timeoutMs);
    try {
      const res = await request(deliveryUrlOf(callback), { method: 'GET', dispatcher: this.agent, signal: controller.signal });
      await res.body.dump();
      return res.statusCode >= 200 && res.statusCode < 300 ? undefined : `HTTP ${res.statusCode}`;
    } catch (error) {
      const reason: unknown = controller.signal.aborted ? controller.signal.reason : error;
      // A refused connection to a name with several addresses is an AggregateError without a message.
      return reason instanceof Error ? reason.message || (reason as NodeJS.ErrnoException).code || reason.name : String(reason);
    } finally {
      clearTimeout(timer);
    }
  }
}

/**
 * The DNS lookup of a callback's host name: a name the operator allowed must not lead to an address
 * of a guarded range (the metadata service, the loopback, link-local) that is not allowed itself.
 */
function guardedLookup(targets: Pick<CallbackTargets, 'rangeRefusal'>): LookupFunction {
  return (hostname, options, callback) => {
    dnsLookup(hostname, { ...options, all: true }, (error, addresses: LookupAddress[]) => {
      const refused = error ? undefined : addresses.map((a) => targets.rangeRefusal(a.address)).find((why) => why !== undefined);
      if (error || refused !== undefined) {
        callback(error ?? Object.assign(new Error(`not sent: ${hostname} resolves to ${refused}`), { code: 'ECALLBACKREFUSED' }), '', 0);
        return;
      }
      if (options.all) callback(null, addresses);
      else callback(null, addresses[0]!.address, addresses[0]!.family);
    });
  };
}
