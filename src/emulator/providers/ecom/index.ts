/**
 * E-commerce gateway provider: one handler per operation of contracts/gateway.
 *
 * LIMITATIONS (what this provider does not emulate):
 * - one currency (978); no multi-currency orders, no recurring schedules run by the gateway itself;
 * - the merchant account's permissions are all granted (no permission-gated refusals), except the
 *   settings of the control API (stored credentials without CVC; P2P replacementData, unsigned requests);
 * - card data is entered on the gateway page or sent by API (typed, or as a seToken); wallet payments (applepay/google payment.do) are not served.
 */
import type { GatewayOperation } from '../../../contracts/gateway/index.js';
import { bindingHandlers } from './bindings.js';
import type { GatewayHandlers } from './handlers.js';
import { orderChangeHandlers } from './order-changes.js';
import { orderHandlers } from './orders.js';
import { queryHandlers } from './queries.js';

export const gatewayHandlers: GatewayHandlers<GatewayOperation> = {
  ...orderHandlers,
  ...bindingHandlers,
  ...queryHandlers,
  ...orderChangeHandlers,
};

export { GatewayContext } from './context.js';
export type { GatewayRequest } from '../gateway-common/answers.js';
export { wireAnswer } from './wire.js';
