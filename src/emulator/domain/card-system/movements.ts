/**
 * The card system's money movements: credit, debit (or a two-phase reservation) and card-to-card
 * transfer, on the one ledger every interface shares. Each runs the checks in the order of
 * CARD_RESULTS (result.ts) and answers the first refusal; a refusal moves nothing, consumes no limit
 * and writes no record. Fees count for the funds, not for the limits. Allocation-conscious: a
 * refusal costs no object, an approval one (docs/decisions/0005-compact-logs.md).
 */
import type { Card } from '../cards.js';
import { FEE_ACCOUNT, type Posting, SETTLEMENT_ACCOUNT } from '../ledger.js';
import { consumeSpending, type SpendingKind } from '../limits.js';
import type { AccountUse } from '../restrictions.js';
import { accountFor, admitCard, admitDebitRules, admitDestinationCard, type CardCheck, type CardData } from './admission.js';
import type { CardSystem } from './card-system.js';
import { hasFault } from '../faults.js';
import { type Acceptor, recordOne, recordTransfer } from './records.js';
import { approved, authCodeOf, type CardAnswer, limitRefused, type Refused, refused } from './result.js';

/** A debit at a merchant is a purchase (LMTP0110/0108); without one it is cash (LMTP0107/0109), like a transfer. */
export function spendingKindOf(acceptor: Acceptor | undefined): SpendingKind {
  return acceptor?.merchantId ? 'purchase' : 'transfer';
}

export interface CreditRequest {
  /** The card credited; null when the request named a card the card system does not have; undefined to credit `accountNumber` itself. */
  readonly card: Card | null | undefined;
  /** Checked when sent. */
  readonly expiry?: string | undefined;
  /** Beside a card: must be its account. Without one: the account credited. */
  readonly accountNumber?: string | undefined;
  readonly amount: number;
  /** Charged to the credited account, which receives amount − fee. */
  readonly fee?: number | undefined;
  /** A deposit (record 760), or the credit part of a transfer from outside the sandbox (782). */
  readonly use: 'deposit' | 'transfer_in';
  readonly acceptor?: Acceptor | undefined;
  /** Where the money comes from: settlement unless said (a P2P payout of a funding: the transit account). */
  readonly from?: string | undefined;
  /** Paid by `from` on top of the amount, to the fee account (a P2P transfer from a card of another issuer). */
  readonly payerFee?: number | undefined;
}

export function credit(cs: CardSystem, req: CreditRequest, now: Date): CardAnswer {
  const card = req.card;
  if (card === null) return refused('unknown_card');
  if (card && req.accountNumber !== undefined && req.accountNumber !== card.accountNumber) return refused('account_mismatch');
  const number = card ? card.accountNumber : req.accountNumber;
  // Stryker disable next-line all: a programming-error guard: v1 topUp (the one credit that may name no card) refuses a request with neither card nor account before the domain sees it (contracts/v1/money.ts)
  if (number === undefined) throw new Error('card system: a credit names a card or an account');
  if (card) {
    const check = creditCheckOf(cs, admitCard(card, req, now), req.use);
    if (check !== 'ok') return refused(check);
  }
  const profile = accountFor(cs, number, req.use);
  if (typeof profile === 'string') return refused(profile);
  const fee = req.fee ?? 0;
  const payerFee = req.payerFee ?? 0;
  const postings: Posting[] = [
    { account: req.from ?? SETTLEMENT_ACCOUNT, amount: -(req.amount + payerFee) },
    { account: number, amount: req.amount - fee },
  ];
  // Stryker disable next-line ConditionalExpression,EqualityOperator: a zero fee posting or none, the same to every API: balances, the journal's entry count and total (control API) do not change
  if (fee + payerFee > 0) postings.push({ account: FEE_ACCOUNT, amount: fee + payerFee });
  const rrn = cs.nextRrn();
  // A fee larger than the credit takes the difference from the account, and a transit account may run dry: the ledger may refuse.
  if (cs.ledger.post(rrn, now, postings) !== 'ok') return refused('insufficient_funds');
  const authCode = authCodeOf(rrn);
  const kind = req.use === 'deposit' ? 'credit' : 'p2pCredit';
  return approved(rrn, authCode, recordOne(cs.history, { kind, accountNumber: number, card, amount: req.amount, fee, acceptor: req.acceptor, rrn, authCode, at: now }));
}

