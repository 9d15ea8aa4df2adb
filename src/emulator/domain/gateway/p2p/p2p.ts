/**
 * The P2P gateway: orders registered, their fee asked, then performed, with 3-D Secure 2 on the
 * card to debit (two perform calls; a challenge answered on the ACS page; then finishThreeDsVer2),
 * money moved in the one ledger (money.ts), stored cards used and kept (credentials.ts), and the
 * merchant told of approvals and time-outs by callback.
 */
import type { CardSystem } from '../../card-system/index.js';
import { ACTION_CODES } from '../action-codes.js';
import type { Bindings } from '../bindings.js';
import type { Notices } from '../notices.js';
import { isOpen, ORDER_STATUS } from '../order-store.js';
import { paymentSystemOf, testCard } from '../test-cards.js';
import type { ThreeDsSession, ThreeDsSessions } from '../three-ds.js';
import { type GatewayMerchants, settingsOf } from '../merchants.js';
import { feeOf } from './fees.js';
import { hasFault } from '../../faults.js';
import { Execution, type Pending } from './execution.js';
import { P2pOrders, type P2pOrder, type PayerData } from './orders.js';
import { type PerformRequest, planPerform } from './plan.js';
import { invalid, missing, notOpen, type P2pRefusal } from './refusals.js';
import { leftToPayOut, orderInput, type RegisterRequest } from './register.js';
import { flowUnder } from './three-ds-policy.js';
import { openAppChannel } from '../three-ds-app.js';
import { P2P_TRANSIT_ACCOUNT } from './money.js';

export type PerformOutcome =
  | { readonly kind: 'done'; readonly order: P2pOrder }
  | { readonly kind: 'threeDsMethod'; readonly order: P2pOrder; readonly session: ThreeDsSession }
  | { readonly kind: 'threeDsChallenge'; readonly order: P2pOrder; readonly session: ThreeDsSession }
  | { readonly kind: 'refused'; readonly refusal: P2pRefusal };

export interface Fee {
  readonly amount: number;
  readonly fee: number;
  readonly total: number;
}

export interface ThreeDsInput {
  /** The second call names the session of the first. */
  readonly transId?: string | undefined;
  /** Where the ACS sends the cardholder back (threeDSVer2FinishUrl); the gateway's own P2P page otherwise. */
  readonly finishUrl?: string | undefined;
}

/** instantPerformP2P's call: a registration and the perform call on the order it makes. */
export interface InstantCall {
  readonly registration: RegisterRequest;
  readonly payerData: PayerData;
  readonly perform: PerformRequest;
  readonly threeDs: ThreeDsInput;
}

/** What the P2P gateway works with: the card system, and the parts of the gateway it shares (named when the gateway is composed). */
export interface P2pParts {
  readonly cardSystem: CardSystem;
  readonly merchants: GatewayMerchants;
  readonly threeDs: ThreeDsSessions;
  readonly bindings: Bindings;
  readonly notices: Notices;
  readonly newId: () => string;
  /** Told of every order registered, with its instant (the sandbox's retention counts them, retention.ts). */
  readonly onOrder?: ((at: number) => void) | undefined;
}

export class P2pGateway {
  readonly orders: P2pOrders;
  private readonly sessions = new Set<string>();
  private readonly execution: Execution;
  // Wiring, not state: the gateway's parts, which a snapshot writes where the gateway keeps them.
  readonly #parts: P2pParts;

  constructor(parts: P2pParts) {
    this.#parts = parts;
    this.orders = new P2pOrders(parts.newId, parts.onOrder);
    this.execution = new Execution({ cardSystem: parts.cardSystem, bindings: parts.bindings, notices: parts.notices, orders: this.orders });
  }

  register(merchant: string, req: RegisterRequest, payerData: PayerData, now: Date): P2pOrder | P2pRefusal | 'duplicate_order_number' {
    const { merchants } = this.#parts;
    const input = orderInput(req, { merchant, payerData, find: (id) => this.orders.ofMerchant(merchant, id), mayActFor: (login) => merchants.mayActFor(merchant, login) }, now);
    if ('refusal' in input) return input;
    return this.orders.register(input, now);
  }

