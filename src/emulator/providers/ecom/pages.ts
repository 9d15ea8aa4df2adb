/**
 * The gateway's payment page (scenario A: the cardholder types the card on the gateway's page) and
 * the gateway side of 3-D Secure 2 in the browser: the method page between the two authentication
 * steps, and the gateway's own finish page that receives `cres` when the merchant gave no
 * threeDSVer2FinishUrl. Each flow reads form fields and answers a PageView.
 *
 * LIMITATIONS: no saved cards (bindings) or wallets on the page; one attempt per order (a declined
 * order stays declined, as on the API); the page checks the card data's format, the issuer decides
 * the rest (a past expiry date is declined by authorisation with 71015, not refused by the form).
 */
import { isLuhnValid } from '../../../common/luhn.js';
import type { CardEntry } from '../../domain/gateway/authorization.js';
import type { PaymentOutcome } from '../../domain/gateway/checkout.js';
import type { Gateway } from '../../domain/gateway/gateway.js';
import type { Order } from '../../domain/gateway/orders.js';
import { isOpen } from '../../domain/gateway/order-store.js';
import { unpack } from '../../domain/gateway/three-ds.js';
import type { Sandbox } from '../../domain/sandbox.js';
import { CARD_NUMBER, CARDHOLDER, cardDigits, cardholderOf, checkField, EXPIRY, type FieldProblem, type FormFields, formText as field, type PageLanguage, pageLanguage } from '../gateway-common/pages.js';
import { challengeStep, methodStep } from '../gateway-common/three-ds.js';
import { redirectOf } from './orders.js';
import { type CardField, type PageAnswer, settledStateOf, summaryOf } from './page-views.js';

/** The method page posts here to make the second authentication step; the ACS posts `cres` here when no finish URL was given. */
export const THREE_DS_CONTINUE_PATH = '/payment/3ds2/continue.do';
export const THREE_DS_FINISH_PATH = '/payment/3ds2/finish.do';

export class PaymentPages {
  constructor(private readonly current: () => Sandbox) {}

  private get gateway(): Gateway {
    return this.current().gateway;
  }

  /** Orders whose session ended are declined (and their merchants told) before every page, as before every API call. */
  // Stryker disable next-line BlockStatement: a scenario ends a session by moving the clock, and moving it sweeps by itself (tenant.ts setClock); this sweep decides only when a session runs out in real time, which no scenario waits for.
  expireSessions(): void {
    this.gateway.sweep(this.now());
  }

  private now(): Date {
    return this.current().clock.now();
  }

  /** GET of the payment page: the card form, or why the order cannot be paid any more. */
  open(form: FormFields, language: PageLanguage): PageAnswer {
    const order = this.orderOf(form, 'mdOrder');
    if (typeof order === 'string') return this.missing(order, 'order', language);
    return this.formOrState(order, language, [], {});
  }

  /** The cardholder pressed Pay. */
  submit(form: FormFields, language: PageLanguage, origin: string): PageAnswer {
    const order = this.orderOf(form, 'mdOrder');
    if (typeof order === 'string') return this.missing(order, 'order', language);
    const card = readCard(form);
    if ('problems' in card) return this.formOrState(order, language, card.problems, card.values, 400);
    // An order no longer open (paid or declined since the page was opened) is not paid: checkout answers 'notPayable'.
    const outcome = this.gateway.checkout.pay(order, { entry: card.entry, requireCvc: true, skipThreeDs: false }, this.now());
    if (outcome.kind !== 'threeDsMethod') return this.afterPayment(order, outcome, language);
    const step = methodStep(origin, outcome.session);
    const continueFields = { mdOrder: order.id, threeDSServerTransId: step.transId, language };
    return { status: 200, language, view: { kind: 'threeDsMethod', methodData: step.methodData, continueFields } };
  }

  /** The method page is done: the gateway makes the second step itself (frictionless result or challenge). */
  continueAfterMethod(form: FormFields): PageAnswer {
    const language = pageLanguage(field(form, 'language'));
    const order = this.orderOf(form, 'mdOrder');
    if (typeof order === 'string') return this.missing(order, 'order', language);
    const transId = field(form, 'threeDSServerTransId');
    if (!transId) return { status: 400, language, view: { kind: 'badRequest', subject: 'authentication' } };
    return this.afterPayment(order, this.gateway.checkout.continueAuthentication(order, transId, this.now()), language);
  }

