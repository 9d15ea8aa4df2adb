/**
 * Business activities on a card's account in the card system (v1): holds, the restriction status,
 * and the lists of allowed beneficiaries and merchant categories.
 */
import { clientsOf } from '../clients.js';
import { type Money, cardSystemCurrency } from '../money.js';
import { cardData } from '../questions/cards.js';
import { UNKNOWN_CARD_NUMBER } from './cards.js';
import { UNKNOWN_ACCOUNT_NUMBER } from './money.js';
import type { CardlabWorld } from '../world.js';

/** The account of a person's card: known from registration, or read from the card data (a card issued through v2). */
export async function accountOf(world: CardlabWorld, name: string): Promise<string> {
  const actor = world.actors.get(name);
  if (actor.accountNumber) return actor.accountNumber;
  const number = (await cardData(world, name)).accounts?.[0]?.number;
  if (!number) throw new Error(`the card data of ${name}'s card shows no account`);
  actor.accountNumber = number;
  return number;
}

/** The account of a person's card, or (null) one the card system does not have. */
const accountOrUnknown = (world: CardlabWorld, name: string | null) => (name === null ? UNKNOWN_ACCOUNT_NUMBER : accountOf(world, name));

/** Holds `money` on the account: it replaces any earlier hold; 0.00 EUR releases it. `null`: an account the card system does not have. */
export async function hold(world: CardlabWorld, name: string | null, money: Money, attempt = false): Promise<void> {
  const body = { accountNumber: await accountOrUnknown(world, name), amount: money.minor, currency: cardSystemCurrency(money.currency) };
  const answer = await clientsOf(world).v1.call('changeAccountArrestAmount', body);
  if (attempt) world.attempted(`holding ${money.minor} on ${name ?? 'an unknown'}'s account`, answer);
  else world.succeeded(`holding money on ${name ?? 'an unknown'}'s account`, answer);
}

/** Gives the account a restriction status; `null`: an account the card system does not have. */
export async function setRestriction(world: CardlabWorld, name: string | null, code: number, attempt = false): Promise<void> {
  const answer = await clientsOf(world).v1.call('changeAccountStatusInFe', { accountNumber: await accountOrUnknown(world, name), accountStatus: code });
  if (attempt) world.attempted(`setting the restriction status of ${name ?? 'an unknown'}'s account`, answer);
  else world.succeeded(`setting the restriction status of ${name ?? 'an unknown'}'s account`, answer);
}

/** Only these people's cards (or, `by` account, their accounts) may receive transfers from the account (none: no restriction). */
export async function allowBeneficiaries(world: CardlabWorld, name: string, beneficiaries: readonly string[], by: 'card' | 'account' = 'card'): Promise<void> {
  const numbers = beneficiaries.map((b) => (by === 'card' ? world.actors.card(b).number : world.actors.accountNumber(b)));
  const answer = await clientsOf(world).v1.call('setAllowedBeneficiaries', { accountNumber: await accountOf(world, name), beneficiaries: numbers });
  world.succeeded(`setting the allowed beneficiaries of ${name}'s account`, answer);
}

/** Card payments from the account only at these merchant categories (none: no restriction). */
export async function allowMerchantCategories(world: CardlabWorld, name: string, mccList: readonly number[]): Promise<void> {
  const answer = await clientsOf(world).v1.call('setAllowedMccList', { cardIdentification: { cardNumber: world.actors.card(name).number }, mccList });
  world.succeeded(`setting the allowed merchant categories of ${name}'s account`, answer);
}

/**
 * A balance inquiry whose outcome a later step checks (it may be refused by the account's status):
 * of a person's card, or (null) of a card the card system does not have; `account` names whose
 * account number is sent beside the card.
 */
/** getAccountBalanceFromBo of the account; `null`: one the card system does not have. A later step checks a refusal. */
export async function tryReadAccountBalance(world: CardlabWorld, name: string | null): Promise<void> {
  const answer = await clientsOf(world).v1.call('getAccountBalanceFromBo', { accountNumber: await accountOrUnknown(world, name) });
  world.attempted(`reading the balance of ${name ?? 'an unknown'}'s account`, answer);
}

export async function tryReadBalance(world: CardlabWorld, name: string | null, account?: string): Promise<void> {
  const cardNumber = name === null ? UNKNOWN_CARD_NUMBER : world.actors.card(name).number;
  const body = { cardIdentification: { cardNumber }, ...(account === undefined ? {} : { accountNumber: world.actors.accountNumber(account) }) };
  world.attempted(`reading the balance of ${name ?? 'an unknown'}'s card`, await clientsOf(world).v1.call('getCardBalance', body));
}
