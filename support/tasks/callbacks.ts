/**
 * The merchant's callback set-up: the order's own address (given when the order is registered), the
 * address on the merchant's account (the emulator's control API stands in for the personal area),
 * and a merchant server that fails the next deliveries.
 */
import type { Money } from '../money.js';
import type { CardlabWorld } from '../world.js';
import { registerOrder } from './orders.js';

/** Registers an order whose callbacks go to the scenario's own address at the harness's receiver. */
export async function registerOrderWithCallbacks(world: CardlabWorld, label: string, money: Money, options: { twoPhase?: boolean; params?: Record<string, unknown> } = {}) {
  return registerOrder(world, label, money, { ...options, callbackUrl: (await world.standIns.callbacks()).url('order') });
}

/** Only `@emulator-only` scenarios: there is no public operation for the account's address. */
export async function setAccountCallbackAddress(world: CardlabWorld): Promise<void> {
  await world.emulator().setCallbackUrl((await world.standIns.callbacks()).url('account'));
}

export async function removeAccountCallbackAddress(world: CardlabWorld): Promise<void> {
  await world.emulator().setCallbackUrl(null);
}

/** The merchant's server answers the next `count` callbacks with HTTP 500. */
export async function failNextCallbacks(world: CardlabWorld, count: number): Promise<void> {
  (await world.standIns.callbacks()).failNext(count);
}