export interface DebitRequest extends CardData {
  /** The card paying; null when the request named a card the card system does not have. */
  readonly card: Card | null;
  readonly amount: number;
  /** Paid on top of the amount, to the fee account. */
  readonly fee?: number | undefined;
  /** A withdrawal (payment, cash: record 774), or the debit part of a transfer to outside the sandbox (781). */
  readonly use: 'withdrawal' | 'transfer_out';
  /** The limits it consumes. */
  readonly kind: SpendingKind;
  /** transfer_out: the number of the card credited outside the sandbox, for the allowed beneficiaries. */
  readonly beneficiary?: string | undefined;
  readonly acceptor?: Acceptor | undefined;
  /** Where the money goes: settlement unless said (a P2P funding: the merchant's transit account). */
  readonly to?: string | undefined;
  /** Two-phase: the amount is held under this reference instead of moved (settlement.ts captures or releases it). */
  readonly reservation?: string | undefined;
}

export function debit(cs: CardSystem, req: DebitRequest, now: Date): CardAnswer {
  const card = req.card;
  if (card === null) return refused('unknown_card');
  const check = admitCard(card, req, now);
  if (check !== 'ok') return refused(check);
  const profile = accountFor(cs, card.accountNumber, debitUseOf(cs, req.use));
  if (typeof profile === 'string') return refused(profile);
  const rules = admitDebitRules(profile, req.beneficiary, undefined, req.acceptor?.mcc);
  if (rules !== 'ok') return refused(rules);
  const fee = req.fee ?? 0;
  if (spendable(cs, profile.number) < req.amount + fee) return refused('insufficient_funds');
  // The limits, consumed: the last check, nothing after it may refuse. They count the amount, not the fee (the issuer's charge).
  const exceeded = consumeSpending(card, profile, req, windowOf(cs, card, now));
  if (exceeded) return limitRefused(exceeded.name);
  const rrn = cs.nextRrn();
  const authCode = authCodeOf(rrn);
  if (req.reservation !== undefined) {
    // Stryker disable next-line all: a programming-error guard: the gateway's two-phase payments, the only reservations, carry no fee (gateway/authorization.ts)
    if (fee > 0) throw new Error('card system: a reservation carries no fee');
    // Funds were checked above and nothing ran in between, so the reservation cannot be refused.
    cs.ledger.reserve(req.reservation, profile.number, req.amount);
    return approved(rrn, authCode, undefined);
  }
  const postings: Posting[] = [
    { account: profile.number, amount: -(req.amount + fee) },
    { account: req.to ?? SETTLEMENT_ACCOUNT, amount: req.amount },
  ];
  // Stryker disable next-line ConditionalExpression,EqualityOperator: a zero fee posting or none, the same to every API: balances, the journal's entry count and total (control API) do not change
  if (fee > 0) postings.push({ account: FEE_ACCOUNT, amount: fee });
  // Funds were checked above and nothing ran in between, so the posting cannot be refused.
  cs.ledger.post(rrn, now, postings);
  const kind = req.use === 'withdrawal' ? 'debit' : 'p2pDebit';
  return approved(rrn, authCode, recordOne(cs.history, { kind, accountNumber: profile.number, card, amount: req.amount, fee, acceptor: req.acceptor, rrn, authCode, at: now }));
}

/** `expiry`, `cvc` and `requireCvc` are about the source card, the card paying (as in a debit). */
export interface TransferRequest extends CardData {
  /** The card paying; null when the request named a card the card system does not have. */
  readonly source: Card | null;
  /** Sent beside the source card: must be its account. */
  readonly sourceAccountNumber?: string | undefined;
  /** The card credited; null when named but unknown; undefined to credit `destinationAccountNumber`, an account without a card. */
  readonly destination: Card | null | undefined;
  readonly destinationExpiry?: string | undefined;
  readonly destinationAccountNumber?: string | undefined;
  readonly amount: number;
  /** Paid by the source on top of the amount, to the fee account (P2P). */
  readonly fee?: number | undefined;
  readonly acceptor?: Acceptor | undefined;
}

