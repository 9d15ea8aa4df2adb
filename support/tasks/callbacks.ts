/**
 * The merchant's callback set-up: the order's own address (given when the order is registered), the
 * address on the merchant's account (the emulator's control API stands in for the personal area),
 * and a merchant server that fails the next deliveries.
 */
import { clientsOf } from '../clients.js';
import type { Money } from '../money.js';
import type { CardlabWorld } from '../world.js';
import { registerOrder } from './orders.js';

/** The merchant's own parameters in its callback address, as a shop serving several stores writes them. */
export const SHOP_PARAMETERS: Readonly<Record<string, string>> = { shop: '24', channel: 'web shop' };

/** An address of the scenario's inbox, with the merchant's own parameters in its query when asked. */
async function addressOf(world: CardlabWorld, address: 'order' | 'account', ownParameters: boolean): Promise<string> {
  const url = (await world.standIns.callbacks()).url(address);
  return ownParameters ? `${url}?${new URLSearchParams(SHOP_PARAMETERS).toString()}` : url;
}

/** Registers an order whose callbacks go to the scenario's own address at the harness's receiver. */
export async function registerOrderWithCallbacks(world: CardlabWorld, label: string, money: Money, options: { twoPhase?: boolean; params?: Record<string, unknown>; ownParameters?: boolean } = {}) {
  const { ownParameters = false, ...rest } = options;
  return registerOrder(world, label, money, { ...rest, callbackUrl: await addressOf(world, 'order', ownParameters) });
}

/** Only `@emulator-only` scenarios: there is no public operation for the account's address. */
export async function setAccountCallbackAddress(world: CardlabWorld, ownParameters = false): Promise<void> {
  await clientsOf(world).control.setCallbackUrl(await addressOf(world, 'account', ownParameters));
}

export async function removeAccountCallbackAddress(world: CardlabWorld): Promise<void> {
  await clientsOf(world).control.setCallbackUrl(null);
}

/** The merchant's server answers the next `count` callbacks with HTTP 500. */
export async function failNextCallbacks(world: CardlabWorld, count: number): Promise<void> {
  (await world.standIns.callbacks()).failNext(count);
}
