/**
 * Card authorisation on the e-commerce gateway. The card system admits and debits the card (card
 * data, state, account restriction, funds, the e-commerce limits LMTP0112/0111), or reserves the
 * amount for a two-phase order; this only translates its result into the order's action code. A
 * number the card system does not know (`unknown_card`) is asked of the test cards (test-cards.ts),
 * whose outcome is fixed and which move no sandbox money; any other card is declined by its
 * (unknown) issuer.
 */
import { authCodeOf, type CardSystem, debit, type Refusal } from '../card-system/index.js';
import { ACTIVE, type Card, type Cards } from '../cards.js';
import { hasFault } from '../faults.js';
import type { MerchantInfo } from '../history.js';
import { ACTION_CODES, type ActionCode } from './action-codes.js';
import type { OrderCard } from './orders.js';
import { paymentSystemOf, testCard, testCardVerdict } from './test-cards.js';

export interface CardEntry {
  readonly pan: string;
  /** YYYYMM */
  readonly expiry: string;
  readonly cvc?: string | undefined;
  readonly cardholderName?: string | undefined;
  /** Taken from a stored credential (bindings.ts, entryOf). */
  readonly stored?: boolean | undefined;
}

export interface AuthorizationRequest {
  readonly amount: number;
  /** Cardholder-initiated payments need the CVC; merchant-initiated ones (tii U, R, I) do not. */
  readonly requireCvc: boolean;
  /** Two-phase: reserve the amount under `reference` instead of debiting it. */
  readonly twoPhase: boolean;
  readonly reference: string;
  readonly merchant: MerchantInfo;
}

export type Authorization =
  | { readonly approved: true; readonly authCode: string; readonly rrn: string; readonly card: OrderCard }
  | { readonly approved: false; readonly action: ActionCode; readonly card: OrderCard };

/**
 * The card system's refusals as the order's action code. A payment names no second card, no account
 * and no merchant category, so some refusals cannot happen here: they read as the issuer's decline.
 */
export const PAYMENT_ACTION_CODES: Readonly<Record<Refusal, ActionCode>> = {
  unknown_card: ACTION_CODES.declinedByIssuer,
  account_mismatch: ACTION_CODES.declinedByIssuer,
  unknown_destination: ACTION_CODES.declinedByIssuer,
  destination_account_mismatch: ACTION_CODES.declinedByIssuer,
  unknown_account: ACTION_CODES.declinedByIssuer,
  same_card: ACTION_CODES.declinedByIssuer,
  same_account: ACTION_CODES.declinedByIssuer,
  wrong_card_data: ACTION_CODES.wrongCardData,
  card_expired: ACTION_CODES.expiredCard,
  card_not_active: ACTION_CODES.cardNotUsable,
  destination_wrong_card_data: ACTION_CODES.declinedByIssuer,
  destination_card_expired: ACTION_CODES.declinedByIssuer,
  destination_card_not_active: ACTION_CODES.declinedByIssuer,
  account_restricted: ACTION_CODES.notPermitted,
  destination_restricted: ACTION_CODES.notPermitted,
  beneficiary_not_allowed: ACTION_CODES.notPermitted,
  mcc_not_allowed: ACTION_CODES.notPermitted,
  insufficient_funds: ACTION_CODES.insufficientFunds,
  limit_exceeded: ACTION_CODES.limitExceeded,
};

export function orderCard(cards: Cards, entry: CardEntry): OrderCard {
  const known = cards.byNumber(entry.pan);
  return {
    // A sandbox card's own number: the same characters, and no new string for each order to keep.
    pan: known?.pan ?? entry.pan,
    expiry: entry.expiry,
    cardholderName: entry.cardholderName ?? '',
    paymentSystem: paymentSystemOf(entry.pan),
    coreCardId: known?.id,
  };
}

export function authorize(cs: CardSystem, entry: CardEntry, req: AuthorizationRequest, now: Date): Authorization {
  const card = orderCard(cs.cards, entry);
  const known = cs.cards.byNumber(entry.pan) ?? null;
  // A fault of the explorer's tests pays with a blocked card's stored credential as if the card were active (faults.ts):
  // the card seen through an object that only says another status.
  // Stryker disable next-line all: a fault the explorer's tests plant (faults.ts); no scenario plants faults.
  const admitted = known && known.hotCardStatus !== ACTIVE && entry.stored && hasFault(cs, 'blocked-card-pays-by-binding') ? (Object.create(known, { hotCardStatus: { value: ACTIVE } }) as Card) : known;
  const answer = debit(
    cs,
    {
      card: admitted,
      expiry: entry.expiry,
      cvc: entry.cvc,
      requireCvc: req.requireCvc,
      amount: req.amount,
      use: 'withdrawal',
      kind: 'ecommerce',
      acceptor: req.merchant,
      reservation: req.twoPhase ? req.reference : undefined,
    },
    now,
  );
  if (answer.result === 'ok') return { approved: true, authCode: answer.authCode, rrn: answer.rrn, card };
  if (answer.result !== 'unknown_card') return { approved: false, action: PAYMENT_ACTION_CODES[answer.result], card };
  const test = testCard(entry.pan);
  const verdict = test ? testCardVerdict(test, { expiry: entry.expiry, cvc: entry.cvc, requireCvc: req.requireCvc }, now) : 'declined';
  if (verdict === 'wrong_card_data') return { approved: false, action: ACTION_CODES.wrongCardData, card };
  if (verdict === 'declined') return { approved: false, action: ACTION_CODES.declinedByIssuer, card };
  const rrn = cs.nextRrn();
  return { approved: true, authCode: authCodeOf(rrn), rrn, card };
}
