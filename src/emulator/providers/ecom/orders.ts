/** register, registerPreAuth, paymentorder, getOrderStatusExtended, deposit, reverse, refund. */
import type { ChangeOutcome, PaymentOutcome } from '../../domain/gateway/checkout.js';
import type { CardEntry } from '../../domain/gateway/authorization.js';
import { isSeTokenProblem, openSeToken } from '../../domain/gateway/card-inputs/index.js';
import { isCredentialRefusal, payWithCardData } from '../../domain/gateway/credential-payments.js';
import { type Order, orderCurrency, sessionEndOf } from '../../domain/gateway/orders.js';
import { ORDER_STATUS } from '../../domain/gateway/order-store.js';
import { type Answer, isAnswer } from '../answer.js';
import { finishedInfo, type GatewayRequest, shopRedirect } from '../gateway-common/answers.js';
import { GATEWAY_ERROR } from '../gateway-common/messages.js';
import { pageLanguage } from '../gateway-common/pages.js';
import { challengeStep, methodStep } from '../gateway-common/three-ds.js';
import type { GatewayContext } from './context.js';
import type { GatewayHandlers, GatewayInput } from './handlers.js';
import { orderStatusView } from './order-view.js';
import { paymentPagePath } from './page-views.js';
import { invalid, refusalAnswer, textParams } from './refusals.js';

function register(ctx: GatewayContext, req: GatewayRequest, input: GatewayInput<'register.do'>, twoPhase: boolean): Answer {
  const currency = orderCurrency(input.currency);
  if (currency === undefined) return ctx.error(req.language, GATEWAY_ERROR.unknownCurrency, 'unknownCurrency', input.currency);
  const sessionEnd = input.sessionExpiredDate === undefined ? undefined : sessionEndOf(input.sessionExpiredDate, ctx.now());
  if (sessionEnd === 'past') {
    const why = 'must be in the future';
    return ctx.error(req.language, GATEWAY_ERROR.invalid, 'invalidParameter', `sessionExpiredDate ${why}`, [{ field: 'sessionExpiredDate', rule: 'future', message: why }]);
  }
  const child = childOf(ctx, req, input.merchantLogin);
  if (isAnswer(child)) return child;
  const order = ctx.gateway.orders.register(
    {
      merchant: req.merchant.login,
      merchantLogin: child,
      orderNumber: input.orderNumber,
      amount: input.amount,
      currency,
      returnUrl: input.returnUrl,
      failUrl: input.failUrl,
      description: input.description || undefined,
      language: input.language ?? req.language,
      clientId: input.clientId || undefined,
      email: input.email,
      forceBinding: input.features === 'FORCE_CREATE_BINDING',
      jsonParams: textParams(input.jsonParams),
      dynamicCallbackUrl: input.dynamicCallbackUrl,
      twoPhase,
      sessionTimeoutSecs: input.sessionTimeoutSecs,
      sessionEnd,
    },
    ctx.now(),
  );
  if (order === 'duplicate_order_number') return ctx.error(req.language, GATEWAY_ERROR.duplicateOrder, 'duplicateOrder', input.orderNumber);
  return ctx.ok(req, { orderId: order.id, formUrl: `${req.origin}${paymentPagePath(pageLanguage(order.language))}?mdOrder=${order.id}` });
}

/**
 * The child merchant `merchantLogin` names: undefined for none or the account's own login; a login
 * that is neither its own nor one of its children is errorCode 5 naming the field.
 */
export function childOf(ctx: GatewayContext, req: GatewayRequest, merchantLogin: string | undefined): string | undefined | Answer {
  if (merchantLogin === undefined || merchantLogin === req.merchant.login) return undefined;
  if (ctx.gateway.merchants.mayActFor(req.merchant.login, merchantLogin)) return merchantLogin;
  const why = 'names a merchant that is neither this account nor one of its child merchants';
  return ctx.error(req.language, GATEWAY_ERROR.invalid, 'invalidParameter', `merchantLogin ${why}`, [{ field: 'merchantLogin', rule: 'permission', message: why }]);
}

/** Where the cardholder goes after a finished payment: a held or paid order counts as approved. */
export const redirectOf = (order: Order): string => shopRedirect(order, order.status !== ORDER_STATUS.declined);

