/**
 * Stored credentials on the gateway: getBindings, paymentOrderBinding, recurrentPayment,
 * installmentPayment, unBindCard, bindCard, extendBinding. Paying with a credential goes through
 * the same checkout as card data: a sandbox card's account is really debited, a test card keeps
 * its fixed outcome; merchant-initiated payments (U, R, I) send no CVC and skip 3-D Secure.
 *
 * LIMITATIONS: no schedules run by the gateway and no recurringFrequency limits; no
 * bindingNotNeeded, no network references of the first payment (originalPaymentNetRefNum);
 * every merchant may use credentials (no permission checks).
 */
import { maskPan } from '../../../common/masking.js';
import type { Binding } from '../../domain/gateway/bindings.js';
import { ACTION_CODES } from '../../domain/gateway/action-codes.js';
import { decline } from '../../domain/gateway/bindings.js';
import type { PaymentOutcome } from '../../domain/gateway/checkout.js';
import { isPayable, ORDER_STATUS, type Order } from '../../domain/gateway/orders.js';
import { planStoredCardPayment, type Tii, TII_TABLE } from '../../domain/gateway/tii.js';
import type { Answer } from '../answer.js';
import { ERROR, type GatewayContext, type GatewayRequest, isAnswer } from './context.js';
import { bindingError, credentialMessage, credentialRefusal, invalid, textParams, tiiRefusal } from './credential-rules.js';
import type { GatewayHandlers, GatewayInput } from './handlers.js';
import { message } from './messages.js';
import { orderStatusView } from './order-view.js';
import { paymentAnswer } from './orders.js';

const KIND_OF_TYPE = { C: 'COMMON', R: 'RECURRENT', I: 'INSTALLMENT' } as const;

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

/** Pays an order with a stored credential; the issuer may decline the credential before authorisation. */
function payWith(ctx: GatewayContext, order: Order, binding: Binding, tii: Tii, cvc?: string, finishUrl?: string): PaymentOutcome {
  if (ctx.gateway.bindings.use(order, binding, tii, ctx.now())) return { kind: 'done', order };
  const merchantInitiated = TII_TABLE[tii].merchantInitiated;
  const entry = ctx.gateway.bindings.entryOf(binding, merchantInitiated ? undefined : cvc);
  return ctx.gateway.checkout.pay(order, { entry, requireCvc: !merchantInitiated, skipThreeDs: merchantInitiated, finishUrl }, ctx.now());
}

/**
 * paymentOrderBinding.do: a registered order paid with a common credential, F (the customer, with
 * CVC and 3-D Secure) or U (the merchant). Without tii the payment counts as F.
 */
function payOrderWithBinding(ctx: GatewayContext, req: GatewayRequest, input: GatewayInput<'paymentOrderBinding.do'>): Answer {
  const order = ctx.order(req, input.mdOrder);
  if (isAnswer(order)) return order;
  const binding = credential(ctx, req, input.bindingId);
  if (isAnswer(binding)) return binding;
  const now = ctx.now();
  if (input.threeDSServerTransId !== undefined) {
    const second = { entry: ctx.gateway.bindings.entryOf(binding), requireCvc: true, skipThreeDs: false, threeDsTransId: input.threeDSServerTransId, finishUrl: input.threeDSVer2FinishUrl };
    return paymentAnswer(ctx, req, ctx.gateway.checkout.pay(order, second, now));
  }
  if (!isPayable(order, now)) return ctx.error(req.language, ERROR.notAllowed, 'notAllowed');
  const plan = planStoredCardPayment('paymentOrderBinding.do', input.tii ?? '', order.twoPhase);
  if ('refusal' in plan) return tiiRefusal(ctx, req, plan);
  if (!plan.rule.merchantInitiated && input.cvc === undefined) {
    return ctx.error(req.language, ERROR.missing, 'missingParameter', 'cvc', [{ field: 'cvc', rule: 'required', message: `is required for a cardholder-initiated payment (tii ${plan.tii})` }]);
  }
  const refused = credentialRefusal(ctx, req, binding, plan.rule.needs ?? 'COMMON');
  if (refused) return refused;
  if (!order.clientId) {
    order.tii = plan.tii;
    return paymentAnswer(ctx, req, { kind: 'done', order: decline(order, ACTION_CODES.clientIdMissing) });
  }
  if (order.clientId !== binding.clientId) return bindingError(req, 'bindingNotFound');
  return paymentAnswer(ctx, req, payWith(ctx, order, binding, plan.tii, input.cvc, input.threeDSVer2FinishUrl));
}

