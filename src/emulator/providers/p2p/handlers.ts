/**
 * One handler per P2P operation of contracts/p2p: the validated input in, a domain call, the wire
 * answer out. A refusal changes nothing; a decline is an answer with errorCode 0 and a redirect to
 * the failure URL, its reason in the status (resultCode).
 */
import type { P2pInput, P2pOperation } from '../../../contracts/p2p/index.js';
import type { PerformRequest } from '../../domain/gateway/p2p/index.js';
import { orderCurrency } from '../../domain/gateway/orders.js';
import type { PayerData } from '../../domain/gateway/p2p/orders.js';
import { type Answer, isAnswer } from '../answer.js';
import { GATEWAY_ERROR } from '../gateway-common/messages.js';
import type { P2pContext, P2pRequest } from './context.js';
import { formUrlOf, performAnswer, statusView } from './views.js';
import { verify } from './verify.js';

export type P2pHandlers = { [K in P2pOperation]: (ctx: P2pContext, req: P2pRequest, input: P2pInput<K>) => Answer };

type PayerBlocks = Pick<P2pInput<'registerP2P.do'>, 'shippingPayerData' | 'preOrderPayerData' | 'orderPayerData' | 'billingAndShippingAddressMatchIndicator' | 'billingPayerData' | 'billingRecipientData'>;

export function payerDataOf(input: PayerBlocks): PayerData {
  const { shippingPayerData, preOrderPayerData, orderPayerData, billingAndShippingAddressMatchIndicator, billingPayerData, billingRecipientData } = input;
  return { shippingPayerData, preOrderPayerData, orderPayerData, billingAndShippingAddressMatchIndicator, billingPayerData, billingRecipientData };
}

/** The sandbox knows 978 (EUR) only, and uses it when the currency is omitted. */
function currencyRefusal(ctx: P2pContext, req: P2pRequest, currency: string | undefined): Answer | undefined {
  if (orderCurrency(currency) !== undefined) return undefined;
  return ctx.error(req.language, GATEWAY_ERROR.unknownCurrency, 'unknownCurrency', currency, [{ field: 'currency', rule: 'enum', message: 'the sandbox knows 978 (EUR) only' }]);
}

function register(ctx: P2pContext, req: P2pRequest, input: P2pInput<'registerP2P.do'>) {
  const currency = currencyRefusal(ctx, req, input.currency);
  if (currency) return currency;
  // req.language is the body's language when the contract takes it, else English: the order's language either way.
  const order = ctx.p2p.register(req.merchant.login, { ...input, language: req.language }, payerDataOf(input), ctx.now());
  if (order === 'duplicate_order_number') return ctx.error(req.language, GATEWAY_ERROR.duplicateOrder, 'duplicateOrder', input.orderNumber);
  return 'refusal' in order ? ctx.refusal(req, order) : order;
}

type PerformInput = Omit<P2pInput<'performP2PByBinding.do'>, 'orderId'> & { amount?: number | undefined };

function performRequest(ctx: P2pContext, input: PerformInput, byBinding: boolean): PerformRequest {
  // Read by the domain only when the call says threeDSSDK (plan.ts, p2p.ts).
  const sdk = { encData: input.threeDSSDKEncData, referenceNumber: input.threeDSSDKReferenceNumber, ephemPubKey: input.threeDSSDKEphemPubKey, appId: input.threeDSSDKAppId, transId: input.threeDSSDKTransId };
  return { ...input, byBinding, amount: input.amountInput ?? input.amount, payerData: payerDataOf(input), inputKeys: ctx.inputKeys.privateKeys(), sdk };
}

function perform(ctx: P2pContext, req: P2pRequest, input: PerformInput & { orderId: string }, byBinding: boolean): Answer {
  const order = ctx.order(req, input.threeDSVer2MdOrder ?? input.orderId);
  if (isAnswer(order)) return order;
  const threeDs = { transId: input.threeDSServerTransId, finishUrl: input.threeDSVer2FinishUrl };
  return performAnswer(ctx, req, ctx.p2p.perform(order, performRequest(ctx, input, byBinding), threeDs, ctx.now()), input.threeDSSDK === true);
}

export const p2pHandlers: P2pHandlers = {
  'registerP2P.do'(ctx, req, input) {
    const order = register(ctx, req, input);
    return isAnswer(order) ? order : ctx.ok(req, { orderId: order.id, orderNumber: order.orderNumber, formUrl: formUrlOf(req.origin, order) });
  },

  'verifyP2P.do': (ctx, req, input) => verify(ctx, req, input, false),
  'verifyP2PByBinding.do': (ctx, req, input) => verify(ctx, req, input, true),

  'performP2P.do': (ctx, req, input) => perform(ctx, req, input, false),
  'performP2PByBinding.do': (ctx, req, input) => perform(ctx, req, input, true),

  /** Registers and performs; its second 3DS2 call names the first call's order (threeDSVer2MdOrder) and registers nothing. */
  'instantPerformP2P.do'(ctx, req, input) {
    const threeDs = { transId: input.threeDSServerTransId, finishUrl: input.threeDSVer2FinishUrl };
    const sdk = input.threeDSSDK === true;
    const request = performRequest(ctx, input, input.fromCard?.bindingId !== undefined);
    if (input.threeDSVer2MdOrder !== undefined) {
      const order = ctx.order(req, input.threeDSVer2MdOrder);
      return isAnswer(order) ? order : performAnswer(ctx, req, ctx.p2p.perform(order, request, threeDs, ctx.now()), sdk);
    }
    const currency = currencyRefusal(ctx, req, input.currency);
    if (currency) return currency;
    const registration = { ...input, language: req.language };
    const outcome = ctx.p2p.instantPerform(req.merchant.login, { registration, payerData: payerDataOf(input), perform: request, threeDs }, ctx.now());
    if (outcome === 'duplicate_order_number') return ctx.error(req.language, GATEWAY_ERROR.duplicateOrder, 'duplicateOrder', input.orderNumber);
    return performAnswer(ctx, req, outcome, sdk);
  },

  'finishThreeDsVer2.do'(ctx, req, input) {
    const session = ctx.sandbox.gateway.threeDs.get(input.threeDSServerTransId);
    const order = session && ctx.p2p.orderOf(session);
    if (!session || !order || order.merchant !== req.merchant.login || (input.orderId !== undefined && input.orderId !== order.id)) {
      const details = [{ field: 'threeDSServerTransId', rule: 'unknown', message: 'is not a 3-D Secure session of this merchant’s P2P order' }];
      return ctx.error(req.language, GATEWAY_ERROR.invalid, 'invalidParameter', 'threeDSServerTransId', details);
    }
    return performAnswer(ctx, req, ctx.p2p.finish(order, session, ctx.now()));
  },

  'getP2PStatus.do'(ctx, req, input) {
    const order = ctx.p2p.orders.ofMerchant(req.merchant.login, input.orderId);
    if (!order) return ctx.unknownOrder(req);
    return { status: 200, body: statusView(order, input.version ?? 1, req.language) };
  },
};
