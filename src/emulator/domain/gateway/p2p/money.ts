/**
 * Where the money of a P2P order goes, in one journal entry of the shared ledger:
 * - the debited card's account pays the amount and the fee; a card of another issuer (a test card)
 *   pays through settlement;
 * - the credited card's account receives the amount; a card of another issuer through settlement;
 * - a funding (no card to credit) pays the merchant: into the P2P transit account when a payout is
 *   expected (OCT_EXPECTED), into settlement otherwise; a payout (no card to debit) pays from the
 *   transit account when it names its funding (debitMdOrder), from settlement (the merchant's own
 *   money) otherwise;
 * - the fee goes to the fee account.
 * Cards of the sandbox get the card system's history records: 781 debit part (with the fee), 689
 * the transfer when both cards are the sandbox's, 782 credit part.
 */
import type { MerchantInfo } from '../../history.js';
import { FEE_ACCOUNT, type Posting, SETTLEMENT_ACCOUNT } from '../../ledger.js';
import type { Sandbox } from '../../sandbox.js';
import type { Side } from './sides.js';

/** Money between a funding and its payout. An ordinary account: it never goes below zero. */
export const P2P_TRANSIT_ACCOUNT = 'P2P-TRANSIT-EUR';

export interface Movement {
  /** Undefined for a payout. */
  readonly from?: Side | undefined;
  /** Undefined for a funding. */
  readonly to?: Side | undefined;
  readonly amount: number;
  readonly fee: number;
  /** The merchant's side of a one-sided order: the transit account or settlement. */
  readonly merchantAccount: string;
  readonly merchant: MerchantInfo;
}

export interface Moved {
  readonly rrn: string;
  readonly authCode: string;
}

export function transitAccount(sb: Sandbox): string {
  if (!sb.ledger.get(P2P_TRANSIT_ACCOUNT)) sb.ledger.open(P2P_TRANSIT_ACCOUNT);
  return P2P_TRANSIT_ACCOUNT;
}

const accountOf = (side: Side) => (side.kind === 'core' ? side.card.accountNumber : SETTLEMENT_ACCOUNT);

/** Moves the money of an admitted order: every check ran before, so the ledger cannot refuse it. */
export function move(sb: Sandbox, m: Movement, now: Date): Moved {
  const rrn = sb.payments.nextRrn();
  const postings: Posting[] = [
    { account: m.from ? accountOf(m.from) : m.merchantAccount, amount: -(m.amount + (m.from ? m.fee : 0)) },
    { account: m.to ? accountOf(m.to) : m.merchantAccount, amount: m.amount },
  ];
  if (m.fee > 0 && m.from) postings.push({ account: FEE_ACCOUNT, amount: m.fee });
  const result = sb.ledger.post(rrn, now, postings);
  if (result !== 'ok') throw new Error(`p2p: the ledger refused an admitted movement (${result})`);
  record(sb, m, rrn, now);
  return { rrn, authCode: rrn.slice(-6) };
}

function record(sb: Sandbox, m: Movement, rrn: string, now: Date): void {
  const common = { at: now, amount: m.amount, rrn, merchant: m.merchant, authorizationIdResponse: rrn.slice(-6) };
  const from = m.from?.kind === 'core' ? m.from.card : undefined;
  const to = m.to?.kind === 'core' ? m.to.card : undefined;
  if (from) sb.history.add({ ...common, fee: m.fee || undefined, kind: 'p2pDebit', direction: 'DEBIT', accountNumber: from.accountNumber, cardId: from.id });
  if (from && to) sb.history.add({ ...common, kind: 'p2pTransfer', direction: 'NOOP', accountNumber: from.accountNumber, cardId: from.id });
  if (to) sb.history.add({ ...common, kind: 'p2pCredit', direction: 'CREDIT', accountNumber: to.accountNumber, cardId: to.id });
}
