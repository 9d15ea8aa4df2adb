/**
 * Where the money of a P2P order goes, in one journal entry of the shared ledger, always through the
 * card system (which also runs the accounts' checks, funds and limits, and writes the history):
 * - both cards the sandbox's: a card-to-card transfer (records 781 with the fee, 689, 782);
 * - only the card to debit the sandbox's: its debit part (781) to settlement (a test card, a card of
 *   another issuer) or, for a funding, to the merchant: the P2P transit account when a payout is
 *   expected (OCT_EXPECTED), settlement otherwise;
 * - only the card to credit the sandbox's: its credit part (782) from settlement, or for a payout
 *   that names its funding (debitMdOrder), from the transit account;
 * - a funding routed by its replacementData: to the card named (as the card to credit of a transfer),
 *   or to an account of the sandbox named without a card (a transfer to that account, its status
 *   checked), or to the transit account;
 * - no card of the sandbox: money between those accounts, without records.
 * The payer pays the fee on top of the amount; it goes to the fee account.
 */
import { type CardAnswer, type CardSystem, clear, clearInto, credit, debit, transfer } from '../../card-system/index.js';
import type { MerchantInfo } from '../../history.js';
import { type Ledger, SETTLEMENT_ACCOUNT } from '../../ledger.js';
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
  readonly requireCvc: boolean;
  /** A funding routed to an account of the sandbox (replacementData.account): credited instead of the merchant. */
  readonly toAccount?: string | undefined;
}

export function transitAccount(ledger: Ledger): string {
  if (!ledger.get(P2P_TRANSIT_ACCOUNT)) ledger.open(P2P_TRANSIT_ACCOUNT);
  return P2P_TRANSIT_ACCOUNT;
}

/** The account outside the sandbox's cards that pays or receives for a side: settlement for a card of another issuer, the merchant's for no card. */
const outside = (side: Side | undefined, merchantAccount: string) => (side ? SETTLEMENT_ACCOUNT : merchantAccount);

/** Moves the money of an order both issuers admitted; the card system may still refuse (accounts, funds, limits). */
export function move(cs: CardSystem, m: Movement, now: Date): CardAnswer {
  const { from, to, amount, merchant } = m;
  const fee = from ? m.fee : 0;
  const source = from?.kind === 'core' ? from : undefined;
  const destination = to?.kind === 'core' ? to : undefined;
  if (source && destination) {
    const { entry } = source;
    return transfer(
      cs,
      { source: source.card, expiry: entry.expiry, cvc: entry.cvc, requireCvc: m.requireCvc, destination: destination.card, destinationExpiry: destination.entry.expiry, amount, fee, acceptor: merchant },
      now,
    );
  }
  if (m.toAccount !== undefined && !to) return intoAccount(cs, m, m.toAccount, now);
  if (source) {
    const { entry } = source;
    const receiving = outside(to, m.merchantAccount);
    return debit(cs, { card: source.card, expiry: entry.expiry, cvc: entry.cvc, requireCvc: m.requireCvc, amount, fee, use: 'transfer_out', kind: 'transfer', beneficiary: to?.entry.pan, acceptor: merchant, to: receiving }, now);
  }
  if (destination) {
    const paying = outside(from, m.merchantAccount);
    return credit(cs, { card: destination.card, expiry: destination.entry.expiry, amount, payerFee: fee, use: 'transfer_in', acceptor: merchant, from: paying }, now);
  }
  return clear(cs, { from: outside(from, m.merchantAccount), to: outside(to, m.merchantAccount), amount, fee }, now);
}

/** A funding routed to an account of the sandbox: a transfer from a sandbox card, else money from settlement; the account's status decides either way. */
function intoAccount(cs: CardSystem, m: Movement, account: string, now: Date): CardAnswer {
  const source = m.from?.kind === 'core' ? m.from : undefined;
  if (!source) return clearInto(cs, { from: SETTLEMENT_ACCOUNT, to: account, amount: m.amount, fee: m.fee }, now);
  const { entry } = source;
  return transfer(
    cs,
    { source: source.card, expiry: entry.expiry, cvc: entry.cvc, requireCvc: m.requireCvc, destination: undefined, destinationAccountNumber: account, amount: m.amount, fee: m.fee, acceptor: m.merchant },
    now,
  );
}