type OneCall = 'recurrentPayment.do' | 'installmentPayment.do';

/**
 * recurrentPayment.do and installmentPayment.do register a one-phase order for the credential's
 * client and pay it at once. Refusals register nothing; a decline leaves a declined order.
 */
function registerAndPay(ctx: GatewayContext, req: GatewayRequest, operation: OneCall, input: GatewayInput<OneCall>): Order | Answer {
  const plan = planStoredCardPayment(operation, input.tii ?? '', false);
  if ('refusal' in plan) return tiiRefusal(ctx, req, plan);
  const currency = input.currency ?? '978';
  if (currency !== '978') return ctx.error(req.language, ERROR.unknownCurrency, 'unknownCurrency', currency);
  const binding = credential(ctx, req, input.bindingId);
  if (isAnswer(binding)) return binding;
  const refused = credentialRefusal(ctx, req, binding, plan.rule.needs ?? 'COMMON');
  if (refused) return refused;
  const order = ctx.gateway.orders.register(
    {
      merchant: req.merchant.login,
      orderNumber: input.orderNumber,
      amount: input.amount,
      currency,
      returnUrl: '',
      description: input.description,
      language: input.language ?? req.language,
      clientId: binding.clientId,
      forceBinding: false,
      jsonParams: textParams(input.additionalParameters),
      twoPhase: false,
    },
    ctx.now(),
  );
  if (order === 'duplicate_order_number') return ctx.error(req.language, ERROR.duplicateOrder, 'duplicateOrder', input.orderNumber);
  payWith(ctx, order, binding, plan.tii);
  return order;
}

/** The order status object of the one-call answers, which carries its own errorCode. */
const statusObject = (order: Order) => ({ errorCode: ERROR.none, ...orderStatusView(order) });
const approved = (order: Order) => order.status === ORDER_STATUS.deposited;

export const bindingHandlers: GatewayHandlers<'getBindings.do' | 'paymentOrderBinding.do' | 'recurrentPayment.do' | 'installmentPayment.do' | 'unBindCard.do' | 'bindCard.do' | 'extendBinding.do'> = {
  'getBindings.do'(ctx, req, input) {
    const kind = input.bindingType === undefined ? undefined : KIND_OF_TYPE[input.bindingType];
    return ctx.ok(req, { bindings: ctx.gateway.bindings.list(req.merchant.login, input.clientId, kind).map(storedCardView) });
  },

  'paymentOrderBinding.do': payOrderWithBinding,

  'recurrentPayment.do'(ctx, req, input) {
    const order = registerAndPay(ctx, req, 'recurrentPayment.do', input);
    if (isAnswer(order)) return { status: 200, body: { ...(order.body as object), success: false } };
    return { status: 200, body: { success: approved(order), data: { orderId: order.id }, orderStatus: statusObject(order) } };
  },

  'installmentPayment.do'(ctx, req, input) {
    const order = registerAndPay(ctx, req, 'installmentPayment.do', input);
    if (isAnswer(order)) return { status: 200, body: { ...(order.body as object), error: true } };
    const ok = approved(order);
    const errorMessage = ok ? message('success', req.language) : credentialMessage('paymentDeclined', req.language);
    return { status: 200, body: { errorCode: ERROR.none, errorMessage, orderId: order.id, orderStatus: statusObject(order), error: !ok } };
  },

  'unBindCard.do'(ctx, req, input) {
    const binding = credential(ctx, req, input.bindingId);
    if (isAnswer(binding)) return binding;
    return ctx.gateway.bindings.setActive(binding, false) === 'ok' ? ctx.ok(req) : bindingError(req, 'bindingState');
  },

  'bindCard.do'(ctx, req, input) {
    const binding = credential(ctx, req, input.bindingId);
    if (isAnswer(binding)) return binding;
    return ctx.gateway.bindings.setActive(binding, true) === 'ok' ? ctx.ok(req) : bindingError(req, 'bindingState');
  },

  'extendBinding.do'(ctx, req, input) {
    const binding = credential(ctx, req, input.bindingId);
    if (isAnswer(binding)) return binding;
    if (ctx.gateway.bindings.extend(binding, input.newExpiry, ctx.now()) === 'past') return invalid(ctx, req, 'newExpiry', 'future', 'must be a month that is not over yet');
    return ctx.ok(req);
  },
};
