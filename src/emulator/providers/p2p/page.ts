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
import { isLuhnValid } from '../../../common/luhn.js';
import { ORDER_STATUS } from '../../domain/gateway/orders.js';
import { isOpen } from '../../domain/gateway/p2p/orders.js';
import { type P2pOrder, type PerformOutcome, p2pOf } from '../../domain/gateway/p2p/index.js';
import { packCReq, packMethodData, unpack } from '../../domain/gateway/three-ds.js';
import type { Sandbox } from '../../domain/sandbox.js';
import { ACS_CHALLENGE_PATH, ACS_METHOD_PATH, THREE_DS_METHOD_PATH } from '../ecom/orders.js';
import { redirectOf, P2P_THREE_DS_FINISH_PATH } from './views.js';

/** The method page posts here; the gateway makes the second 3DS step itself. */
export const P2P_THREE_DS_CONTINUE_PATH = '/payment/p2p/3ds2/continue.do';

export type P2pPageLanguage = 'en' | 'ru';
export type P2pPageField = 'pan' | 'expiry' | 'cvc' | 'cardholder' | 'toPan' | 'email';
export interface P2pFieldProblem {
  readonly field: P2pPageField;
  readonly problem: 'missing' | 'invalid';
}

export interface P2pSummary {
  readonly orderNumber: string;
  readonly amount: number;
  readonly fee: number;
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
  readonly language: P2pPageLanguage;
  readonly view: P2pPageView;
}

export type Fields = Readonly<Record<string, unknown>>;
const field = (form: Fields, name: string): string => (typeof form[name] === 'string' ? form[name].trim() : '');
export const pageLanguageOf = (language: string | undefined): P2pPageLanguage => (language === 'ru' ? 'ru' : 'en');

export function summaryOf(order: P2pOrder): P2pSummary {
  return { orderNumber: order.orderNumber, amount: order.amount, fee: order.fee, description: order.description, sides: { from: order.kind !== 'payout', to: order.kind !== 'funding' } };
}

export class P2pPages {
  constructor(private readonly current: () => Sandbox) {}

  open(form: Fields, language: P2pPageLanguage): P2pPageAnswer {
    const order = this.orderOf(form);
    return order ? this.formOrState(order, language, [], {}) : this.missing(form, language);
  }

  /** The customer pressed Send. */
  submit(form: Fields, language: P2pPageLanguage, origin: string): P2pPageAnswer {
    const order = this.orderOf(form);
    if (!order) return this.missing(form, language);
    if (!isOpen(order, this.now()) || order.status !== ORDER_STATUS.registered) return this.formOrState(order, language, [], {});
    const typed = readCards(form, summaryOf(order).sides);
    const values = { expiry: field(form, 'expiry'), cardholder: field(form, 'cardholder'), email: field(form, 'email') };
    if ('problems' in typed) return this.formOrState(order, language, typed.problems, values, 400);
    const request = { byBinding: false, payerData: {}, email: values.email || undefined, ...typed };
    const outcome = this.p2p.perform(order, request, { finishUrl: `${origin}${P2P_THREE_DS_FINISH_PATH}` }, this.now());
    if (outcome.kind === 'refused') {
      const message = `${outcome.refusal.field ?? ''} ${outcome.refusal.message}`.trim();
      return { status: 400, language, view: { kind: 'form', order: summaryOf(order), orderId: order.id, problems: [], message, values } };
    }
    return this.after(order, outcome, language, origin);
  }

  /** The method page is done: the gateway makes the second 3DS step. */
  continueAfterMethod(form: Fields, origin: string): P2pPageAnswer {
    const language = pageLanguageOf(field(form, 'language'));
    const order = this.orderOf(form);
    if (!order) return this.missing(form, language);
    const outcome = this.p2p.perform(order, { byBinding: false, payerData: {} }, { transId: field(form, 'threeDSServerTransId') }, this.now());
    if (outcome.kind === 'refused') return this.formOrState(order, language, [], {});
    return this.after(order, outcome, language, origin);
  }

  /** The ACS sends the customer here with `cres` (no threeDSVer2FinishUrl was given): the gateway finishes the transfer. */
  finish(form: Fields): P2pPageAnswer {
    const cres = unpack(field(form, 'cres'));
    const transId = cres?.threeDSServerTransID;
    if (!cres || cres.messageType !== 'CRes' || typeof transId !== 'string') return { status: 400, language: 'en', view: { kind: 'badRequest' } };
    const session = this.current().gateway.threeDs.get(transId);
    const order = session && this.p2p.orderOf(session);
    if (!session || !order) return { status: 404, language: 'en', view: { kind: 'notFound' } };
    const outcome = this.p2p.finish(order, session, this.now());
    const language = pageLanguageOf(order.language);
    return outcome.kind === 'done' ? this.result(order, language) : this.formOrState(order, language, [], {});
  }

