/**
 * Top-ups and card-to-card transfers. A refused movement is still recorded, with a reason, and moves
 * nothing: the reason is a value, not an exception, and the interfaces translate it.
 */
import { type Card, type Cards, isActive } from './cards.js';
import { Column, DigitsColumn, NumberColumn } from './columns.js';
import type { History, MerchantInfo } from './history.js';
import { type Ledger, SETTLEMENT_ACCOUNT } from './ledger.js';
import { consumeSpending, type Limit, type LimitName } from './limits.js';

export type DeclineReason =
  | 'unknown_card'
  | 'unknown_destination_card'
  | 'same_card'
  | 'expiry_mismatch'
  | 'card_expired'
  | 'card_blocked'
  | 'destination_card_blocked'
  | 'limit_exceeded'
  | 'insufficient_funds';

export interface Movement {
  readonly id: string;
  readonly kind: 'topup' | 'transfer';
  readonly amount: number;
  readonly currency: 'EUR';
  readonly sourceCard?: { pan: string; expiry: string } | undefined;
  readonly destinationCard: { pan: string };
  readonly createdAt: Date;
  readonly rrn: string;
  readonly status: 'approved' | 'declined';
  readonly reason?: DeclineReason | undefined;
  /** Set when a limit refused the movement. */
  readonly limit?: LimitName | undefined;
}

export interface TransferRequest {
  readonly sourcePan: string;
  readonly sourceExpiry: string;
  readonly destinationPan: string;
  readonly amount: number;
}

/** The receiving side of a transfer: a card, or an account without one. */
export interface TransferEnd {
  readonly accountNumber: string;
  readonly id?: string | undefined;
}

export interface TransferExtra {
  readonly merchant?: MerchantInfo | undefined;
  readonly authorizationIdResponse?: string | undefined;
}

/** The utrnno of each of a transfer's three history records. */
export interface TransferRecords {
  readonly debit: number;
  readonly transfer: number;
  readonly credit: number;
}

type Outcome = { reason?: DeclineReason; limit?: LimitName };
/** The cards of a movement as the log keeps them. */
type MovementCards = { readonly sourcePan?: string; readonly sourceExpiry?: string; readonly destinationPan: string };

export class Payments {
  /** Top-ups and transfers in columns (docs/decisions/0005-compact-logs.md): a Movement is made when read. */
  private readonly log = {
    id: new Column<string>(),
    kind: new Column<Movement['kind']>(),
    amount: new NumberColumn(),
    sourcePan: new Column<string | undefined>(),
    sourceExpiry: new Column<string | undefined>(),
    destinationPan: new Column<string>(),
    createdAt: new NumberColumn(),
    rrn: new DigitsColumn(),
    reason: new Column<DeclineReason | undefined>(),
    limit: new Column<LimitName | undefined>(),
  };

  constructor(
    private readonly ledger: Ledger,
    private readonly cards: Cards,
    private readonly history: History,
    private readonly newId: () => string,
    private readonly newRrn: () => string,
    /** The limits of an account: they count what every card of the account spends. */
    private readonly accountLimits: (accountNumber: string) => readonly Limit[] = () => [],
  ) {}

  topUp(destinationPan: string, amount: number, now: Date): Movement {
    const rrn = this.newRrn();
    const card = this.cards.byNumber(destinationPan);
    const outcome = (): Outcome => {
      if (!card) return { reason: 'unknown_card' };
      if (!isActive(card)) return { reason: 'card_blocked' };
      this.ledger.transfer(rrn, now, SETTLEMENT_ACCOUNT, card.accountNumber, amount);
      this.history.add({ at: now, kind: 'credit', direction: 'CREDIT', accountNumber: card.accountNumber, cardId: card.id, amount, rrn });
      return {};
    };
    // The card's own number when it is known: the same characters, and no new string to keep.
    return this.record('topup', amount, now, rrn, outcome(), { destinationPan: card?.pan ?? destinationPan });
  }

