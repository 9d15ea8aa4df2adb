/**
 * Paying an order and what follows: authorisation (with 3-D Secure 2 when the card needs it),
 * deposit of a pre-authorisation, reversal, refunds. Every change of an order that a merchant is
 * told about queues a callback.
 */
import { capture, type CardSystem, refund, release } from '../card-system/index.js';
import { hasFault } from '../faults.js';
import type { MerchantInfo } from '../history.js';
import { ACTION_CODES, type ActionCode } from './action-codes.js';
import { authorize, type CardEntry, orderCard } from './authorization.js';
import type { Bindings } from './bindings.js';
import type { CallbackOperation } from './callbacks.js';
import type { Notices } from './notices.js';
import type { Order, Orders } from './orders.js';
import { isOpen, ORDER_STATUS } from './order-store.js';
import { paymentSystemOf, testCard } from './test-cards.js';
import { eciOf, type ThreeDsSession, type ThreeDsSessions, type TransStatus } from './three-ds.js';

export interface PaymentAttempt {
  readonly entry: CardEntry;
  /** The CVC is needed unless the payment is merchant-initiated (tii U, R, I). */
  readonly requireCvc: boolean;
  /** Merchant-initiated payments involve no 3-D Secure. */
  readonly skipThreeDs: boolean;
  /** The second call of a 3DS2 payment names its session. */
  readonly threeDsTransId?: string | undefined;
  /** Where the ACS sends the cardholder back after a challenge (threeDSVer2FinishUrl); the gateway's own page when absent. */
  readonly finishUrl?: string | undefined;
}

export type PaymentOutcome =
  | { readonly kind: 'done'; readonly order: Order }
  | { readonly kind: 'threeDsMethod'; readonly session: ThreeDsSession }
  | { readonly kind: 'threeDsChallenge'; readonly session: ThreeDsSession }
  | { readonly kind: 'notPayable' }
  | { readonly kind: 'unknownSession' };

export type ChangeOutcome = 'ok' | 'not_allowed' | 'invalid_amount';

/** What the checkout works with, named when the gateway is composed. */
export interface CheckoutParts {
  readonly cardSystem: CardSystem;
  readonly orders: Orders;
  readonly threeDs: ThreeDsSessions;
  /** Told of every approved payment: the credentials it stores or uses. */
  readonly bindings: Bindings;
  readonly notices: Notices;
}

/** The card authorised for an order, and what its entry proves. */
interface Authorising {
  readonly entry: CardEntry;
  readonly requireCvc: boolean;
  /** The 3-D Secure outcome, when the payment was authenticated. */
  readonly eci?: number | undefined;
}

/** The callback each change of an order gives its merchant. */
const CALLBACK_OF: Readonly<Record<'DEPOSIT' | 'REVERSE' | 'REFUND', CallbackOperation>> = { DEPOSIT: 'deposited', REVERSE: 'reversed', REFUND: 'refunded' };

/** The operation of an order's payment, approved or declined: `approved` for a two-phase order, `deposited` for a one-phase one. */
const paymentOperation = (order: Order): CallbackOperation => (order.twoPhase ? 'approved' : 'deposited');

export class Checkout {
  /** Card data waiting for the second 3DS2 call, by order id. Kept in memory only, never shown. */
  private readonly pending = new Map<string, CardEntry>();
  /** Orders of `pending` whose payment goes without the CVC (a stored credential the merchant may pay so). */
  private readonly withoutCvc = new Set<string>();

  /** The acceptor of each merchant's payments, one object per merchant: every paid order's history record keeps it. */
  readonly #acceptors = new Map<string, MerchantInfo>();
  readonly #parts: CheckoutParts;

  constructor(parts: CheckoutParts) {
    this.#parts = parts;
  }

  private acceptorOf(order: Order): MerchantInfo {
    let acceptor = this.#acceptors.get(order.merchant);
    // Stryker disable next-line ConditionalExpression: a new object for each payment or the merchant's one makes the same record; only memory tells them apart.
    if (!acceptor) this.#acceptors.set(order.merchant, (acceptor = { merchantId: order.merchant, terminalId: 'E-COMMERCE' }));
    return acceptor;
  }

  // Stryker disable all: retention only: the suite's emulator never forgets (no retention rule, so no scenario can reach it); src/emulator/domain/retention.test.ts judges it.
  /** Lets go of what a forgotten order still had waiting (retention.ts). */
  forget(orderId: string): void {
    this.pending.delete(orderId);
    this.withoutCvc.delete(orderId);
  }
  // Stryker restore all

