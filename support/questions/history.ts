/** The history of a card as the card system (v1) lists it, read back in the scenario's words. */
import type { z } from 'zod';
import type { transaction } from '../../src/contracts/v1/money.js';
import { clientsOf } from '../clients.js';
import { formatMoney } from '../money.js';
import type { CardlabWorld } from '../world.js';

export type HistoryRecord = z.output<typeof transaction>;

export interface HistoryRow {
  readonly type: string;
  readonly description: string;
  readonly direction: string;
  readonly amount: string;
}

/** Records of the card in the period (inclusive UTC days; open ends when not given), oldest first. */
export async function historyOf(world: CardlabWorld, name: string, period: { start?: string; end?: string } = {}): Promise<HistoryRecord[]> {
  const answer = await clientsOf(world).v1.call('getTransactions', { cardIdentification: { cardNumber: world.actors.card(name).number }, period });
  // Oldest first: the spec leaves the order open, so lists are compared in time order.
  return world.read(`reading the history of ${name}'s card`, answer).transactions.sort((a, b) => a.authorizationDate.localeCompare(b.authorizationDate));
}

export function asHistoryRows(records: readonly HistoryRecord[]): HistoryRow[] {
  return records.map((r) => ({
    type: r.transactionType,
    description: r.transactionDescription ?? '',
    direction: r.operationDirection,
    amount: formatMoney(r.amount),
  }));
}
