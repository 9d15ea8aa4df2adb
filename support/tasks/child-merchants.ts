/**
 * Child merchants of the gateway merchant: added as the gateway's back office adds them (the
 * emulator's control API stands in for it, so only `@emulator-only` scenarios use them), then orders
 * registered for them. A merchant is named in scenarios by its shop name; its login is that name in
 * lower case with hyphens ("Shop24 Kids" → "shop24-kids").
 */
import { clientsOf } from '../clients.js';
import type { Money } from '../money.js';
import { shopUrl } from '../stand-ins/merchant-site.js';
import type { CardlabWorld } from '../world.js';
import { knownOrder, newOrderNumber, registerOrder } from './orders.js';
import { listTodaysOrders } from './order-reports.js';

export const loginOf = (name: string): string => name.trim().toLowerCase().replace(/[^a-z0-9]+/g, '-');

export async function addChildMerchant(world: CardlabWorld, name: string): Promise<void> {
  await clientsOf(world).control.addChildMerchant(loginOf(name));
}

/** Registers an order for another merchant (merchantLogin): one of the account's children, or not. */
export async function registerOrderFor(world: CardlabWorld, label: string, money: Money, name: string): Promise<void> {
  await registerOrder(world, label, money, { params: { merchantLogin: loginOf(name) } });
}

/** Registers an order of 1.00 EUR for a child merchant with the number of an earlier order (`reusing`), another shop's. */
export async function registerOrderForWithNumberOf(world: CardlabWorld, label: string, name: string, reusing: string): Promise<void> {
  await registerOrder(world, label, { minor: 100, currency: 'EUR' }, { params: { merchantLogin: loginOf(name) }, orderNumber: knownOrder(world, reusing).orderNumber });
}

/** Tries to register an order for a merchant that may not be the account's child: the answer is left to a later step. */
export async function tryToRegisterOrderFor(world: CardlabWorld, label: string, money: Money, name: string): Promise<void> {
  world.attempted(`registering order ${label} for ${name}`, await clientsOf(world).gateway.call('register.do', { orderNumber: newOrderNumber(world, label), amount: money.minor, returnUrl: shopUrl('return'), merchantLogin: loginOf(name) }));
}

/** Today's orders of one merchant (the account's own or a child's) still waiting for their payment. */
export async function listChildOrders(world: CardlabWorld, name: string): Promise<void> {
  world.succeeded(`listing today's orders of ${name}`, await listTodaysOrders(world, ['waiting for payment'], loginOf(name)));
}
