/** What the public API shows about cards and cardholders. */
import type { Card, Cardholder } from '../../contracts/v2.js';
import type { CardlabWorld } from '../world.js';

export async function cardDetails(world: CardlabWorld, name: string): Promise<Card> {
  return world.read(`reading ${name}'s card`, await world.v2.getCard(world.actors.card(name).id));
}

export async function balanceOf(world: CardlabWorld, name: string): Promise<number> {
  return (await cardDetails(world, name)).account.balance;
}

export async function spendingLimitsOf(world: CardlabWorld, name: string): Promise<Record<string, number>> {
  const limits = (await cardDetails(world, name)).spendingLimits;
  return Object.fromEntries(limits.map((l) => [l.interval, l.amount]));
}

export async function cardholderRecord(world: CardlabWorld, name: string): Promise<Cardholder> {
  return world.read(`reading ${name}'s cardholder record`, await world.v2.getCardholder(world.actors.cardholderId(name)));
}
