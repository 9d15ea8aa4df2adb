/**
 * The card system as an object: what its operations (admission.ts, movements.ts, settlement.ts,
 * account-controls.ts) read and change, given by name when the sandbox is composed (sandbox.ts).
 * The operations are functions taking it (`credit(cs, req, now)`), split by concept as decision
 * 0007 split them; it holds no behaviour of its own but the reference numbers, so that a money move
 * costs what it did: no closure per call, no object but the approval (decision 0005).
 */
import type { Accounts } from '../accounts.js';
import type { Cards } from '../cards.js';
import type { Clock } from '../clock.js';
import type { Fault } from '../faults.js';
import type { History } from '../history.js';
import type { Ledger } from '../ledger.js';
import type { Parties } from '../parties.js';

/**
 * Where the retrieval reference numbers come from: a count kept as a member of an object the
 * composition root owns (the sandbox's sequences), so that a snapshot (store/snapshot.ts) sees it.
 */
export interface RrnSequence {
  rrns: number;
}

export interface CardSystemParts {
  readonly ledger: Ledger;
  readonly accounts: Accounts;
  readonly cards: Cards;
  readonly parties: Parties;
  readonly history: History;
  readonly rrns: RrnSequence;
  readonly clock: Clock;
  /** Deliberate faults for the explorer's tests (faults.ts); absent otherwise. */
  readonly faults?: readonly Fault[] | undefined;
}

export class CardSystem {
  /** The one double-entry ledger of every interface: balances, holds, reservations, the journal. */
  readonly ledger: Ledger;
  /** Account profiles: restriction status, allowed beneficiaries and merchant categories, account limits. */
  readonly accounts: Accounts;
  readonly cards: Cards;
  /** The customers (cardholders) the cards and accounts belong to. */
  readonly parties: Parties;
  /** The transaction history (v1 getTransactions, the merchants' reports). */
  readonly history: History;
  readonly clock: Clock;
  /** Not enumerable: the sandbox's JSON does not show its sequences (a refused request may draw a number). */
  declare private readonly rrns: RrnSequence;
  /** Present only when built with faults, and not enumerable: JSON, snapshots and the hot path stay as they were. */
  declare readonly faults?: ReadonlySet<Fault>;

  constructor(parts: CardSystemParts) {
    this.ledger = parts.ledger;
    this.accounts = parts.accounts;
    this.cards = parts.cards;
    this.parties = parts.parties;
    this.history = parts.history;
    this.clock = parts.clock;
    // Stryker disable next-line BooleanLiteral: no API shows the sandbox's JSON, and a snapshot keeps the member either way (store/snapshot.ts writes and restores its enumerability)
    Object.defineProperty(this, 'rrns', { value: parts.rrns, enumerable: false });
    // Stryker disable next-line all: only an emulator built with faults (src/explore/explore.test.ts) passes here; the suite's emulator has none
    if (parts.faults?.length) Object.defineProperty(this, 'faults', { value: new Set(parts.faults), enumerable: false });
  }

  /** The next retrieval reference number: one 12-digit sequence for every interface of the sandbox. */
  nextRrn(): string {
    return String(++this.rrns.rrns).padStart(12, '0');
  }
}
