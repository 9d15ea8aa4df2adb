/**
 * Transaction history of accounts and cards, as v1 getTransactions shows it. Every interface
 * writes here: a v2 transfer is a "781 P2P Debit part" and a "689 Card-to-card money transfer" too.
 */
import { Column, DigitsColumn, NumberColumn } from './columns.js';

export type Direction = 'CREDIT' | 'DEBIT' | 'NOOP';

/** Transaction types of the card system; the spec names the first six, the rest are the emulator's (docs/emulator.md). */
export const TRANSACTION_TYPES = {
  changeLimit: { code: 578, description: 'Change limit' },
  cardBlocking: { code: 493, description: 'Card blocking' },
  cardStatusChange: { code: 672, description: 'Card status change' },
  credit: { code: 760, description: 'Credit account presentment' },
  p2pDebit: { code: 781, description: 'P2P Debit part' },
  p2pTransfer: { code: 689, description: 'Card-to-card money transfer' },
  p2pCredit: { code: 782, description: 'P2P Credit part' },
  debit: { code: 774, description: 'Debit account presentment' },
  hold: { code: 579, description: 'Account arrest amount change' },
  accountStatusChange: { code: 673, description: 'Account status change' },
} as const;
export type TransactionKind = keyof typeof TRANSACTION_TYPES;

export interface MerchantInfo {
  readonly merchantId: string;
  readonly terminalId: string;
  readonly mcc?: number | undefined;
  readonly nameAndLocation?: string | undefined;
}

export interface HistoryRecord {
  /** Front-end transaction id (utrnno), unique in the sandbox. */
  readonly utrnno: number;
  readonly at: Date;
  readonly kind: TransactionKind;
  readonly direction: Direction;
  readonly accountNumber: string;
  readonly cardId?: string | undefined;
  /** Minor units; 0 for non-financial records. */
  readonly amount: number;
  readonly currency: 978;
  readonly fee?: number | undefined;
  readonly merchant?: MerchantInfo | undefined;
  readonly rrn?: string | undefined;
  readonly authorizationIdResponse?: string | undefined;
}

export type NewRecord = Omit<HistoryRecord, 'utrnno' | 'currency'>;

/** Every field of a record named (undefined when not set): a new field of HistoryRecord is a compile error in `record` until it has a column. */
type EveryField = { readonly [K in keyof Required<HistoryRecord>]: HistoryRecord[K] };

/** The fields most records leave out: kept by record index beside the columns, not in one each. */
interface Rare {
  readonly fee?: number | undefined;
  readonly merchant?: MerchantInfo | undefined;
}

/**
 * The history is append-only and grows with every movement, so it is stored as columns (columns.ts),
 * one per field, a record being an index (docs/decisions/0005-compact-logs.md): a money move adds a few
 * slots to arrays instead of three objects and a Date for the garbage collector to copy and trace.
 * Records are made as objects when read; `utrnno` is the index plus one.
 */
export class History {
  private readonly at = new NumberColumn();
  private readonly kind = new Column<TransactionKind>();
  private readonly direction = new Column<Direction>();
  private readonly accountNumber = new Column<string>();
  private readonly cardId = new Column<string | undefined>();
  private readonly amount = new NumberColumn();
  private readonly rrn = new DigitsColumn();
  private readonly authorizationIdResponse = new DigitsColumn();
  private readonly rare = new Map<number, Rare>();

  /** `onAdd`: told of every record with its instant (the sandbox's retention counts them, retention.ts). */
  constructor(private readonly onAdd?: (at: number) => void) {}

  /** Appends a record; returns its utrnno (`get` makes the record, for the rare caller that needs it). */
  add(record: NewRecord): number {
    const i = this.at.length;
    this.at.push(record.at.getTime());
    this.kind.push(record.kind);
    this.direction.push(record.direction);
    this.accountNumber.push(record.accountNumber);
    this.cardId.push(record.cardId);
    this.amount.push(record.amount);
    this.rrn.push(record.rrn);
    this.authorizationIdResponse.push(record.authorizationIdResponse);
    if (record.fee !== undefined || record.merchant !== undefined) {
      this.rare.set(i, { fee: record.fee, merchant: record.merchant });
    }
    // Stryker disable next-line OptionalChaining: the sandbox always counts its records (sandbox.ts); only the unit tests make a history without it
    this.onAdd?.(record.at.getTime());
    return i + 1;
  }

