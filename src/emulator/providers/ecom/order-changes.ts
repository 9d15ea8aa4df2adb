/**
 * decline.do (close an order nobody paid) and addParams.do (the merchant's own parameters on an order).
 * `merchantLogin` names the merchant whose order number `orderNumber` is: the account's own, or one
 * of its child merchants.
 */
import { addOrderParams, declineOrder } from '../../domain/gateway/order-changes.js';
import { isAnswer } from '../answer.js';
import { GATEWAY_ERROR } from '../gateway-common/messages.js';
import type { GatewayHandlers } from './handlers.js';
import { childOf } from './orders.js';

export const orderChangeHandlers: GatewayHandlers<'decline.do' | 'addParams.do'> = {
  'decline.do'(ctx, req, input) {
    const child = childOf(ctx, req, input.merchantLogin);
    if (isAnswer(child)) return child;
    const order = ctx.order(req, input.orderId, input.orderNumber, child);
    if (isAnswer(order)) return order;
    return declineOrder(ctx.gateway, order, ctx.now()) ? ctx.ok(req) : ctx.error(req.language, GATEWAY_ERROR.notAllowed, 'notAllowed');
  },

  'addParams.do'(ctx, req, input) {
    const order = ctx.order(req, input.orderId);
    if (isAnswer(order)) return order;
    addOrderParams(order, Object.fromEntries(Object.entries(input.params).map(([name, value]) => [name, String(value)])));
    return ctx.ok(req);
  },
};
