/**
 * The gateway's P2P page (scenario A of spec 03 §4.2): the merchant redirects the customer to
 * formUrl, the customer types the card to debit and the card to credit (only the one side a
 * funding or a payout has), passes 3-D Secure, and the gateway performs the transfer and sends the
 * customer back to returnUrl (or failUrl). The 3DS steps are the API's: the browser posts its data
 * to the method URLs, the page makes the second perform step itself, the ACS sends `cres` to the
 * gateway's P2P finish page, which finishes the transfer.
 *
 * LIMITATIONS: no stored cards on the page; one attempt per order (a declined order stays
 * declined); the page checks formats, the issuers decide the rest.
 */
import { alphaCurrency } from '../../../common/currency.js';
import { isLuhnValid } from '../../../common/luhn.js';
import { ORDER_STATUS } from '../../domain/gateway/order-store.js';
import { FEE_RATE_BASIS_POINTS, MINIMUM_FEE } from '../../domain/gateway/p2p/fees.js';
import type { P2pOrder, PerformOutcome } from '../../domain/gateway/p2p/index.js';
import { unpack } from '../../domain/gateway/three-ds.js';
import type { Sandbox } from '../../domain/sandbox.js';
import { CARD_NUMBER, CARDHOLDER, cardDigits, cardholderOf, checkField, EXPIRY, type FieldProblem, type FormFields, formText, type PageLanguage, pageLanguage } from '../gateway-common/pages.js';
import { challengeStep, methodStep } from '../gateway-common/three-ds.js';
import { redirectOf, P2P_THREE_DS_FINISH_PATH } from './views.js';

/** The method page posts here; the gateway makes the second 3DS step itself. */
export const P2P_THREE_DS_CONTINUE_PATH = '/payment/p2p/3ds2/continue.do';

export type P2pPageField = 'pan' | 'expiry' | 'cvc' | 'cardholder' | 'toPan' | 'email';
type P2pFieldProblem = FieldProblem<P2pPageField>;

/** The fee schedule the page states: a share of the amount in basis points, at least a minimum (minor units). */
export interface FeeSchedule {
  readonly basisPoints: number;
  readonly minimum: number;
}
const FEE_SCHEDULE: FeeSchedule = { basisPoints: FEE_RATE_BASIS_POINTS, minimum: MINIMUM_FEE };

export interface P2pSummary {
  readonly orderNumber: string;
  readonly amount: number;
  /** ISO 4217 alphabetic code. */
  readonly currency: string;
  readonly fee: number;
  readonly feeSchedule: FeeSchedule;
  readonly description?: string | undefined;
  /** Which card fields the order asks for. */
  readonly sides: { readonly from: boolean; readonly to: boolean };
}

export type P2pPageView =
  | { readonly kind: 'form'; readonly order: P2pSummary; readonly orderId: string; readonly problems: readonly P2pFieldProblem[]; readonly message?: string | undefined; readonly values: Readonly<Partial<Record<'expiry' | 'cardholder' | 'email', string>>> }
  | { readonly kind: 'settled'; readonly order: P2pSummary; readonly state: 'done' | 'declined' | 'expired' | 'authenticating' }
  | { readonly kind: 'method'; readonly serverUrl: string; readonly acsUrl: string; readonly methodData: string; readonly continueFields: Readonly<Record<string, string>> }
  | { readonly kind: 'toAcs'; readonly acsUrl: string; readonly creq: string }
  | { readonly kind: 'result'; readonly approved: boolean; readonly shopUrl: string; readonly order: P2pSummary }
  | { readonly kind: 'notFound' }
  | { readonly kind: 'badRequest' };

export interface P2pPageAnswer {
  readonly status: number;
  readonly language: PageLanguage;
  readonly view: P2pPageView;
}

/** A field's text, trimmed; '' when absent. */
const field = (form: FormFields, name: string): string => formText(form, name)?.trim() ?? '';

export function summaryOf(order: P2pOrder): P2pSummary {
  const sides = { from: order.kind !== 'payout', to: order.kind !== 'funding' };
  const currency = alphaCurrency(order.currency) ?? order.currency;
  return { orderNumber: order.orderNumber, amount: order.amount, currency, fee: order.fee, feeSchedule: FEE_SCHEDULE, description: order.description, sides };
}