  // Stryker disable all: no operation calls these: a record by its utrnno, the count and the filtered
  // query serve the unit tests and retention's (retention.test.ts), and forgetting is retention's (the
  // suite's emulator keeps everything)
  /** A record by its utrnno; undefined when there is none, or it was forgotten (retention.ts). */
  get(utrnno: number): HistoryRecord | undefined {
    return Number.isInteger(utrnno) && utrnno > this.at.first && utrnno <= this.at.length ? this.record(utrnno - 1) : undefined;
  }

  /** How many records are kept (utrnnos go on from the last one ever made). */
  get size(): number {
    return this.at.length - this.at.first;
  }

  /**
   * Forgets the oldest records: those dated before `horizon`, and beyond the newest `keepAtMost`
   * (retention.ts). From the oldest on, stopping at the first to keep, so a record dated back
   * (a clock set back) waits for those before it. Answers how many went.
   */
  forgetOlderThan(horizon: number, keepAtMost: number): number {
    const first = this.at.first;
    const end = this.at.length;
    let i = first;
    while (i < end && (end - i > keepAtMost || this.at.at(i) < horizon)) i++;
    if (i === first) return 0;
    for (const column of [this.at, this.kind, this.direction, this.accountNumber, this.cardId, this.amount, this.rrn, this.authorizationIdResponse]) column.forgetBefore(i);
    for (const index of this.rare.keys()) {
      if (index >= i) break;
      this.rare.delete(index);
    }
    return i - first;
  }

  /** Records of an account or a card, oldest first, within [from, to) when given. */
  query(filter: { accountNumber?: string; cardId?: string; from?: Date; to?: Date }): HistoryRecord[] {
    const { accountNumber, cardId } = filter;
    return this.select(filter.from, filter.to, (i) => (accountNumber === undefined || this.accountNumber.at(i) === accountNumber) && (cardId === undefined || this.cardId.at(i) === cardId));
  }
  // Stryker restore all

  /**
   * What a card's history shows: the card's own records and the records of its account that belong
   * to no card (holds, account status changes, top-ups of the account), oldest first, within [from, to).
   */
  ofCard(card: { readonly id: string; readonly accountNumber: string }, from?: Date, to?: Date): HistoryRecord[] {
    return this.select(from, to, (i) => {
      const cardId = this.cardId.at(i);
      return cardId === card.id || (cardId === undefined && this.accountNumber.at(i) === card.accountNumber);
    });
  }

  all(): HistoryRecord[] {
    return this.select(undefined, undefined, () => true);
  }

  /** Snapshots and logs see the records, not the columns. */
  // Stryker disable next-line all: the snapshots' (store/snapshot.ts): no operation shows the history as a whole
  toJSON(): HistoryRecord[] {
    return this.all();
  }

  private select(from: Date | undefined, to: Date | undefined, matches: (i: number) => boolean): HistoryRecord[] {
    const start = from?.getTime() ?? -Infinity;
    const end = to?.getTime() ?? Infinity;
    const found: HistoryRecord[] = [];
    for (let i = this.at.first; i < this.at.length; i++) {
      const at = this.at.at(i);
      if (at >= start && at < end && matches(i)) found.push(this.record(i));
    }
    return found;
  }

  private record(i: number): EveryField {
    const rare = this.rare.get(i);
    return {
      utrnno: i + 1,
      at: new Date(this.at.at(i)),
      kind: this.kind.at(i),
      direction: this.direction.at(i),
      accountNumber: this.accountNumber.at(i),
      cardId: this.cardId.at(i),
      amount: this.amount.at(i),
      currency: 978,
      fee: rare?.fee,
      merchant: rare?.merchant,
      rrn: this.rrn.at(i),
      authorizationIdResponse: this.authorizationIdResponse.at(i),
    };
  }
}
