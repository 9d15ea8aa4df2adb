/**
 * Which orders a store may forget (retention.ts), oldest first, without a scan per request: the
 * orders in the order they were registered, a cursor into them, and the few old ones that cannot
 * go yet (an order still waiting for its payment, or holding money: a pre-authorisation until it
 * is captured or reversed), looked at again at each sweep until they can.
 */
export class OrderAgeing<T extends { readonly createdAt: Date }> {
  private queue: T[] = [];
  private head = 0;
  private readonly lingering = new Set<T>();

  add(order: T): void {
    this.queue.push(order);
  }

  /**
   * Forgets (`drop`) the orders registered before `horizon`, and the oldest beyond `keepAtMost` of
   * the `held()` the store holds, that `finished` says are over; the others linger. `known`: the
   * store still has it (a registration taken back is not). Answers how many went.
   */
  forget(horizon: number, keepAtMost: number, store: { held(): number; known(order: T): boolean; finished(order: T): boolean; drop(order: T): void }): number {
    let gone = 0;
    for (const order of this.lingering) {
      if (!store.known(order)) this.lingering.delete(order);
      else if (store.finished(order)) {
        this.lingering.delete(order);
        store.drop(order);
        gone++;
      }
    }
    while (this.head < this.queue.length) {
      const order = this.queue[this.head]!;
      if (order.createdAt.getTime() >= horizon && store.held() - this.lingering.size <= keepAtMost) break;
      this.head++;
      if (!store.known(order)) continue;
      if (store.finished(order)) {
        store.drop(order);
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
