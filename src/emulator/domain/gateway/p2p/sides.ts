/**
 * The two sides of a P2P order and which issuer answers for each. A card issued by the sandbox is
 * the card system's to admit (card data, expiry, status; then, when the money moves, its account's
 * rules, funds and limits: money.ts); a number the card system does not know is asked of the test
 * cards (test-cards.ts), whose outcome is fixed; any other card belongs to an issuer the sandbox does
 * not know, which declines. The card system's results become the order's action code through
 * P2P_ACTION_CODES. Nothing here moves money or consumes a limit.
 */
import { admitCard, admitDestinationCard, type Refusal } from '../../card-system/index.js';
import type { Card, Cards } from '../../cards.js';
import { ACTION_CODES, type ActionCode } from '../action-codes.js';
import { paymentSystemOf, type TestCard, testCard, testCardVerdict } from '../test-cards.js';
import type { P2pCard } from './orders.js';

/** A card as the request (or a stored credential) gives it. */
export interface CardEntry {
  readonly pan: string;
  /** YYYYMM; optional for the card to credit. */
  readonly expiry?: string | undefined;
  readonly cvc?: string | undefined;
  readonly cardholderName?: string | undefined;
}

export type Side =
  | { readonly kind: 'core'; readonly card: Card; readonly entry: CardEntry }
  | { readonly kind: 'test'; readonly test: TestCard; readonly entry: CardEntry }
  | { readonly kind: 'unknown'; readonly entry: CardEntry };

/**
 * The card system's refusals as P2P action codes (getP2PStatus resultCode). Both ends of a transfer
 * are the card system's to judge; a P2P order names no account beside a card.
 */
export const P2P_ACTION_CODES: Readonly<Record<Refusal, ActionCode>> = {
  unknown_card: ACTION_CODES.declinedByIssuer,
  account_mismatch: ACTION_CODES.declinedByIssuer,
  unknown_destination: ACTION_CODES.declinedByIssuer,
  destination_account_mismatch: ACTION_CODES.declinedByIssuer,
  unknown_account: ACTION_CODES.declinedByIssuer,
  same_card: ACTION_CODES.notPermitted,
  same_account: ACTION_CODES.notPermitted,
  wrong_card_data: ACTION_CODES.wrongCardData,
  card_expired: ACTION_CODES.expiredCard,
  card_not_active: ACTION_CODES.cardNotUsable,
  destination_wrong_card_data: ACTION_CODES.wrongCardData,
  destination_card_expired: ACTION_CODES.expiredCard,
  destination_card_not_active: ACTION_CODES.cardNotUsable,
  account_restricted: ACTION_CODES.notPermitted,
  destination_restricted: ACTION_CODES.notPermitted,
  beneficiary_not_allowed: ACTION_CODES.notPermitted,
  mcc_not_allowed: ACTION_CODES.notPermitted,
  insufficient_funds: ACTION_CODES.insufficientFunds,
  limit_exceeded: ACTION_CODES.limitExceeded,
};

export function sideOf(cards: Cards, entry: CardEntry): Side {
  const card = cards.byNumber(entry.pan);
  if (card) return { kind: 'core', card, entry };
  const test = testCard(entry.pan);
  return test ? { kind: 'test', test, entry } : { kind: 'unknown', entry };
}

export function p2pCard(entry: CardEntry): P2pCard {
  return { pan: entry.pan, expiry: entry.expiry, cardholderName: entry.cardholderName, paymentSystem: paymentSystemOf(entry.pan) };
}

/** What the issuer of the card to debit says of the card itself (its account is asked when the money moves). */
export function judgeDebitSide(side: Side, requireCvc: boolean, now: Date): ActionCode | undefined {
  const { entry } = side;
  const sent = { expiry: entry.expiry, cvc: entry.cvc, requireCvc };
  if (side.kind === 'core') {
    const check = admitCard(side.card, sent, now);
    // Stryker disable next-line StringLiteral: P2P_ACTION_CODES has no code for 'ok', so a check that never matches 'ok' still gives none
    return check === 'ok' ? undefined : P2P_ACTION_CODES[check];
  }
  // A card to debit always comes with its expiry: typed (plan.ts), in a card token or a wallet token, or stored.
  if (side.kind === 'test') return testCodeOf(testCardVerdict(side.test, sent, now));
  return ACTION_CODES.declinedByIssuer;
}

/** What the issuer of the card to credit says of the card itself: an expiry, when sent, must be its own. */
export function judgeCreditSide(side: Side, now: Date): ActionCode | undefined {
  const { entry } = side;
  if (side.kind === 'core') {
    const check = admitDestinationCard(side.card, entry.expiry, now);
    // Stryker disable next-line StringLiteral: P2P_ACTION_CODES has no code for 'ok', so a check that never matches 'ok' still gives none
    return check === 'ok' ? undefined : P2P_ACTION_CODES[check];
  }
  if (side.kind === 'test') return testCodeOf(testCardVerdict(side.test, { expiry: entry.expiry }, now));
  return ACTION_CODES.declinedByIssuer;
}

function testCodeOf(verdict: 'ok' | 'wrong_card_data' | 'declined'): ActionCode | undefined {
  if (verdict === 'ok') return undefined;
  return verdict === 'wrong_card_data' ? ACTION_CODES.wrongCardData : ACTION_CODES.declinedByIssuer;
}
