/**
 * E-commerce orders: paid (in one phase, or held then deposited or reversed), refunded, with their
 * states as the gateway shows them (ORDER_STATUS, order-store.ts, which keeps them).
 */
import { SANDBOX_CURRENCY } from '../../../common/currency.js';
import { ACTION_CODES, type ActionCode } from './action-codes.js';
import { DEFAULT_SESSION_TIMEOUT_SECS, ORDER_STATUS, type OrderStatus, OrderStore } from './order-store.js';

export type PaymentState = 'CREATED' | 'APPROVED' | 'DEPOSITED' | 'DECLINED' | 'REVERSED' | 'REFUNDED';

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

/** The session end an order asks for (yyyy-MM-ddTHH:mm:ss, UTC), or 'past' when it would be over already. */
export function sessionEndOf(sessionExpiredDate: string, now: Date): Date | 'past' {
  const end = new Date(`${sessionExpiredDate}Z`);
  // Stryker disable next-line EqualityOperator: `<` differs only when now is the end to the millisecond; an end has whole seconds and the clock runs on from where a scenario sets it, so no request meets it (features/ecom/session-timeout.feature pins an end that has just come).
  return end <= now ? 'past' : end;
}

/** Every key of T, optional ones included (an object literal `satisfies` it only when it names them all). */
type AllOf<T> = { [K in keyof Required<T>]: T[K] };

export class Orders extends OrderStore<Order> {
  /** The last session end made: orders registered in the same millisecond share it, as they share their creation instant (Clock.now). */
  #lastSessionEnd = new Date(Number.NaN);

  /** `onRegister`: told of every order with its instant (the sandbox's retention counts them, retention.ts). */
  constructor(newId: () => string, onRegister?: (at: number) => void) {
    super(newId, onRegister, declineExpired);
  }

  register(input: OrderInput, now: Date): Order | 'duplicate_order_number' {
    // An order number is unique among the orders of the merchant it is for: a child has its own.
    if (this.taken(input)) return 'duplicate_order_number';
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
    return this.add(order);
  }

  private sessionEnd(ms: number): Date {
    // Stryker disable next-line ConditionalExpression: performance only: orders of one millisecond share one Date; a new Date of the same instant compares the same everywhere (session-timeouts.ts and isOpen read its time).
    if (ms !== this.#lastSessionEnd.getTime()) this.#lastSessionEnd = new Date(ms);
    return this.#lastSessionEnd;
  }
}

/** An order whose session ended unpaid: declined (hoisted, not a closure per sweep). */
function declineExpired(order: Order): void {
  order.status = ORDER_STATUS.declined;
  order.actionCode = ACTION_CODES.sessionExpired;
}
