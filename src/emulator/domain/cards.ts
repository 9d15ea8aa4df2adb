/**
 * Cards and their states. The state is the card system's hot-card status code (v1); v2 shows
 * code 0 as `active` and every other code as `blocked`.
 *
 * Status changes through v2 (decided, the spec leaves them open; see docs/emulator.md):
 * active → blocked (code 5, NOT PERMITTED) and blocked (5) → active. A change to the current
 * state is refused, and so is any change of a card in another non-active state (lost, stolen,
 * expired, …), which only the card-system interface may alter.
 */
import { HOT_CARD_STATUS } from '../../common/card-status.js';
import { generateCvc, generateExpiry, generatePan } from '../../common/pan.js';
import type { Random } from '../../common/random.js';
import { type Limit, type LimitName, productDefault, productLimits } from './limits.js';
import { flat } from './flat.js';
import type { History } from './history.js';
import type { Party } from './parties.js';
import { hashPin } from './pin.js';
import { decided } from './decisions.js';

export { HOT_CARD_STATUS };
export const ACTIVE = 0;
export const BLOCKED = 5;
const SOFT_BLOCKS = new Set([1, 2, 3, 5, 12, 13]);

/**
 * One card. Its six product limits are made when first asked for: most cards of a big sandbox never
 * spend or change a limit, and six limit objects with their list would be more than half of a
 * card's memory (docs/performance.md). Made from the issue time, they are exactly what issuing
 * would have made; `toJSON` shows them either way, so a snapshot of the sandbox does not depend on
 * when they were made. A read that needs one value only (v2 `spendingLimits`) uses `limitValue`,
 * which makes nothing.
 */
export class Card {
  // Declared in the order a card's fields have always been listed (snapshots, debugging).
  readonly id: string;
  pan: string;
  cvc: string;
  /** YYYYMM */
  expiry: string;
  readonly partyId: string;
  readonly accountNumber: string;
  readonly productName: string;
  hotCardStatus: number;
  readonly createdAt: Date;
  blockedAt: Date | undefined;
  pinHash: string | undefined;
  pinDenialCounter: number;
  /** Made on first use; not enumerable (toJSON shows `limits` either way), but a member, so a snapshot (store/snapshot.ts) sees it. */
  declare private made: Limit[] | undefined;

  constructor(fields: CardFields) {
    this.id = fields.id;
    this.pan = fields.pan;
    this.cvc = fields.cvc;
    this.expiry = fields.expiry;
    this.partyId = fields.partyId;
    this.accountNumber = fields.accountNumber;
    this.productName = fields.productName;
    this.hotCardStatus = fields.hotCardStatus;
    this.createdAt = fields.createdAt;
    this.blockedAt = fields.blockedAt;
    this.pinHash = fields.pinHash;
    this.pinDenialCounter = fields.pinDenialCounter;
    // Stryker disable next-line StringLiteral,BooleanLiteral: memory and snapshots only: `made` read as an undefined own property or as none, enumerable or not, is the same to every operation (toJSON lists `limits` either way)
    Object.defineProperty(this, 'made', { value: undefined, writable: true, enumerable: false });
  }

  /** The card's limits, made from the product on first use (anything may change them from then on). */
  get limits(): Limit[] {
    return (this.made ??= productLimits(this.createdAt));
  }

  /** The value of one limit, without making the card's limits when they are still the product's. */
  limitValue(name: LimitName): number {
    if (this.made === undefined) return productDefault(name).value;
    const limit = this.made.find((l) => l.name === name);
    // Stryker disable next-line all: a programming-error guard: every card has the six product limits (productLimits), none is ever removed
    if (!limit) throw new Error(`card ${this.id} has no limit ${name}`);
    return limit.value;
  }

  // Stryker disable all: the snapshots' (store/snapshot.ts): no operation shows a card as JSON (each interface builds its own view)
  toJSON(): CardFields & { limits: Limit[] } {
    return { ...this, limits: this.limits };
  }
}
// Stryker restore all

/** What a card is made from: its fields, without the limits it makes itself. */
export type CardFields = Omit<Card, 'limits' | 'limitValue' | 'toJSON'>;

export type StatusChange = 'ok' | 'unchanged' | 'not_allowed';

export interface CardOptions {
  readonly bin: string;
  readonly validityYears: number;
}

export class Cards {
  private readonly byId = new Map<string, Card>();
  private readonly byPan = new Map<string, Card>();

  constructor(
    private readonly rng: Random,
    private readonly newId: () => string,
    private readonly history: History,
    private readonly options: CardOptions,
  ) {}

  /** A new active card on the owner's account; `expiry` (YYYYMM) when the request chose one. */
  issue(owner: Party, productName: string, now: Date, expiry?: string): Card {
    const plastic = this.newPlastic(now);
    const card = new Card({
      id: this.newId(),
      pan: plastic.pan,
      cvc: plastic.cvc,
      expiry: expiry ?? plastic.expiry,
      partyId: owner.id,
      accountNumber: owner.accountNumber,
      productName,
      hotCardStatus: ACTIVE,
      createdAt: now,
      blockedAt: undefined,
      pinHash: undefined,
      pinDenialCounter: 0,
    });
    this.byId.set(card.id, card);
    this.byPan.set(card.pan, card);
    return card;
  }

