/** What the gateway shows of the card an order was paid with, and what it told the merchant of payments at its shop counter. */
import { clientsOf } from '../clients.js';
import type { CardlabWorld } from '../world.js';
import { asStatus, orderStatus } from './orders.js';

/** The payment system the order's status names for its card (cardAuthInfo.paymentSystem). */
export async function paymentSystemShown(world: CardlabWorld, label: string): Promise<string | undefined> {
  return asStatus(await orderStatus(world, label)).cardAuthInfo?.paymentSystem;
}

/** The notifications of a declined card-present payment the gateway queued (control API: at once, without waiting for delivery). */
export async function counterDeclinesQueued(world: CardlabWorld): Promise<number> {
  return (await clientsOf(world).control.callbackLog()).callbacks.filter((c) => c.params.operation === 'declinedCardpresent').length;
}
