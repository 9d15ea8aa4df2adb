/**
 * The two sides of a P2P order and what the issuers say about them. A card issued by the sandbox's
 * card system is checked like any card-system transfer (card data, status, account restriction,
 * allowed merchant categories and beneficiaries, funds with the fee, the transfer limits); a test
 * card (test-cards.ts) has its fixed outcome; any other card belongs to an issuer the sandbox does
 * not know, which declines. Nothing here moves money or consumes a limit except `consumeDebit`,
 * which runs last, when both sides said yes.
 */
import { allowsBeneficiary, allowsMcc } from '../../accounts.js';
import type { Card } from '../../cards.js';
import { consumeSpending } from '../../limits.js';
import { isExpired } from '../../payments.js';
import { permits } from '../../restrictions.js';
import type { Sandbox } from '../../sandbox.js';
import { ACTION_CODES, type ActionCode } from '../action-codes.js';
import { paymentSystemOf, TEST_CVC, type TestCard, testCard } from '../test-cards.js';
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

export function sideOf(sb: Sandbox, entry: CardEntry): Side {
  const card = sb.cards.byNumber(entry.pan);
  if (card) return { kind: 'core', card, entry };
  const test = testCard(entry.pan);
  return test ? { kind: 'test', test, entry } : { kind: 'unknown', entry };
}

export function p2pCard(entry: CardEntry): P2pCard {
  return { pan: entry.pan, expiry: entry.expiry, cardholderName: entry.cardholderName, paymentSystem: paymentSystemOf(entry.pan) };
}

const isPastMonth = (expiry: string, now: Date) => expiry < now.toISOString().slice(0, 7).replace('-', '');

/** The card to debit: its data and state, before any money question. */
export function admitDebitCard(side: Side, requireCvc: boolean, now: Date): ActionCode | undefined {
  const { entry } = side;
  if (side.kind === 'unknown') return ACTION_CODES.declinedByIssuer;
  if (side.kind === 'test') {
    if ((requireCvc && entry.cvc !== TEST_CVC) || entry.expiry === undefined || isPastMonth(entry.expiry, now)) return ACTION_CODES.wrongCardData;
    return side.test.approved ? undefined : ACTION_CODES.declinedByIssuer;
  }
  const card = side.card;
  if (entry.expiry !== card.expiry || (requireCvc && entry.cvc !== card.cvc)) return ACTION_CODES.wrongCardData;
  if (card.hotCardStatus === 22 || isExpired(card, now)) return ACTION_CODES.expiredCard;
  return card.hotCardStatus === 0 ? undefined : ACTION_CODES.cardNotUsable;
}

/** The card to credit: an expiry, when sent, must be the card's; the card and its account must take money. */
export function admitCreditCard(sb: Sandbox, side: Side, now: Date): ActionCode | undefined {
  const { entry } = side;
  if (side.kind === 'unknown') return ACTION_CODES.declinedByIssuer;
  if (side.kind === 'test') {
    if (entry.expiry !== undefined && isPastMonth(entry.expiry, now)) return ACTION_CODES.wrongCardData;
    return side.test.approved ? undefined : ACTION_CODES.declinedByIssuer;
  }
  const card = side.card;
  if (entry.expiry !== undefined && entry.expiry !== card.expiry) return ACTION_CODES.wrongCardData;
  if (card.hotCardStatus === 22 || isExpired(card, now)) return ACTION_CODES.expiredCard;
  if (card.hotCardStatus !== 0) return ACTION_CODES.cardNotUsable;
  const profile = sb.accounts.get(card.accountNumber);
  return profile && permits(profile.restriction, 'transfer_in') ? undefined : ACTION_CODES.notPermitted;
}

/**
 * The debited account: its restriction, allowed categories and beneficiaries, its funds for the
 * amount and the fee, then its transfer limits, which are consumed (the last check: nothing after
 * it may decline).
 */
export function consumeDebit(sb: Sandbox, card: Card, amount: number, fee: number, context: { mcc?: number | undefined; beneficiary?: Side | undefined }, now: Date): ActionCode | undefined {
  const profile = sb.accounts.get(card.accountNumber);
  if (!profile || !permits(profile.restriction, 'transfer_out')) return ACTION_CODES.notPermitted;
  if (!allowsMcc(profile, context.mcc)) return ACTION_CODES.notPermitted;
  const beneficiary = context.beneficiary;
  if (beneficiary) {
    const names = beneficiary.kind === 'core' ? [beneficiary.card.accountNumber, beneficiary.card.pan] : [beneficiary.entry.pan];
    if (!allowsBeneficiary(profile, names)) return ACTION_CODES.notPermitted;
  }
  if (sb.ledger.available(card.accountNumber) < amount + fee) return ACTION_CODES.insufficientFunds;
  // The fee is the gateway's charge, not spending: the limits count the amount only.
  return consumeSpending(card.limits, profile.limits, 'transfer', amount, now) ? ACTION_CODES.limitExceeded : undefined;
}
