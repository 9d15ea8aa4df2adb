/**
 * Money movements of the card system (v1 creditCard, topUp, debitCard, p2pTransfer), on the one
 * ledger every interface shares. Credits come from settlement; debits go to settlement and their
 * fee to the fee account. Checks run in a fixed order and the first failure refuses: the account
 * restriction status, the allowed merchant categories and beneficiaries, the funds (fee included),
 * then the limits. A refusal moves nothing and consumes no limit.
 */
import { type AccountProfile, allowsBeneficiary, allowsMcc } from './accounts.js';
import type { Card } from './cards.js';
import type { MerchantInfo } from './history.js';
import { FEE_ACCOUNT, type Posting, SETTLEMENT_ACCOUNT } from './ledger.js';
import { consumeSpending, type LimitName, type SpendingKind } from './limits.js';
import { type AccountUse, permits } from './restrictions.js';
import type { Sandbox } from './sandbox.js';

/** Where a card operation took place (v1 cardAcceptorParameters), as far as the request says. */
export interface Acceptor {
  readonly merchantId?: string | undefined;
  readonly terminalId?: string | undefined;
  readonly mcc?: number | undefined;
  readonly nameAndLocation?: string | undefined;
}

export type MoneyRefusal =
  | 'unknown_account'
  | 'not_permitted'
  | 'destination_not_permitted'
  | 'mcc_not_allowed'
  | 'beneficiary_not_allowed'
  | 'insufficient_funds'
  | 'limit_exceeded';

export type MoneyResult =
  | { readonly status: 'approved'; readonly utrnno: number; readonly rrn: string; readonly authorizationIdResponse: string }
  | { readonly status: 'refused'; readonly reason: MoneyRefusal; readonly limit?: LimitName | undefined };

/** A credit to an account, through one of its cards or to the account itself. `fee` is charged to the credited account. */
export interface CreditRequest {
  readonly accountNumber: string;
  readonly card?: Card | undefined;
  readonly amount: number;
  readonly fee?: number | undefined;
  readonly acceptor?: Acceptor | undefined;
}

export interface DebitRequest {
  readonly card: Card;
  readonly amount: number;
  readonly fee?: number | undefined;
  readonly acceptor?: Acceptor | undefined;
}

/** A card-to-card transfer; the destination is a card or an account without one. */
export interface CardTransferRequest {
  readonly source: Card;
  readonly destination: { readonly accountNumber: string; readonly card?: Card | undefined };
  readonly amount: number;
  readonly acceptor?: Acceptor | undefined;
}

const refused = (reason: MoneyRefusal, limit?: LimitName): MoneyResult => ({ status: 'refused', reason, limit });

/** The merchant of the history record: only when the acceptor names both a merchant and a terminal. */
export function merchantOf(acceptor: Acceptor | undefined): MerchantInfo | undefined {
  if (!acceptor?.merchantId || !acceptor.terminalId) return undefined;
  return { merchantId: acceptor.merchantId, terminalId: acceptor.terminalId, mcc: acceptor.mcc, nameAndLocation: acceptor.nameAndLocation };
}

/** A debit at a merchant is a purchase (LMTP0110/0108); without one it is cash (LMTP0107/0109), like a transfer. */
export function spendingKindOf(acceptor: Acceptor | undefined): SpendingKind {
  return acceptor?.merchantId ? 'purchase' : 'transfer';
}

function profileFor(sb: Sandbox, accountNumber: string, use: AccountUse): AccountProfile | MoneyRefusal {
  const profile = sb.accounts.get(accountNumber);
  if (!profile) return 'unknown_account';
  return permits(profile.restriction, use) ? profile : 'not_permitted';
}

/** `utrnno`: the history record the answer names. */
function approve(rrn: string, utrnno: number): MoneyResult {
  return { status: 'approved', utrnno, rrn, authorizationIdResponse: authorizationId(rrn) };
}

/** Six digits, from the retrieval reference number, so the pair always matches. */
const authorizationId = (rrn: string) => rrn.slice(-6);