  /** The fee for the order's amount, or for the amount the payer changed it to (which the order keeps, with the blocks sent). */
  verify(order: P2pOrder, amount: number | undefined, payerData: PayerData, now: Date): Fee | P2pRefusal {
    if (!isOpen(order, now)) return notOpen();
    if (amount !== undefined) order.amount = amount;
    order.payerData = { ...order.payerData, ...definedOf(payerData) };
    const fee = feeOf(order.kind, order.amount, order.feeInput);
    // A payout's fee is 0 (fees.ts; its registration refuses a feeInput), so the total is its amount.
    return { amount: order.amount, fee, total: order.amount + fee };
  }

  /** instantPerformP2P: registers and performs; a refused perform takes the registration back, so the request changes nothing. */
  instantPerform(merchant: string, call: InstantCall, now: Date): PerformOutcome | 'duplicate_order_number' {
    const order = this.register(merchant, call.registration, call.payerData, now);
    if (order === 'duplicate_order_number') return order;
    if ('refusal' in order) return { kind: 'refused', refusal: order };
    const outcome = this.perform(order, call.perform, call.threeDs, now);
    if (outcome.kind === 'refused') this.orders.unregister(order);
    return outcome;
  }

  /** A perform call: the first (maybe asking for 3DS browser data), or the second with the 3DS session. */
  perform(order: P2pOrder, req: PerformRequest, threeDs: ThreeDsInput, now: Date): PerformOutcome {
    if (!isOpen(order, now)) return { kind: 'refused', refusal: notOpen() };
    if (threeDs.transId !== undefined) return this.secondCall(order, threeDs, now);
    const payerData = { ...order.payerData, ...definedOf(req.payerData) };
    const plan = planPerform(order, req, {
      bindings: this.#parts.bindings,
      payerData,
      knownNetRef: (ref) => this.orders.byPaymentNetRefNum(order.merchant, ref) !== undefined,
      mayReplace: settingsOf(this.#parts.merchants.get(order.merchant)).replacementData,
      inputKeys: req.inputKeys,
      now,
      knownAccount: (number) => number === P2P_TRANSIT_ACCOUNT || this.#parts.cardSystem.accounts.get(number) !== undefined,
    });
    if ('refusal' in plan) return { kind: 'refused', refusal: plan };
    const funding = order.debitMdOrder === undefined ? undefined : this.orders.ofMerchant(order.merchant, order.debitMdOrder);
    if (funding && plan.amount > leftToPayOut(funding)) return { kind: 'refused', refusal: invalid('amountInput', 'max', `must not exceed what the funding has left to pay out (${leftToPayOut(funding)})`) };
    const natural = plan.from && !plan.skipThreeDs ? (testCard(plan.from.pan)?.flow ?? 'none') : 'none';
    const forced = flowUnder(order.threeDsPolicy, natural, plan.from !== undefined && !plan.skipThreeDs);
    const flow = forced === 'declined' ? 'none' : forced;
    if (flow !== 'none' && paymentSystemOf(plan.from?.pan ?? '') === 'VISA' && !hasContact(order, req, payerData)) return { kind: 'refused', refusal: missing('email', 'or a phone of orderPayerData is required for 3-D Secure on a Visa card') };
    const fee = hasFault(this.#parts.cardSystem, 'p2p-fee-not-charged') ? 0 : feeOf(order.kind, plan.amount, order.feeInput);
    Object.assign(order, { amount: plan.amount, fee, ip: req.ip ?? order.ip });
    const pending: Pending = { plan, tii: req.tii };
    if (req.tii === 'CI' && !order.clientId) return { kind: 'done', order: this.execution.decline(order, ACTION_CODES.clientIdMissing, 'DEBIT') };
    // The order's features insist on an authentication this card cannot give.
    if (forced === 'declined') return { kind: 'done', order: this.execution.decline(order, ACTION_CODES.authenticationFailed, 'DEBIT') };
    if (flow === 'none') return { kind: 'done', order: this.execution.complete(order, pending, now) };
    const session = this.#parts.threeDs.start(order.id, flow);
    this.sessions.add(session.transId);
    session.finishUrl = threeDs.finishUrl;
    this.execution.await(order, pending);
    // An app (3DS SDK) sent its device data with the call: no browser step, straight to authentication;
    // a challenge then runs in the app, over the ACS's app endpoint.
    if (req.threeDSSDK !== true) return { kind: 'threeDsMethod', order, session };
    openAppChannel(session, req.sdk ?? {});
    return this.authenticate(order, session, now);
  }

  /** Whether a 3-D Secure session belongs to a P2P order (the ACS page asks). */
  owns(session: ThreeDsSession): boolean {
    return this.sessions.has(session.transId);
  }

  orderOf(session: ThreeDsSession): P2pOrder | undefined {
    return this.owns(session) ? this.orders.get(session.orderId) : undefined;
  }

  /**
   * The cardholder answered the challenge on the ACS page (`code` undefined: cancelled). A failed
   * authentication declines the order at once; a successful one waits for finishThreeDsVer2. The
   * answer's kinds are the e-commerce checkout's, so the ACS page treats both flows alike.
   */
  answerChallenge(session: ThreeDsSession, code: string | undefined, now: Date): { readonly kind: 'answered' | 'notPayable' | 'unknownSession' } {
    const order = this.orderOf(session);
    if (!order || session.state !== 'challenge') return { kind: 'unknownSession' };
    if (!isOpen(order, now)) return { kind: 'notPayable' };
    if (code === undefined) Object.assign(session, { state: 'finished', transStatus: 'N', cancelled: true });
    else this.#parts.threeDs.challenge(session, code);
    if (session.transStatus === 'N') this.execution.fail(order, ACTION_CODES.authenticationFailed);
    return { kind: 'answered' };
  }

  /**
   * finishThreeDsVer2: the cardholder is back. An authenticated challenge performs the transfer; a
   * challenge nobody answered was abandoned and declines the order; a finished order answers its result.
   */
  finish(order: P2pOrder, session: ThreeDsSession, now: Date): PerformOutcome {
    if (order.status === ORDER_STATUS.deposited || order.status === ORDER_STATUS.declined) return { kind: 'done', order };
    if (!isOpen(order, now)) return { kind: 'refused', refusal: notOpen() };
    if (session.state === 'method') return { kind: 'refused', refusal: notOpen() };
    if (session.state === 'challenge') {
      Object.assign(session, { state: 'finished', transStatus: 'N', cancelled: true });
      return { kind: 'done', order: this.execution.fail(order, ACTION_CODES.authenticationFailed) };
    }
    return { kind: 'done', order: this.execution.afterAuthentication(order, session.transStatus ?? 'N', now) };
  }

  /** Forgets the P2P orders past retention (retention.ts), with their 3-D Secure sessions and waiting plans. */
  forgetOlderThan(horizon: number, keepAtMost: number): number {
    return this.orders.forgetOlderThan(horizon, keepAtMost, (order) => {
      for (const id of this.#parts.threeDs.forgetOrder(order.id)) this.sessions.delete(id);
      this.execution.forget(order);
    });
  }

  /** Orders whose session ended are declined, and their merchants told. */
  sweep(now: Date): void {
    for (const order of this.orders.expire(now)) {
      this.execution.forget(order);
      this.#parts.notices.ofOrder(order, 'declinedByTimeout', false);
    }
  }

  private secondCall(order: P2pOrder, threeDs: ThreeDsInput, now: Date): PerformOutcome {
    const session = this.#parts.threeDs.get(threeDs.transId ?? '');
    if (!session || !this.owns(session) || session.orderId !== order.id || session.state !== 'method') {
      return { kind: 'refused', refusal: { refusal: 'invalid', field: 'threeDSServerTransId', rule: 'unknown', message: "is not this order's 3-D Secure session awaiting its second call" } };
    }
    if (threeDs.finishUrl !== undefined) session.finishUrl = threeDs.finishUrl;
    return this.authenticate(order, session, now);
  }

  /** The issuer's 3DS decision: frictionless (done) or a challenge. */
  private authenticate(order: P2pOrder, session: ThreeDsSession, now: Date): PerformOutcome {
    const pan = this.execution.pendingOf(order)?.plan.from?.pan ?? '';
    const result = this.#parts.threeDs.authenticate(session, testCard(pan)?.approved ?? true);
    if (result === 'challenge') return { kind: 'threeDsChallenge', order, session };
    return { kind: 'done', order: this.execution.afterAuthentication(order, result, now) };
  }
}

/** The blocks a call sent, without the ones it left out. */
function definedOf(data: PayerData): PayerData {
  return Object.fromEntries(Object.entries(data).filter(([, v]) => v !== undefined));
}

/** An e-mail (order or call) or a phone of orderPayerData: what Visa asks of 3-D Secure. */
function hasContact(order: P2pOrder, req: PerformRequest, data: PayerData): boolean {
  const phones = data.orderPayerData;
  const phone = typeof phones === 'object' && Object.values(phones).some((v) => typeof v === 'string' && v !== '');
  return order.email !== undefined || req.email !== undefined || phone;
}

