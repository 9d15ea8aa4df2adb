/**
 * The sandbox: one business core behind every interface. A card issued through one interface is
 * visible through the others, and all money moves through the one ledger.
 */
import { createRandom } from '../../common/random.js';
import { type Entropy, SYSTEM_ENTROPY } from './entropy.js';
import { Accounts } from './accounts.js';
import { CardServices } from './card-services.js';
import { Cards } from './cards.js';
import { Clock } from './clock.js';
import { flat } from './flat.js';
import { Gateway } from './gateway/gateway.js';
import { History } from './history.js';
import { Keys } from './keys.js';
import { Ledger } from './ledger.js';
import { Merchants } from './merchants.js';
import { Parties } from './parties.js';
import { Payments } from './payments.js';
import { Retention, type RetentionRule } from './retention.js';

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
  /** A new id (UUID) for anything the sandbox makes. */
  readonly newId: () => string;

  constructor(
    readonly clock: Clock = new Clock(),
    options: SandboxOptions = DEFAULT_SANDBOX_OPTIONS,
  ) {
    this.retention = options.retention && new Retention(options.retention, this);
    this.history = new History((at) => this.retention?.tick(at));
    const rng = createRandom(options.seed ?? Math.floor(Math.random() * 2 ** 32));
    const entropy = (this.entropy = options.entropy ?? SYSTEM_ENTROPY);
    const newId = (this.newId = () => entropy.uuid());
    this.keys = new Keys((length) => entropy.bytes(length));
    // The sequences are members of an object, not a closure's variables, so that a snapshot
    // (store/snapshot.ts) sees them; not enumerable, so the sandbox's JSON (which a refused request
    // must leave as it was, though it may draw a reference number) does not.
    const sequences = { accounts: 0, rrns: 0 };
    Object.defineProperty(this, 'sequences', { value: sequences, enumerable: false });
    const block = `40817978${String(options.accountBlock ?? 0).padStart(4, '0')}`;
    this.accounts = new Accounts(this.ledger, () => flat(`${block}${String(++sequences.accounts).padStart(8, '0')}`));
    this.parties = new Parties(this.accounts, newId);
    this.cards = new Cards(rng, newId, this.history, { bin: options.bin, validityYears: options.cardValidityYears });
    this.merchants = new Merchants(this.history, clock.now());
    this.nextRrn = () => String(++sequences.rrns).padStart(12, '0');
    this.payments = new Payments(this, newId);
    this.gateway = new Gateway(this, newId);
  }

  /** Keeps records for `rule` from now on (none: until a reset); what has aged goes at the next sweep. */
  retainFor(rule: RetentionRule | undefined): void {
    if (!rule) this.retention = undefined;
    else if (this.retention) this.retention.rule = rule;
    else this.retention = new Retention(rule, this);
  }

  /** The next retrieval reference number: one 12-digit sequence for every interface of the sandbox. */
  readonly nextRrn: () => string;
}
