/** Transfers as a card lists them, read back in the scenario's words (names, "100.00 EUR"). */
import type { Transfer } from '../../src/contracts/v2.js';
import { clientsOf } from '../clients.js';
import { V2_CARDS_NAMED } from '../tasks/money.js';
import { formatMoney } from '../money.js';
import type { CardlabWorld } from '../world.js';

export interface TransferRow {
  readonly from: string;
  readonly to: string;
  readonly amount: string;
  readonly status: string;
}

export interface Period {
  readonly from?: string | undefined;
  readonly to?: string | undefined;
}

export async function transfersOf(world: CardlabWorld, name: string, period: Period = {}): Promise<Transfer[]> {
  const answer = await clientsOf(world).v2.listTransfers({ cardNumberFltr: world.actors.card(name).number, periodStartFltr: period.from, periodEndFltr: period.to });
  // Oldest first: the order the spec leaves open is fixed here so lists compare the same everywhere.
  return world.read(`listing the transfers of ${name}'s card`, answer).transfers.sort((a, b) => a.creationDate.localeCompare(b.creationDate));
}

export function asRows(world: CardlabWorld, transfers: readonly Transfer[]): TransferRow[] {
  return transfers.map((t) => ({
    from: world.actors.nameOfMask(t.sourceCard.cardNumber),
    to: world.actors.nameOfMask(t.destinationCard.cardNumber),
    amount: formatMoney(t.amount, t.currency),
    status: t.status,
  }));
}

/** The rows a scenario expects, with each person named as a list can show them (Actors.nameOfMask). */
export function asListedRows(world: CardlabWorld, rows: readonly Record<string, string>[]): Record<string, string>[] {
  return rows.map((row) => ({ ...row, from: world.actors.asListed(row.from ?? ''), to: world.actors.asListed(row.to ?? '') }));
}

/** A card number as a v2 answer may show it: its first six and last four digits, the rest masked. */
const maskedForm = (pan: string) => `${pan.slice(0, 6)}…${pan.slice(-4)}`;
const shownForm = (mask: string | undefined) => (mask && /^\d{6}\*+\d{4}$/.test(mask) ? `${mask.slice(0, 6)}…${mask.slice(-4)}` : `not masked: ${String(mask)}`);

/** What the last v2 top-up or transfer answer shows of the amount and the cards, beside what its request named, in the same words. */
export function movementAsNamed(world: CardlabWorld) {
  const sent = world.notes.get(V2_CARDS_NAMED).last;
  if (!sent) throw new Error('no earlier step sent a Card Management v2 top-up or transfer');
  const attempt = world.lastAttempt();
  if (!attempt.ok) throw new Error(`the last call was refused with HTTP ${attempt.status}, not answered with a movement`);
  const shown = attempt.value as Partial<Transfer>;
  return {
    named: { amount: sent.amount, currency: sent.currency, source: sent.sourceCard && maskedForm(sent.sourceCard.cardNumber), expiry: sent.sourceCard?.expiryDate, destination: maskedForm(sent.destinationCard.cardNumber) },
    shown: { amount: shown.amount, currency: shown.currency, source: shown.sourceCard && shownForm(shown.sourceCard.cardNumber), expiry: shown.sourceCard?.expiryDate, destination: shownForm(shown.destinationCard?.cardNumber) },
  };
}
