/**
 * The sandbox's 3-D Secure 2 server and issuer ACS in the browser: the two method URLs that take
 * `threeDSMethodData` (in hidden iframes of the merchant's or the gateway's page), and the ACS
 * challenge page that takes `creq`, asks the cardholder for the one-time code (ACS_CODE in
 * domain/gateway/three-ds.ts, shown on the page as a hint) and form-POSTs `cres` to the finish URL.
 *
 * LIMITATIONS: one answer per challenge (a wrong code fails at once, no retries, no resend); no
 * out-of-band or decoupled authentication; CReq/CRes travel as base64url JSON, unsigned and
 * unencrypted; the method URLs record the browser data and do not notify the notification URL.
 */
import { alphaCurrency } from '../../../common/currency.js';
import { maskPan } from '../../../common/masking.js';
import type { Gateway } from '../../domain/gateway/gateway.js';
import { packCRes, type ThreeDsSession, unpack } from '../../domain/gateway/three-ds.js';
import type { Sandbox } from '../../domain/sandbox.js';
import { type FormFields, formText as field, type PageLanguage, pageLanguage } from '../gateway-common/pages.js';
import { SANDBOX_ACS_CODE } from '../gateway-common/three-ds.js';
import { type OrderSummary, type PageAnswer, settledStateOf, summaryOf } from './page-views.js';
import { THREE_DS_FINISH_PATH } from './pages.js';

/**
 * A field the form left out, read as empty text: it unpacks to no message and names no session,
 * as any text that is not one would (a named constant, so that mutating the field names on the same
 * lines is still judged; a module constant is static to Stryker, not a mutant of the pages).
 */
const ABSENT = '';

export class ThreeDsPages {
  constructor(private readonly current: () => Sandbox) {}

  private get gateway(): Gateway {
    return this.current().gateway;
  }

  /**
   * A method URL (3DS server or ACS): records that the browser's data arrived. It takes
   * `threeDSMethodData` (threeDSMethodDataPacked), or the bare `threeDSServerTransId` that a
   * merchant without the packed data can send to the 3DS server's URL.
   */
  methodData(form: FormFields): PageAnswer {
    const data = unpack(field(form, 'threeDSMethodData') ?? ABSENT);
    const transId = data?.threeDSServerTransID ?? field(form, 'threeDSServerTransId');
    if (typeof transId !== 'string') return { status: 400, language: 'en', view: { kind: 'badRequest', subject: 'methodData' } };
    const session = this.gateway.threeDs.completeMethod(transId);
    return session ? { status: 200, language: 'en', view: { kind: 'methodReceived' } } : { status: 404, language: 'en', view: { kind: 'notFound', subject: 'authentication' } };
  }

  /** The browser brought `creq`: the ACS asks for the one-time code. */
  openChallenge(form: FormFields): PageAnswer {
    const creq = unpack(field(form, 'creq') ?? ABSENT);
    if (!creq || creq.messageType !== 'CReq' || typeof creq.threeDSServerTransID !== 'string' || typeof creq.acsTransID !== 'string') {
      return { status: 400, language: 'en', view: { kind: 'badRequest', subject: 'authentication' } };
    }
    return this.challenge(creq.threeDSServerTransID, creq.acsTransID, false);
  }

  /** The cardholder confirmed with a code, or cancelled. */
  answer(form: FormFields, origin: string): PageAnswer {
    const transId = field(form, 'threeDSServerTransID') ?? ABSENT;
    const acsTransId = field(form, 'acsTransID') ?? ABSENT;
    const session = this.session(transId, acsTransId);
    if (!session || !waitsForAnswer(session)) return this.challenge(transId, acsTransId, false);
    const language = this.languageOf(session);
    const cancelled = field(form, 'action') === 'cancel';
    const code = (field(form, 'code') ?? '').trim();
    if (!cancelled && code === '') return this.challenge(transId, acsTransId, true);
    const now = this.current().clock.now();
    // A P2P order's challenge is answered by the P2P gateway (it performs the transfer at finishThreeDsVer2.do).
    const p2p = this.gateway.p2p;
    const outcome = p2p.owns(session) ? p2p.answerChallenge(session, cancelled ? undefined : code, now) : cancelled ? this.gateway.checkout.abandonChallenge(session, now) : this.gateway.checkout.finishChallenge(session, code, now);
    if (outcome.kind === 'notPayable') {
      const order = this.gateway.orders.get(session.orderId);
      if (order) return { status: 200, language, view: { kind: 'orderSettled', order: summaryOf(order), state: settledStateOf(order) ?? 'expired' } };
    }
    if (session.state !== 'finished') return { status: 409, language, view: { kind: 'challengeOver' } };
    const finishUrl = session.finishUrl ?? `${origin}${THREE_DS_FINISH_PATH}`;
    return { status: 200, language, view: { kind: 'acsDone', finishUrl, cres: packCRes(session), authenticated: session.transStatus === 'Y' } };
  }

  /** The challenge page of a session, or why there is none. */
  private challenge(transId: string, acsTransId: string, codeMissing: boolean): PageAnswer {
    const session = this.session(transId, acsTransId);
    if (!session) return { status: 404, language: 'en', view: { kind: 'notFound', subject: 'authentication' } };
    if (!waitsForAnswer(session)) return { status: 409, language: this.languageOf(session), view: { kind: 'challengeOver' } };
    const { order, maskedPan } = this.challenged(session);
    const view = { kind: 'acsChallenge', order, maskedPan, transId, acsTransId, codeMissing, sandboxCode: SANDBOX_ACS_CODE } as const;
    return { status: codeMissing ? 400 : 200, language: this.languageOf(session), view };
  }

  /** What the ACS page shows of the order a session authenticates (e-commerce or P2P): its number and amount, and the card masked. */
  private challenged(session: ThreeDsSession): { order?: OrderSummary | undefined; maskedPan: string } {
    const order = this.gateway.orders.get(session.orderId);
    if (order) return { order: summaryOf(order), maskedPan: order.card ? maskPan(order.card.pan) : '' };
    const transfer = this.gateway.p2p.orderOf(session);
    if (!transfer) return { maskedPan: '' };
    const summary = { orderNumber: transfer.orderNumber, amount: transfer.amount, currency: alphaCurrency(transfer.currency) ?? transfer.currency, description: transfer.description };
    return { order: summary, maskedPan: transfer.from ? maskPan(transfer.from.pan) : '' };
  }

  /** The session both ids name that reached its challenge (waiting for the cardholder, or answered). */
  private session(transId: string, acsTransId: string): ThreeDsSession | undefined {
    const session = this.gateway.threeDs.get(transId);
    if (!session || session.acsTransId !== acsTransId) return undefined;
    // A session still in its method step has no challenge yet: as unknown to the ACS as a made-up one.
    // Stryker disable next-line ConditionalExpression,StringLiteral: no request can name such a session: the ACS's transaction id is first told in the CReq of the shop's second call (packCReq), which moves the session out of its method step.
    return session.state === 'method' ? undefined : session;
  }

  /** The language of the order the session authenticates, e-commerce or P2P. */
  private languageOf(session: ThreeDsSession): PageLanguage {
    return pageLanguage(this.gateway.orders.get(session.orderId)?.language ?? this.gateway.p2p.orderOf(session)?.language);
  }
}

/** Whether the cardholder may still answer the session's challenge (a function: the answer changes the state a narrowed `session.state` would hide). */
function waitsForAnswer(session: ThreeDsSession): boolean {
  return session.state === 'challenge';
}
