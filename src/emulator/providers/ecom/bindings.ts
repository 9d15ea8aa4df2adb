/**
 * Stored credentials on the gateway: getBindings, paymentOrderBinding, recurrentPayment,
 * installmentPayment, unBindCard, bindCard, extendBinding. The payments' checks and their order
 * are the domain's (domain/gateway/credential-payments.ts): here the request becomes a domain
 * call and its result the gateway's answer.
 *
 * LIMITATIONS: no schedules run by the gateway and no recurringFrequency limits; no
 * bindingNotNeeded, no network references of the first payment (originalPaymentNetRefNum);
 * every merchant may use credentials (no permission checks) and, when its settings say so (the
 * sandbox merchant's do until changed), pay a cardholder-initiated one without its CVC.
 */
import { maskPan } from '../../../common/masking.js';
import type { Binding } from '../../domain/gateway/bindings.js';
import { isCredentialRefusal, type OneCallOperation, type OneCallPayment, payWithStoredCard, registerAndPay } from '../../domain/gateway/credential-payments.js';
import type { Order } from '../../domain/gateway/orders.js';
import { ORDER_STATUS } from '../../domain/gateway/order-store.js';
import { type Answer, isAnswer } from '../answer.js';
import type { GatewayRequest } from '../gateway-common/answers.js';
import { GATEWAY_ERROR, gatewayMessage } from '../gateway-common/messages.js';
import type { GatewayContext } from './context.js';
import type { GatewayHandlers, GatewayInput } from './handlers.js';
import { orderStatusView } from './order-view.js';
import { paymentAnswer } from './orders.js';
import { bindingError, invalid, refusalAnswer, textParams } from './refusals.js';

/** The kinds each `bindingType` lists: CR is the gateway's "C and R" (common and recurrent, never installment). */
const KINDS_OF_TYPE = { C: ['COMMON'], R: ['RECURRENT'], I: ['INSTALLMENT'], CR: ['COMMON', 'RECURRENT'] } as const;

/** A stored card as getBindings.do lists it: the number masked, with stars and with X. */
function storedCardView(binding: Binding) {
  const pan = binding.card.pan;
  return {
    bindingId: binding.id,
    maskedPan: maskPan(pan),
    expiryDate: binding.expiry,
    paymentWay: 'TOKEN_PAY',
    paymentSystem: binding.card.paymentSystem,
    displayLabel: pan.slice(0, 6) + 'X'.repeat(pan.length - 10) + pan.slice(-4),
    bindingCategory: binding.kind,
  };
}

/** The merchant's credential, or errorCode 2. */
function credential(ctx: GatewayContext, req: GatewayRequest, bindingId: string): Binding | Answer {
  return ctx.gateway.bindings.get(req.merchant.login, bindingId) ?? bindingError(req, 'bindingNotFound');
}

/** paymentOrderBinding.do: a registered order paid with a common credential (the checks are the domain's). */
function payOrderWithBinding(ctx: GatewayContext, req: GatewayRequest, input: GatewayInput<'paymentOrderBinding.do'>): Answer {
  const order = ctx.order(req, input.mdOrder);
  if (isAnswer(order)) return order;
  const payment = { bindingId: input.bindingId, tii: input.tii ?? '', cvc: input.cvc, threeDsTransId: input.threeDSServerTransId, finishUrl: input.threeDSVer2FinishUrl } as const;
  const outcome = payWithStoredCard(ctx.gateway, order, payment, ctx.now());
  return isCredentialRefusal(outcome) ? refusalAnswer(ctx, req, outcome) : paymentAnswer(ctx, req, outcome);
}

/** recurrentPayment.do and installmentPayment.do: the order registered and paid, or the refusal's answer. */
function payAtOnce(ctx: GatewayContext, req: GatewayRequest, operation: OneCallOperation, input: GatewayInput<OneCallOperation>): Order | Answer {
  const payment: OneCallPayment = {
    merchant: req.merchant.login,
    operation,
    bindingId: input.bindingId,
    tii: input.tii ?? '',
    orderNumber: input.orderNumber,
    amount: input.amount,
    currency: input.currency,
    description: input.description,
    // Stryker disable next-line LogicalOperator: req.language is the same parameter (context.ts requestOf), "en" when it is absent, and every text reads an absent language as English.
    language: input.language ?? req.language,
    jsonParams: textParams(input.additionalParameters),
  };
  const order = registerAndPay(ctx.gateway, payment, ctx.now());
  return isCredentialRefusal(order) ? refusalAnswer(ctx, req, order) : order;
}

/** The order status object of the one-call answers, which carries its own errorCode. */
const statusObject = (order: Order, language: string) => ({ errorCode: GATEWAY_ERROR.none, ...orderStatusView(order, language) });
const approved = (order: Order) => order.status === ORDER_STATUS.deposited;

export const bindingHandlers: GatewayHandlers<'getBindings.do' | 'paymentOrderBinding.do' | 'recurrentPayment.do' | 'installmentPayment.do' | 'unBindCard.do' | 'bindCard.do' | 'extendBinding.do'> = {
  'getBindings.do'(ctx, req, input) {
    const kinds = input.bindingType === undefined ? undefined : KINDS_OF_TYPE[input.bindingType];
    return ctx.ok(req, { bindings: ctx.gateway.bindings.list(req.merchant.login, input.clientId, kinds).map(storedCardView) });
  },

  'paymentOrderBinding.do': payOrderWithBinding,

  'recurrentPayment.do'(ctx, req, input) {
    const order = payAtOnce(ctx, req, 'recurrentPayment.do', input);
    if (isAnswer(order)) return { status: 200, body: { ...(order.body as object), success: false } };
    return { status: 200, body: { success: approved(order), data: { orderId: order.id }, orderStatus: statusObject(order, req.language) } };
  },

  'installmentPayment.do'(ctx, req, input) {
    const order = payAtOnce(ctx, req, 'installmentPayment.do', input);
    if (isAnswer(order)) return { status: 200, body: { ...(order.body as object), error: true } };
    const ok = approved(order);
    const errorMessage = gatewayMessage(ok ? 'success' : 'paymentDeclined', req.language);
    return { status: 200, body: { errorCode: GATEWAY_ERROR.none, errorMessage, orderId: order.id, orderStatus: statusObject(order, req.language), error: !ok } };
  },

  'unBindCard.do'(ctx, req, input) {
    const binding = credential(ctx, req, input.bindingId);
    if (isAnswer(binding)) return binding;
    return ctx.gateway.bindings.setActive(binding, false) ? ctx.ok(req) : bindingError(req, 'bindingState');
  },

  'bindCard.do'(ctx, req, input) {
    const binding = credential(ctx, req, input.bindingId);
    if (isAnswer(binding)) return binding;
    return ctx.gateway.bindings.setActive(binding, true) ? ctx.ok(req) : bindingError(req, 'bindingState');
  },

  'extendBinding.do'(ctx, req, input) {
    const binding = credential(ctx, req, input.bindingId);
    if (isAnswer(binding)) return binding;
    if (!ctx.gateway.bindings.extend(binding, input.newExpiry, ctx.now())) return invalid(ctx, req, 'newExpiry', 'future', 'must be a month that is not over yet');
    return ctx.ok(req);
  },
};