  get(id: string): Card | undefined {
    return this.byId.get(id);
  }

  byNumber(pan: string): Card | undefined {
    return this.byPan.get(pan);
  }

  all(): Card[] {
    return [...this.byId.values()];
  }

  /** Active/blocked switch of the v2 interface. */
  setBlocked(card: Card, blocked: boolean, now: Date): StatusChange {
    const target = blocked ? BLOCKED : ACTIVE;
    if (card.hotCardStatus === target) return 'unchanged';
    if (card.hotCardStatus !== ACTIVE && card.hotCardStatus !== BLOCKED) return 'not_allowed';
    if (blocked) this.block(card, now);
    else this.changeStatus(card, ACTIVE, now);
    // Stryker disable next-line StringLiteral: v2 tells only 'unchanged' and 'not_allowed' apart (providers/v2.ts)
    return 'ok';
  }

  /** blockCard: only an active card can be blocked; it goes to NOT PERMITTED. */
  block(card: Card, now: Date): 'ok' | 'not_active' {
    if (card.hotCardStatus !== ACTIVE) return 'not_active';
    card.hotCardStatus = BLOCKED;
    card.blockedAt = now;
    this.record(card, 'cardBlocking', now);
    // Stryker disable next-line StringLiteral: v1 blockCard tells only 'not_active' apart, setBlocked ignores the answer
    return 'ok';
  }

  /**
   * validateCard: unlocks a card held by a soft block (codes 1, 2, 3, 5, 12, 13); an active card
   * stays active. Lost, stolen, invalid, fraud and expired cards cannot be unlocked.
   */
  unlock(card: Card, now: Date): 'ok' | 'not_allowed' {
    if (card.hotCardStatus === ACTIVE) return 'ok';
    // Stryker disable next-line StringLiteral: v1 validateCard tells only 'ok' apart
    if (!SOFT_BLOCKS.has(card.hotCardStatus)) return 'not_allowed';
    this.changeStatus(card, ACTIVE, now);
    return 'ok';
  }

  /** changeCardStatus: any code of the status table, from any state. */
  changeStatus(card: Card, code: number, now: Date): 'ok' | 'unknown_status' {
    // Stryker disable next-line all: a programming-error guard: v1 changeCardStatus refuses a code outside the table first (card-lifecycle.feature: "A status code outside the table is refused")
    if (!Object.hasOwn(HOT_CARD_STATUS, code)) return 'unknown_status';
    card.hotCardStatus = code;
    card.blockedAt = code === ACTIVE ? undefined : (card.blockedAt ?? now);
    this.record(card, 'cardStatusChange', now);
    // Stryker disable next-line StringLiteral: no caller reads the answer (the providers checked the code)
    return 'ok';
  }

  private record(card: Card, kind: 'cardBlocking' | 'cardStatusChange', now: Date): void {
    this.history.add({ at: now, kind, direction: 'NOOP', accountNumber: card.accountNumber, cardId: card.id, amount: 0 });
  }

  /**
   * The PIN is kept only as a salted scrypt hash (pin.ts); it is never returned. The hash is a
   * recorded decision: a kept sandbox writes it, never the PIN (decisions.ts).
   */
  // Stryker disable all: no operation of the spec checks a PIN once set, so neither its hash nor the reset of a denial counter that nothing raises can show (secrets-at-rest.test.ts judges the hash)
  setPin(card: Card, pin: string): void {
    card.pinHash = decided(() => hashPin(pin));
    card.pinDenialCounter = 0;
  }
  // Stryker restore all

  /** A new CVC2, different from the old one, on the same card (v1 generateCVC2); seeded like every CVC. */
  newCvc(card: Card): string {
    let cvc = generateCvc(this.rng);
    // Stryker disable next-line ConditionalExpression: one draw in a thousand repeats the old code; no scenario can make the seeded generator do so (card-security.feature checks the code is new)
    while (cvc === card.cvc) cvc = generateCvc(this.rng);
    card.cvc = cvc;
    return cvc;
  }

  /** New number, CVC and expiry on the same card record and account. */
  reissue(card: Card, now: Date): void {
    this.byPan.delete(card.pan);
    Object.assign(card, this.newPlastic(now));
    this.byPan.set(card.pan, card);
  }

  private newPlastic(now: Date): Pick<Card, 'pan' | 'cvc' | 'expiry'> {
    let pan = generatePan(this.rng, { bin: this.options.bin });
    // Stryker disable next-line ConditionalExpression,ObjectLiteral: a drawn number that is taken already: no scenario can make the seeded generator repeat one
    while (this.byPan.has(pan)) pan = generatePan(this.rng, { bin: this.options.bin });
    return { pan: flat(pan), cvc: generateCvc(this.rng), expiry: generateExpiry(now, this.options.validityYears) };
  }
}

export function isActive(card: Card): boolean {
  return card.hotCardStatus === ACTIVE;
}
