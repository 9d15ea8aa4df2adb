/**
 * P2P orders: a transfer between two cards, a funding (AFT: a card to the merchant, no card to
 * credit) or a payout (OCT: the merchant to a card, no card to debit). They are kept in a store of
 * their own beside the e-commerce orders (of the same kind, order-store.ts), because they are
 * performed, not paid, and their life has no hold, capture or refund; of the gateway's status codes
 * they take 0 registered, 2 done, 5 ACS authentication started, 6 declined.
 */
import type { ThreeDsPolicy } from './three-ds-policy.js';
import { ACTION_CODES, type ActionCode } from '../action-codes.js';
import { DEFAULT_SESSION_TIMEOUT_SECS, ORDER_STATUS, OrderStore } from '../order-store.js';

export type P2pKind = 'transfer' | 'funding' | 'payout';
export type P2pStatus = typeof ORDER_STATUS.registered | typeof ORDER_STATUS.deposited | typeof ORDER_STATUS.acsStarted | typeof ORDER_STATUS.declined;

/** A card of the order as the gateway keeps it: the number stays in memory, answers show it masked. */
export interface P2pCard {
  readonly pan: string;
  /** YYYYMM, when known. */
  readonly expiry?: string | undefined;
  readonly cardholderName?: string | undefined;
  readonly paymentSystem: string;
}

/** One leg of the order: the debit of the card sent from, the credit of the card sent to. */
export interface P2pLeg {
  readonly type: 'DEBIT' | 'CREDIT';
  readonly amount: number;
  readonly fee: number;
  readonly at: Date;
  readonly resultCode: number;
  readonly pan: string;
  readonly authCode?: string | undefined;
  readonly rrn?: string | undefined;
}

/** Payer and recipient data (3DS and anti-fraud blocks), as the registration or the perform call gave them. */
export type PayerData = Readonly<Record<string, Readonly<Record<string, unknown>> | string | undefined>>;

export interface P2pOrderInput {
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
  readonly dynamicCallbackUrl?: string | undefined;
  readonly mcc?: number | undefined;
  readonly kind: P2pKind;
  /** A funding that a payout will follow: its money waits in the transit account. */
  readonly octExpected: boolean;
  /** 3-D Secure forced on or off by the order's features (FORCE_SSL, FORCE_TDS, FORCE_FULL_TDS). */
  readonly threeDsPolicy?: ThreeDsPolicy | undefined;
  readonly transactionTypeIndicator?: string | undefined;
  /** The stored card to debit and the stored (or saved) card to credit, named at registration. */
  readonly bindingId?: string | undefined;
  readonly creditBindingId?: string | undefined;
  readonly params: Readonly<Record<string, string>>;
  /** The fee the merchant set (feeInput); the fee schedule applies otherwise. */
  readonly feeInput?: number | undefined;
  readonly payerData: PayerData;
  /** A payout's funding: its order and, after a Mastercard funding, its transaction reference. */
  readonly debitMdOrder?: string | undefined;
  readonly debitTransactionReference?: string | undefined;
  readonly expiresAt: Date;
}

export interface P2pOrder extends P2pOrderInput {
  readonly id: string;
  readonly createdAt: Date;
  /** The payer may change the amount (verifyP2P amount, perform amountInput) until it is performed. */
  amount: number;
  /** Blocks sent with the fee inquiry join those of the registration. */
  payerData: PayerData;
  status: P2pStatus;
  /** The outcome: 0 approved, else why it was declined; -100 while nothing was attempted. */
  result: ActionCode;
  fee: number;
  from?: P2pCard | undefined;
  to?: P2pCard | undefined;
  ip?: string | undefined;
  /** The stored credential of the debited card: used, or stored after the transfer. */
  binding?: string | undefined;
  /** The network's reference of the approved transfer (getP2PStatus version 7). */
  paymentNetRefNum?: string | undefined;
  /** A funding's reference for its payout (Mastercard fundings). */
  ownTransactionReference?: string | undefined;
  /** For a funding with OCT_EXPECTED: what its payouts have taken from the transit account. */
  paidOut: number;
  readonly legs: P2pLeg[];
}

/** The end of an order's session: sessionExpiredDate wins over sessionTimeoutSecs, else 1200 s (spec 03 §8). */
export function sessionEnd(now: Date, timeoutSecs: number | undefined, expiredDate: Date | undefined): Date {
  return expiredDate ?? new Date(now.getTime() + (timeoutSecs ?? DEFAULT_SESSION_TIMEOUT_SECS) * 1000);
}

export class P2pOrders extends OrderStore<P2pOrder> {
  /** Approved orders by the network's reference (getP2PStatus, and a payout naming its funding's). */
  private readonly byNetRef = new Map<string, P2pOrder>();

  /** `onRegister`: told of every order with its instant (the sandbox's retention counts them, retention.ts). */
  constructor(newId: () => string, onRegister?: (at: number) => void) {
    super(newId, onRegister, declineExpired);
  }

  register(input: P2pOrderInput, now: Date): P2pOrder | 'duplicate_order_number' {
    // An order number is unique among the P2P orders of the merchant it is for: a child has its own.
    if (this.taken(input)) return 'duplicate_order_number';
    return this.add({ ...input, id: this.newId(), createdAt: now, status: ORDER_STATUS.registered, result: ACTION_CODES.notPaid, fee: 0, paidOut: 0, legs: [] });
  }

  remember(order: P2pOrder, paymentNetRefNum: string): void {
    order.paymentNetRefNum = paymentNetRefNum;
    this.byNetRef.set(paymentNetRefNum, order);
  }

  byPaymentNetRefNum(merchant: string, ref: string): P2pOrder | undefined {
    const order = this.byNetRef.get(ref);
    return order?.merchant === merchant ? order : undefined;
  }

  // Stryker disable all: retention only: called when forgetOlderThan forgets an order, which the suite's emulator never does (order-store.ts); orders.test.ts judges it.
  protected override dropped(order: P2pOrder): void {
    if (order.paymentNetRefNum !== undefined) this.byNetRef.delete(order.paymentNetRefNum);
  }
  // Stryker restore all
}

/** A P2P order whose session ended unperformed: declined (hoisted, not a closure per sweep). */
function declineExpired(order: P2pOrder): void {
  order.status = ORDER_STATUS.declined;
  order.result = ACTION_CODES.sessionExpired;
}
