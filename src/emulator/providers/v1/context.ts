/**
 * What every v1 handler needs: the sandbox, the sandbox-account values, the envelope of a result,
 * and the card a `cardIdentification` names. Response codes follow ISO 8583
 * (docs/design.md, "Card Management v1: responseCode").
 */
import type { z } from 'zod';
import type { cardIdentification } from '../../../contracts/v1/common.js';
import type { Card } from '../../domain/cards.js';
import { cardStanding, type CardSystem, type Refusal } from '../../domain/card-system/index.js';
import type { Sandbox } from '../../domain/sandbox.js';
import type { V1Account } from '../../sandbox-account.js';
import type { Answer } from '../answer.js';

export const RC = {
  approved: '00',
  invalidMerchant: '03',
  doNotHonour: '05',
  invalidCard: '14',
  /** The record (a service, a payment order) is not on file. */
  recordNotFound: '25',
  /** The record is already on file: nothing done. */
  duplicateRecord: '26',
  formatError: '30',
  insufficientFunds: '51',
  expiredCard: '54',
  notPermitted: '57',
  exceedsAmountLimit: '61',
  restrictedCard: '62',
  exceedsFrequencyLimit: '65',
  systemMalfunction: '96',
} as const;
export type ResponseCode = (typeof RC)[keyof typeof RC];

export type CardIdentification = z.output<typeof cardIdentification>;

/** ISO 8583 processing codes of the operations (first two digits: the transaction type). */
export const PROCESSING = { purchase: '000000', cash: '010000', credit: '200000', inquiry: '310000', transfer: '400000', service: '900000' } as const;

export class V1Context {
  private stan = 0;
  /** The last localTransactionDate made, by its instant (one entry): answers of one millisecond share it. */
  private readonly dates = new Map<number, string>();

  constructor(
    private readonly current: () => Sandbox,
    readonly account: () => V1Account,
  ) {}

  get sandbox(): Sandbox {
    return this.current();
  }

  get cardSystem(): CardSystem {
    return this.current().cardSystem;
  }

  now(): Date {
    return this.current().clock.now();
  }

  /** A 200 answer with the envelope: responseCode plus the trace fields of an action. */
  result(code: ResponseCode, fields: Record<string, unknown> = {}, processingCode: string = PROCESSING.service): Answer {
    return {
      status: 200,
      body: {
        responseCode: code,
        processingCode,
        systemTraceAuditNumber: ++this.stan,
        localTransactionDate: this.isoNow(),
        ...fields,
      },
    };
  }

  private isoNow(): string {
    const ms = this.current().clock.nowMs();
    return this.dates.get(ms) ?? this.dateAt(ms);
  }

  private dateAt(ms: number): string {
    const iso = new Date(ms).toISOString();
    this.dates.clear();
    this.dates.set(ms, iso);
    return iso;
  }

  /** A read's answer: its fields and responseCode, without trace fields. */
  read(fields: Record<string, unknown>): Answer {
    return { status: 200, body: { responseCode: RC.approved, ...fields } };
  }

  refuse(code: ResponseCode): Answer {
    return { status: 200, body: { responseCode: code } };
  }

  /**
   * The card a cardIdentification names. Precedence when several are given: cardNumber, cardId,
   * then cardNumberMask with cardholderId or phoneNumber. null when none (or several) match: the
   * card system refuses that as an unknown card.
   */
  lookup(id: CardIdentification): Card | null {
    const cards = this.sandbox.cards;
    if (id.cardNumber !== undefined) return cards.byNumber(id.cardNumber) ?? null;
    if (id.cardId !== undefined) return cards.get(id.cardId) ?? null;
    if (id.cardNumberMask !== undefined && (id.cardholderId !== undefined || id.phoneNumber !== undefined)) {
      const matches = cards.all().filter((c) => {
        const party = this.sandbox.parties.get(c.partyId);
        // Stryker disable next-line OptionalChaining: every card's party exists: cards are issued to a registered party
        return maskMatches(id.cardNumberMask!, c.pan) && (id.cardholderId === undefined || c.partyId === id.cardholderId) && (id.phoneNumber === undefined || party?.phoneNumber === id.phoneNumber);
      });
      return matches.length === 1 ? matches[0]! : null;
    }
    return null;
  }

  /** The card a cardIdentification names, in any state; unknown or ambiguous: responseCode 14. */
  findCard(id: CardIdentification): Card | ResponseCode {
    return this.lookup(id) ?? RC.invalidCard;
  }

  /** The card, when the card system says it can be used (not expired, status 0); otherwise the response code that refuses it. */
  activeCard(id: CardIdentification): Card | ResponseCode {
    const card = this.findCard(id);
    if (typeof card === 'string') return card;
    const standing = cardStanding(card, this.now());
    return standing === 'ok' ? card : RESPONSE_CODES[standing];
  }
}

/**
 * The card system's refusals as ISO 8583 response codes. 30 (format error) stands for the refusals
 * of a request that contradicts itself: an account that is not the card's, a transfer to the source's
 * own account; the money handlers answer them as format errors naming the field.
 */
export const RESPONSE_CODES: Readonly<Record<Refusal, ResponseCode>> = {
  unknown_card: RC.invalidCard,
  account_mismatch: RC.formatError,
  unknown_destination: RC.invalidCard,
  destination_account_mismatch: RC.formatError,
  unknown_account: RC.doNotHonour,
  same_card: RC.formatError,
  same_account: RC.formatError,
  wrong_card_data: RC.expiredCard,
  card_expired: RC.expiredCard,
  card_not_active: RC.restrictedCard,
  destination_wrong_card_data: RC.expiredCard,
  destination_card_expired: RC.expiredCard,
  destination_card_not_active: RC.restrictedCard,
  account_restricted: RC.notPermitted,
  destination_restricted: RC.notPermitted,
  beneficiary_not_allowed: RC.notPermitted,
  mcc_not_allowed: RC.notPermitted,
  insufficient_funds: RC.insufficientFunds,
  limit_exceeded: RC.exceedsAmountLimit,
};

/** A mask such as 529811******1234 or 5298 11** **** 1234 matches on its visible digits. */
function maskMatches(mask: string, pan: string): boolean {
  const m = mask.replace(/\s/g, '');
  if (m.length !== pan.length) return false;
  return [...m].every((ch, i) => !/\d/.test(ch) || ch === pan[i]);
}
