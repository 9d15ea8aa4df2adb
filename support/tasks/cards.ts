/** Business activities around cards: issuing, blocking, limits, PIN, reissue. */
import type { Card, SpendingLimit } from '../../src/contracts/v2.js';
import type { Answer } from '../../src/clients/v2.js';
import { clientsOf } from '../clients.js';
import type { CardlabWorld } from '../world.js';
import { maskPan } from '../../src/common/masking.js';
import { ensureCardholder } from './cardholders.js';
import { registerCustomer } from './customers.js';

/** A Luhn-valid card number of the sandbox's range that no card has: the card system does not know it. */
export const UNKNOWN_CARD_NUMBER = '5298110000000015';

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
  const answer = await clientsOf(world).v1.call('createVirtualCard', {
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
  const issued = world.succeeded(`issuing a card to ${name}`, await clientsOf(world).v2.createCard({ productName: world.target.v2.productName, cardholder }));
  const details = world.read(`reading ${name}'s new card`, await clientsOf(world).v2.getCard(issued.id));
  if (!details.number || !details.cvc) throw new Error(`the details of ${name}'s card do not show its number and security code`);
  world.remember(details.number);
  world.actors.get(name).card = { id: issued.id, number: details.number, expiryDate: details.expiryDate, numberMask: details.numberMask, cvc: details.cvc };
  return issued;
}

export async function ensureCard(world: CardlabWorld, name: string): Promise<void> {
  if (!world.actors.get(name).card) await issueCard(world, name);
}

export async function tryIssueCard(world: CardlabWorld, productName: string, cardholder: string): Promise<void> {
  world.attempted('issuing a card', await clientsOf(world).v2.createCard({ productName, cardholder }));
}

export async function updateCard(world: CardlabWorld, name: string, change: Record<string, unknown>, what: string): Promise<Card> {
  return world.succeeded(`${what} (${name})`, await clientsOf(world).v2.updateCard(world.actors.card(name).id, change));
}

export async function tryUpdateCard(world: CardlabWorld, name: string, change: Record<string, unknown>, what: string): Promise<Answer<Card>> {
  return world.attempted(`${what} (${name})`, await clientsOf(world).v2.updateCard(world.actors.card(name).id, change));
}

/** Blocks (or, with `blocked` false, unblocks) the card through the scenario's interface; `attempt` records a refusal instead of failing. */
export async function setCardBlocked(world: CardlabWorld, name: string, blocked: boolean, attempt = false): Promise<void> {
  const what = blocked ? 'blocking the card' : 'unblocking the card';
  if (world.api !== 'v1') {
    await (attempt ? tryUpdateCard : updateCard)(world, name, { status: blocked ? 'blocked' : 'active' }, what);
    return;
  }
  const answer = await clientsOf(world).v1.call(blocked ? 'blockCard' : 'validateCard', { cardIdentification: { cardNumber: world.actors.card(name).number } });
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
  const details = world.read(`reading ${name}'s reissued card`, await clientsOf(world).v2.getCard(card.id));
  world.remember(details.number ?? '');
  Object.assign(card, { number: details.number, expiryDate: details.expiryDate, numberMask: details.numberMask });
}

/** What a card issued through the card system (v1) may be given instead of the sandbox's values. */
export interface V1CardRequest {
  readonly cardNumber?: string;
  readonly expDate?: string;
  readonly accountNumber?: string;
  readonly productType?: string;
}

/** createVirtualCard on the person's account (or `over.accountNumber`), with the sandbox's values unless `over` says otherwise. */
function createV1Card(world: CardlabWorld, name: string | undefined, over: V1CardRequest) {
  const v1 = world.target.v1!;
  return clientsOf(world).v1.call('createVirtualCard', {
    cardIdentification: { cardNumber: over.cardNumber ?? v1.placeholderCardNumber },
    virtualCardIdentification: { expDate: over.expDate ?? `${new Date().getUTCFullYear() + 2}01`, productType: over.productType ?? v1.cardProductType },
    amount: 0,
    currency: 978,
    accountNumber: over.accountNumber ?? world.actors.accountNumber(name!),
  });
}

/** A card issued through the card system with a value the sandbox may refuse; the refusal is for a later step to check. */
export async function tryIssueV1Card(world: CardlabWorld, name: string | undefined, over: V1CardRequest): Promise<void> {
  world.attempted('issuing a card', await createV1Card(world, name, over));
}

/** Further cards on the person's account, through the card system; their numbers are kept as the person's. */
export async function issueMoreV1Cards(world: CardlabWorld, name: string, count: number): Promise<void> {
  const actor = world.actors.get(name);
  for (let i = 0; i < count; i++) {
    const issued = world.succeeded(`issuing card ${i + 1} to ${name}`, await createV1Card(world, name, {})).virtualCardIdentification;
    if (!issued.cardNumber || !issued.cardId) throw new Error(`the card issued to ${name} came without its number or id`);
    world.remember(issued.cardNumber);
    (actor.moreCards ??= []).push(issued.cardNumber);
  }
}

/** Sets the card-system status of the person's card (hotCardStatus); `attempt` records a refusal instead of failing. */
export async function changeCardStatus(world: CardlabWorld, name: string, code: number, attempt = false): Promise<void> {
  const answer = await clientsOf(world).v1.call('changeCardStatus', { cardIdentification: cardIdentificationOf(world, name), hotCardStatus: code });
  if (attempt) world.attempted(`changing the status of ${name}'s card`, answer);
  else world.succeeded(`changing the status of ${name}'s card`, answer);
}

/** Asks the card system for the data of a card it does not know; the refusal is for a later step to check. */
export async function tryReadUnknownCardData(world: CardlabWorld): Promise<void> {
  world.attempted('reading an unknown card', await clientsOf(world).v1.call('getCardData', { cardIdentification: { cardNumber: UNKNOWN_CARD_NUMBER } }));
}

/** Asks Card Management v2 for a card that does not exist; the refusal is for a later step to check. */
export async function tryLookUpUnknownCard(world: CardlabWorld): Promise<void> {
  world.attempted('looking up an unknown card', await clientsOf(world).v2.getCard(world.faker.string.uuid()));
}

/** Asks Card Management v2 to block a card that does not exist; the refusal is for a later step to check. */
export async function tryBlockUnknownCard(world: CardlabWorld): Promise<void> {
  world.attempted('blocking an unknown card', await clientsOf(world).v2.updateCard(world.faker.string.uuid(), { status: 'blocked' }));
}

/** Issues a card of the sandbox's product to a cardholder that does not exist; the refusal is for a later step to check. */
export async function tryIssueCardToUnknownCardholder(world: CardlabWorld): Promise<void> {
  await tryIssueCard(world, world.target.v2.productName, world.faker.string.uuid());
}
