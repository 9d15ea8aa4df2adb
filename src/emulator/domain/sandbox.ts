/**
 * The sandbox: one business core behind every interface. A card issued through one interface is
 * visible through the others, and all money moves through the one ledger.
 *
 * This is the domain's composition root: it makes the parts and gives each what it needs, by name
 * (the card system its ledger, accounts, cards, parties, history, reference numbers and clock; v2's
 * Payments and the gateway the card system; the retention the logs it sweeps). No other file of the
 * domain imports it (a lint rule, .dependency-cruiser.js); the providers and the store may.
 */
import { createRandom } from '../../common/random.js';
import { type Entropy, SYSTEM_ENTROPY } from './entropy.js';
import { Accounts } from './accounts.js';
import { CardSystem } from './card-system/index.js';
import { CardServices } from './card-services.js';
import { Cards } from './cards.js';
import { Clock } from './clock.js';
import type { Fault } from './faults.js';
import { flat } from './flat.js';
import { Gateway } from './gateway/gateway.js';
import { History } from './history.js';
import { Keys } from './keys.js';
import { Ledger } from './ledger.js';
import { Merchants } from './merchants.js';
import { Parties } from './parties.js';
import { Payments } from './payments.js';
import { type RetainedLogs, Retention, type RetentionRule } from './retention.js';

export interface SandboxOptions {
  /** First digits of issued card numbers. */
  readonly bin: string;
  /** Seed for card numbers and CVCs; random when absent. */
  readonly seed?: number | undefined;
  readonly cardValidityYears: number;
  /**
   * Digits 9 to 12 of the sandbox's account numbers (1 to 9999), so that the accounts of two sandbox
   * accounts never share a number; absent: 0000, the default account's.
   */
  readonly accountBlock?: number | undefined;
  /** Ids, generated keys and PINs (entropy.ts); the system's random source when absent. */
  readonly entropy?: Entropy | undefined;
  /** How long records are kept (retention.ts); kept until a reset when absent (the suite's embedded emulator). */
  readonly retention?: RetentionRule | undefined;
  /** Deliberate faults for the explorer's tests (faults.ts), given to the card system; never set otherwise. */
  readonly faults?: readonly Fault[] | undefined;
}

export const DEFAULT_SANDBOX_OPTIONS: SandboxOptions = { bin: '529811', cardValidityYears: 3 };

export class Sandbox {
  readonly ledger = new Ledger();
  /** Forgets aged records (retention.ts); absent: everything is kept until a reset. */
  retention: Retention | undefined;
  readonly history: History;
  readonly accounts: Accounts;
  readonly parties: Parties;
  readonly cards: Cards;
  readonly payments: Payments;
  /** Tokens, scheme additions and services of cards and accounts. */
  readonly cardServices = new CardServices();
  /** Seeded merchants, terminals and ATMs; their reads are views of the history. */
  readonly merchants: Merchants;
  readonly keys: Keys;
  /** The e-commerce and P2P gateway, paying with the same cards and ledger. */
  readonly gateway: Gateway;
  /** Where ids, keys and PINs come from. */
  readonly entropy: Entropy;
  /** What every interface admits cards and moves money through (card-system/); not enumerable: its parts are the sandbox's own members. */
  declare readonly cardSystem: CardSystem;

  constructor(
    readonly clock: Clock = new Clock(),
    options: SandboxOptions = DEFAULT_SANDBOX_OPTIONS,
  ) {
    // Each log tells the retention of the records it makes (one closure, made once).
    // Stryker disable next-line ArrowFunction: retention only: the scenarios' emulator has no retention rule and keeps every record until its reset (retention.test.ts judges the sweep)
    const counted = (at: number) => this.retention?.tick(at);
    this.history = new History(counted);
    // Stryker disable next-line LogicalOperator,ArithmeticOperator: which seed a sandbox draws its card numbers from: any serves one run (a scenario sees one sandbox, never two runs' numbers); a seed's repeatability is judged by sandbox-isolation.test.ts (twin accounts of one seed) and durable.test.ts (replays)
    const rng = createRandom(options.seed ?? Math.floor(Math.random() * 2 ** 32));
    const entropy = (this.entropy = options.entropy ?? SYSTEM_ENTROPY);
    const newId = () => entropy.uuid();
    this.keys = new Keys((length) => entropy.bytes(length));
    // The sequences are members of an object, not a closure's variables, so that a snapshot
    // (store/snapshot.ts) sees them; not enumerable, so the sandbox's JSON (which a refused request
    // must leave as it was, though it may draw a reference number) does not.
    const sequences = { accounts: 0, rrns: 0 };
    // Stryker disable next-line StringLiteral,ObjectLiteral,BooleanLiteral: where a snapshot finds the sequences, and the sandbox's JSON: a shared sandbox's durability (durable.test.ts) and the unit tests' "a refused request leaves the sandbox as it was"; the scenarios' emulator takes no snapshot, and no answer shows its JSON
    Object.defineProperty(this, 'sequences', { value: sequences, enumerable: false });
    // The numbers' shape, documented in docs/emulator.md: the spec leaves account numbers to the
    // service, and every mutant of it still makes distinct digit strings, which is all a scenario
    // may ask (an allowed-beneficiaries list takes any 6–34 digits). Block 0, the scenarios' one
    // account, reads the same with `&&`; another block is a shared sandbox's (sandbox-isolation.test.ts).
    // Stryker disable next-line StringLiteral,LogicalOperator: the numbers' shape and the shared sandbox's block (above)
    const block = `40817978${String(options.accountBlock ?? 0).padStart(4, '0')}`;
    // Stryker disable next-line StringLiteral: the numbers' shape (above)
    this.accounts = new Accounts(this.ledger, () => flat(`${block}${String(++sequences.accounts).padStart(8, '0')}`));
    this.parties = new Parties(this.accounts, newId);
    this.cards = new Cards(rng, newId, this.history, { bin: options.bin, validityYears: options.cardValidityYears });
    this.merchants = new Merchants(this.history, clock.now());
    const cardSystem = new CardSystem({ ledger: this.ledger, accounts: this.accounts, cards: this.cards, parties: this.parties, history: this.history, rrns: sequences, clock, faults: options.faults });
    // Stryker disable next-line BooleanLiteral: the sandbox's JSON only (snapshots, the unit tests' before-and-after views): no answer shows it
    Object.defineProperty(this, 'cardSystem', { value: cardSystem, enumerable: false });
    this.payments = new Payments({ cardSystem, newId, onRecord: counted });
    this.gateway = new Gateway({ cardSystem, terminals: this.merchants, newId, onOrder: counted });
    // Retention only, from here to the end: a shared sandbox's, set by its administrator; the
    // scenarios' emulator keeps every record until its reset (retention.test.ts judges it).
    // Stryker disable all: retention only (above)
    this.retention = options.retention && new Retention(options.retention, this.retained());
  }

  /** Keeps records for `rule` from now on (none: until a reset); what has aged goes at the next sweep. */
  retainFor(rule: RetentionRule | undefined): void {
    if (!rule) this.retention = undefined;
    else if (this.retention) this.retention.rule = rule;
    else this.retention = new Retention(rule, this.retained());
  }

  /** The logs the retention sweeps. */
  retained(): RetainedLogs {
    return { history: this.history, journal: this.ledger, movements: this.payments, orders: this.gateway, p2pOrders: this.gateway.p2p };
  }
  // Stryker restore all
}
