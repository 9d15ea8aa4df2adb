/**
 * Gateway orders and their states (DESIGN.md): 0 registered, 1 pre-authorised (held), 2 deposited,
 * 3 authorisation reversed, 4 refunded, 5 ACS authentication started, 6 declined.
 */
import { SANDBOX_CURRENCY } from '../../../common/currency.js';
import { ACTION_CODES, type ActionCode } from './action-codes.js';
import { SessionTimeouts } from './session-timeouts.js';
import { OrderAgeing } from './order-ageing.js';

export const ORDER_STATUS = { registered: 0, held: 1, deposited: 2, reversed: 3, refunded: 4, acsStarted: 5, declined: 6 } as const;
export type OrderStatus = (typeof ORDER_STATUS)[keyof typeof ORDER_STATUS];
export type PaymentState = 'CREATED' | 'APPROVED' | 'DEPOSITED' | 'DECLINED' | 'REVERSED' | 'REFUNDED';

export const DEFAULT_SESSION_TIMEOUT_SECS = 1200;

/** The gateway's one currency, ISO 4217 numeric as text: orders that name none are in it. */
export const ORDER_CURRENCY = SANDBOX_CURRENCY.numericText;

/** The currency an order is registered in; undefined when the sandbox does not know the one sent. */
export function orderCurrency(sent: string | undefined): string | undefined {
  return sent === undefined || sent === ORDER_CURRENCY ? ORDER_CURRENCY : undefined;
}

export interface OrderCard {
  readonly pan: string;
  readonly expiry: string;
  readonly cardholderName: string;
  readonly paymentSystem: string;
  /** Set when the card was issued by the sandbox's own card system. */
  readonly coreCardId?: string | undefined;
}

export interface OrderOperation {
  readonly type: 'APPROVE' | 'DEPOSIT' | 'REVERSE' | 'REFUND';
  readonly amount: number;
  readonly at: Date;
  readonly authCode: string;
}

export interface OrderInput {
  /** The merchant API account that registered the order and acts on it. */
  readonly merchant: string;
  /** The child merchant the order was registered for (`merchantLogin`); absent for the account's own orders. */
  readonly merchantLogin?: string | undefined;
  readonly orderNumber: string;
  readonly amount: number;
  readonly currency: string;
  readonly returnUrl: string;
  readonly failUrl?: string | undefined;
  readonly description?: string | undefined;
  readonly language: string;
  readonly clientId?: string | undefined;
  readonly email?: string | undefined;
  readonly forceBinding: boolean;
  readonly jsonParams: Readonly<Record<string, string>>;
  readonly dynamicCallbackUrl?: string | undefined;
  readonly twoPhase: boolean;
  readonly sessionTimeoutSecs?: number | undefined;
  /** The session's absolute end (sessionExpiredDate); it wins over sessionTimeoutSecs. */
  readonly sessionEnd?: Date | undefined;
}

export interface Order extends OrderInput {
  readonly id: string;
  readonly createdAt: Date;
  readonly expiresAt: Date;
  status: OrderStatus;
  actionCode: ActionCode;
  card?: OrderCard | undefined;
  authCode?: string | undefined;
  authRefNum?: string | undefined;
  authAt?: Date | undefined;
  eci?: number | undefined;
  approvedAmount: number;
  depositedAmount: number;
  refundedAmount: number;
  /** The stored credential the payment used or created. */
  bindingId?: string | undefined;
  tii?: string | undefined;
  readonly operations: OrderOperation[];
}

export function paymentState(order: Order): PaymentState {
  switch (order.status) {
    case ORDER_STATUS.held:
      return 'APPROVED';
    case ORDER_STATUS.deposited:
      return 'DEPOSITED';
    case ORDER_STATUS.reversed:
      return 'REVERSED';
    case ORDER_STATUS.refunded:
      return 'REFUNDED';
    case ORDER_STATUS.declined:
      return 'DECLINED';
    default:
      return 'CREATED';
  }
}

/** An order that can still be paid: registered (or waiting for 3DS) and within its session. */
export function isPayable(order: Order, now: Date): boolean {
  return (order.status === ORDER_STATUS.registered || order.status === ORDER_STATUS.acsStarted) && now < order.expiresAt;
}

/** The session end an order asks for (yyyy-MM-ddTHH:mm:ss, UTC), or 'past' when it would be over already. */
export function sessionEndOf(sessionExpiredDate: string, now: Date): Date | 'past' {
  const end = new Date(`${sessionExpiredDate}Z`);
  return end <= now ? 'past' : end;
}

/** The key of an order number among a merchant's orders: the child's own when the order is for one (`merchantLogin`). */
export function orderNumberKey(order: { readonly merchant: string; readonly merchantLogin?: string | undefined; readonly orderNumber: string }): string {
  return `${order.merchantLogin ?? order.merchant}\u0000${order.orderNumber}`;
}

/** Every key of T, optional ones included (an object literal `satisfies` it only when it names them all). */
type AllOf<T> = { [K in keyof Required<T>]: T[K] };