export class P2pPages {
  constructor(private readonly current: () => Sandbox) {}

  /** Orders whose session ended are declined (and their merchants told) before every page, as before every API call. */
  // Stryker disable next-line BlockStatement: a scenario ends a session by moving the clock, and moving it sweeps by itself (tenant.ts setClock); this sweep decides only when a session runs out in real time, which no scenario waits for.
  expireSessions(): void {
    this.p2p.sweep(this.now());
  }

  open(form: FormFields, language: PageLanguage): P2pPageAnswer {
    const order = this.orderOf(form);
    return order ? this.formOrState(order, language) : this.missing(form, language);
  }

  /** The customer pressed Send. */
  submit(form: FormFields, language: PageLanguage, origin: string): P2pPageAnswer {
    const order = this.orderOf(form);
    if (!order) return this.missing(form, language);
    // Only a registered order takes the cards; one whose session ended was declined by the sweep before this page (expireSessions).
    if (order.status !== ORDER_STATUS.registered) return this.formOrState(order, language);
    const typed = readCards(form, summaryOf(order).sides);
    const values = { expiry: field(form, 'expiry'), cardholder: field(form, 'cardholder'), email: field(form, 'email') };
    if ('problems' in typed) return this.formOrState(order, language, typed.problems, values, 400);
    const request = { byBinding: false, payerData: {}, email: values.email || undefined, ...typed };
    const outcome = this.p2p.perform(order, request, { finishUrl: `${origin}${P2P_THREE_DS_FINISH_PATH}` }, this.now());
    if (outcome.kind === 'refused') {
      // Only an order no longer open is refused without a member named (refusals.ts notOpen), and this order is registered and within its session (the sweep before every page).
      // Stryker disable next-line LogicalOperator,StringLiteral: the fallback is for that refusal alone, which this call never gets
      const member = outcome.refusal.field ?? '';
      // Stryker disable next-line MethodExpression: the trim is for that refusal alone too
      const message = `${member} ${outcome.refusal.message}`.trim();
      return { status: 400, language, view: { kind: 'form', order: summaryOf(order), orderId: order.id, problems: [], message, values } };
    }
    return this.after(order, outcome, language, origin);
  }

  /** The method page is done: the gateway makes the second 3DS step. */
  continueAfterMethod(form: FormFields, origin: string): P2pPageAnswer {
    const language = pageLanguage(field(form, 'language'));
    const order = this.orderOf(form);
    if (!order) return this.missing(form, language);
    // Stryker disable next-line ObjectLiteral,BooleanLiteral: the second call reads only the 3-D Secure session (P2pGateway.perform goes to secondCall before it reads the request).
    const outcome = this.p2p.perform(order, { byBinding: false, payerData: {} }, { transId: field(form, 'threeDSServerTransId') }, this.now());
    if (outcome.kind === 'refused') return this.formOrState(order, language);
    return this.after(order, outcome, language, origin);
  }

  /** The ACS sends the customer here with `cres` (no threeDSVer2FinishUrl was given): the gateway finishes the transfer. */
  finish(form: FormFields): P2pPageAnswer {
    const cres = unpack(field(form, 'cres'));
    const transId = cres?.threeDSServerTransID;
    if (!cres || cres.messageType !== 'CRes' || typeof transId !== 'string') return { status: 400, language: 'en', view: { kind: 'badRequest' } };
    const session = this.current().gateway.threeDs.get(transId);
    const order = session && this.p2p.orderOf(session);
    if (!session || !order) return { status: 404, language: 'en', view: { kind: 'notFound' } };
    const outcome = this.p2p.finish(order, session, this.now());
    const language = pageLanguage(order.language);
    return outcome.kind === 'done' ? this.result(order, language) : this.formOrState(order, language);
  }

  private get p2p() {
    return this.current().gateway.p2p;
  }

  private now(): Date {
    return this.current().clock.now();
  }

