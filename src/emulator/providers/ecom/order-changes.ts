/**
 * decline.do (close an order nobody paid) and addParams.do (the merchant's own parameters on an order).
 *
 * LIMITATIONS: no child merchants: `merchantLogin` may only name the account itself.
 */
import { addOrderParams, declineOrder } from '../../domain/gateway/order-changes.js';
import { isAnswer } from '../answer.js';
import { GATEWAY_ERROR } from '../gateway-common/messages.js';
import type { GatewayHandlers } from './handlers.js';

export const orderChangeHandlers: GatewayHandlers<'decline.do' | 'addParams.do'> = {
  'decline.do'(ctx, req, input) {
    if (input.merchantLogin !== undefined && input.merchantLogin !== req.merchant.login) {
      const why = 'names a merchant this account may not act for';
      return ctx.error(req.language, GATEWAY_ERROR.invalid, 'invalidParameter', `merchantLogin ${why}`, [{ field: 'merchantLogin', rule: 'permission', message: why }]);
    }
    const order = ctx.order(req, input.orderId, input.orderNumber);
    if (isAnswer(order)) return order;
    return declineOrder(ctx.gateway, order, ctx.now()) === 'ok' ? ctx.ok(req) : ctx.error(req.language, GATEWAY_ERROR.notAllowed, 'notAllowed');
  },

  'addParams.do'(ctx, req, input) {
    const order = ctx.order(req, input.orderId);
    if (isAnswer(order)) return order;
    addOrderParams(order, Object.fromEntries(Object.entries(input.params).map(([name, value]) => [name, String(value)])));
    return ctx.ok(req);
  },
};
