/** Orders as the gateway shows them (getOrderStatusExtended.do). */
import { knownOrder } from '../tasks/orders.js';
import type { CardlabWorld } from '../world.js';

export async function orderStatus(world: CardlabWorld, label: string) {
  const order = knownOrder(world, label);
  return world.read(`reading order ${label}`, await world.gateway.call('getOrderStatusExtended.do', { orderId: order.orderId }));
}

/** The status object, also when the gateway answered it for an order number. */
export function asStatus(value: Awaited<ReturnType<typeof orderStatus>>) {
  if (!('orderStatus' in value)) throw new Error('the gateway answered no order status');
  return value;
}
