/** What a transfer may refer to: an earlier one's network reference (originalPaymentNetRefNum, spec 03), an order number of another merchant's. */
import { clientsOf } from '../clients.js';
import type { Money } from '../money.js';
import type { CardlabWorld } from '../world.js';
import { loginOf } from './child-merchants.js';
import { type Cards, lastP2pOrder, knownP2pOrder, performDone, registerP2pOrder, newLabel } from './p2p.js';

/** The network reference of the last transfer, as getP2PStatus version 7 shows it. */
async function lastNetworkReference(world: CardlabWorld): Promise<string> {
  const earlier = lastP2pOrder(world, 'transfer');
  const answer = await clientsOf(world).p2p.call('getP2PStatus.do', { orderId: knownP2pOrder(world, earlier.label).orderId, version: 7 });
  const reference = world.read(`reading the network reference of ${earlier.label}`, answer).paymentNetRefNum;
  if (reference === undefined) throw new Error(`${earlier.label} shows no paymentNetRefNum in getP2PStatus version 7`);
  return reference;
}

/** A new transfer between the cards, naming the last transfer's network reference. */
export async function sendFollowingUp(world: CardlabWorld, money: Money, cards: Cards): Promise<void> {
  const originalPaymentNetRefNum = await lastNetworkReference(world);
  const label = newLabel(world, 'transfer');
  await registerP2pOrder(world, label, money);
  await performDone(world, label, cards, { originalPaymentNetRefNum });
}

/** Registers a transfer of 1.00 EUR for a child merchant (merchantLogin) with the order number of an earlier transfer of the account's own. */
export async function registerForChildWithNumberOf(world: CardlabWorld, label: string, child: string, reusing: string): Promise<void> {
  await registerP2pOrder(world, label, { minor: 100, currency: 'EUR' }, { params: { merchantLogin: loginOf(child), orderNumber: knownP2pOrder(world, reusing).orderNumber } });
}
