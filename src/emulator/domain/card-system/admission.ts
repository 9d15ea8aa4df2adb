/**
 * Admission: may this card, with the data the request sent, be used, and does its account permit
 * the use? Card level first (the data sent, the expiry, the card status), then the account's rules
 * (restriction status, allowed beneficiaries and merchant categories). Pure: nothing here changes
 * the sandbox, so an interface may ask before it decides to move money (the P2P gateway asks both
 * issuers first).
 */
import { type AccountProfile, allowsBeneficiary, allowsMcc } from '../accounts.js';
import { ACTIVE, type Card } from '../cards.js';
import { decided } from '../decisions.js';
import { type Balances, balanceInquiry } from '../account-controls.js';
import { type AccountUse, permits } from '../restrictions.js';
import type { CardSystem } from './card-system.js';
import { AS_DESTINATION } from './result.js';

/** Card status 22 EXPIRED CARD: the card system's own word that a card has expired. */
const EXPIRED_CARD = 22;

export type CardStanding = 'ok' | 'card_expired' | 'card_not_active';
export type CardCheck = CardStanding | 'wrong_card_data';
export type DestinationCheck = 'ok' | (typeof AS_DESTINATION)[keyof typeof AS_DESTINATION];

/** A card is valid through the last day of its expiry month (UTC). */
export function isExpired(card: Card, now: Date): boolean {
  // Stryker disable next-line EqualityOperator: `>` differs only in the month's first millisecond, which no request can hit (the clock keeps running, clock.ts); money-parties.feature pins the last minute and the instant after
  return now.getTime() >= validUntil(card.expiry);
}

/** First instant after an expiry month (YYYYMM), by expiry: a sandbox has a few of them, asked on every movement. */
const ends = new Map<string, number>();
function validUntil(expiry: string): number {
  // Stryker disable next-line LogicalOperator: `&&` computes a cached end again (the same) and caches nothing else; see endOf for why the scenarios run with a warm cache
  return ends.get(expiry) ?? endOf(expiry);
}

// Stryker disable all: `ends` outlives a scenario, so a mutant here is switched on after earlier scenarios cached the right end of every expiry they use (one per run: issued cards expire in the same month); in a run of its own, money-parties.feature's expiry scenario fails on a wrong end
function endOf(expiry: string): number {
  const end = Date.UTC(Number(expiry.slice(0, 4)), Number(expiry.slice(4, 6)), 1);
  ends.set(expiry, end);
  return end;
}
// Stryker restore all

/** Whether the card can be used at all, whatever is asked of it: expired (by date or status 22), or any status but 0. */
export function cardStanding(card: Card, now: Date): CardStanding {
  if (card.hotCardStatus === EXPIRED_CARD || isExpired(card, now)) return 'card_expired';
  return card.hotCardStatus === ACTIVE ? 'ok' : 'card_not_active';
}

/** What a request sent about the card that pays (or, for a credit, the card credited): each checked when sent. */
export interface CardData {
  readonly expiry?: string | undefined;
  readonly cvc?: string | undefined;
  /** The entry must prove the card with its CVC (cardholder-initiated gateway payments). */
  readonly requireCvc?: boolean | undefined;
}

/**
 * The card with the data the request sent: an expiry, when sent, must be the card's; the CVC must be
 * the card's when the entry has to prove it; then the standing. A money request is its own CardData
 * (no object is made to ask).
 */
export function admitCard(card: Card, sent: CardData, now: Date): CardCheck {
  // Whether the CVC matched is a recorded decision: a kept sandbox never writes the CVC (decisions.ts).
  if ((sent.expiry !== undefined && sent.expiry !== card.expiry) || (sent.requireCvc === true && !decided(() => sent.cvc === card.cvc))) return 'wrong_card_data';
  return cardStanding(card, now);
}

/** The same checks for the card a transfer credits: an expiry when sent, then its standing. */
export function admitDestinationCard(card: Card, expiry: string | undefined, now: Date): DestinationCheck {
  if (expiry !== undefined && expiry !== card.expiry) return AS_DESTINATION.wrong_card_data;
  const standing = cardStanding(card, now);
  return standing === 'ok' ? 'ok' : AS_DESTINATION[standing];
}

/** The account, when it exists and its restriction status permits the use. */
export function accountFor(cs: CardSystem, number: string, use: AccountUse): AccountProfile | 'unknown_account' | 'account_restricted' {
  const profile = cs.accounts.get(number);
  if (!profile) return 'unknown_account';
  return permits(profile.restriction, use) ? profile : 'account_restricted';
}

/** The paying account's lists: the beneficiary (card and account credited, when the debit names one) and the merchant category. */
export function admitDebitRules(
  profile: AccountProfile,
  beneficiaryCard: string | undefined,
  beneficiaryAccount: string | undefined,
  mcc: number | undefined,
): 'ok' | 'beneficiary_not_allowed' | 'mcc_not_allowed' {
  const named = beneficiaryCard !== undefined || beneficiaryAccount !== undefined;
  if (named && !allowsBeneficiary(profile, beneficiaryCard, beneficiaryAccount)) return 'beneficiary_not_allowed';
  return allowsMcc(profile, mcc) ? 'ok' : 'mcc_not_allowed';
}

/**
 * A balance inquiry through a card (v1 getCardBalance): a card in any status may be asked about, an
 * account number sent beside it must be its account, and the account's status must permit inquiries.
 */
export function cardBalance(cs: CardSystem, card: Card | null, accountNumber: string | undefined): Balances | 'unknown_card' | 'account_mismatch' | 'unknown_account' | 'account_restricted' {
  if (card === null) return 'unknown_card';
  if (accountNumber !== undefined && accountNumber !== card.accountNumber) return 'account_mismatch';
  const balances = balanceInquiry(cs, card.accountNumber);
  return balances === 'not_permitted' ? 'account_restricted' : balances;
}
