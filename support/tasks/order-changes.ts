/** Changes a merchant makes to its own orders beside payments: declining an unpaid one, adding its own details. */
import type { CardlabWorld } from '../world.js';
import { knownOrder } from './orders.js';

export function declineOrder(world: CardlabWorld, label: string) {
  return world.gateway.call('decline.do', { orderId: knownOrder(world, label).orderId });
}

export function addOrderDetail(world: CardlabWorld, label: string, name: string, value: string) {
  return world.gateway.call('addParams.do', { orderId: knownOrder(world, label).orderId, params: JSON.stringify({ [name]: value }) });
}
