/**
 * Merchants and their terminals, seeded the same way in every sandbox (docs/emulator.md lists
 * them), with a status each that v1 changeMerchantStatus / changeTerminalStatus set. Card
 * operations that name a merchant and a terminal (cardAcceptorParameters) are history records
 * with merchant info; the merchant reads (transactions, payment orders) are views of those.
 */
import { ATM_FIXTURES, type AtmFixture } from './atms.js';
import type { History, HistoryRecord } from './history.js';

/** Allowed values of both status changes; any status may follow any other (none is final). */
export const ACQUIRING_STATUSES = ['ACTIVE', 'SUSPENDED', 'CLOSED'] as const;
export type AcquiringStatus = (typeof ACQUIRING_STATUSES)[number];

export interface Merchant {
  readonly number: string;
  readonly name: string;
  readonly mcc: number;
  readonly customerNumber: string;
  readonly contractNumber: string;
  /** Position in the seed, from 1: part of the merchant's payment order ids. */
  readonly sequence: number;
  status: AcquiringStatus;
}

export interface Terminal {
  readonly number: string;
  readonly merchantNumber: string;
  readonly kind: 'POS' | 'ATM';
  readonly location: string;
  status: AcquiringStatus;
}

interface MerchantSeed {
  readonly number: string;
  readonly name: string;
  readonly mcc: number;
  readonly customerNumber: string;
  readonly contractNumber: string;
  readonly terminals: ReadonlyArray<{ number: string; kind: 'POS' | 'ATM'; location: string }>;
}

/** The merchant the sandbox page shows, with its first POS terminal and its ATM. */
export const SANDBOX_MERCHANT = {
  merchantNumber: '880000000000001',
  customerNumber: 'MERCHANT-0001',
  contractNumber: 'CONTRACT-0001',
  terminalNumber: '88000101',
  atmTerminalId: '88000103',
} as const;

export const MERCHANT_SEED: readonly MerchantSeed[] = [
  {
    number: SANDBOX_MERCHANT.merchantNumber,
    name: 'CARDLAB MARKET',
    mcc: 5411,
    customerNumber: SANDBOX_MERCHANT.customerNumber,
    contractNumber: SANDBOX_MERCHANT.contractNumber,
    terminals: [
      { number: SANDBOX_MERCHANT.terminalNumber, kind: 'POS', location: 'CARDLAB MARKET CHECKOUT 1, ALEXANDERPLATZ 1, BERLIN, DE' },
      { number: '88000102', kind: 'POS', location: 'CARDLAB MARKET CHECKOUT 2, ALEXANDERPLATZ 1, BERLIN, DE' },
      { number: SANDBOX_MERCHANT.atmTerminalId, kind: 'ATM', location: 'CARDLAB MARKET LOBBY, ALEXANDERPLATZ 1, BERLIN, DE' },
    ],
  },
  {
    number: '880000000000002',
    name: 'CARDLAB CASH',
    mcc: 6011,
    customerNumber: 'MERCHANT-0002',
    contractNumber: 'CONTRACT-0002',
    terminals: [
      { number: '88000201', kind: 'ATM', location: 'HAUPTBAHNHOF, EUROPAPLATZ 1, BERLIN, DE' },
      { number: '88000202', kind: 'ATM', location: 'MALL OF BERLIN, LEIPZIGER PLATZ 12, BERLIN, DE' },
    ],
  },
];

export type StatusChange = 'ok' | 'unknown_merchant' | 'not_the_merchants_contract' | 'unknown_terminal';

export interface MerchantIdentity {
  readonly merchantNumber: string;
  readonly customerNumber: string;
  readonly contractNumber: string;
}

/** A card operation that named a merchant and its terminal: what the merchant reads show. */
export type MerchantRecord = HistoryRecord & { readonly cardId: string; readonly merchant: NonNullable<HistoryRecord['merchant']> };

/** The UTC day of an instant, YYYY-MM-DD. */
export const dayOf = (at: Date) => at.toISOString().slice(0, 10);

