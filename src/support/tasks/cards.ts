/** Business activities around cards: issuing, blocking, limits, PIN, reissue. */
import type { Card, SpendingLimit } from '../../contracts/v2.js';
import type { Answer } from '../../clients/v2.js';
import type { CardlabWorld } from '../world.js';
import { ensureCardholder } from './cardholders.js';

/** Issues a card and keeps its full number (from the card details) for later payments. */
export async function issueCard(world: CardlabWorld, name: string): Promise<Card> {
  const cardholder = await ensureCardholder(world, name);
  const issued = world.succeeded(`issuing a card to ${name}`, await world.v2.createCard({ productName: world.target.v2.productName, cardholder }));
  const details = world.read(`reading ${name}'s new card`, await world.v2.getCard(issued.id));
  if (!details.number || !details.cvc) throw new Error(`the details of ${name}'s card do not show its number and security code`);
  world.remember(details.number);
  world.actors.get(name).card = { id: issued.id, number: details.number, expiryDate: details.expiryDate, numberMask: details.numberMask };
  return issued;
}

export async function ensureCard(world: CardlabWorld, name: string): Promise<void> {
  if (!world.actors.get(name).card) await issueCard(world, name);
}

export async function tryIssueCard(world: CardlabWorld, productName: string, cardholder: string): Promise<void> {
  world.attempted('issuing a card', await world.v2.createCard({ productName, cardholder }));
}

export async function updateCard(world: CardlabWorld, name: string, change: Record<string, unknown>, what: string): Promise<Card> {
  return world.succeeded(`${what} (${name})`, await world.v2.updateCard(world.actors.card(name).id, change));
}

export async function tryUpdateCard(world: CardlabWorld, name: string, change: Record<string, unknown>, what: string): Promise<Answer<Card>> {
  return world.attempted(`${what} (${name})`, await world.v2.updateCard(world.actors.card(name).id, change));
}

export function setSpendingLimits(world: CardlabWorld, name: string, limits: SpendingLimit[]): Promise<Card> {
  return updateCard(world, name, { spendingLimits: limits }, 'setting spending limits');
}

export async function reissueCard(world: CardlabWorld, name: string): Promise<void> {
  await updateCard(world, name, { reissueCard: true }, 'reissuing the card');
  const card = world.actors.card(name);
  world.actors.get(name).previousNumber = card.number;
  const details = world.read(`reading ${name}'s reissued card`, await world.v2.getCard(card.id));
  world.remember(details.number ?? '');
  Object.assign(card, { number: details.number, expiryDate: details.expiryDate, numberMask: details.numberMask });
}
