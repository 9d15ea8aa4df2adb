/**
 * The gateway's orders, e-commerce (orders.ts) and P2P (p2p/orders.ts), each kept in a store of
 * this one kind: by id and by merchant and order number, with the session time-outs
 * (session-timeouts.ts) and the ageing the retention forgets them by (order-ageing.ts). A gateway's
 * own store only makes its orders, says how one whose session ended is declined, and keeps what
 * else is its own (P2P: the network's references).
 *
 * The statuses are the gateway's (docs/design.md "Order statuses"): 0 registered, 1 pre-authorised (held), 2 deposited,
 * 3 authorisation reversed, 4 refunded, 5 ACS authentication started, 6 declined. A P2P order is
 * performed, not paid: it is only ever 0, 2, 5 or 6.
 */
import { OrderAgeing } from './order-ageing.js';
import { SessionTimeouts } from './session-timeouts.js';

export const ORDER_STATUS = { registered: 0, held: 1, deposited: 2, reversed: 3, refunded: 4, acsStarted: 5, declined: 6 } as const;
export type OrderStatus = (typeof ORDER_STATUS)[keyof typeof ORDER_STATUS];

/** An order's session when the registration names none (spec 03 §8). */
export const DEFAULT_SESSION_TIMEOUT_SECS = 1200;

/** What the store needs of an order of either gateway. */
export interface StoredOrder {
  readonly id: string;
  /** The merchant API account that registered the order and acts on it. */
  readonly merchant: string;
  /** The child merchant the order was registered for (`merchantLogin`); absent for the account's own orders. */
  readonly merchantLogin?: string | undefined;
  readonly orderNumber: string;
  readonly createdAt: Date;
  readonly expiresAt: Date;
  readonly status: number;
}

/** The key of an order number among a merchant's orders: the child's own when the order is for one (`merchantLogin`). */
export function orderNumberKey(order: Pick<StoredOrder, 'merchant' | 'merchantLogin' | 'orderNumber'>): string {
  return `${order.merchantLogin ?? order.merchant}\u0000${order.orderNumber}`;
}

/** Still waiting for its payment: registered, or in 3-D Secure authentication. */
export function isUnpaid(order: { readonly status: number }): boolean {
  return order.status === ORDER_STATUS.registered || order.status === ORDER_STATUS.acsStarted;
}

/** An order that can still be paid (or performed): registered, or waiting for 3-D Secure, and within its session. */
export function isOpen(order: { readonly status: number; readonly expiresAt: Date }, now: Date): boolean {
  if (!isUnpaid(order)) return false;
  // Stryker disable next-line ConditionalExpression,EqualityOperator: masked by the sweep (Gateway.sweep, P2pGateway.sweep), which runs before every gateway call and page and declines each unpaid order whose session ended by then (session-timeouts.ts: end <= now), so an unpaid order here is within its session; features/ecom/session-timeout.feature pins the time-out.
  return now < order.expiresAt;
}

// Stryker disable all: retention only: the suite's emulator never forgets (no retention rule, so no scenario can reach it); src/emulator/domain/retention.test.ts judges it.
/** Whether an order can be forgotten: nothing more can happen to its money, and its session, if unpaid, ended before `horizon`. */
export function isOver(order: { readonly status: number; readonly expiresAt: Date }, horizon: number): boolean {
  if (order.status === ORDER_STATUS.held) return false;
  if (isUnpaid(order)) return order.expiresAt.getTime() < horizon;
  return true;
}
// Stryker restore all

export abstract class OrderStore<T extends StoredOrder> {
  private readonly byId = new Map<string, T>();
  private readonly byNumber = new Map<string, T>();
  /** Orders that may still time out, by the end of their session: only the due ones are looked at by `expire`. */
  private readonly open = new SessionTimeouts<T>();
  /** Not enumerable: the sandbox's JSON lists each order once. */
  declare private readonly ageing: OrderAgeing<T>;
  /** How the store's orders are declined when their session ends unpaid (hoisted, not a closure per sweep). */
  readonly #timedOut: (order: T) => void;