  pay(order: Order, attempt: PaymentAttempt, now: Date): PaymentOutcome {
    // The second call of a 3-D Secure payment: continueAuthentication checks the order, as it does for the payment page's second step.
    if (attempt.threeDsTransId !== undefined) return this.continueAuthentication(order, attempt.threeDsTransId, now, attempt.finishUrl);
    if (!isOpen(order, now)) return { kind: 'notPayable' };
    const flow = testCard(attempt.entry.pan)?.flow ?? 'none';
    if (flow === 'none' || attempt.skipThreeDs) return this.complete(order, attempt, now);
    const session = this.#parts.threeDs.start(order.id, flow);
    session.finishUrl = attempt.finishUrl;
    this.pending.set(order.id, attempt.entry);
    if (!attempt.requireCvc) this.withoutCvc.add(order.id);
    order.status = ORDER_STATUS.acsStarted;
    order.card = orderCard(this.#parts.cardSystem.cards, attempt.entry);
    return { kind: 'threeDsMethod', session };
  }

  /** The cardholder answered the ACS challenge. */
  finishChallenge(session: ThreeDsSession, code: string, now: Date): PaymentOutcome {
    const order = this.#parts.orders.get(session.orderId);
    // Stryker disable next-line ConditionalExpression,LogicalOperator,ObjectLiteral,StringLiteral: masked: the ACS page takes an answer only for a session waiting for it (three-ds-pages.ts session(): unknown 404, answered 409), a P2P session goes to the P2P gateway, and an e-commerce session's order lives as long as the session.
    if (!order || session.state !== 'challenge') return { kind: 'unknownSession' };
    if (!isOpen(order, now)) return { kind: 'notPayable' };
    return this.afterAuthentication(order, this.#parts.threeDs.challenge(session, code), now);
  }

  /** The cardholder cancelled on the ACS page: the payment is declined as not authenticated. */
  abandonChallenge(session: ThreeDsSession, now: Date): PaymentOutcome {
    const order = this.#parts.orders.get(session.orderId);
    // Stryker disable next-line ConditionalExpression,LogicalOperator,ObjectLiteral,StringLiteral: masked: the ACS page takes an answer only for a session waiting for it (three-ds-pages.ts session(): unknown 404, answered 409), a P2P session goes to the P2P gateway, and an e-commerce session's order lives as long as the session.
    if (!order || session.state !== 'challenge') return { kind: 'unknownSession' };
    if (!isOpen(order, now)) return { kind: 'notPayable' };
    return this.afterAuthentication(order, this.#parts.threeDs.abandon(session), now);
  }

  deposit(order: Order, amount: number, now: Date): ChangeOutcome {
    if (order.status !== ORDER_STATUS.held) return 'not_allowed';
    const deposit = amount === 0 ? order.approvedAmount : amount;
    // Stryker disable next-line StringLiteral: equivalent: the provider (providers/ecom/orders.ts change()) answers every outcome but 'ok' and 'not_allowed' with the amount refusal, so an emptied 'invalid_amount' gives the same answer; the scenarios of a deposit over the approval judge the refusal itself.
    if (deposit > order.approvedAmount) return 'invalid_amount';
    const core = this.coreCard(order);
    // Stryker disable next-line StringLiteral: a fault the explorer's tests plant (faults.ts); no scenario plants faults.
    const captured = hasFault(this.#parts.cardSystem, 'partial-capture-takes-all') ? order.approvedAmount : deposit;
    if (core) capture(this.#parts.cardSystem, order.id, { card: core, amount: captured, acceptor: this.acceptorOf(order) }, now);
    order.status = ORDER_STATUS.deposited;
    order.depositedAmount = captured;
    this.record(order, 'DEPOSIT', captured, now);
    return 'ok';
  }

  /** A pre-authorisation can be reversed once, before it is deposited. */
  reverse(order: Order, now: Date): ChangeOutcome {
    if (order.status !== ORDER_STATUS.held) return 'not_allowed';
    // A test card's payment held nothing in the card system: releasing what is held under the order then releases nothing.
    release(this.#parts.cardSystem, order.id);
    order.status = ORDER_STATUS.reversed;
    this.record(order, 'REVERSE', order.approvedAmount, now);
    return 'ok';
  }

  /**
   * Refunds are repeatable up to the deposited amount; amount 0 refunds what is left. An order that
   * was never deposited (registered, held, reversed, declined) has nothing deposited, so nothing left.
   */
  refund(order: Order, amount: number, now: Date): ChangeOutcome {
    const left = order.depositedAmount - order.refundedAmount;
    if (left === 0) return 'not_allowed';
    const back = amount === 0 ? left : amount;
    // Stryker disable next-line StringLiteral: a fault the explorer's tests plant (faults.ts); no scenario plants faults.
    if (back > left && !hasFault(this.#parts.cardSystem, 'refund-over-deposit')) return 'invalid_amount';
    const core = this.coreCard(order);
    if (core) refund(this.#parts.cardSystem, { card: core, amount: back, acceptor: this.acceptorOf(order) }, now);
    order.refundedAmount += back;
    order.status = ORDER_STATUS.refunded;
    this.record(order, 'REFUND', back, now);
    return 'ok';
  }

  /** The second 3DS2 call (by API, or from the gateway's own method page): frictionless result or challenge. */
  continueAuthentication(order: Order, transId: string, now: Date, finishUrl?: string): PaymentOutcome {
    if (!isOpen(order, now)) return { kind: 'notPayable' };
    const session = this.#parts.threeDs.get(transId);
    if (!session || session.orderId !== order.id || session.state !== 'method') return { kind: 'unknownSession' };
    if (finishUrl !== undefined) session.finishUrl = finishUrl;
    // Stryker disable next-line OptionalChaining,LogicalOperator,StringLiteral,BooleanLiteral: a session in its method step always has the test card that started it waiting (pay keeps it until afterAuthentication, which finishes the session); the fallbacks only tell the compiler so.
    const approvedByIssuer = testCard(this.pending.get(order.id)?.pan ?? '')?.approved ?? true;
    const result = this.#parts.threeDs.authenticate(session, approvedByIssuer);
    if (result === 'challenge') return { kind: 'threeDsChallenge', session };
    return this.afterAuthentication(order, result, now);
  }

  private afterAuthentication(order: Order, status: TransStatus, now: Date): PaymentOutcome {
    const entry = this.pending.get(order.id);
    this.pending.delete(order.id);
    const requireCvc = !this.withoutCvc.delete(order.id);
    if (!entry || status === 'N') return { kind: 'done', order: this.decline(order, ACTION_CODES.authenticationFailed) };
    return this.complete(order, { entry, requireCvc, eci: eciOf(status, paymentSystemOf(entry.pan)) }, now);
  }

  private complete(order: Order, authorising: Authorising, now: Date): PaymentOutcome {
    const { entry, requireCvc } = authorising;
    const auth = authorize(this.#parts.cardSystem, entry, { amount: order.amount, requireCvc, twoPhase: order.twoPhase, reference: order.id, merchant: this.acceptorOf(order) }, now);
    order.card = auth.card;
    if (!auth.approved) return { kind: 'done', order: this.decline(order, auth.action) };
    order.authCode = auth.authCode;
    order.authRefNum = auth.rrn;
    order.authAt = now;
    order.eci = authorising.eci;
    order.actionCode = ACTION_CODES.approved;
    order.approvedAmount = order.amount;
    order.status = order.twoPhase ? ORDER_STATUS.held : ORDER_STATUS.deposited;
    order.depositedAmount = order.twoPhase ? 0 : order.amount;
    this.record(order, 'APPROVE', order.amount, now);
    this.#parts.bindings.afterApproval(order, now);
    return { kind: 'done', order };
  }

  /**
   * The payment is declined: the order ends declined with the action code, and the merchant is told
   * as the gateway tells it of a failed payment (its documentation, "Payment status notification"):
   * the payment's own operation, with status 0.
   */
  decline(order: Order, action: ActionCode): Order {
    order.status = ORDER_STATUS.declined;
    order.actionCode = action;
    this.#parts.notices.ofOrder(order, paymentOperation(order), false);
    return order;
  }

  private coreCard(order: Order) {
    // Stryker disable next-line OptionalChaining: an order is captured, reversed or refunded only after its payment was approved, which set its card.
    return order.card?.coreCardId ? this.#parts.cardSystem.cards.get(order.card.coreCardId) : undefined;
  }

  private record(order: Order, type: 'APPROVE' | 'DEPOSIT' | 'REVERSE' | 'REFUND', amount: number, now: Date): void {
    // Stryker disable next-line StringLiteral: an operation is recorded only after the payment's approval set the order's authorisation code; `?? ''` tells the compiler so.
    order.operations.push({ type, amount, at: now, authCode: order.authCode ?? '' });
    this.#parts.notices.ofOrder(order, type === 'APPROVE' ? paymentOperation(order) : CALLBACK_OF[type], true);
  }
}
