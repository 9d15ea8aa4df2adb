/** What the public API shows about cards and cardholders. */
import type { Card, Cardholder } from '../../src/contracts/v2.js';
import { clientsOf } from '../clients.js';
import type { CardlabWorld } from '../world.js';

export async function cardDetails(world: CardlabWorld, name: string): Promise<Card> {
  return world.read(`reading ${name}'s card`, await clientsOf(world).v2.getCard(world.actors.card(name).id));
}

/** The card as the card system (v1) shows it. */
export function cardData(world: CardlabWorld, name: string) {
  return cardDataOfNumber(world, world.actors.card(name).number, `${name}'s card`);
}

/** Any card as the card system (v1) shows it, by its number; `what` names it in a failure ("card 2"). */
export async function cardDataOfNumber(world: CardlabWorld, cardNumber: string, what: string) {
  const answer = await clientsOf(world).v1.call('getCardData', { cardIdentification: { cardNumber } });
  return world.read(`reading the card data of ${what}`, answer).cardData;
}

/** The balance of the card's account, read through the scenario's interface (v1: getCardBalance, the ledger balance). */
export async function balanceOf(world: CardlabWorld, name: string): Promise<number> {
  if (world.api === 'v1') {
    const answer = await clientsOf(world).v1.call('getCardBalance', { cardIdentification: { cardNumber: world.actors.card(name).number } });
    const balance = world.read(`reading the balance of ${name}'s card`, answer).balance;
    if (balance === undefined) throw new Error(`the card system answered no balance for ${name}'s card`);
    return balance;
  }
  return (await cardDetails(world, name)).account.balance;
}

/** active or blocked, read through the scenario's interface (v1: VALID CARD is active, any other status blocked). */
export async function cardState(world: CardlabWorld, name: string): Promise<'active' | 'blocked'> {
  if (world.api === 'v1') return (await cardData(world, name)).hotCardStatus === 0 ? 'active' : 'blocked';
  return (await cardDetails(world, name)).status;
}

export async function spendingLimitsOf(world: CardlabWorld, name: string): Promise<Record<string, number>> {
  const limits = (await cardDetails(world, name)).spendingLimits;
  return Object.fromEntries(limits.map((l) => [l.interval, l.amount]));
}

export async function cardholderRecord(world: CardlabWorld, name: string): Promise<Cardholder> {
  return world.read(`reading ${name}'s cardholder record`, await clientsOf(world).v2.getCardholder(world.actors.cardholderId(name)));
}
