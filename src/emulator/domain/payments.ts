/**
 * Card Management v2's top-ups and card-to-card transfers, and their log (GET /transfers reads it).
 * The decision and the money are the card system's (card-system/): this keeps, for each movement,
 * what v2 shows of it, declined ones included, with the card system's result as the reason. A
 * refused movement moves nothing: the reason is a value, not an exception, and v2 translates it.
 */
import { type CardAnswer, type CardSystem, credit, type Refusal, transfer } from './card-system/index.js';
import { Column, DigitsColumn, NumberColumn } from './columns.js';
import type { LimitName } from './limits.js';

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
  /** Why the card system refused it. */
  readonly reason?: Refusal | undefined;
  /** Set when a limit refused the movement. */
  readonly limit?: LimitName | undefined;
}

export interface TransferRequest {
  readonly sourcePan: string;
  readonly sourceExpiry: string;
  readonly destinationPan: string;
  readonly amount: number;
}

/** What Payments works with, named when the sandbox is composed. */
export interface PaymentsParts {
  readonly cardSystem: CardSystem;
  readonly newId: () => string;
  /** Told of every movement with its instant (the sandbox's retention counts them, retention.ts). */
  readonly onRecord: (at: number) => void;
}

/** One movement to log: its card system answer, and the cards as the request named them. */
interface MovementEntry {
  readonly kind: Movement['kind'];
  readonly amount: number;
  readonly answer: CardAnswer;
  readonly sourcePan: string | undefined;
  readonly sourceExpiry: string | undefined;
  readonly destinationPan: string;
  readonly at: Date;
}

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
    reason: new Column<Refusal | undefined>(),
    limit: new Column<LimitName | undefined>(),
  };

  readonly #cardSystem: CardSystem;
  readonly #newId: () => string;
  readonly #onRecord: (at: number) => void;

  constructor(parts: PaymentsParts) {
    this.#cardSystem = parts.cardSystem;
    this.#newId = parts.newId;
    this.#onRecord = parts.onRecord;
  }

  topUp(destinationPan: string, amount: number, now: Date): Movement {
    const cs = this.#cardSystem;
    const card = cs.cards.byNumber(destinationPan);
    const answer = credit(cs, { card: card ?? null, amount, use: 'deposit' }, now);
    // The card's own number when it is known: the same characters, and no new string to keep.
    // Stryker disable next-line StringLiteral: the kind only keeps a top-up out of the transfer lists, where any other name than 'transfer' does the same.
    return this.record({ kind: 'topup', amount, answer, sourcePan: undefined, sourceExpiry: undefined, destinationPan: card?.pan ?? destinationPan, at: now });
  }

  transfer(req: TransferRequest, now: Date): Movement {
    const cs = this.#cardSystem;
    const source = cs.cards.byNumber(req.sourcePan);
    const destination = cs.cards.byNumber(req.destinationPan);
    const answer = transfer(cs, { source: source ?? null, expiry: req.sourceExpiry, destination: destination ?? null, amount: req.amount }, now);
    // The card's own strings when they are the request's: the same characters, and no new strings to keep.
    const sourceExpiry = source?.expiry === req.sourceExpiry ? source.expiry : req.sourceExpiry;
    return this.record({ kind: 'transfer', amount: req.amount, answer, sourcePan: source?.pan ?? req.sourcePan, sourceExpiry, destinationPan: destination?.pan ?? req.destinationPan, at: now });
  }

  /** Transfers where the card is the source or the destination, oldest first. */
  transfersOf(pan: string): Movement[] {
    const { kind, sourcePan, destinationPan } = this.log;
    const found: Movement[] = [];
    // Stryker disable next-line EqualityOperator: one step past the end reads no kind, which is no transfer.
    for (let i = kind.first; i < kind.length; i++) {
      if (kind.at(i) === 'transfer' && (sourcePan.at(i) === pan || destinationPan.at(i) === pan)) found.push(this.movement(i));
    }
    return found;
  }

  // Stryker disable all: snapshots, their size and retention only: the scenarios' emulator takes no snapshot and forgets nothing until its reset (retention.test.ts, durable.test.ts and the store's tests judge them).
  /** Snapshots see the movements, not the columns. */
  toJSON(): Movement[] {
    const all: Movement[] = [];
    for (let i = this.log.kind.first; i < this.log.kind.length; i++) all.push(this.movement(i));
    return all;
  }

  /** How many movements are kept. */
  get size(): number {
    return this.log.kind.length - this.log.kind.first;
  }

  /** Forgets the oldest movements: dated before `horizon`, and beyond the newest `keepAtMost` (retention.ts). Answers how many went. */
  forgetOlderThan(horizon: number, keepAtMost: number): number {
    const { createdAt } = this.log;
    const first = createdAt.first;
    const end = createdAt.length;
    let i = first;
    while (i < end && (end - i > keepAtMost || createdAt.at(i) < horizon)) i++;
    if (i === first) return 0;
    for (const column of Object.values(this.log)) column.forgetBefore(i);
    return i - first;
  }
  // Stryker restore all

  private record(entry: MovementEntry): Movement {
    const { kind, amount, answer, sourcePan, sourceExpiry, destinationPan, at: now } = entry;
    // Declined movements have a reference number too, drawn when declined.
    const rrn = answer.result === 'ok' ? answer.rrn : this.#cardSystem.nextRrn();
    const refusal = answer.result === 'ok' ? undefined : answer;
    const reason = refusal?.result;
    const limit = refusal?.limit;
    const log = this.log;
    const i = log.kind.length;
    log.id.push(this.#newId());
    log.kind.push(kind);
    log.amount.push(amount);
    log.sourcePan.push(sourcePan);
    log.sourceExpiry.push(sourceExpiry);
    log.destinationPan.push(destinationPan);
    log.createdAt.push(now.getTime());
    log.rrn.push(rrn);
    log.reason.push(reason);
    log.limit.push(limit);
    // The answer from the values at hand, not read back from the columns (the same values).
    const movement: Movement = {
      id: log.id.at(i),
      kind,
      amount,
      // Stryker disable next-line StringLiteral: v2's serializer, compiled from the contract, writes its one currency (a literal) whatever a movement holds.
      currency: 'EUR',
      sourceCard: sourcePan === undefined ? undefined : { pan: sourcePan, expiry: sourceExpiry! },
      destinationCard: { pan: destinationPan },
      createdAt: now,
      rrn,
      status: reason ? 'declined' : 'approved',
      reason,
      limit,
    };
    this.#onRecord(now.getTime());
    return movement;
  }

  private movement(i: number): Movement {
    const log = this.log;
    const sourcePan = log.sourcePan.at(i);
    const reason = log.reason.at(i);
    return {
      id: log.id.at(i),
      kind: log.kind.at(i),
      amount: log.amount.at(i),
      // Stryker disable next-line StringLiteral: v2's serializer, compiled from the contract, writes its one currency (a literal) whatever a movement holds.
      currency: 'EUR',
      // Stryker disable next-line ConditionalExpression: only transfers are read back for an answer (transfersOf), and a transfer always names its source; a top-up is read back only by a snapshot.
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
