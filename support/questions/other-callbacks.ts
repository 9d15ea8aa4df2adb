/**
 * Callbacks about what is not an e-commerce order's payment: a P2P transfer's outcome, a stored
 * card kept or switched, and a declined card-present payment (always to the account's address,
 * docs/emulator.md).
 */
import type { ReceivedCallback } from '../stand-ins/callback-receiver.js';
import { storedCardId } from '../tasks/bindings.js';
import { knownP2pOrder } from '../tasks/p2p.js';
import type { CardlabWorld } from '../world.js';

const at = async (world: CardlabWorld, found: (c: ReceivedCallback) => boolean) =>
  (await world.standIns.callbacks()).waitFor((received) => received.find((c) => c.accepted && c.address === 'account' && found(c)));

/** The transfer's callback with this operation and status, or undefined after the wait. */
export function awaitTransferNotification(world: CardlabWorld, label: string, operation: string, status: string) {
  const { orderId } = knownP2pOrder(world, label);
  return at(world, (c) => c.params.mdOrder === orderId && c.params.operation === operation && c.params.status === status);
}

/** A stored card's callback: bindingCreated, or bindingActivityChanged with `enabled`; status 1 either way (docs/emulator.md). */
export async function awaitStoredCardNotification(world: CardlabWorld, storingOrder: string, operation: 'bindingCreated' | 'bindingActivityChanged', enabled?: boolean) {
  const bindingId = await storedCardId(world, storingOrder);
  return at(world, (c) => c.params.bindingId === bindingId && c.params.operation === operation && c.params.status === '1' && (enabled === undefined || c.params.enabled === String(enabled)));
}

/** A declined card-present payment at one of the merchant's terminals: declinedCardpresent, status 0, its order number naming the terminal. */
export function awaitCardPresentNotification(world: CardlabWorld, terminalNumber: string) {
  return at(world, (c) => c.params.operation === 'declinedCardpresent' && c.params.status === '0' && (c.params.orderNumber ?? '').startsWith(`${terminalNumber}-`));
}

/** What arrived at the account's address, for failure messages. */
export function describeAccountCallbacks(world: CardlabWorld): string {
  const seen = world.standIns.receivedCallbacks().filter((c) => c.address === 'account');
  return seen.length ? seen.map((c) => `${c.params.operation ?? '?'}/${c.params.status ?? '?'}`).join(', ') : 'nothing';
}
