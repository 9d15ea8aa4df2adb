/** Business activities around cards: issuing, blocking, limits, PIN, reissue. */
import type { Card, SpendingLimit } from '../../src/contracts/v2.js';
import type { Answer } from '../../src/clients/v2.js';
import type { CardlabWorld } from '../world.js';
import { maskPan } from '../../src/common/masking.js';
import { ensureCardholder } from './cardholders.js';
import { registerCustomer } from './customers.js';

/** A person's card as the card system (v1) identifies it in a request. */
export function cardIdentificationOf(world: CardlabWorld, name: string): { cardNumber: string } {
  return { cardNumber: world.actors.card(name).number };
}

/** Issues a card through the scenario's interface and keeps its full number for later payments. */
export async function issueCard(world: CardlabWorld, name: string): Promise<void> {
  if (world.api === 'v1') return issueCardV1(world, name);
  await issueCardV2(world, name);
}

async function issueCardV1(world: CardlabWorld, name: string): Promise<void> {
  if (!world.actors.get(name).accountNumber) await registerCustomer(world, name);
  const v1 = world.target.v1!;
  const expDate = `${new Date().getUTCFullYear() + 3}12`;
  const answer = await world.v1.call('createVirtualCard', {
    cardIdentification: { cardNumber: v1.placeholderCardNumber },
    virtualCardIdentification: { expDate, productType: v1.cardProductType },
    amount: 0,
    currency: 978,
    accountNumber: world.actors.accountNumber(name),
    deliveryMethod: 'WS',
  });
  const issued = world.succeeded(`issuing a card to ${name}`, answer).virtualCardIdentification;
  if (!issued.cardNumber || !issued.cardId) throw new Error(`the card issued to ${name} came without its number or id`);
  world.remember(issued.cardNumber);
  world.actors.get(name).card = { id: issued.cardId, number: issued.cardNumber, expiryDate: issued.expDate, numberMask: maskPan(issued.cardNumber) };
}

async function issueCardV2(world: CardlabWorld, name: string): Promise<Card> {
  const cardholder = await ensureCardholder(world, name);
  const issued = world.succeeded(`issuing a card to ${name}`, await world.v2.createCard({ productName: world.target.v2.productName, cardholder }));
  const details = world.read(`reading ${name}'s new card`, await world.v2.getCard(issued.id));
  if (!details.number || !details.cvc) throw new Error(`the details of ${name}'s card do not show its number and security code`);
  world.remember(details.number);
  world.actors.get(name).card = { id: issued.id, number: details.number, expiryDate: details.expiryDate, numberMask: details.numberMask, cvc: details.cvc };
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

/** Blocks (or, with `blocked` false, unblocks) the card through the scenario's interface; `attempt` records a refusal instead of failing. */
export async function setCardBlocked(world: CardlabWorld, name: string, blocked: boolean, attempt = false): Promise<void> {
  const what = blocked ? 'blocking the card' : 'unblocking the card';
  if (world.api !== 'v1') {
    await (attempt ? tryUpdateCard : updateCard)(world, name, { status: blocked ? 'blocked' : 'active' }, what);
    return;
  }
  const answer = await world.v1.call(blocked ? 'blockCard' : 'validateCard', { cardIdentification: { cardNumber: world.actors.card(name).number } });
  if (attempt) world.attempted(`${what} (${name})`, answer);
  else world.succeeded(`${what} (${name})`, answer);
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
