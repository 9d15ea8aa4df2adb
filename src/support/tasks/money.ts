/** Business activities that move money: top-ups and card-to-card transfers. */
import type { Topup, Transfer } from '../../contracts/v2.js';
import type { CardlabWorld } from '../world.js';
import type { Money } from '../money.js';

const declined = (answer: { ok: boolean; value?: { status: string } }) => !answer.ok || answer.value?.status !== 'approved';

export function topupBody(world: CardlabWorld, name: string, money: Money) {
  return { amount: money.minor, currency: money.currency, destinationCard: { cardNumber: world.actors.card(name).number } };
}

export function transferBody(world: CardlabWorld, from: string, to: string, money: Money, expiryDate?: string) {
  const source = world.actors.card(from);
  return {
    amount: money.minor,
    currency: money.currency,
    sourceCard: { cardNumber: source.number, expiryDate: expiryDate ?? source.expiryDate },
    destinationCard: { cardNumber: world.actors.card(to).number },
  };
}

export async function topUp(world: CardlabWorld, name: string, money: Money): Promise<Topup> {
  const topup = world.succeeded(`topping up ${name}'s card`, await world.v2.createTopup(topupBody(world, name, money)));
  if (topup.status !== 'approved') throw new Error(`topping up ${name}'s card was declined: ${topup.statusMessage}`);
  return topup;
}

export async function tryTopUp(world: CardlabWorld, name: string, money: Money): Promise<void> {
  const answer = await world.v2.createTopup(topupBody(world, name, money));
  world.attempted(`topping up ${name}'s card`, answer, declined(answer));
}

export async function transfer(world: CardlabWorld, from: string, to: string, money: Money): Promise<Transfer> {
  const result = world.succeeded(`transferring from ${from} to ${to}`, await world.v2.createTransfer(transferBody(world, from, to, money)));
  if (result.status !== 'approved') throw new Error(`the transfer from ${from} to ${to} was declined: ${result.statusMessage}`);
  return result;
}

export async function tryTransfer(world: CardlabWorld, from: string, to: string, money: Money, expiryDate?: string): Promise<void> {
  const answer = await world.v2.createTransfer(transferBody(world, from, to, money, expiryDate));
  world.attempted(`transferring from ${from} to ${to}`, answer, declined(answer));
}
