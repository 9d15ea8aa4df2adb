/** Transfers as a card lists them, read back in the scenario's words (names, "100.00 EUR"). */
import type { Transfer } from '../../src/contracts/v2.js';
import { clientsOf } from '../clients.js';
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