export interface Atm {
  readonly terminal: Terminal;
  readonly fixture: AtmFixture;
  readonly open: boolean;
  readonly lastTransactionDate?: Date | undefined;
  readonly lastWithdrawalDate?: Date | undefined;
  readonly lastDepositDate?: Date | undefined;
}

export class Merchants {
  private readonly merchants = new Map<string, Merchant>();
  private readonly terminals = new Map<string, Terminal>();

  constructor(
    private readonly history: History,
    /** When the sandbox was created: the seeded device errors are dated before it. */
    readonly seededAt: Date,
  ) {
    MERCHANT_SEED.forEach((seed, i) => {
      const { terminals, ...merchant } = seed;
      this.merchants.set(seed.number, { ...merchant, sequence: i + 1, status: 'ACTIVE' });
      for (const t of terminals) this.terminals.set(t.number, { ...t, merchantNumber: seed.number, status: 'ACTIVE' });
    });
  }

  merchant(number: string): Merchant | undefined {
    return this.merchants.get(number);
  }

  all(): Merchant[] {
    return [...this.merchants.values()];
  }

  terminal(number: string): Terminal | undefined {
    return this.terminals.get(number);
  }

  /** The merchant, if the customer and contract numbers are its own. */
  private identify(who: MerchantIdentity): Merchant | 'unknown_merchant' | 'not_the_merchants_contract' {
    const merchant = this.merchants.get(who.merchantNumber);
    if (!merchant) return 'unknown_merchant';
    if (merchant.customerNumber !== who.customerNumber || merchant.contractNumber !== who.contractNumber) return 'not_the_merchants_contract';
    return merchant;
  }

  changeMerchantStatus(who: MerchantIdentity, status: AcquiringStatus): StatusChange {
    const merchant = this.identify(who);
    if (typeof merchant === 'string') return merchant;
    merchant.status = status;
    return 'ok';
  }

  changeTerminalStatus(who: MerchantIdentity, terminalNumber: string, status: AcquiringStatus): StatusChange {
    const merchant = this.identify(who);
    if (typeof merchant === 'string') return merchant;
    const terminal = this.terminals.get(terminalNumber);
    if (!terminal || terminal.merchantNumber !== merchant.number) return 'unknown_terminal';
    terminal.status = status;
    return 'ok';
  }

  /** Every ATM in seed order, with what the card operations made at it show. */
  atms(): Atm[] {
    return ATM_FIXTURES.map((fixture) => {
      const terminal = this.terminals.get(fixture.terminalNumber)!;
      const merchant = this.merchants.get(terminal.merchantNumber)!;
      const records = this.history.all().filter((r) => r.merchant?.terminalId === terminal.number);
      const latest = (pick: (r: HistoryRecord) => boolean) => records.filter(pick).at(-1)?.at;
      return {
        terminal,
        fixture,
        open: fixture.open && terminal.status === 'ACTIVE' && merchant.status === 'ACTIVE',
        lastTransactionDate: latest(() => true),
        lastWithdrawalDate: latest((r) => r.direction === 'DEBIT'),
        lastDepositDate: latest((r) => r.direction === 'CREDIT'),
      };
    });
  }

  /** Card payments and refunds at the merchant (optionally at one terminal), oldest first, on the UTC days from `from` to `to` (YYYY-MM-DD, both included). */
  records(merchantNumber: string, filter: { terminalId?: string | undefined; from?: string | undefined; to?: string | undefined } = {}): MerchantRecord[] {
    return this.history
      .all()
      .filter(
        (r): r is MerchantRecord =>
          r.merchant?.merchantId === merchantNumber &&
          r.cardId !== undefined &&
          r.direction !== 'NOOP' &&
          (filter.terminalId === undefined || r.merchant.terminalId === filter.terminalId) &&
          (filter.from === undefined || dayOf(r.at) >= filter.from) &&
          (filter.to === undefined || dayOf(r.at) <= filter.to),
      );
  }
}
