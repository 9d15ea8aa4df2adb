/** What the card system shows about limits, read back in the scenario's words ("100.00 EUR", "2 calendar months"). */
import { clientsOf } from '../clients.js';
import { formatMoney } from '../money.js';
import { cycleWords } from '../tasks/limits.js';
import type { CardlabWorld } from '../world.js';

/** A limit as a person reads it. Fields the target leaves out show as "(none)". */
export interface LimitRow {
  readonly limit: string;
  readonly amount: string;
  readonly per: string;
  readonly used: string;
}

export interface ExceptionRow {
  readonly from: string;
  readonly to: string;
  readonly amount: string;
  readonly per: string;
}

const money = (minor: number | undefined) => (minor === undefined ? '(none)' : formatMoney(minor));

export async function cardLimits(world: CardlabWorld, name: string) {
  const answer = await clientsOf(world).v1.call('getCardLimits', { cardIdentification: { cardNumber: world.actors.card(name).number } });
  return world.read(`reading the limits of ${name}'s card`, answer).limits;
}

export async function cardLimit(world: CardlabWorld, name: string, limit: string) {
  const found = (await cardLimits(world, name)).find((l) => l.name === limit);
  if (!found) throw new Error(`${name}'s card shows no limit ${limit}`);
  return found;
}

export async function accountLimits(world: CardlabWorld, name: string) {
  const answer = await clientsOf(world).v1.call('getAccountLimits', { accountNumber: world.actors.accountNumber(name) });
  return world.read(`reading the limits of ${name}'s account`, answer).limits;
}

type ShownLimit = Awaited<ReturnType<typeof cardLimits>>[number];

/** Limits in name order: the spec leaves the order open, so rows compare the same on every target. */
export function limitRows(limits: readonly ShownLimit[]): LimitRow[] {
  return [...limits]
    .sort((a, b) => a.name.localeCompare(b.name))
    .map((l) => ({ limit: l.name, amount: money(l.value), per: cycleWords(l), used: money(l.currentValue) }));
}

export function exceptionRows(limit: ShownLimit): ExceptionRow[] {
  return limit.limitExceptions.map((e) => ({ from: e.startDate, to: e.endDate, amount: money(e.value), per: cycleWords(e) }));
}
