/** Changes a merchant makes to its own orders beside payments: declining an unpaid one, adding its own details. */
import { clientsOf } from '../clients.js';
import type { CardlabWorld } from '../world.js';
import { knownOrder } from './orders.js';

export function declineOrder(world: CardlabWorld, label: string) {
  return clientsOf(world).gateway.call('decline.do', { orderId: knownOrder(world, label).orderId });
}

export function addOrderDetail(world: CardlabWorld, label: string, name: string, value: string) {
  return clientsOf(world).gateway.call('addParams.do', { orderId: knownOrder(world, label).orderId, params: JSON.stringify({ [name]: value }) });
}
