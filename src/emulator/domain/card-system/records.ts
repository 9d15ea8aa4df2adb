/**
 * The card system's history records of a movement (v1 getTransactions shows them): one record for a
 * credit or a debit, three for a card-to-card transfer. Each record is written out field by field:
 * spreading a common part made this the costliest step of a money move (docs/performance.md, fix 2).
 */
import type { Card } from '../cards.js';
import type { MerchantInfo } from '../history.js';
import type { Sandbox } from '../sandbox.js';

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

/** One record of one account: a credit (760, 782 for a transfer's credit part) or a debit (774, 781). */
export function recordOne(
  sb: Sandbox,
  kind: 'credit' | 'p2pCredit' | 'debit' | 'p2pDebit',
  accountNumber: string,
  card: Card | undefined,
  amount: number,
  fee: number,
  acceptor: Acceptor | undefined,
  rrn: string,
  authCode: string,
  now: Date,
): number {
  const direction = kind === 'credit' || kind === 'p2pCredit' ? 'CREDIT' : 'DEBIT';
  return sb.history.add({ at: now, kind, direction, accountNumber, cardId: card?.id, amount, fee: fee || undefined, merchant: merchantOf(acceptor), rrn, authorizationIdResponse: authCode });
}

/**
 * A card-to-card transfer's three records: 781 debit part (with the fee), 689 the transfer, 782
 * credit part (to a card, or to an account without one). Returns the 689's utrnno.
 */
export function recordTransfer(
  sb: Sandbox,
  source: Card,
  destinationAccount: string,
  destination: Card | undefined,
  amount: number,
  fee: number,
  acceptor: Acceptor | undefined,
  rrn: string,
  authCode: string,
  now: Date,
): number {
  const from = source.accountNumber;
  const merchant = merchantOf(acceptor);
  const history = sb.history;
  history.add({ at: now, kind: 'p2pDebit', direction: 'DEBIT', accountNumber: from, cardId: source.id, amount, fee: fee || undefined, rrn, merchant, authorizationIdResponse: authCode });
  const utrnno = history.add({ at: now, kind: 'p2pTransfer', direction: 'NOOP', accountNumber: from, cardId: source.id, amount, rrn, merchant, authorizationIdResponse: authCode });
  history.add({ at: now, kind: 'p2pCredit', direction: 'CREDIT', accountNumber: destinationAccount, cardId: destination?.id, amount, rrn, merchant, authorizationIdResponse: authCode });
  return utrnno;
}