  private get p2p() {
    return p2pOf(this.current());
  }

  private now(): Date {
    return this.current().clock.now();
  }

  private after(order: P2pOrder, outcome: Exclude<PerformOutcome, { kind: 'refused' }>, language: P2pPageLanguage, origin: string): P2pPageAnswer {
    switch (outcome.kind) {
      case 'done':
        return this.result(outcome.order, language);
      case 'threeDsMethod': {
        const serverUrl = `${origin}${THREE_DS_METHOD_PATH}`;
        const continueFields = { mdOrder: order.id, threeDSServerTransId: outcome.session.transId, language };
        return { status: 200, language, view: { kind: 'method', serverUrl, acsUrl: `${origin}${ACS_METHOD_PATH}`, methodData: packMethodData(outcome.session, serverUrl), continueFields } };
      }
      case 'threeDsChallenge':
        return { status: 200, language, view: { kind: 'toAcs', acsUrl: `${origin}${ACS_CHALLENGE_PATH}`, creq: packCReq(outcome.session) } };
    }
  }

  private result(order: P2pOrder, language: P2pPageLanguage): P2pPageAnswer {
    return { status: 200, language, view: { kind: 'result', approved: order.status === ORDER_STATUS.deposited, shopUrl: redirectOf(order), order: summaryOf(order) } };
  }

  private formOrState(order: P2pOrder, language: P2pPageLanguage, problems: readonly P2pFieldProblem[], values: Partial<Record<'expiry' | 'cardholder' | 'email', string>>, status = 200): P2pPageAnswer {
    const summary = summaryOf(order);
    if (order.status === ORDER_STATUS.deposited) return { status: 200, language, view: { kind: 'settled', order: summary, state: 'done' } };
    if (order.status === ORDER_STATUS.declined) return { status: 200, language, view: { kind: 'settled', order: summary, state: order.result.code === -2007 ? 'expired' : 'declined' } };
    if (!isOpen(order, this.now())) return { status: 200, language, view: { kind: 'settled', order: summary, state: 'expired' } };
    if (order.status === ORDER_STATUS.acsStarted) return { status: 200, language, view: { kind: 'settled', order: summary, state: 'authenticating' } };
    return { status, language, view: { kind: 'form', order: summary, orderId: order.id, problems, values } };
  }

  private orderOf(form: Fields): P2pOrder | undefined {
    const id = field(form, 'mdOrder');
    return id ? this.p2p.orders.find(id) : undefined;
  }

  private missing(form: Fields, language: P2pPageLanguage): P2pPageAnswer {
    return field(form, 'mdOrder') ? { status: 404, language, view: { kind: 'notFound' } } : { status: 400, language, view: { kind: 'badRequest' } };
  }
}

type Typed = { fromCard?: { pan: string; cvc: string; expirationYear: number; expirationMonth: number; cardholderName: string }; toCard?: { pan: string } };

/** The cards as typed: spaces in numbers and a slash in the expiry are the customer's to type. */
export function readCards(form: Fields, sides: P2pSummary['sides']): Typed | { problems: P2pFieldProblem[] } {
  const problems: P2pFieldProblem[] = [];
  const check = (name: P2pPageField, value: string, valid: boolean) => {
    if (value === '') problems.push({ field: name, problem: 'missing' });
    else if (!valid) problems.push({ field: name, problem: 'invalid' });
  };
  const digitsOf = (name: string) => field(form, name).replace(/[\s-]/g, '');
  const typed: Typed = {};
  if (sides.from) {
    const pan = digitsOf('pan');
    const month = /^(0[1-9]|1[0-2])\s*\/?\s*(\d{2})$/.exec(field(form, 'expiry'));
    const cvc = field(form, 'cvc');
    const holder = field(form, 'cardholder').replace(/\s+/g, ' ');
    check('pan', pan, /^\d{12,19}$/.test(pan) && isLuhnValid(pan));
    check('expiry', field(form, 'expiry'), month !== null);
    check('cvc', cvc, /^\d{3}$/.test(cvc));
    check('cardholder', holder, /^[A-Za-z][A-Za-z .'-]{0,25}$/.test(holder));
    if (month) typed.fromCard = { pan, cvc, expirationYear: 2000 + Number(month[2]), expirationMonth: Number(month[1]), cardholderName: holder.toUpperCase() };
  }
  if (sides.to) {
    const toPan = digitsOf('toPan');
    check('toPan', toPan, /^\d{12,19}$/.test(toPan) && isLuhnValid(toPan));
    typed.toCard = { pan: toPan };
  }
  const email = field(form, 'email');
  if (email !== '' && (email.length > 40 || !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email))) problems.push({ field: 'email', problem: 'invalid' });
  return problems.length > 0 ? { problems } : typed;
}
