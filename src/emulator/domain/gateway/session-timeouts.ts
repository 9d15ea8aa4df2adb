/**
 * The orders that may still time out (e-commerce and P2P), kept in the order their sessions end: a
 * binary heap keyed by the end in epoch milliseconds. A sweep looks at the head only, so it costs
 * nothing while no session is due, however many orders were registered and never paid (the sweep
 * runs before every gateway call; walking every open order and comparing `Date`s was 5 µs of a
 * payment, growing with every abandoned order: docs/performance.md).
 */
/** What a time-out needs of an order: the end of its session. */
export interface TimedOrder {
  readonly expiresAt: Date;
}

interface Entry<T> {
  readonly at: number;
  /** Registration sequence: orders due at the same sweep are declined in the order they were registered. */
  readonly seq: number;
  readonly order: T;
}

const NONE: readonly never[] = Object.freeze([]);

export class SessionTimeouts<T extends TimedOrder> {
  private readonly heap: Entry<T>[] = [];
  /** Orders taken back before their session ended (a refused instantPerformP2P): skipped when due. */
  private readonly removed = new Set<T>();
  private seq = 0;

  add(order: T): void {
    const at = order.expiresAt.getTime();
    // An end that is not a date never comes (as `now >= Invalid Date` never held).
    this.push({ at: Number.isNaN(at) ? Infinity : at, seq: this.seq++, order });
  }

  delete(order: T): void {
    this.removed.add(order);
  }

  /**
   * Declines (`decline`) every order still `unpaid` whose session has ended by `now`, in the order
   * they were registered, and returns them; orders settled meanwhile are forgotten.
   */
  expire(now: Date, unpaid: (order: T) => boolean, decline: (order: T) => void): readonly T[] {
    const heap = this.heap;
    const nowMs = now.getTime();
    if (heap.length === 0) return NONE;
    // Stryker disable next-line ConditionalExpression,EqualityOperator: performance only: without this return the loop below finds nothing due and the sweep answers an empty list; and a session that ends on the very millisecond of a sweep cannot be asked for (the clock runs on with the wall clock, clock.ts), so `>=` for `>` shows nowhere.
    if (heap[0]!.at > nowMs) return NONE;
    const due: Entry<T>[] = [];
    // Stryker disable next-line EqualityOperator: a session that ends on the very millisecond of a sweep cannot be asked for (the clock runs on with the wall clock, clock.ts).
    while (heap.length > 0 && heap[0]!.at <= nowMs) due.push(this.pop());
    due.sort(bySeq);
    const expired: T[] = [];
    for (const { order } of due) {
      if (this.removed.delete(order)) continue;
      if (!unpaid(order)) continue;
      decline(order);
      expired.push(order);
    }
    return expired;
  }

  /** Shown as the Set it replaced was (`{}`): a sandbox snapshot lists orders where they are kept. */
  // Stryker disable next-line BlockStatement: only the sandbox's JSON shows it; no public API does.
  toJSON(): Record<string, never> {
    return {};
  }

  private push(entry: Entry<T>): void {
    const heap = this.heap;
    let i = heap.push(entry) - 1;
    while (i > 0) {
      const parent = (i - 1) >> 1;
      if (!before(entry, heap[parent]!)) break;
      heap[i] = heap[parent]!;
      i = parent;
    }
    heap[i] = entry;
  }

  private pop(): Entry<T> {
    const heap = this.heap;
    const top = heap[0]!;
    const last = heap.pop()!;
    const n = heap.length;
    if (n === 0) return top;
    let i = 0;
    for (;;) {
      const left = 2 * i + 1;
      if (left >= n) break;
      const right = left + 1;
      const child = right < n && before(heap[right]!, heap[left]!) ? right : left;
      if (!before(heap[child]!, last)) break;
      heap[i] = heap[child]!;
      i = child;
    }
    heap[i] = last;
    return top;
  }
}

function before<T>(a: Entry<T>, b: Entry<T>): boolean {
  return a.at < b.at || (a.at === b.at && a.seq < b.seq);
}

function bySeq<T>(a: Entry<T>, b: Entry<T>): number {
  return a.seq - b.seq;
}
