/**
 * Business activities around the card system's limits: change a card's or an account's limit, make
 * and delete exceptions. Limits are named as the card product names them (LMTP0107 …); cycles are
 * said in words ("day", "2 calendar months") and turned into the card system's cycle codes here.
 */
import { maskPan } from '../../src/common/masking.js';
import { clientsOf } from '../clients.js';
import { formatMoney, type Money } from '../money.js';
import type { CardlabWorld } from '../world.js';
import { cardIdentificationOf, UNKNOWN_CARD_NUMBER } from './cards.js';
import { transferBody } from './money.js';

/** A cycle as the card system counts it: a cycle type code and a number of units. */
export interface Cycle {
  readonly cycleType: number;
  readonly cycleLength: number;
}

/** Cycle words → cycle type codes (spec 01 §8). "day" is the only day the card system has: midnight to midnight. */
const CYCLE_CODES: Readonly<Record<string, number>> = {
  day: 0,
  'calendar day': 0,
  week: 1,
  'calendar week': 2,
  month: 3,
  'calendar month': 4,
  quarter: 5,
  'calendar quarter': 6,
  year: 7,
  'calendar year': 8,
  hour: 11,
  'calendar hour': 12,
};

export const CYCLE_PATTERN = /(?:\d+ )?(?:calendar )?(?:hour|day|week|month|quarter|year)s?/;

/** "2 calendar months" → type 4, length 2; "day" → type 0, length 1. */
export function parseCycle(text: string): Cycle {
  const match = /^(?:(\d+) )?(.+?)s?$/.exec(text.trim());
  const cycleType = match?.[2] === undefined ? undefined : CYCLE_CODES[match[2]];
  if (!match || cycleType === undefined) throw new Error(`"${text}" is not a cycle such as "day", "2 hours" or "calendar month"`);
  return { cycleType, cycleLength: Number(match[1] ?? 1) };
}

/** type 4, length 2 → "2 calendar months"; an unknown code shows as "cycle type N". */
export function cycleWords(cycle: Partial<Cycle>): string {
  const word = cycle.cycleType === 0 ? 'day' : Object.entries(CYCLE_CODES).find(([, code]) => code === cycle.cycleType)?.[0];
  const unit = word ?? `cycle type ${String(cycle.cycleType)}`;
  const length = cycle.cycleLength ?? 1;
  return length === 1 ? unit : `${length} ${unit}s`;
}

/** A change of a limit: any of its amount (minor units) and cycle. */
export interface LimitChange {
  readonly value?: number | undefined;
  readonly cycleType?: number | undefined;
  readonly cycleLength?: number | undefined;
}

export interface ExceptionPeriod {
  readonly startDate: string;
  readonly endDate: string;
}

/** Today in UTC, the date the card system counts days in. */
export function today(): string {
  return new Date().toISOString().slice(0, 10);
}


/** Changes a card limit; with `attempt` a refusal is recorded for a later step to check instead of failing. */
export async function changeCardLimit(world: CardlabWorld, name: string, limit: string, change: LimitChange, attempt = false): Promise<void> {
  const answer = await clientsOf(world).v1.call('changeCardLimit', { cardIdentification: cardIdentificationOf(world, name), limit: { name: limit, ...change } });
  const what = `changing the limit ${limit} of ${name}'s card`;
  if (attempt) world.attempted(what, answer);
  else world.succeeded(what, answer);
}

/** Changes a limit of a card the card system does not know; the refusal is for a later step to check. */
export async function tryChangeLimitOfUnknownCard(world: CardlabWorld): Promise<void> {
  const answer = await clientsOf(world).v1.call('changeCardLimit', { cardIdentification: { cardNumber: UNKNOWN_CARD_NUMBER }, limit: { name: 'LMTP0107', value: 100 } });
  world.attempted('changing a limit of an unknown card', answer);
}

/** Makes (or, for exactly the same period, replaces) an exception to a card limit. */
export async function setLimitException(world: CardlabWorld, name: string, limit: string, period: ExceptionPeriod, change: LimitChange, attempt = false): Promise<void> {
  const answer = await clientsOf(world).v1.call('changeCardLimit', { cardIdentification: cardIdentificationOf(world, name), limit: { name: limit, ...period, ...change } });
  const what = `making an exception to the limit ${limit} of ${name}'s card`;
  if (attempt) world.attempted(what, answer);
  else world.succeeded(what, answer);
}

export async function deleteLimitException(world: CardlabWorld, name: string, limit: string, period: ExceptionPeriod, attempt = false): Promise<void> {
  const answer = await clientsOf(world).v1.call('deleteCardLimitException', { cardIdentification: cardIdentificationOf(world, name), limitException: { limitName: limit, ...period } });
  const what = `deleting the exception to the limit ${limit} of ${name}'s card`;
  if (attempt) world.attempted(what, answer);
  else world.succeeded(what, answer);
}

/** Changes (or, the first time, sets) a limit of an account; `accountNumber` defaults to the actor's. */
export async function changeAccountLimit(world: CardlabWorld, name: string | undefined, limit: string, change: LimitChange & Partial<ExceptionPeriod>, attempt = false, accountNumber?: string): Promise<void> {
  const number = accountNumber ?? world.actors.accountNumber(name!);
  const answer = await clientsOf(world).v1.call('changeAccountLimit', { accountNumber: number, limit: { name: limit, ...change } });
  const what = `changing the limit ${limit} of ${name ? `${name}'s` : 'an'} account`;
  if (attempt) world.attempted(what, answer);
  else world.succeeded(what, answer);
}

/**
 * Card-to-card through Card Management v2 whatever the scenario's interface: v2 transfers count
 * against the card's and the account's cash limits like v1 ones. With `attempt` a decline is
 * recorded for a later step to check; otherwise it fails the step.
 */
export async function transferThroughV2(world: CardlabWorld, from: string, to: string, money: Money, attempt = false): Promise<void> {
  const what = `sending ${formatMoney(money.minor)} from ${from}'s card to ${to}'s through Card Management v2`;
  const answer = await clientsOf(world).v2.createTransfer(transferBody(world, from, to, money));
  const declined = !answer.ok || answer.value.status !== 'approved';
  if (attempt) world.attempted(what, answer, declined);
  else if (world.succeeded(what, answer).status !== 'approved') throw new Error(`${what} was declined: ${answer.ok ? answer.value.statusMessage : ''}`);
}

/** A second card on someone else's account (a family card): the new holder shares the account and its limits. */
export async function issueCardOnAccountOf(world: CardlabWorld, holder: string, owner: string): Promise<void> {
  const v1 = world.target.v1;
  if (!v1) throw new Error('the target has no Card Management v1 configured');
  const accountNumber = world.actors.accountNumber(owner);
  const answer = await clientsOf(world).v1.call('createVirtualCard', {
    cardIdentification: { cardNumber: v1.placeholderCardNumber },
    virtualCardIdentification: { expDate: `${new Date().getUTCFullYear() + 3}12`, productType: v1.cardProductType },
    amount: 0,
    currency: 978,
    accountNumber,
  });
  const issued = world.succeeded(`issuing a card to ${holder} on ${owner}'s account`, answer).virtualCardIdentification;
  if (!issued.cardNumber || !issued.cardId) throw new Error(`the card issued to ${holder} came without its number or id`);
  world.remember(issued.cardNumber);
  const actor = world.actors.get(holder);
  actor.accountNumber = accountNumber;
  actor.card = { id: issued.cardId, number: issued.cardNumber, expiryDate: issued.expDate, numberMask: maskPan(issued.cardNumber) };
}