  /** `onRegister`: told of every order with its instant (the sandbox's retention counts them, retention.ts). */
  constructor(
    protected readonly newId: () => string,
    private readonly onRegister: ((at: number) => void) | undefined,
    timedOut: (order: T) => void,
  ) {
    this.#timedOut = timedOut;
    // Stryker disable next-line BooleanLiteral: only the sandbox's JSON shows it (the unit test kits compare it around a refused request, src/emulator/http/v1-test-kit.ts); no public API does.
    Object.defineProperty(this, 'ageing', { value: new OrderAgeing<T>(), enumerable: false });
  }

  // Stryker disable next-line all: retention only: read by src/emulator/domain/retention.test.ts, which judges it.
  get size(): number {
    return this.byId.size;
  }

  /** Any merchant's order (the gateway's own pages know the order, not the merchant). */
  get(id: string): T | undefined {
    return this.byId.get(id);
  }

  /** The merchant's order: another merchant's is as unknown as a missing one. */
  ofMerchant(merchant: string, id: string): T | undefined {
    const order = this.byId.get(id);
    // Stryker disable next-line ConditionalExpression: a sandbox has one merchant API account (src/emulator/state.ts newSandbox) and its child merchants have no credentials of their own (merchants.ts: a child is a login its parent registers orders for, and `merchant` is the account that called), so another merchant's order is in another sandbox's store: no scenario can ask for one here.
    return order?.merchant === merchant ? order : undefined;
  }

  /** The order of this number among those registered for `merchant` (the account's own, or a child's). */
  byOrderNumber(merchant: string, orderNumber: string): T | undefined {
    return this.byNumber.get(orderNumberKey({ merchant, orderNumber }));
  }

  /** Every order, in the order they were registered. */
  all(): IterableIterator<T> {
    return this.byId.values();
  }

  /** Whether the merchant the input names has an order of its number already (unique among the orders of the merchant it is for). */
  protected taken(input: Pick<StoredOrder, 'merchant' | 'merchantLogin' | 'orderNumber'>): boolean {
    return this.byNumber.has(orderNumberKey(input));
  }

  /** Keeps a new order: indexed, waiting for its session's end, ageing. */
  protected add(order: T): T {
    this.byId.set(order.id, order);
    this.byNumber.set(orderNumberKey(order), order);
    this.open.add(order);
    this.ageing.add(order);
    // Stryker disable next-line OptionalChaining: the sandbox always counts its orders (sandbox.ts passes `counted` to the gateway, which passes it to both stores); only unit tests make a store without.
    this.onRegister?.(order.createdAt.getTime());
    return order;
  }

  /** Takes back a registration whose first call was refused in the same request (instantPerformP2P). */
  unregister(order: T): void {
    this.byId.delete(order.id);
    this.byNumber.delete(orderNumberKey(order));
    this.open.delete(order);
  }

  /** Declines every unpaid order whose session has ended; returns them (each gets a declinedByTimeout callback). */
  expire(now: Date): readonly T[] {
    return this.open.expire(now, isUnpaid, this.#timedOut);
  }

  /**
   * Forgets the orders registered before `horizon` (and the oldest beyond `keepAtMost`) that are
   * over (isOver): a pre-authorisation stays until it is captured or reversed, an unpaid order until
   * its session ended before `horizon`. `forgotten` is told of each.
   */
  // Stryker disable all: retention only: the suite's emulator never forgets (no retention rule, so no scenario can reach it); src/emulator/domain/retention.test.ts judges it.
  forgetOlderThan(horizon: number, keepAtMost: number, forgotten: (order: T) => void): number {
    return this.ageing.forget({ horizon, keepAtMost, byId: this.byId }, isOver, (order) => {
      this.byId.delete(order.id);
      this.byNumber.delete(orderNumberKey(order));
      // Left in the time-outs: an entry still there is popped when due and skipped (over, or
      // declined unseen); a delete of an order whose entry was popped already would stay there.
      this.dropped?.(order);
      forgotten(order);
    });
  }
  // Stryker restore all

  /** A forgotten order leaves the indexes of the store's own too. */
  protected dropped?(order: T): void;
}
