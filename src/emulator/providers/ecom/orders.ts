/** register, registerPreAuth, paymentorder, getOrderStatusExtended, deposit, reverse, refund. */
import type { Answer } from '../answer.js';
import type { ChangeOutcome, PaymentOutcome } from '../../domain/gateway/checkout.js';
import { isCredentialRefusal, payWithCardData } from '../../domain/gateway/credential-payments.js';
import { ORDER_STATUS, type Order, orderCurrency } from '../../domain/gateway/orders.js';
import { packCReq, packMethodData } from '../../domain/gateway/three-ds.js';
import { ERROR, type GatewayContext, type GatewayRequest, isAnswer } from './context.js';
import { refusalAnswer, textParams } from './refusals.js';
import type { GatewayHandlers, GatewayInput } from './handlers.js';
import { orderStatusView } from './order-view.js';

export const PAGE_PATH = '/payment/merchants/sandbox/payment';
export const THREE_DS_METHOD_PATH = '/payment/3ds2/method.do';
export const ACS_METHOD_PATH = '/acs/method';
export const ACS_CHALLENGE_PATH = '/acs/challenge';

function register(ctx: GatewayContext, req: GatewayRequest, input: GatewayInput<'register.do'>, twoPhase: boolean): Answer {
  const currency = orderCurrency(input.currency);
  if (currency === undefined) return ctx.error(req.language, ERROR.unknownCurrency, 'unknownCurrency', input.currency);
  const order = ctx.gateway.orders.register(
    {
      merchant: req.merchant.login,
      orderNumber: input.orderNumber,
      amount: input.amount,
      currency,
      returnUrl: input.returnUrl,
      failUrl: input.failUrl,
      description: input.description,
      language: input.language ?? req.language,
      clientId: input.clientId || undefined,
      email: input.email,
      forceBinding: input.features === 'FORCE_CREATE_BINDING',
      jsonParams: textParams(input.jsonParams),
      dynamicCallbackUrl: input.dynamicCallbackUrl,
      twoPhase,
      sessionTimeoutSecs: input.sessionTimeoutSecs,
    },
    ctx.now(),
  );
  if (order === 'duplicate_order_number') return ctx.error(req.language, ERROR.duplicateOrder, 'duplicateOrder', input.orderNumber);
  return ctx.ok(req, { orderId: order.id, formUrl: `${req.origin}${PAGE_PATH}_${order.language === 'ru' ? 'ru' : 'en'}.html?mdOrder=${order.id}` });
}

/** Where the cardholder goes after a finished payment: returnUrl when approved, failUrl (or returnUrl) when declined. */
export function redirectOf(order: Order): string {
  const approved = order.status !== ORDER_STATUS.declined;
  const base = approved ? order.returnUrl : (order.failUrl ?? order.returnUrl);
  return `${base}${base.includes('?') ? '&' : '?'}orderId=${encodeURIComponent(order.id)}`;
}

/** The answer of a payment call, whatever stage of 3-D Secure it reached. */
export function paymentAnswer(ctx: GatewayContext, req: GatewayRequest, outcome: PaymentOutcome): Answer {
  switch (outcome.kind) {
    case 'notPayable':
      return ctx.error(req.language, ERROR.notAllowed, 'notAllowed');
    case 'unknownSession':
      return ctx.error(req.language, ERROR.invalid, 'invalidParameter', 'threeDSServerTransId');
    case 'threeDsMethod':
      return ctx.ok(req, {
        is3DSVer2: true,
        threeDSServerTransId: outcome.session.transId,
        threeDSMethodURLServer: `${req.origin}${THREE_DS_METHOD_PATH}`,
        threeDSMethodURL: `${req.origin}${ACS_METHOD_PATH}`,
        threeDSMethodDataPacked: packMethodData(outcome.session, `${req.origin}${THREE_DS_METHOD_PATH}`),
      });
    case 'threeDsChallenge':
      return ctx.ok(req, { acsUrl: `${req.origin}${ACS_CHALLENGE_PATH}`, packedCReq: packCReq(outcome.session) });
    case 'done': {
      const approved = outcome.order.status !== ORDER_STATUS.declined;
      return ctx.ok(req, { redirect: redirectOf(outcome.order), info: approved ? 'Your payment has been processed, redirecting...' : 'Redirecting...' });
    }
  }
}

function change(ctx: GatewayContext, req: GatewayRequest, outcome: ChangeOutcome): Answer {
  if (outcome === 'not_allowed') return ctx.error(req.language, ERROR.notAllowed, 'notAllowed');
  if (outcome === 'invalid_amount') return ctx.error(req.language, ERROR.invalid, 'invalidParameter', 'amount', [{ field: 'amount', rule: 'max', message: 'must not exceed what the order allows' }]);
  return ctx.ok(req);
}

export const orderHandlers: GatewayHandlers<'register.do' | 'registerPreAuth.do' | 'paymentorder.do' | 'getOrderStatusExtended.do' | 'deposit.do' | 'reverse.do' | 'refund.do'> = {
  'register.do': (ctx, req, input) => register(ctx, req, input, false),
  'registerPreAuth.do': (ctx, req, input) => register(ctx, req, input, true),

  'paymentorder.do'(ctx, req, input) {
    const order = ctx.order(req, input.MDORDER);
    if (isAnswer(order)) return order;
    const entry = { pan: input.$PAN, expiry: input.$EXPIRY, cvc: input.$CVC, cardholderName: input.TEXT };
    const payment = { entry, tii: input.tii ?? '', jsonParams: textParams(input.jsonParams), threeDsTransId: input.threeDSServerTransId, finishUrl: input.threeDSVer2FinishUrl } as const;
    const outcome = payWithCardData(ctx.gateway, order, payment, ctx.now());
    return isCredentialRefusal(outcome) ? refusalAnswer(ctx, req, outcome) : paymentAnswer(ctx, req, outcome);
  },

  'getOrderStatusExtended.do'(ctx, req, input) {
    const order = ctx.order(req, input.orderId, input.orderNumber);
    if (isAnswer(order)) return order;
    return ctx.ok(req, orderStatusView(order));
  },

  'deposit.do'(ctx, req, input) {
    const order = ctx.order(req, input.orderId);
    return isAnswer(order) ? order : change(ctx, req, ctx.gateway.checkout.deposit(order, input.amount, ctx.now()));
  },

  'reverse.do'(ctx, req, input) {
    const order = ctx.order(req, input.orderId);
    return isAnswer(order) ? order : change(ctx, req, ctx.gateway.checkout.reverse(order, ctx.now()));
  },

  'refund.do'(ctx, req, input) {
    const order = ctx.order(req, input.orderId);
    return isAnswer(order) ? order : change(ctx, req, ctx.gateway.checkout.refund(order, input.amount, ctx.now()));
  },
};