/** The answer of a payment call, whatever stage of 3-D Secure it reached. */
export function paymentAnswer(ctx: GatewayContext, req: GatewayRequest, outcome: PaymentOutcome): Answer {
  switch (outcome.kind) {
    case 'notPayable':
      return ctx.error(req.language, GATEWAY_ERROR.notAllowed, 'notAllowed');
    case 'unknownSession': {
      const why = 'must name the 3-D Secure session of this order that waits for its second call';
      return ctx.error(req.language, GATEWAY_ERROR.invalid, 'invalidParameter', `threeDSServerTransId ${why}`, [{ field: 'threeDSServerTransId', rule: 'session', message: why }]);
    }
    case 'threeDsMethod': {
      const step = methodStep(req.origin, outcome.session);
      return ctx.ok(req, { is3DSVer2: true, threeDSServerTransId: step.transId, threeDSMethodURLServer: step.serverUrl, threeDSMethodURL: step.acsUrl, threeDSMethodDataPacked: step.methodData });
    }
    case 'threeDsChallenge': {
      const step = challengeStep(req.origin, outcome.session);
      return ctx.ok(req, { acsUrl: step.acsUrl, packedCReq: step.creq });
    }
    case 'done':
      return ctx.ok(req, { redirect: redirectOf(outcome.order), info: finishedInfo(outcome.order.status !== ORDER_STATUS.declined, req.language) });
  }
}

/** Success only for a change made: anything else the domain answers is one of its two refusals. */
function change(ctx: GatewayContext, req: GatewayRequest, outcome: ChangeOutcome): Answer {
  if (outcome === 'ok') return ctx.ok(req);
  if (outcome === 'not_allowed') return ctx.error(req.language, GATEWAY_ERROR.notAllowed, 'notAllowed');
  return ctx.error(req.language, GATEWAY_ERROR.invalid, 'invalidParameter', undefined, [{ field: 'amount', rule: 'max', message: 'must not exceed what the order allows' }]);
}

/** The card of paymentorder.do: typed ($PAN, $EXPIRY, $CVC, TEXT) or inside a seToken made for this order (errorCode 5 naming seToken otherwise). */
function cardEntryOf(ctx: GatewayContext, req: GatewayRequest, order: Order, input: GatewayInput<'paymentorder.do'>): CardEntry | Answer {
  if (input.seToken === undefined) return { pan: input.$PAN ?? '', expiry: input.$EXPIRY ?? '', cvc: input.$CVC, cardholderName: input.TEXT };
  const card = openSeToken(input.seToken, ctx.inputKeys.privateKeys()?.rsa, order.id, ctx.now());
  if (isSeTokenProblem(card)) return invalid(ctx, req, 'seToken', card.rule, card.message);
  if (card.expiry === undefined) return invalid(ctx, req, 'seToken', 'expiry', 'must carry the card’s expiry');
  return { pan: card.pan, expiry: card.expiry, cvc: card.cvc, cardholderName: input.TEXT ?? card.cardholderName };
}

export const orderHandlers: GatewayHandlers<'register.do' | 'registerPreAuth.do' | 'paymentorder.do' | 'getOrderStatusExtended.do' | 'deposit.do' | 'reverse.do' | 'refund.do'> = {
  'register.do': (ctx, req, input) => register(ctx, req, input, false),
  'registerPreAuth.do': (ctx, req, input) => register(ctx, req, input, true),

  'paymentorder.do'(ctx, req, input) {
    const order = ctx.order(req, input.MDORDER);
    if (isAnswer(order)) return order;
    const entry = cardEntryOf(ctx, req, order, input);
    if (isAnswer(entry)) return entry;
    const payment = { entry, tii: input.tii ?? '', jsonParams: textParams(input.jsonParams), threeDsTransId: input.threeDSServerTransId, finishUrl: input.threeDSVer2FinishUrl } as const;
    const outcome = payWithCardData(ctx.gateway, order, payment, ctx.now());
    return isCredentialRefusal(outcome) ? refusalAnswer(ctx, req, outcome) : paymentAnswer(ctx, req, outcome);
  },

  'getOrderStatusExtended.do'(ctx, req, input) {
    const order = ctx.order(req, input.orderId, input.orderNumber);
    if (isAnswer(order)) return order;
    return ctx.ok(req, orderStatusView(order, req.language));
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
