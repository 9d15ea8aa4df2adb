/**
 * Transaction history of accounts and cards, as v1 getTransactions shows it. Every interface
 * writes here: a v2 transfer is a "781 P2P Debit part" and a "689 Card-to-card money transfer" too.
 */
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
  /** The interface's order number when the record belongs to an order. */
  readonly orderNumber?: string | undefined;
}

export type NewRecord = Omit<HistoryRecord, 'utrnno' | 'currency'>;

/** Every field of a record present (undefined when not set): one object shape for every record. */
type EveryField = { readonly [K in keyof Required<HistoryRecord>]: HistoryRecord[K] };

export class History {
  private readonly records: HistoryRecord[] = [];
  private next = 1;

  add(record: NewRecord): HistoryRecord {
    // Field by field, not a spread: records of every kind then share one shape, which made a money
    // move's three records three times cheaper (docs/performance.md). EveryField makes a new field of
    // HistoryRecord a compile error here until it is copied too.
    const full: EveryField = {
      utrnno: this.next++,
      at: record.at,
      kind: record.kind,
      direction: record.direction,
      accountNumber: record.accountNumber,
      cardId: record.cardId,
      amount: record.amount,
      currency: 978,
      fee: record.fee,
      merchant: record.merchant,
      rrn: record.rrn,
      authorizationIdResponse: record.authorizationIdResponse,
      orderNumber: record.orderNumber,
    };
    this.records.push(full);
    return full;
  }

  /** Records of an account or a card, oldest first, within [from, to) when given. */
  query(filter: { accountNumber?: string; cardId?: string; from?: Date; to?: Date }): HistoryRecord[] {
    return this.records.filter(
      (r) =>
        (filter.accountNumber === undefined || r.accountNumber === filter.accountNumber) &&
        (filter.cardId === undefined || r.cardId === filter.cardId) &&
        (filter.from === undefined || r.at >= filter.from) &&
        (filter.to === undefined || r.at < filter.to),
    );
  }

  /**
   * What a card's history shows: the card's own records and the records of its account that belong
   * to no card (holds, account status changes, top-ups of the account), oldest first, within [from, to).
   */
  ofCard(card: { readonly id: string; readonly accountNumber: string }, from?: Date, to?: Date): HistoryRecord[] {
    return this.records.filter(
      (r) =>
        (r.cardId === card.id || (r.cardId === undefined && r.accountNumber === card.accountNumber)) &&
        (from === undefined || r.at >= from) &&
        (to === undefined || r.at < to),
    );
  }

  all(): readonly HistoryRecord[] {
    return this.records;
  }
}
