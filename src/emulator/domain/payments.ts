/**
 * Card Management v2's top-ups and card-to-card transfers, and their log (GET /transfers reads it).
 * The decision and the money are the card system's (card-system/): this keeps, for each movement,
 * what v2 shows of it, declined ones included, with the card system's result as the reason. A
 * refused movement moves nothing: the reason is a value, not an exception, and v2 translates it.
 */
import { credit, type Refusal, transfer } from './card-system/index.js';
import { Column, DigitsColumn, NumberColumn } from './columns.js';
import type { LimitName } from './limits.js';
import type { Sandbox } from './sandbox.js';

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

  readonly #sb: Sandbox;
  readonly #newId: () => string;

  constructor(sb: Sandbox, newId: () => string) {
    this.#sb = sb;
    this.#newId = newId;
  }

  topUp(destinationPan: string, amount: number, now: Date): Movement {
    const sb = this.#sb;
    const card = sb.cards.byNumber(destinationPan);
    const answer = credit(sb, { card: card ?? null, amount, use: 'deposit' }, now);
    const rrn = answer.result === 'ok' ? answer.rrn : sb.nextRrn();
    // The card's own number when it is known: the same characters, and no new string to keep.
    const refusal = answer.result === 'ok' ? undefined : answer;
    return this.record('topup', amount, now, rrn, refusal?.result, refusal?.limit, undefined, undefined, card?.pan ?? destinationPan);
  }

  transfer(req: TransferRequest, now: Date): Movement {
    const sb = this.#sb;
    const source = sb.cards.byNumber(req.sourcePan);
    const destination = sb.cards.byNumber(req.destinationPan);
    const answer = transfer(sb, { source: source ?? null, sourceExpiry: req.sourceExpiry, destination: destination ?? null, amount: req.amount }, now);
    const rrn = answer.result === 'ok' ? answer.rrn : sb.nextRrn();
    const refusal = answer.result === 'ok' ? undefined : answer;
    const sourceExpiry = source?.expiry === req.sourceExpiry ? source.expiry : req.sourceExpiry;
    return this.record('transfer', req.amount, now, rrn, refusal?.result, refusal?.limit, source?.pan ?? req.sourcePan, sourceExpiry, destination?.pan ?? req.destinationPan);
  }

  /** Transfers where the card is the source or the destination, oldest first. */
  transfersOf(pan: string): Movement[] {
    const { kind, sourcePan, destinationPan } = this.log;
    const found: Movement[] = [];
    for (let i = kind.first; i < kind.length; i++) {
      if (kind.at(i) === 'transfer' && (sourcePan.at(i) === pan || destinationPan.at(i) === pan)) found.push(this.movement(i));
    }
    return found;
  }

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

  private record(
    kind: Movement['kind'],
    amount: number,
    now: Date,
    rrn: string,
    reason: Refusal | undefined,
    limit: LimitName | undefined,
    sourcePan: string | undefined,
    sourceExpiry: string | undefined,
    destinationPan: string,
  ): Movement {
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
      currency: 'EUR',
      sourceCard: sourcePan === undefined ? undefined : { pan: sourcePan, expiry: sourceExpiry! },
      destinationCard: { pan: destinationPan },
      createdAt: now,
      rrn,
      status: reason ? 'declined' : 'approved',
      reason,
      limit,
    };
    this.#sb.retention?.tick(now.getTime());
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
