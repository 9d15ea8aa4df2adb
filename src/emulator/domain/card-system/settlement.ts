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
import { accountFor } from './admission.js';
import type { CardSystem } from './card-system.js';
import { type Acceptor, recordOne } from './records.js';
import { approved, authCodeOf, type CardAnswer, refused } from './result.js';

/** Money an approved payment settles on its card's account: captured (a reservation's) or given back. */
export interface Settlement {
  readonly card: Card;
  readonly amount: number;
  readonly acceptor: Acceptor | undefined;
}

/** Debits up to the reserved amount from the card's account and ends the reservation (the rest is freed). */
export function capture(cs: CardSystem, reservation: string, s: Settlement, now: Date): CardAnswer {
  const rrn = cs.nextRrn();
  const captured = cs.ledger.capture(reservation, rrn, now, { to: SETTLEMENT_ACCOUNT, amount: s.amount });
  // The gateway captures only what it reserved; anything else is a caller's error, not a refusal.
  // Stryker disable next-line all: a programming-error guard: the gateway deposits only an order it holds, never more than it approved (gateway/checkout.ts refuses first)
  if (captured !== 'ok') throw new Error(`card system: capture of ${reservation} failed (${captured})`);
  const authCode = authCodeOf(rrn);
  const { card } = s;
  return approved(rrn, authCode, recordOne(cs.history, { kind: 'debit', accountNumber: card.accountNumber, card, amount: s.amount, fee: 0, acceptor: s.acceptor, rrn, authCode, at: now }));
}

/** Ends a reservation without moving money (a reversal); nothing happens when there is none. */
export function release(cs: CardSystem, reservation: string): void {
  cs.ledger.release(reservation);
}

/** Gives back to a card's account what it paid (a gateway refund), from settlement. */
export function refund(cs: CardSystem, s: Settlement, now: Date): CardAnswer {
  const rrn = cs.nextRrn();
  const { card } = s;
  cs.ledger.transfer(rrn, now, { from: SETTLEMENT_ACCOUNT, to: card.accountNumber, amount: s.amount });
  const authCode = authCodeOf(rrn);
  return approved(rrn, authCode, recordOne(cs.history, { kind: 'credit', accountNumber: card.accountNumber, card, amount: s.amount, fee: 0, acceptor: s.acceptor, rrn, authCode, at: now }));
}

/** Money between two accounts of no sandbox card; the fee, paid by `from` on top, goes to the fee account. */
export interface Clearing {
  readonly from: string;
  readonly to: string;
  readonly amount: number;
  readonly fee: number;
}

/** Moves a clearing. Only the transit account can run dry (settlement may go below zero): then `insufficient_funds`. */
export function clear(cs: CardSystem, c: Clearing, now: Date): CardAnswer {
  const postings: Posting[] = [
    { account: c.from, amount: -(c.amount + c.fee) },
    { account: c.to, amount: c.amount },
  ];
  // Stryker disable next-line ConditionalExpression,EqualityOperator: a zero fee posting or none, the same to every API: balances, the journal's entry count and total (control API) do not change
  if (c.fee > 0) postings.push({ account: FEE_ACCOUNT, amount: c.fee });
  const rrn = cs.nextRrn();
  // Stryker disable next-line StringLiteral: the transit account cannot run dry without a fault (a payout takes at most what its funding left there, p2p/execution.ts); the explorer's tests reach it
  if (cs.ledger.post(rrn, now, postings) !== 'ok') return refused('insufficient_funds');
  return approved(rrn, authCodeOf(rrn), undefined);
}

/**
 * Money from outside the sandbox's cards into an account of the sandbox named without a card (a P2P
 * funding routed by its replacementData, `to`): the account must exist and its status permit transfers in.
 */
export function clearInto(cs: CardSystem, c: Clearing, now: Date): CardAnswer {
  const into = accountFor(cs, c.to, 'transfer_in');
  if (typeof into === 'string') {
    // Stryker disable next-line ConditionalExpression,EqualityOperator,StringLiteral: the P2P gateway, the one caller, checks that the account exists first (p2p.ts) and answers both restrictions alike: 120 on the credit leg (p2p/sides.ts, execution.ts)
    return refused(into === 'account_restricted' ? 'destination_restricted' : into);
  }
  return clear(cs, c, now);
}
