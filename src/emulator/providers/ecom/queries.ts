/**
 * Read-only operations real integrations of this gateway family call beside the spec's:
 * getOrderStatus.do (the legacy status, capitalised names), getLastOrdersForMerchants.do (the
 * merchant's order report) and verifyEnrollment.do (is the card in 3-D Secure).
 *
 * LIMITATIONS: the report covers the orders the account registered, for itself or for its child
 * merchants (another login is refused); the payer's IP is not kept, so `Ip` is never shown; periods are UTC, not the gateway's
 * local time; verifyEnrollment.do answers from the sandbox's own directory (test cards, sandbox
 * cards), never from a real one.
 */
import { maskPan } from '../../../common/masking.js';
import { enrollmentOf } from '../../domain/gateway/enrollment.js';
import { orderReport } from '../../domain/gateway/order-report.js';
import type { Order } from '../../domain/gateway/orders.js';
import { ORDER_STATUS } from '../../domain/gateway/order-store.js';
import { momentOf } from '../../../contracts/gateway/queries.js';
import type { Answer } from '../answer.js';
import { isAnswer } from '../answer.js';
import type { GatewayRequest } from '../gateway-common/answers.js';
import { declineText, GATEWAY_ERROR, gatewayMessage } from '../gateway-common/messages.js';
import type { GatewayContext } from './context.js';
import type { GatewayHandlers } from './handlers.js';
import { orderStatusView } from './order-view.js';

/** getOrderStatus.do's ErrorCode for a declined order: "declined because of an error in the payment details". */
export const LEGACY_DECLINED = '2';
const DECLINED_TEXT = { en: 'Order declined because of an error in the payment details', ru: 'Заказ отклонён по причине ошибки в реквизитах платежа' };

/** The legacy status object; the card number masked, the full number never. */
function legacyStatus(order: Order, language: string) {
  const declined = order.status === ORDER_STATUS.declined;
  const card = order.card;
  return {
    ErrorCode: declined ? LEGACY_DECLINED : GATEWAY_ERROR.none,
    ErrorMessage: declined ? (language === 'ru' ? DECLINED_TEXT.ru : DECLINED_TEXT.en) : gatewayMessage('success', language),
    OrderStatus: order.status,
    OrderNumber: order.orderNumber,
    ...(card ? { Pan: maskPan(card.pan), expiration: card.expiry, cardholderName: card.cardholderName } : {}),
    Amount: order.amount,
    depositAmount: order.depositedAmount,
    currency: order.currency,
    ...(order.authCode ? { approvalCode: order.authCode } : {}),
    authCode: 2,
    date: order.createdAt.getTime(),
    ...(order.description ? { OrderDescription: order.description } : {}),
    actionCode: order.actionCode.code,
    actionCodeDescription: declineText(order.actionCode, language),
    ...(order.clientId ? { clientId: order.clientId } : {}),
    ...(order.bindingId ? { bindingId: order.bindingId } : {}),
  };
}

/** getOrderStatus.do answers every refusal in its legacy names too: a client reading ErrorCode sees it. */
export function inLegacyNames(answer: Answer): Answer {
  const body = answer.body as { errorCode?: unknown; errorMessage?: unknown; details?: unknown } | undefined;
  if (!body || body.errorCode === undefined) return answer;
  const { errorCode, errorMessage, ...rest } = body;
  return { status: answer.status, body: { ErrorCode: errorCode, ErrorMessage: errorMessage, ...rest } };
}

/** errorCode 5 naming one field (errorMessage says it and why after its colon, from `details`). */
const refused = (ctx: GatewayContext, req: GatewayRequest, field: string, rule: string, why: string): Answer => ctx.error(req.language, GATEWAY_ERROR.invalid, 'invalidParameter', undefined, [{ field, rule, message: why }]);

export const queryHandlers: GatewayHandlers<'getOrderStatus.do' | 'getLastOrdersForMerchants.do' | 'verifyEnrollment.do'> = {
  'getOrderStatus.do'(ctx, req, input) {
    const order = ctx.order(req, input.orderId);
    if (isAnswer(order)) return inLegacyNames(order);
    return { status: 200, body: legacyStatus(order, req.language) };
  },

  'getLastOrdersForMerchants.do'(ctx, req, input) {
    const own = req.merchant.login;
    const stranger = input.merchants.find((login) => !ctx.gateway.merchants.mayActFor(own, login));
    if (stranger !== undefined) return refused(ctx, req, 'merchants', 'permission', `names ${stranger}, a merchant that is neither this account nor one of its child merchants`);
    const page = input.page ?? 0;
    const query = {
      owner: own,
      // None named: every merchant this account reports on, itself and its child merchants.
      merchants: input.merchants.length > 0 ? input.merchants : [own, ...ctx.gateway.merchants.childrenOf(own)],
      states: input.transactionStates,
      from: momentOf(input.from) ?? new Date(0),
      to: momentOf(input.to) ?? new Date(0),
      byCreation: input.searchByCreatedDate ?? false,
      page,
      size: input.size,
    };
    const report = orderReport(ctx.gateway, query);
    const orderStatuses = report.orders.map((order) => ({ errorCode: GATEWAY_ERROR.none, ...orderStatusView(order, req.language) }));
    // The number 0, as the gateway documents this operation's success (its refusals stay strings).
    return { status: 200, body: { errorCode: 0, errorMessage: gatewayMessage('success', req.language), orderStatuses, totalCount: report.total, page, pageSize: input.size } };
  },

  'verifyEnrollment.do'(ctx, req, input) {
    const { enrolled, emitter } = enrollmentOf(ctx.sandbox.cards, input.pan);
    return ctx.ok(req, { enrolled, ...(emitter ? { emitterName: emitter.name, emitterCountryCode: emitter.countryCode } : {}) });
  },
};
