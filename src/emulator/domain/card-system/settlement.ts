/**
 * What follows an approved gateway payment, and money that touches no sandbox card. A two-phase
 * payment's reservation is captured (debited, record 774) or released; a refund gives money back to
 * the card's account (record 760). None of these is admitted again: the card and its account were
 * admitted when the payment was authorised, and a refund returns what the card paid (a card blocked
 * or an account restricted since still gets its money back). `clear` moves money between accounts
 * of no sandbox card (the gateways' test cards and other issuers pay and receive through
 * settlement, a P2P funding waits in the transit account) so that it too is in the one journal.
 */
import type { Card } from '../cards.js';
import { FEE_ACCOUNT, type Posting, SETTLEMENT_ACCOUNT } from '../ledger.js';
import type { Sandbox } from '../sandbox.js';
import { accountFor } from './admission.js';
import { type Acceptor, recordOne } from './records.js';
import { approved, authCodeOf, type CardAnswer, refused } from './result.js';

/** Debits up to the reserved amount from the card's account and ends the reservation (the rest is freed). */
export function capture(sb: Sandbox, reservation: string, card: Card, amount: number, acceptor: Acceptor | undefined, now: Date): CardAnswer {
  const rrn = sb.nextRrn();
  const captured = sb.ledger.capture(reservation, rrn, now, SETTLEMENT_ACCOUNT, amount);
  // The gateway captures only what it reserved; anything else is a caller's error, not a refusal.
  if (captured !== 'ok') throw new Error(`card system: capture of ${reservation} failed (${captured})`);
  const authCode = authCodeOf(rrn);
  return approved(rrn, authCode, recordOne(sb, 'debit', card.accountNumber, card, amount, 0, acceptor, rrn, authCode, now));
}

/** Ends a reservation without moving money (a reversal); nothing happens when there is none. */
export function release(sb: Sandbox, reservation: string): void {
  sb.ledger.release(reservation);
}

/** Gives back to a card's account what it paid (a gateway refund), from settlement. */
export function refund(sb: Sandbox, card: Card, amount: number, acceptor: Acceptor | undefined, now: Date): CardAnswer {
  const rrn = sb.nextRrn();
  sb.ledger.transfer(rrn, now, SETTLEMENT_ACCOUNT, card.accountNumber, amount);
  const authCode = authCodeOf(rrn);
  return approved(rrn, authCode, recordOne(sb, 'credit', card.accountNumber, card, amount, 0, acceptor, rrn, authCode, now));
}

/**
 * Money between two accounts of no sandbox card, the fee (paid by `from` on top) to the fee account.
 * Only the transit account can run dry (settlement may go below zero): then `insufficient_funds`.
 */
export function clear(sb: Sandbox, from: string, to: string, amount: number, fee: number, now: Date): CardAnswer {
  const postings: Posting[] = [
    { account: from, amount: -(amount + fee) },
    { account: to, amount },
  ];
  if (fee > 0) postings.push({ account: FEE_ACCOUNT, amount: fee });
  const rrn = sb.nextRrn();
  if (sb.ledger.post(rrn, now, postings) !== 'ok') return refused('insufficient_funds');
  return approved(rrn, authCodeOf(rrn), undefined);
}

/**
 * Money from outside the sandbox's cards into an account of the sandbox named without a card (a P2P
 * funding routed by its replacementData): the account must exist and its status permit transfers in.
 */
export function clearInto(sb: Sandbox, from: string, account: string, amount: number, fee: number, now: Date): CardAnswer {
  const into = accountFor(sb, account, 'transfer_in');
  if (typeof into === 'string') return refused(into === 'account_restricted' ? 'destination_restricted' : into);
  return clear(sb, from, account, amount, fee, now);
}