  transfer(req: TransferRequest, now: Date): Movement {
    const rrn = this.newRrn();
    const source = this.cards.byNumber(req.sourcePan);
    const destination = this.cards.byNumber(req.destinationPan);
    const outcome = (): Outcome => {
      if (!source) return { reason: 'unknown_card' };
      if (!destination) return { reason: 'unknown_destination_card' };
      if (source === destination) return { reason: 'same_card' };
      if (source.expiry !== req.sourceExpiry) return { reason: 'expiry_mismatch' };
      if (isExpired(source, now)) return { reason: 'card_expired' };
      if (!isActive(source)) return { reason: 'card_blocked' };
      if (!isActive(destination)) return { reason: 'destination_card_blocked' };
      if (this.ledger.available(source.accountNumber) < req.amount) return { reason: 'insufficient_funds' };
      const exceeded = consumeSpending(source.limits, this.accountLimits(source.accountNumber), 'transfer', req.amount, now);
      if (exceeded) return { reason: 'limit_exceeded', limit: exceeded.name };
      // Funds were checked above and nothing ran in between, so the posting cannot be refused.
      this.ledger.transfer(rrn, now, source.accountNumber, destination.accountNumber, req.amount);
      this.recordTransfer(source, destination, req.amount, rrn, now);
      return {};
    };
    return this.record('transfer', req.amount, now, rrn, outcome(), {
      sourcePan: source?.pan ?? req.sourcePan,
      sourceExpiry: source?.expiry === req.sourceExpiry ? source.expiry : req.sourceExpiry,
      destinationPan: destination?.pan ?? req.destinationPan,
    });
  }

  /**
   * The card system's three records of a card-to-card transfer: debit part, the transfer itself,
   * credit part. The destination may be an account without a card (v1 p2pTransfer to an account).
   */
  recordTransfer(source: Card, destination: TransferEnd, amount: number, rrn: string, now: Date, extra: TransferExtra = {}): TransferRecords {
    // Each record written out, not spread from a common part: spreads made this the costliest step of a money move.
    const { merchant, authorizationIdResponse } = extra;
    const from = source.accountNumber;
    return {
      debit: this.history.add({ at: now, kind: 'p2pDebit', direction: 'DEBIT', accountNumber: from, cardId: source.id, amount, rrn, merchant, authorizationIdResponse }),
      transfer: this.history.add({ at: now, kind: 'p2pTransfer', direction: 'NOOP', accountNumber: from, cardId: source.id, amount, rrn, merchant, authorizationIdResponse }),
      credit: this.history.add({
        at: now,
        kind: 'p2pCredit',
        direction: 'CREDIT',
        accountNumber: destination.accountNumber,
        cardId: destination.id,
        amount,
        rrn,
        merchant,
        authorizationIdResponse,
      }),
    };
  }

  /** The next retrieval reference number: one 12-digit sequence for every interface of the sandbox. */
  nextRrn(): string {
    return this.newRrn();
  }

  /** Transfers where the card is the source or the destination, oldest first. */
  transfersOf(pan: string): Movement[] {
    const { kind, sourcePan, destinationPan } = this.log;
    const found: Movement[] = [];
    for (let i = 0; i < kind.length; i++) {
      if (kind.at(i) === 'transfer' && (sourcePan.at(i) === pan || destinationPan.at(i) === pan)) found.push(this.movement(i));
    }
    return found;
  }

  /** Snapshots see the movements, not the columns. */
  toJSON(): Movement[] {
    const all: Movement[] = [];
    for (let i = 0; i < this.log.kind.length; i++) all.push(this.movement(i));
    return all;
  }

  private record(kind: Movement['kind'], amount: number, now: Date, rrn: string, outcome: Outcome, cards: MovementCards): Movement {
    const log = this.log;
    const i = log.kind.length;
    log.id.push(this.newId());
    log.kind.push(kind);
    log.amount.push(amount);
    log.sourcePan.push(cards.sourcePan);
    log.sourceExpiry.push(cards.sourceExpiry);
    log.destinationPan.push(cards.destinationPan);
    log.createdAt.push(now.getTime());
    log.rrn.push(rrn);
    log.reason.push(outcome.reason);
    log.limit.push(outcome.limit);
    return this.movement(i);
  }

  private movement(i: number): Movement {
    const log = this.log;
    const sourcePan = log.sourcePan.at(i);
    const reason = log.reason.at(i);
    return {
      id: log.id.at(i),
      kind: log.kind.at(i),
      amount: log.amount.at(i),
      currency: 'EUR',
      sourceCard: sourcePan === undefined ? undefined : { pan: sourcePan, expiry: log.sourceExpiry.at(i)! },
      destinationCard: { pan: log.destinationPan.at(i) },
      createdAt: new Date(log.createdAt.at(i)),
      rrn: log.rrn.at(i)!,
      status: reason ? 'declined' : 'approved',
      reason,
      limit: log.limit.at(i),
    };
  }
}

/** A card is valid through the last day of its expiry month (UTC). */
export function isExpired(card: Card, now: Date): boolean {
  return now.getTime() >= validUntil(card.expiry);
}

/** First instant after an expiry month (YYYYMM), by expiry: a sandbox has a few of them, asked on every movement. */
const ends = new Map<string, number>();
function validUntil(expiry: string): number {
  let end = ends.get(expiry);
  if (end === undefined) ends.set(expiry, (end = Date.UTC(Number(expiry.slice(0, 4)), Number(expiry.slice(4, 6)), 1)));
  return end;
}
