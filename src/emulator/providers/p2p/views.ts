/**
 * P2P orders as the wire shows them: the status object (getP2PStatus.do, and `statusResponse` of a
 * finished perform call) by version, and the answer of a perform call at each stage of 3-D Secure.
 * Card numbers are only ever shown masked.
 */
import { maskPan } from '../../../common/masking.js';
import { STATUS_VERSIONS } from '../../../contracts/p2p/status.js';
import { ORDER_STATUS } from '../../domain/gateway/order-store.js';
import type { P2pOrder, PerformOutcome } from '../../domain/gateway/p2p/index.js';
import type { Answer } from '../answer.js';
import { finishedInfo, shopRedirect } from '../gateway-common/answers.js';
import { GATEWAY_ERROR, gatewayMessage } from '../gateway-common/messages.js';
import { type PageLanguage, pageLanguage } from '../gateway-common/pages.js';
import { appChallengeData } from '../../domain/gateway/three-ds-app.js';
import { ACS_APP_PATH, challengeStep, methodStep } from '../gateway-common/three-ds.js';
import type { P2pContext, P2pRequest } from './context.js';

/** The gateway page of a P2P order (scenario A): formUrl is this path with `?mdOrder=<orderId>`. */
export const P2P_PAGE_PATH = '/payment/merchants/sandbox/p2p';
export const p2pPagePath = (language: PageLanguage) => `${P2P_PAGE_PATH}_${language}.html`;
/** Where the ACS sends the cardholder of a P2P order that named no threeDSVer2FinishUrl (the gateway page's flow). */
export const P2P_THREE_DS_FINISH_PATH = '/payment/p2p/3ds2/finish.do';

export function formUrlOf(origin: string, order: P2pOrder): string {
  return `${origin}${p2pPagePath(pageLanguage(order.language))}?mdOrder=${order.id}`;
}

export function statusView(order: P2pOrder, version: number, language: string) {
  // The payer's fee is on top; a payout's fee is always 0 (fees.ts, and its registration refuses one).
  const total = order.amount + order.fee;
  return {
    errorCode: GATEWAY_ERROR.none,
    errorMessage: gatewayMessage('success', language),
    orderStatus: order.status,
    orderNumber: order.orderNumber,
    ...(order.from ? { panMaskedFrom: maskPan(order.from.pan) } : {}),
    ...(order.to ? { panMaskedTo: maskPan(order.to.pan) } : {}),
    amount: order.amount,
    currency: order.currency,
    creationDate: order.createdAt.getTime(),
    ...(order.description ? { orderDescription: order.description } : {}),
    ...(order.ip ? { ip: order.ip } : {}),
    resultCode: order.result.code,
    orderParams: { ...order.params },
    operationList: order.legs.map((leg) => ({
      operationType: leg.type,
      amount: leg.amount,
      ...(leg.type === 'DEBIT' ? { feeAmount: leg.fee } : {}),
      currency: order.currency,
      date: leg.at.getTime(),
      resultCode: leg.resultCode,
      ...(leg.pan ? { panMasked: maskPan(leg.pan) } : {}),
      ...(leg.authCode ? { authCode: leg.authCode, rrn: leg.rrn } : {}),
    })),
    ...(version >= STATUS_VERSIONS.binding && order.binding ? { binding: order.binding } : {}),
    ...(version >= STATUS_VERSIONS.paymentNetRefNum && order.paymentNetRefNum ? { paymentNetRefNum: order.paymentNetRefNum } : {}),
    ...(debitReferenceOf(order) ? { debitTransactionReference: debitReferenceOf(order) } : {}),
    feeAmount: order.fee,
    totalAmount: total,
  };
}

/** A funding's own reference (for its payout), or the one a payout was given. */
const debitReferenceOf = (order: P2pOrder) => order.ownTransactionReference ?? order.debitTransactionReference;

/** Where the cardholder goes after a finished order: only a transfer done counts as approved. */
export const redirectOf = (order: P2pOrder): string => shopRedirect(order, order.status === ORDER_STATUS.deposited);

/** The answer of a perform (or finish) call, whatever stage of 3-D Secure it reached. */
// Stryker disable next-line BooleanLiteral: only finishThreeDsVer2.do leaves `sdk` out, and a finish never answers a challenge (P2pGateway.finish answers done or refused), the one outcome that reads it.
export function performAnswer(ctx: P2pContext, req: P2pRequest, outcome: PerformOutcome, sdk = false): Answer {
  if (outcome.kind === 'refused') return ctx.refusal(req, outcome.refusal);
  const order = outcome.order;
  const ids = { orderId: order.id, orderNumber: order.orderNumber };
  if (outcome.kind === 'threeDsMethod') {
    const { transId, serverUrl: server, acsUrl: acs, methodData } = methodStep(req.origin, outcome.session);
    // Both spellings: spec 03 §4.2 writes threeDSMethodUrl(Server), docs/design.md ("3-D Secure 2") threeDSMethodURL(Server).
    return ctx.ok(req, { ...ids, is3DSVer2: true, threeDSServerTransId: transId, threeDSMethodUrlServer: server, threeDSMethodURLServer: server, threeDSMethodUrl: acs, threeDSMethodURL: acs, threeDSMethodDataPacked: methodData });
  }
  if (outcome.kind === 'threeDsChallenge') {
    const session = outcome.session;
    const { acsUrl, creq } = challengeStep(req.origin, session);
    // An app's SDK runs the challenge itself, against the ACS's app endpoint.
    if (sdk && session.app) return ctx.ok(req, { ...ids, acsUrl: `${req.origin}${ACS_APP_PATH}`, ...appChallengeData(session, session.app, `${req.origin}${ACS_APP_PATH}`, ctx.inputKeys.signingKey()) });
    return ctx.ok(req, { ...ids, acsUrl, packedCReq: creq });
  }
  const approved = order.status === ORDER_STATUS.deposited;
  // Only a funding gets a reference of its own (execution.ts), for its payout.
  // Stryker disable next-line ConditionalExpression: always true, the two members are undefined without a reference, and an undefined member is not written: the same answer.
  const references = order.ownTransactionReference ? { mcTransactionReference: order.ownTransactionReference, debitTransactionReference: order.ownTransactionReference } : {};
  return ctx.ok(req, {
    ...ids,
    info: finishedInfo(approved, req.language),
    redirect: redirectOf(order),
    ...(order.paymentNetRefNum ? { originalPaymentNetRefNum: order.paymentNetRefNum } : {}),
    ...references,
    statusResponse: statusView(order, STATUS_VERSIONS.newest, req.language),
  });
}
