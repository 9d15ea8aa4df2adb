/**
 * The card system's history records of a movement (v1 getTransactions shows them): one record for a
 * credit or a debit, three for a card-to-card transfer. Each record is written out field by field:
 * spreading a common part made this the costliest step of a money move (docs/performance.md, fix 2).
 * What a movement records comes as a named record (OneRecord, TransferRecord) its caller builds in
 * the call: one short-lived object, read field by field, never kept.
 */
import type { Card } from '../cards.js';
import type { History, MerchantInfo } from '../history.js';

/** Where a card operation took place (v1 cardAcceptorParameters, the gateway's merchant), as far as the request says. */
export interface Acceptor {
  readonly merchantId?: string | undefined;
  readonly terminalId?: string | undefined;
  readonly mcc?: number | undefined;
  readonly nameAndLocation?: string | undefined;
}

/**
 * The merchant of the history record: only when the acceptor names both a merchant and a terminal.
 * Such an acceptor is a MerchantInfo already, so it is kept as it is (no copy per movement).
 */
export function merchantOf(acceptor: Acceptor | undefined): MerchantInfo | undefined {
  return acceptor?.merchantId && acceptor.terminalId ? (acceptor as MerchantInfo) : undefined;
}

/** What every record of a movement tells: how much, where, and under which approval. */
interface Recorded {
  readonly amount: number;
  readonly fee: number;
  readonly acceptor: Acceptor | undefined;
  readonly rrn: string;
  /** The approval's own string: the answer gives the same one back. */
  readonly authCode: string;
  readonly at: Date;
}

/** One movement of one account. */
export interface OneRecord extends Recorded {
  readonly kind: 'credit' | 'p2pCredit' | 'debit' | 'p2pDebit';
  readonly accountNumber: string;
  readonly card: Card | undefined;
}

/** One record of one account: a credit (760, 782 for a transfer's credit part) or a debit (774, 781). */
export function recordOne(history: History, r: OneRecord): number {
  const direction = r.kind === 'credit' || r.kind === 'p2pCredit' ? 'CREDIT' : 'DEBIT';
  return history.add({ at: r.at, kind: r.kind, direction, accountNumber: r.accountNumber, cardId: r.card?.id, amount: r.amount, fee: r.fee || undefined, merchant: merchantOf(r.acceptor), rrn: r.rrn, authorizationIdResponse: r.authCode });
}

/** A card-to-card transfer: from the source card's account to a card's account, or to an account without one. */
export interface TransferRecord extends Recorded {
  readonly source: Card;
  readonly destinationAccount: string;
  readonly destination: Card | undefined;
}

/**
 * A card-to-card transfer's three records: 781 debit part (with the fee), 689 the transfer, 782
 * credit part (to a card, or to an account without one). Returns the 689's utrnno.
 */
export function recordTransfer(history: History, t: TransferRecord): number {
  const { source, at, amount, rrn, authCode } = t;
  const from = source.accountNumber;
  const merchant = merchantOf(t.acceptor);
  history.add({ at, kind: 'p2pDebit', direction: 'DEBIT', accountNumber: from, cardId: source.id, amount, fee: t.fee || undefined, rrn, merchant, authorizationIdResponse: authCode });
  const utrnno = history.add({ at, kind: 'p2pTransfer', direction: 'NOOP', accountNumber: from, cardId: source.id, amount, rrn, merchant, authorizationIdResponse: authCode });
  history.add({ at, kind: 'p2pCredit', direction: 'CREDIT', accountNumber: t.destinationAccount, cardId: t.destination?.id, amount, rrn, merchant, authorizationIdResponse: authCode });
  return utrnno;
}
