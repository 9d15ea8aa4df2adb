/**
 * The record of one card. Its six product limits are made when first asked for: most cards of a
 * big sandbox never spend or change a limit, and six limit objects with their list would be more than
 * half of a card's memory (docs/performance.md). Made from the issue time, they are exactly what
 * issuing would have made; `toJSON` shows them either way, so a snapshot of the sandbox does not
 * depend on when they were made. A read that needs one value only (v2 `spendingLimits`) uses
 * `limitValue`, which makes nothing.
 */
import type { Card } from './cards.js';
import { type Limit, type LimitName, productDefault, productLimits } from './limits.js';

export type CardFields = Omit<Card, 'limits'>;

export class CardRecord implements Card {
  // Declared in the order a card's fields have always been listed (snapshots, debugging).
  readonly id: string;
  pan: string;
  cvc: string;
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
    Object.defineProperty(this, 'made', { value: undefined, writable: true, enumerable: false });
  }

  /** The card's limits, made from the product on first use (anything may change them from then on). */
  get limits(): Limit[] {
    return (this.made ??= productLimits(this.createdAt));
  }

  toJSON(): CardFields & { limits: Limit[] } {
    return { ...this, limits: this.limits };
  }

  /** The value of one limit, without making the card's limits when they are still the product's. */
  static valueOf(card: Card, name: LimitName): number {
    if (card instanceof CardRecord && card.made === undefined) return productDefault(name).value;
    const limit = card.limits.find((l) => l.name === name);
    if (!limit) throw new Error(`card ${card.id} has no limit ${name}`);
    return limit.value;
  }
}

export const limitValue = (card: Card, name: LimitName): number => CardRecord.valueOf(card, name);