export function credit(sb: Sandbox, req: CreditRequest, now: Date): MoneyResult {
  const profile = profileFor(sb, req.accountNumber, 'deposit');
  if (typeof profile === 'string') return refused(profile);
  const fee = req.fee ?? 0;
  const postings: Posting[] = [
    { account: SETTLEMENT_ACCOUNT, amount: -req.amount },
    { account: profile.number, amount: req.amount - fee },
  ];
  if (fee > 0) postings.push({ account: FEE_ACCOUNT, amount: fee });
  const rrn = sb.payments.nextRrn();
  // A fee larger than the credit would take the difference from the account: the ledger may refuse that.
  if (sb.ledger.post(rrn, now, postings) !== 'ok') return refused('insufficient_funds');
  const utrnno = sb.history.add({
    at: now,
    kind: 'credit',
    direction: 'CREDIT',
    accountNumber: profile.number,
    cardId: req.card?.id,
    amount: req.amount,
    fee: fee || undefined,
    merchant: merchantOf(req.acceptor),
    rrn,
    authorizationIdResponse: authorizationId(rrn),
  });
  return approve(rrn, utrnno);
}

export function debit(sb: Sandbox, req: DebitRequest, now: Date): MoneyResult {
  const profile = profileFor(sb, req.card.accountNumber, 'withdrawal');
  if (typeof profile === 'string') return refused(profile);
  if (!allowsMcc(profile, req.acceptor?.mcc)) return refused('mcc_not_allowed');
  const fee = req.fee ?? 0;
  if (sb.ledger.available(profile.number) < req.amount + fee) return refused('insufficient_funds');
  // The fee is the issuer's charge, not spending: limits count the amount only.
  const exceeded = consumeSpending(req.card.limits, profile.limits, spendingKindOf(req.acceptor), req.amount, now);
  if (exceeded) return refused('limit_exceeded', exceeded.name);
  const postings: Posting[] = [
    { account: profile.number, amount: -(req.amount + fee) },
    { account: SETTLEMENT_ACCOUNT, amount: req.amount },
  ];
  if (fee > 0) postings.push({ account: FEE_ACCOUNT, amount: fee });
  const rrn = sb.payments.nextRrn();
  // Funds were checked above and nothing ran in between, so the posting cannot be refused.
  sb.ledger.post(rrn, now, postings);
  const utrnno = sb.history.add({
    at: now,
    kind: 'debit',
    direction: 'DEBIT',
    accountNumber: profile.number,
    cardId: req.card.id,
    amount: req.amount,
    fee: fee || undefined,
    merchant: merchantOf(req.acceptor),
    rrn,
    authorizationIdResponse: authorizationId(rrn),
  });
  return approve(rrn, utrnno);
}

/** Records 781 (debit part), 689 (the transfer) and 782 (credit part); the answer's utrnno is the 689. */
export function cardTransfer(sb: Sandbox, req: CardTransferRequest, now: Date): MoneyResult {
  const source = profileFor(sb, req.source.accountNumber, 'transfer_out');
  if (typeof source === 'string') return refused(source);
  const destination = profileFor(sb, req.destination.accountNumber, 'transfer_in');
  if (typeof destination === 'string') return refused(destination === 'not_permitted' ? 'destination_not_permitted' : destination);
  const names = [destination.number, ...(req.destination.card ? [req.destination.card.pan] : [])];
  if (!allowsBeneficiary(source, names)) return refused('beneficiary_not_allowed');
  if (!allowsMcc(source, req.acceptor?.mcc)) return refused('mcc_not_allowed');
  if (sb.ledger.available(source.number) < req.amount) return refused('insufficient_funds');
  const exceeded = consumeSpending(req.source.limits, source.limits, 'transfer', req.amount, now);
  if (exceeded) return refused('limit_exceeded', exceeded.name);
  const rrn = sb.payments.nextRrn();
  sb.ledger.transfer(rrn, now, source.number, destination.number, req.amount);
  const end = { accountNumber: destination.number, id: req.destination.card?.id };
  const records = sb.payments.recordTransfer(req.source, end, req.amount, rrn, now, {
    merchant: merchantOf(req.acceptor),
    authorizationIdResponse: authorizationId(rrn),
  });
  return approve(rrn, records.transfer);
}
