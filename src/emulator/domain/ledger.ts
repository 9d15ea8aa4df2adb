/**
 * Double-entry ledger: every movement is a balanced set of postings, so money is never created.
 * Money entering the sandbox (top-ups) comes from an external settlement account, which is the only
 * account allowed below its floor; the sum of every balance is therefore always zero.
 * Amounts are integer minor units.
 */
import { Column, DigitsColumn, NumberColumn } from './columns.js';

export type Currency = 'EUR';

export interface Account {
  readonly number: string;
  readonly currency: Currency;
  balance: number;
  /** Money reserved by holds: not spendable, still on the balance. */
  held: number;
  /** Lowest balance the account may reach (negative for a credit line). */
  floor: number;
}

export interface Posting {
  readonly account: string;
  /** Positive credits the account, negative debits it. */
  readonly amount: number;
}

export interface JournalEntry {
  readonly id: number;
  readonly at: Date;
  readonly reference: string;
  readonly postings: readonly Posting[];
}

export type PostResult = 'ok' | 'unknown_account' | 'insufficient_funds';

export const SETTLEMENT_ACCOUNT = 'SETTLEMENT-EUR';
/** Where card-system fees (v1 debitCard and topUp `fee`) are credited; an ordinary account that only receives. */
export const FEE_ACCOUNT = 'FEES-EUR';

/** Money from one account to another. */
export interface Move {
  readonly from: string;
  readonly to: string;
  readonly amount: number;
}

/** What a capture spends of its reservation, and where it goes. */
export type Spent = Omit<Move, 'from'>;

export class Ledger {
  private readonly accounts = new Map<string, Account>();
  /**
   * The journal in columns (docs/decisions/0005-compact-logs.md): entry i has `at[i]`, `reference[i]`
   * and the postings from `firstPosting[i]` to `firstPosting[i + 1]` (or the end) of the posting columns.
   * An entry is an object only when read.
   */
  private readonly journal = { at: new NumberColumn(), reference: new DigitsColumn(), firstPosting: new NumberColumn() };
  private readonly postings = { account: new Column<string>(), amount: new NumberColumn() };
  private readonly reservations = new Map<string, { readonly account: string; readonly amount: number }>();
  /**
   * What forgotten entries (forgetOlderThan) had moved, per account: the balance carried forward.
   * An account's balance is always what is carried plus what the kept entries post to it.
   */
  private readonly carried = new Map<string, number>();

  constructor() {
    // Stryker disable next-line ObjectLiteral: no operation shows the settlement account (money from outside the sandbox): an account without a floor takes any debit, and its own balance is read only by the control API's journal total
    this.accounts.set(SETTLEMENT_ACCOUNT, {
      number: SETTLEMENT_ACCOUNT,
      // Stryker disable next-line StringLiteral: the sandbox has one currency and no operation reads a ledger account's (each interface states EUR/978 itself)
      currency: 'EUR',
      balance: 0,
      held: 0,
      floor: Number.NEGATIVE_INFINITY,
    });
    this.open(FEE_ACCOUNT);
  }

  // Stryker disable next-line StringLiteral: the sandbox has one currency and no operation reads a ledger account's (each interface states EUR/978 itself)
  open(number: string, currency: Currency = 'EUR'): Account {
    // Stryker disable next-line all: a programming-error guard: account numbers are drawn unique (accounts.ts)
    if (this.accounts.has(number)) throw new Error(`ledger: account ${number} already exists`);
    const account: Account = { number, currency, balance: 0, held: 0, floor: 0 };
    this.accounts.set(number, account);
    return account;
  }

  get(number: string): Account | undefined {
    return this.accounts.get(number);
  }

  available(number: string): number {
    const account = this.accounts.get(number);
    return account ? account.balance - account.held : 0;
  }

  /**
   * Sets the amount held on an account (v1 changeAccountArrestAmount): the new amount replaces the
   * old one, 0 releases it. A hold may exceed the balance (an arrest is not capped by what is there):
   * nothing can then be spent until credits cover it. Holds move no money, so no journal entry.
   */
  setHold(number: string, amount: number): 'ok' | 'unknown_account' {
    // Stryker disable next-line all: a programming-error guard: the v1 contract refuses a negative, fractional or too large hold first (holds.feature: "A hold of <amount> is refused")
    if (!Number.isSafeInteger(amount) || amount < 0) throw new RangeError(`ledger: hold ${amount} is not a non-negative integer of minor units`);
    const account = this.accounts.get(number);
    // Stryker disable next-line all: a programming-error guard: account-controls.ts refuses an account the card system lacks first, and each of its accounts has its ledger account (accounts.ts opens both)
    if (!account) return 'unknown_account';
    account.held = amount + this.reservedOn(number);
    return 'ok';
  }

