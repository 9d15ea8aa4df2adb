/**
 * Which orders a store may forget (retention.ts), oldest first, without a scan per request: the
 * orders in the order they were registered, a cursor into them, and the few old ones that cannot
 * go yet (an order still waiting for its payment, or holding money: a pre-authorisation until it
 * is captured or reversed), looked at again at each sweep until they can.
 */
/** What one sweep asks of the ageing: the instant and the count bound (retention.ts), and the store's orders by id. */
export interface AgeingSweep<T> {
  readonly horizon: number;
  readonly keepAtMost: number;
  readonly byId: ReadonlyMap<string, T>;
}

export class OrderAgeing<T extends { readonly id: string; readonly createdAt: Date }> {
  private queue: T[] = [];
  private head = 0;
  private readonly lingering = new Set<T>();

  add(order: T): void {
    this.queue.push(order);
  }

  /**
   * Forgets (`drop`) the orders registered before `horizon`, and the oldest beyond `keepAtMost` of
   * those the store holds (`byId`), that `finished` says are over by `horizon`; the others linger.
   * An order `byId` no longer holds as it was (a registration taken back) is passed over. Answers
   * how many went.
   */
  forget(sweep: AgeingSweep<T>, finished: (order: T, horizon: number) => boolean, drop: (order: T) => void): number {
    const { horizon, keepAtMost, byId } = sweep;
    const known = (order: T) => byId.get(order.id) === order;
    let gone = 0;
    for (const order of this.lingering) {
      if (!known(order)) this.lingering.delete(order);
      else if (finished(order, horizon)) {
        this.lingering.delete(order);
        drop(order);
        gone++;
      }
    }
    while (this.head < this.queue.length) {
      const order = this.queue[this.head]!;
      if (order.createdAt.getTime() >= horizon && byId.size - this.lingering.size <= keepAtMost) break;
      this.head++;
      if (!known(order)) continue;
      if (finished(order, horizon)) {
        drop(order);
        gone++;
      } else this.lingering.add(order);
    }
    // The cursor's past is let go once it is most of the queue: each order is copied at most once on average.
    if (this.head > 1024 && this.head * 2 > this.queue.length) {
      this.queue = this.queue.slice(this.head);
      this.head = 0;
    }
    return gone;
  }
}
