/** Stored cards as the gateway shows them: a customer's list (getBindings.do) and the card an order stored or used. */
import { clientsOf } from '../clients.js';
import { BINDING_TYPE, type CredentialFilter } from '../tasks/bindings.js';
import { clientIdOf } from '../tasks/client-ids.js';
import { knownOrder } from '../tasks/orders.js';
import type { CardlabWorld } from '../world.js';

export interface ListedCard {
  readonly bindingId: string;
  readonly maskedPan: string;
  readonly expiryDate: string;
  readonly paymentWay: string;
  readonly paymentSystem: string;
  readonly displayLabel: string;
  readonly bindingCategory: string;
}

/** A customer's active stored cards, of one kind, of the common and recurrent ones, or all. */
export async function storedCards(world: CardlabWorld, name: string, kind?: CredentialFilter): Promise<ListedCard[]> {
  const params = { clientId: clientIdOf(world, name), ...(kind ? { bindingType: BINDING_TYPE[kind] } : {}) };
  const answer = world.read(`listing ${name}'s stored cards`, await clientsOf(world).gateway.call('getBindings.do', params));
  if (!('bindings' in answer)) throw new Error('the gateway listed no stored cards');
  return answer.bindings;
}

/** The order's status: its state and the stored card it is linked to. */
export async function orderCredential(world: CardlabWorld, label: string): Promise<{ readonly orderStatus: number; readonly clientId?: string; readonly bindingId?: string }> {
  const status = world.read(`reading order ${label}`, await clientsOf(world).gateway.call('getOrderStatusExtended.do', { orderId: knownOrder(world, label).orderId }));
  if (!('orderStatus' in status)) throw new Error('the gateway answered no order status');
  return { orderStatus: status.orderStatus, ...status.bindingInfo };
}