export class Orders {
  private readonly byId = new Map<string, Order>();
  private readonly byNumber = new Map<string, Order>();
  /** Orders that may still time out, by the end of their session: only the due ones are looked at by `expire`. */
  private readonly open = new SessionTimeouts<Order>();
  /** Not enumerable: the sandbox's JSON lists each order once. */
  declare private readonly ageing: OrderAgeing<Order>;
  /** The last session end made: orders registered in the same millisecond share it, as they share their creation instant (Clock.now). */
  #lastSessionEnd = new Date(Number.NaN);

  /** `onRegister`: told of every order with its instant (the sandbox's retention counts them, retention.ts). */
  constructor(
    private readonly newId: () => string,
    private readonly onRegister?: (at: number) => void,
  ) {
    Object.defineProperty(this, 'ageing', { value: new OrderAgeing<Order>(), enumerable: false });
  }

  get size(): number {
    return this.byId.size;
  }

  /**
   * Forgets the orders registered before `horizon` (and the oldest beyond `keepAtMost`) that are
   * over: deposited, reversed, refunded, declined, or unpaid with a session ended before `horizon`.
   * A pre-authorisation stays until it is captured or reversed. `forgotten` is told of each.
   */
  forgetOlderThan(horizon: number, keepAtMost: number, forgotten: (order: Order) => void): number {
    return this.ageing.forget(horizon, keepAtMost, this.byId, isOver, (order) => {
      this.byId.delete(order.id);
      this.byNumber.delete(orderNumberKey(order));
      // Left in the time-outs: an entry still there is popped when due and skipped (over, or
      // declined unseen); a delete of an order whose entry was popped already would stay there.
      forgotten(order);
    });
  }

  register(input: OrderInput, now: Date): Order | 'duplicate_order_number' {
    // An order number is unique among the orders of the merchant it is for: a child has its own.
    const key = orderNumberKey(input);
    if (this.byNumber.has(key)) return 'duplicate_order_number';
    const timeout = input.sessionTimeoutSecs ?? DEFAULT_SESSION_TIMEOUT_SECS;
    // Every field written out, in one shape from the start (no spread of the input, none added on
    // approval): a spread and later additions gave each order its own hidden class, and V8 time
    // migrating maps (docs/performance.md). `AllOf` makes a new field a compile error until copied.
    const order: Order = {
      merchant: input.merchant,
      merchantLogin: input.merchantLogin,
      orderNumber: input.orderNumber,
      amount: input.amount,
      currency: input.currency,
      returnUrl: input.returnUrl,
      failUrl: input.failUrl,
      description: input.description,
      language: input.language,
      clientId: input.clientId,
      email: input.email,
      forceBinding: input.forceBinding,
      jsonParams: input.jsonParams,
      dynamicCallbackUrl: input.dynamicCallbackUrl,
      twoPhase: input.twoPhase,
      sessionTimeoutSecs: input.sessionTimeoutSecs,
      sessionEnd: input.sessionEnd,
      id: this.newId(),
      createdAt: now,
      expiresAt: input.sessionEnd ?? this.sessionEnd(now.getTime() + timeout * 1000),
      status: ORDER_STATUS.registered,
      actionCode: ACTION_CODES.notPaid,
      card: undefined,
      authCode: undefined,
      authRefNum: undefined,
      authAt: undefined,
      eci: undefined,
      approvedAmount: 0,
      depositedAmount: 0,
      refundedAmount: 0,
      bindingId: undefined,
      tii: undefined,
      operations: [],
    } satisfies AllOf<Order>;
    this.byId.set(order.id, order);
    this.byNumber.set(key, order);
    this.open.add(order);
    this.ageing.add(order);
    this.onRegister?.(now.getTime());
    return order;
  }

  get(id: string): Order | undefined {
    return this.byId.get(id);
  }

  private sessionEnd(ms: number): Date {
    if (ms !== this.#lastSessionEnd.getTime()) this.#lastSessionEnd = new Date(ms);
    return this.#lastSessionEnd;
  }

  /** Every order, in the order they were registered. */
  all(): IterableIterator<Order> {
    return this.byId.values();
  }

  /** The order of this number among those registered for `merchant` (the account's own, or a child's). */
  byOrderNumber(merchant: string, orderNumber: string): Order | undefined {
    return this.byNumber.get(orderNumberKey({ merchant, orderNumber }));
  }

  /** Declines every unpaid order whose session has ended; returns them (each gets a declinedByTimeout callback). */
  expire(now: Date): readonly Order[] {
    return this.open.expire(now, isUnpaid, declineExpired);
  }
}

/** Still waiting for its payment: registered, or in 3-D Secure authentication. */
export function isUnpaid(order: { readonly status: number }): boolean {
  return order.status === ORDER_STATUS.registered || order.status === ORDER_STATUS.acsStarted;
}

/** An order whose session ended unpaid: declined (hoisted, not a closure per sweep). */
function declineExpired(order: Order): void {
  order.status = ORDER_STATUS.declined;
  order.actionCode = ACTION_CODES.sessionExpired;
}

/** Whether an order (of either store) can be forgotten: nothing more can happen to its money, and its session, if unpaid, ended before `horizon`. */
export function isOver(order: { readonly status: number; readonly expiresAt: Date }, horizon: number): boolean {
  if (order.status === ORDER_STATUS.held) return false;
  if (order.status === ORDER_STATUS.registered || order.status === ORDER_STATUS.acsStarted) return order.expiresAt.getTime() < horizon;
  return true;
}
