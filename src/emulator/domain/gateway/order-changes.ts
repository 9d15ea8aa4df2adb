/**
 * Changes a merchant makes to its own order beside paying it: declining an order nobody has paid
 * (decline.do) and adding its own parameters (addParams.do).
 */
import type { Gateway } from './gateway.js';
import type { Order } from './orders.js';
import { isOpen, ORDER_STATUS } from './order-store.js';

/**
 * An order still waiting for its payment (registered, or at 3-D Secure) within its session is
 * closed: the gateway's documentation puts it in the Reversed state. No payment was attempted, so
 * its actionCode stays; the merchant is told as of any reversal. Returns whether it was closed: any
 * other order is not in a state that allows it.
 */
export function declineOrder(gateway: Gateway, order: Order, now: Date): boolean {
  if (!isOpen(order, now)) return false;
  order.status = ORDER_STATUS.reversed;
  gateway.notify(order, 'reversed', true);
  return true;
}

/**
 * The merchant's parameters join the order's (merchantOrderParams), a name already there takes the
 * new value. They are the same parameters as the registration's jsonParams, in any state of the order.
 */
export function addOrderParams(order: Order, params: Readonly<Record<string, string>>): void {
  // jsonParams is read-only for payments; this is the one operation that adds to it.
  Object.assign(order, { jsonParams: { ...order.jsonParams, ...params } });
}