  /**
   * Reserves money for a pre-authorisation (a two-phase gateway payment): it stays on the balance
   * but cannot be spent until `release`. Held money is the arrest (setHold) plus every reservation.
   */
  reserve(reference: string, number: string, amount: number): 'ok' | 'unknown_account' | 'insufficient_funds' {
    // Programming-error guards: the only caller (card-system/movements.ts) reserves a gateway
    // payment's positive amount once per order, on the card's own account, right after checking
    // its funds with nothing in between; the providers refuse a bad amount before it.
    // Stryker disable all: see above
    if (!Number.isSafeInteger(amount) || amount <= 0) throw new RangeError(`ledger: reservation ${amount} is not a positive integer of minor units`);
    if (this.reservations.has(reference)) throw new Error(`ledger: reservation ${reference} exists already`);
    const account = this.accounts.get(number);
    if (!account) return 'unknown_account';
    // Stryker restore all
    // Stryker disable next-line ConditionalExpression,ArithmeticOperator,StringLiteral: the caller checked these funds just before and ignores the answer, so only a mutant that refuses more can show (card-system-history.feature: a held payment may take all the money there is)
    if (account.balance - account.held - amount < account.floor) return 'insufficient_funds';
    account.held += amount;
    this.reservations.set(reference, { account: number, amount });
    // Stryker disable next-line StringLiteral: the caller ignores the answer (it checked the funds itself)
    return 'ok';
  }

  /** Ends a reservation; returns the amount it held (0 when there was none). */
  release(reference: string): number {
    const reservation = this.reservations.get(reference);
    // Stryker disable next-line ConditionalExpression: only a caller's error releases no reservation: the gateway reverses only an order it holds (its state machine), a capture only the reservation it found
    if (!reservation) return 0;
    this.reservations.delete(reference);
    const account = this.accounts.get(reservation.account);
    // Stryker disable next-line ConditionalExpression: a reserved account is never closed (the card system closes no ledger account)
    if (account) account.held -= reservation.amount;
    return reservation.amount;
  }

  /**
   * Spends up to what a reservation holds (the capture of a pre-authorisation) and ends it, in one
   * journal entry from the reserved account to `to`. A hold set after the reservation does not stand
   * in its way: the reserved money was set aside before it, and the balance still covers it (every
   * posting since had to leave the held money alone). `entry` is the journal entry's reference.
   */
  capture(reference: string, entry: string, at: Date, spent: Spent): 'ok' | 'unknown_reservation' | 'unknown_account' | 'exceeds_reservation' {
    const { to, amount } = spent;
    // Programming-error guards: settlement.ts throws on anything but 'ok', and the gateway deposits
    // only an order it holds, a positive amount never over what it approved (gateway/checkout.ts
    // refuses first), into the settlement account.
    // Stryker disable all: see above
    if (!Number.isSafeInteger(amount) || amount <= 0) throw new RangeError(`ledger: capture ${amount} is not a positive integer of minor units`);
    const reservation = this.reservations.get(reference);
    if (!reservation) return 'unknown_reservation';
    if (amount > reservation.amount) return 'exceeds_reservation';
    if (!this.accounts.has(to) || !this.accounts.has(reservation.account)) return 'unknown_account';
    // Stryker restore all
    this.release(reference);
    this.append(entry, at, [
      { account: reservation.account, amount: -amount },
      { account: to, amount },
    ]);
    return 'ok';
  }

  private reservedOn(number: string): number {
    let sum = 0;
    for (const r of this.reservations.values()) if (r.account === number) sum += r.amount;
    return sum;
  }

  /** Moves money atomically: either every posting applies or none does. */
  post(reference: string, at: Date, postings: readonly Posting[]): PostResult {
    assertBalanced(postings);
    for (const p of postings) {
      const account = this.accounts.get(p.account);
      // Stryker disable next-line all: a programming-error guard: the card system checks that every account a movement names is one it has before posting (money-parties.feature)
      if (!account) return 'unknown_account';
      // Only money leaving an account needs funds: a credit goes in even below the floor (holds.feature).
      // Stryker disable next-line EqualityOperator: a zero posting is checked or not, the same: no movement posts zero (amounts are positive, a zero fee is not posted)
      if (p.amount >= 0) continue;
      // Stryker disable next-line StringLiteral: the callers tell only 'ok' apart (card-system/movements.ts, settlement.ts)
      if (account.balance - account.held + p.amount < account.floor) return 'insufficient_funds';
    }
    this.append(reference, at, postings);
    return 'ok';
  }

