/** What the card system (v1) shows about a card's account: what can be spent, what is held, what is allowed. */
import { clientsOf } from '../clients.js';
import { accountOf } from '../tasks/accounts.js';
import type { CardlabWorld } from '../world.js';

export async function accountBalancesOf(world: CardlabWorld, name: string): Promise<{ available: number; held: number }> {
  const answer = await clientsOf(world).v1.call('getAccountBalanceFromBo', { accountNumber: await accountOf(world, name) });
  const balances = world.read(`reading the balances of ${name}'s account`, answer);
  return { available: balances.availableBalance, held: balances.holdBalance };
}

/** The account's balances by type (getAccountBalances), in either casing the interface allows. */
export async function balancesByType(world: CardlabWorld, name: string): Promise<Record<string, number>> {
  const institutionId = world.target.v1?.institutionId ?? '';
  const answer = world.read(`listing the balances of ${name}'s account`, await clientsOf(world).v1.call('getAccountBalances', { accountNumber: await accountOf(world, name), institutionId }));
  const camel = 'accountBalances' in answer ? answer.accountBalances.map((b) => [String(b.balanceType), b.amount] as const) : [];
  const snake = 'account_balances' in answer ? answer.account_balances.map((b) => [String(b.balance_type), b.amount] as const) : [];
  return Object.fromEntries([...camel, ...snake]);
}

/**
 * Which of `candidates` may receive money from the account (by their card number), and how many
 * other entries the list holds. Numbers themselves never leave this function: they are card numbers.
 */
export async function allowedBeneficiariesAmong(world: CardlabWorld, name: string, candidates: readonly string[]): Promise<{ named: string[]; others: number }> {
  const answer = await clientsOf(world).v1.call('getAllowedBeneficiaries', { accountNumber: await accountOf(world, name) });
  const list = world.read(`reading the allowed beneficiaries of ${name}'s account`, answer).beneficiaries;
  const named = candidates.filter((c) => list.includes(world.actors.card(c).number));
  return { named, others: list.length - named.length };
}

export async function allowedMerchantCategoriesOf(world: CardlabWorld, name: string): Promise<number[]> {
  const answer = await clientsOf(world).v1.call('getAllowedMccList', { cardIdentification: { cardNumber: world.actors.card(name).number } });
  return world.read(`reading the allowed merchant categories of ${name}'s account`, answer).mccList;
}

/** The restriction status of the account as the card data shows it: code and name. */
export async function restrictionOf(world: CardlabWorld, name: string): Promise<{ code: number | undefined; description: string | undefined }> {
  const answer = await clientsOf(world).v1.call('getCardData', { cardIdentification: { cardNumber: world.actors.card(name).number } });
  const account = world.read(`reading the card data of ${name}'s card`, answer).cardData.accounts?.[0];
  return { code: account?.status, description: account?.statusDescription };
}