  private after(order: P2pOrder, outcome: Exclude<PerformOutcome, { kind: 'refused' }>, language: PageLanguage, origin: string): P2pPageAnswer {
    switch (outcome.kind) {
      case 'done':
        return this.result(outcome.order, language);
      case 'threeDsMethod': {
        const { transId, serverUrl, acsUrl, methodData } = methodStep(origin, outcome.session);
        const continueFields = { mdOrder: order.id, threeDSServerTransId: transId, language };
        return { status: 200, language, view: { kind: 'method', serverUrl, acsUrl, methodData, continueFields } };
      }
      case 'threeDsChallenge':
        return { status: 200, language, view: { kind: 'toAcs', ...challengeStep(origin, outcome.session) } };
    }
  }

  private result(order: P2pOrder, language: PageLanguage): P2pPageAnswer {
    return { status: 200, language, view: { kind: 'result', approved: order.status === ORDER_STATUS.deposited, shopUrl: redirectOf(order), order: summaryOf(order) } };
  }

  /** The form of a registered order; what became of any other (the sweep before every page has declined the ones whose session ended). */
  private formOrState(order: P2pOrder, language: PageLanguage, problems: readonly P2pFieldProblem[] = [], values: Partial<Record<'expiry' | 'cardholder' | 'email', string>> = {}, status = 200): P2pPageAnswer {
    const summary = summaryOf(order);
    if (order.status === ORDER_STATUS.deposited) return { status: 200, language, view: { kind: 'settled', order: summary, state: 'done' } };
    if (order.status === ORDER_STATUS.declined) return { status: 200, language, view: { kind: 'settled', order: summary, state: order.result.code === -2007 ? 'expired' : 'declined' } };
    if (order.status === ORDER_STATUS.acsStarted) return { status: 200, language, view: { kind: 'settled', order: summary, state: 'authenticating' } };
    return { status, language, view: { kind: 'form', order: summary, orderId: order.id, problems, values } };
  }

  private orderOf(form: FormFields): P2pOrder | undefined {
    const id = field(form, 'mdOrder');
    return id ? this.p2p.orders.get(id) : undefined;
  }

  private missing(form: FormFields, language: PageLanguage): P2pPageAnswer {
    return field(form, 'mdOrder') ? { status: 404, language, view: { kind: 'notFound' } } : { status: 400, language, view: { kind: 'badRequest' } };
  }
}

type Typed = { fromCard?: { pan: string; cvc: string; expirationYear: number; expirationMonth: number; cardholderName: string }; toCard?: { pan: string } };

/** The cards as typed: spaces in numbers and a slash in the expiry are the customer's to type. */
export function readCards(form: FormFields, sides: P2pSummary['sides']): Typed | { problems: P2pFieldProblem[] } {
  const problems: P2pFieldProblem[] = [];
  const typed: Typed = {};
  if (sides.from) {
    const pan = cardDigits(field(form, 'pan'));
    const expiry = field(form, 'expiry');
    const month = EXPIRY.exec(expiry);
    const cvc = field(form, 'cvc');
    const holder = cardholderOf(field(form, 'cardholder'));
    checkField(problems, 'pan', pan, CARD_NUMBER.test(pan) && isLuhnValid(pan));
    checkField(problems, 'expiry', expiry, month !== null);
    checkField(problems, 'cvc', cvc, /^\d{3}$/.test(cvc));
    checkField(problems, 'cardholder', holder, CARDHOLDER.test(holder));
    if (month) typed.fromCard = { pan, cvc, expirationYear: 2000 + Number(month[2]), expirationMonth: Number(month[1]), cardholderName: holder.toUpperCase() };
  }
  if (sides.to) {
    const toPan = cardDigits(field(form, 'toPan'));
    checkField(problems, 'toPan', toPan, CARD_NUMBER.test(toPan) && isLuhnValid(toPan));
    typed.toCard = { pan: toPan };
  }
  const email = field(form, 'email');
  // The e-mail may be left out; typed, it must be an address of at most 40 characters.
  if (email !== '') checkField(problems, 'email', email, email.length <= 40 && /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email));
  return problems.length > 0 ? { problems } : typed;
}