/** Records 781, 689 and 782; the answer's utrnno is the 689. Consumes the source's transfer limits (LMTP0107/0109). */
export function transfer(cs: CardSystem, req: TransferRequest, now: Date): CardAnswer {
  const { source, destination } = req;
  if (source === null) return refused('unknown_card');
  if (req.sourceAccountNumber !== undefined && req.sourceAccountNumber !== source.accountNumber) return refused('account_mismatch');
  if (destination === null) return refused('unknown_destination');
  const to = destination ? destination.accountNumber : req.destinationAccountNumber;
  // Stryker disable next-line all: a programming-error guard: v1 p2pTransfer refuses a request naming neither card nor account to credit before the domain sees it (contracts/v1/money.ts); v2 and P2P always name a card
  if (to === undefined) throw new Error('card system: a transfer names a card or an account to credit');
  const named = ends(cs, req, source, to);
  if (named) return named;
  const check = admitCard(source, req, now);
  if (check !== 'ok') return refused(check);
  if (destination) {
    const receiving = admitDestinationCard(destination, req.destinationExpiry, now);
    if (receiving !== 'ok') return refused(receiving);
  }
  const from = accountFor(cs, source.accountNumber, 'transfer_out');
  if (typeof from === 'string') return refused(from);
  const into = accountFor(cs, to, 'transfer_in');
  // The account credited exists (ends() refused an unknown one): only its status can refuse it here.
  if (typeof into === 'string') return refused('destination_restricted');
  const rules = admitDebitRules(from, destination?.pan, to, req.acceptor?.mcc);
  if (rules !== 'ok') return refused(rules);
  const fee = req.fee ?? 0;
  if (spendable(cs, from.number) < req.amount + fee) return refused('insufficient_funds');
  // A request without a kind is a transfer: the limits counted are the transfer limits.
  const exceeded = consumeSpending(source, from, req, windowOf(cs, source, now));
  if (exceeded) return limitRefused(exceeded.name);
  const rrn = cs.nextRrn();
  const postings: Posting[] = [
    { account: from.number, amount: -(req.amount + fee) },
    { account: to, amount: req.amount },
  ];
  // Stryker disable next-line ConditionalExpression,EqualityOperator: a zero fee posting or none, the same to every API: balances, the journal's entry count and total (control API) do not change
  if (fee > 0) postings.push({ account: FEE_ACCOUNT, amount: fee });
  // Funds were checked above and nothing ran in between, so the posting cannot be refused.
  cs.ledger.post(rrn, now, postings);
  const authCode = authCodeOf(rrn);
  return approved(rrn, authCode, recordTransfer(cs.history, { source, destinationAccount: to, destination: destination ?? undefined, amount: req.amount, fee, acceptor: req.acceptor, rrn, authCode, at: now }));
}

/** The rest of who a transfer names: the account credited consistent with its card, or known, and another account than the source's. */
function ends(cs: CardSystem, req: TransferRequest, source: Card, to: string): Refused | undefined {
  const destination = req.destination;
  if (destination && req.destinationAccountNumber !== undefined && req.destinationAccountNumber !== to) return refused('destination_account_mismatch');
  if (!destination && !cs.accounts.get(to)) return refused('unknown_account');
  if (destination === source) return refused('same_card');
  return to === source.accountNumber ? refused('same_account') : undefined;
}

/** What the account may spend: its balance less what is held. */
function spendable(cs: CardSystem, account: string): number {
  return faultySpendable(cs, account) ?? cs.ledger.available(account);
}

/** The instant the limits' windows are taken at: now. */
function windowOf(cs: CardSystem, card: Card, now: Date): Date {
  return faultyWindow(cs, card) ?? now;
}

// The deliberate faults of the explorer's tests (faults.ts), each where the rule it breaks is decided.
// Stryker disable all: the suite's emulator is built without faults, so no scenario can tell these from their mutants; src/explore/explore.test.ts judges them (the explorer finds each)

/** A card's check for a credit: a blocked card may be topped up under the fault 'topup-credits-blocked-card'. */
function creditCheckOf(cs: CardSystem, check: CardCheck, use: CreditRequest['use']): CardCheck {
  return check === 'card_not_active' && use === 'deposit' && hasFault(cs, 'topup-credits-blocked-card') ? 'ok' : check;
}

/** The use a debit asks of its account: a withdrawal asks only what an inquiry does under the fault 'restriction-ignored-by-withdrawal'. */
function debitUseOf(cs: CardSystem, use: DebitRequest['use']): AccountUse {
  return use === 'withdrawal' && hasFault(cs, 'restriction-ignored-by-withdrawal') ? 'inquiry' : use;
}

/** The whole balance, held money included, under the fault 'hold-ignored'; otherwise undefined. */
function faultySpendable(cs: CardSystem, account: string): number | undefined {
  return hasFault(cs, 'hold-ignored') ? (cs.ledger.get(account)?.balance ?? 0) : undefined;
}

/** The card's first day for ever, under the fault 'daily-window-never-resets'; otherwise undefined. */
function faultyWindow(cs: CardSystem, card: Card): Date | undefined {
  return hasFault(cs, 'daily-window-never-resets') ? card.createdAt : undefined;
}
// Stryker restore all