  /** Writes a checked, balanced entry. */
  private append(reference: string, at: Date, postings: readonly Posting[]): void {
    const { journal, postings: columns } = this;
    journal.at.push(at.getTime());
    journal.reference.push(reference);
    journal.firstPosting.push(columns.account.length);
    for (const p of postings) {
      this.accounts.get(p.account)!.balance += p.amount;
      columns.account.push(p.account);
      columns.amount.push(p.amount);
    }
  }

  /** Moves `amount` from one account to another, in one entry. */
  transfer(reference: string, at: Date, move: Move): PostResult {
    const { from, to, amount } = move;
    return this.post(reference, at, [
      { account: from, amount: -amount },
      { account: to, amount },
    ]);
  }

  // Stryker disable all: no scenario reads these: the total and the entry count are the control API's
  // (the journal proof), forgetting and the balances carried forward are retention's (the suite's
  // emulator keeps everything; retention.test.ts judges them), the entries and toJSON the snapshots'
  /** Sum of every balance: zero unless the double-entry invariant is broken. */
  total(): number {
    let sum = 0;
    for (const account of this.accounts.values()) sum += account.balance;
    return sum;
  }

  /** Number of journal entries kept (each a movement that applied); ids go on from the last one ever made. */
  get size(): number {
    return this.journal.at.length - this.journal.at.first;
  }

  /** The balances carried forward from forgotten entries, per account (empty while none was forgotten). */
  carriedForward(): ReadonlyMap<string, number> {
    return this.carried;
  }

  /**
   * Forgets the oldest journal entries: those dated before `horizon`, and beyond the newest
   * `keepAtMost` (retention.ts). Their postings are folded into the balances carried forward, so
   * the carried balances and the kept entries still add up to every balance, and to zero in all.
   * From the oldest on, stopping at the first to keep. Answers how many went.
   */
  forgetOlderThan(horizon: number, keepAtMost: number): number {
    const { journal, postings } = this;
    const first = journal.at.first;
    const end = journal.at.length;
    let i = first;
    while (i < end && (end - i > keepAtMost || journal.at.at(i) < horizon)) i++;
    if (i === first) return 0;
    const lastPosting = i < end ? journal.firstPosting.at(i) : postings.account.length;
    for (let p = journal.firstPosting.at(first); p < lastPosting; p++) {
      const account = postings.account.at(p);
      this.carried.set(account, (this.carried.get(account) ?? 0) + postings.amount.at(p));
    }
    journal.at.forgetBefore(i);
    journal.reference.forgetBefore(i);
    journal.firstPosting.forgetBefore(i);
    postings.account.forgetBefore(lastPosting);
    postings.amount.forgetBefore(lastPosting);
    return i - first;
  }

  entries(): JournalEntry[] {
    const { journal, postings } = this;
    const entries: JournalEntry[] = [];
    for (let i = journal.at.first; i < journal.at.length; i++) {
      const end = i + 1 < journal.at.length ? journal.firstPosting.at(i + 1) : postings.account.length;
      const list: Posting[] = [];
      for (let p = journal.firstPosting.at(i); p < end; p++) list.push({ account: postings.account.at(p), amount: postings.amount.at(p) });
      entries.push({ id: i + 1, at: new Date(journal.at.at(i)), reference: journal.reference.at(i)!, postings: list });
    }
    return entries;
  }

  /** Snapshots see the balances and the entries, not the columns. */
  toJSON(): { accounts: Account[]; reservations: [string, { account: string; amount: number }][]; carried?: [string, number][]; journal: JournalEntry[] } {
    return { accounts: [...this.accounts.values()], reservations: [...this.reservations], ...(this.carried.size > 0 ? { carried: [...this.carried] } : {}), journal: this.entries() };
  }
}

// Stryker disable all: a programming-error guard: the providers refuse an amount that is not whole
// minor units first (holds.feature, top-ups.feature), and every caller writes balanced postings
// (card-system/movements.ts, settlement.ts); ledger.test.ts judges it
function assertBalanced(postings: readonly Posting[]): void {
  let sum = 0;
  for (const p of postings) {
    if (!Number.isSafeInteger(p.amount)) throw new RangeError(`ledger: amount ${p.amount} is not an integer of minor units`);
    sum += p.amount;
  }
  if (sum !== 0) throw new Error(`ledger: postings do not balance (sum ${sum})`);
}
