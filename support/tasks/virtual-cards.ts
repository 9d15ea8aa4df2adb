/**
 * Issuing virtual cards through the card system (v1) with a chosen expiry or delivery, and the
 * envelope of consecutive actions. The target's clock is taken to be UTC real time (as in
 * tasks/limits.ts `today`).
 */
import type { V1Answer } from '../../src/clients/v1.js';
import { clientsOf } from '../clients.js';
import { subject } from '../notepad.js';
import type { CardlabWorld } from '../world.js';
import { cardIdentificationOf, tryIssueV1Card } from './cards.js';

/** YYYYMM of the month `ahead` months from now (0: the current month). */
export function monthFromNow(ahead: number): string {
  const now = new Date();
  const month = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + ahead, 1));
  return `${month.getUTCFullYear()}${String(month.getUTCMonth() + 1).padStart(2, '0')}`;
}

/** A card expiring `ahead` months from now; a refusal is for a later step to check. */
export function tryIssueCardExpiringIn(world: CardlabWorld, name: string, ahead: number): Promise<void> {
  return tryIssueV1Card(world, name, { expDate: monthFromNow(ahead) });
}

/** A card delivered as `deliveryMethod` says (WS, HALF_AND_HALF); the answer is for a later step to read. */
export async function issueV1CardDelivered(world: CardlabWorld, name: string, deliveryMethod: string): Promise<void> {
  const v1 = world.target.v1!;
  const answer = await clientsOf(world).v1.call('createVirtualCard', {
    cardIdentification: { cardNumber: v1.placeholderCardNumber },
    virtualCardIdentification: { expDate: monthFromNow(24), productType: v1.cardProductType },
    amount: 0,
    currency: 978,
    accountNumber: world.actors.accountNumber(name),
    deliveryMethod,
  });
  const issued = world.succeeded(`issuing a card to ${name} delivered ${deliveryMethod}`, answer).virtualCardIdentification;
  if (issued.cardNumber) world.remember(issued.cardNumber);
}

/** The answers of consecutive actions, with the real time before the first and after the last. */
export interface ActionsInARow {
  readonly answers: readonly V1Answer<'blockCard' | 'validateCard'>[];
  readonly from: number;
  readonly to: number;
}

const IN_A_ROW = subject<ActionsInARow | undefined>(() => undefined);

/** Blocks the card and unblocks it, keeping both answers for a later step. */
export async function blockAndUnblock(world: CardlabWorld, name: string): Promise<void> {
  const from = Date.now();
  const blocked = await clientsOf(world).v1.call('blockCard', { cardIdentification: cardIdentificationOf(world, name) });
  world.succeeded(`blocking ${name}'s card`, blocked);
  const unblocked = await clientsOf(world).v1.call('validateCard', { cardIdentification: cardIdentificationOf(world, name) });
  world.succeeded(`unblocking ${name}'s card`, unblocked);
  world.notes.set(IN_A_ROW, { answers: [blocked, unblocked], from, to: Date.now() });
}

/** The answers of the last actions made in a row (blockAndUnblock). */
export function actionsInARow(world: CardlabWorld): ActionsInARow {
  const noted = world.notes.get(IN_A_ROW);
  if (!noted) throw new Error('no earlier step made actions in a row');
  return noted;
}