  /** The gateway's own finish URL: `cres` from the ACS; the cardholder goes on to the shop. */
  finish(form: FormFields): PageAnswer {
    const cres = unpack(field(form, 'cres') ?? '');
    const transId = cres?.threeDSServerTransID;
    if (!cres || cres.messageType !== 'CRes' || typeof transId !== 'string') return { status: 400, language: 'en', view: { kind: 'badRequest', subject: 'authentication' } };
    const session = this.gateway.threeDs.get(transId);
    const order = session && this.gateway.orders.get(session.orderId);
    if (!session || !order) return { status: 404, language: 'en', view: { kind: 'notFound', subject: 'authentication' } };
    const language = pageLanguage(order.language);
    if (session.state !== 'finished' || isOpen(order, this.now())) return { status: 409, language, view: { kind: 'badRequest', subject: 'authentication' } };
    return this.result(order, language);
  }

  private afterPayment(order: Order, outcome: PaymentOutcome, language: PageLanguage): PageAnswer {
    switch (outcome.kind) {
      case 'done':
        return this.result(outcome.order, language);
      case 'threeDsChallenge':
        // The browser carries the CReq to the ACS, as a merchant page would after the API's second call.
        return { status: 200, language, view: { kind: 'toAcs', ...challengeStep('', outcome.session) } };
      case 'notPayable':
        return this.formOrState(order, language, [], {});
      default:
        // An authentication the order does not have (a method step never comes here: submit answers it, and continueAuthentication moves a session past it).
        return { status: 404, language, view: { kind: 'notFound', subject: 'authentication' } };
    }
  }

  private result(order: Order, language: PageLanguage): PageAnswer {
    const approved = settledStateOf(order) === 'paid';
    return { status: 200, language, view: { kind: 'result', approved, shopUrl: redirectOf(order), order: summaryOf(order) } };
  }

  private formOrState(order: Order, language: PageLanguage, problems: readonly FieldProblem<CardField>[], values: { expiry?: string; cardholder?: string }, status = 200): PageAnswer {
    // An order still unpaid is within its session here: the sweep before every page declined it otherwise (expireSessions).
    const settled = settledStateOf(order);
    if (settled) return { status: 200, language, view: { kind: 'orderSettled', order: summaryOf(order), state: settled } };
    return { status, language, view: { kind: 'paymentForm', order: summaryOf(order), orderId: order.id, problems, values } };
  }

  /** The order named by a form field, or why there is none ('missing' or 'unknown'). */
  private orderOf(form: FormFields, name: string): Order | 'missing' | 'unknown' {
    const id = field(form, name);
    if (!id) return 'missing';
    return this.gateway.orders.get(id) ?? 'unknown';
  }

  private missing(why: 'missing' | 'unknown', subject: 'order', language: PageLanguage): PageAnswer {
    return why === 'missing' ? { status: 400, language, view: { kind: 'badRequest', subject } } : { status: 404, language, view: { kind: 'notFound', subject } };
  }
}

/** The card as typed: spaces in the number and a slash in the expiry are the cardholder's to type. */
export function readCard(form: FormFields): { entry: CardEntry } | { problems: FieldProblem<CardField>[]; values: { expiry?: string; cardholder?: string } } {
  const pan = cardDigits(field(form, 'pan') ?? '');
  const expiry = (field(form, 'expiry') ?? '').trim();
  const cvc = (field(form, 'cvc') ?? '').trim();
  const cardholder = cardholderOf(field(form, 'cardholder') ?? '');
  const problems: FieldProblem<CardField>[] = [];
  checkField(problems, 'pan', pan, CARD_NUMBER.test(pan) && isLuhnValid(pan));
  const month = EXPIRY.exec(expiry);
  checkField(problems, 'expiry', expiry, month !== null);
  checkField(problems, 'cvc', cvc, /^\d{3,4}$/.test(cvc));
  checkField(problems, 'cardholder', cardholder, CARDHOLDER.test(cardholder));
  if (problems.length > 0 || !month) return { problems, values: { expiry, cardholder } };
  return { entry: { pan, expiry: `20${month[2]}${month[1]}`, cvc, cardholderName: cardholder.toUpperCase() } };
}
