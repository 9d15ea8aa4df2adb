/** Orders as the gateway shows them (getOrderStatusExtended.do). */
import { clientsOf } from '../clients.js';
import { ORDER_DECLINES } from '../reasons/ecom.js';
import { knownOrder } from '../tasks/orders.js';
import type { CardlabWorld } from '../world.js';

export async function orderStatus(world: CardlabWorld, label: string) {
  const order = knownOrder(world, label);
  return world.read(`reading order ${label}`, await clientsOf(world).gateway.call('getOrderStatusExtended.do', { orderId: order.orderId }));
}

/** The reason the gateway gives for the order's decline (actionCodeDescription), asked for in `language`. */
export async function declineReasonIn(world: CardlabWorld, label: string, language: string): Promise<unknown> {
  const order = knownOrder(world, label);
  const status = world.read(`reading order ${label} in "${language}"`, await clientsOf(world).gateway.call('getOrderStatusExtended.do', { orderId: order.orderId, language }));
  return 'actionCodeDescription' in status ? status.actionCodeDescription : undefined;
}

/** The order's status as the gateway finds it by the order number the merchant gave it. */
export async function orderStatusByNumber(world: CardlabWorld, label: string) {
  const order = knownOrder(world, label);
  return world.read('finding the order by number', await clientsOf(world).gateway.call('getOrderStatusExtended.do', { orderNumber: order.orderNumber }));
}

/** The status object, also when the gateway answered it for an order number. */
export function asStatus(value: Awaited<ReturnType<typeof orderStatus>>) {
  if (!('orderStatus' in value)) throw new Error('the gateway answered no order status');
  return value;
}

/** The states of an order in the scenarios' words: its orderStatus and its paymentAmountInfo.paymentState. */
export const ORDER_STATES = {
  'registered and not paid': [0, 'CREATED'],
  'waiting for 3-D Secure': [5, 'CREATED'],
  'held': [1, 'APPROVED'],
  'paid': [2, 'DEPOSITED'],
  'reversed': [3, 'REVERSED'],
  'refunded': [4, 'REFUNDED'],
  'declined': [6, 'DECLINED'],
} as const;
export type OrderState = keyof typeof ORDER_STATES;

/** Which of these orders the gateway declined because their payment session expired (in the order given). */
export async function declinedAsSessionExpired(world: CardlabWorld, labels: readonly string[]): Promise<string[]> {
  const declined: string[] = [];
  for (const label of labels) {
    const status = asStatus(await orderStatus(world, label));
    if (status.orderStatus === ORDER_STATES.declined[0] && status.actionCode === ORDER_DECLINES['the payment session expired']) declined.push(label);
  }
  return declined;
}
