/**
 * Card authorisation on the gateway. A card issued by the sandbox's card system is checked like
 * any card-system debit (card data, status, account restriction, funds, the e-commerce limits
 * LMTP0112/0111) and really debits its account, or reserves the amount for a two-phase order.
 * A test card (test-cards.ts) has a fixed outcome and moves no sandbox money. Any other card is
 * declined by its (unknown) issuer.
 */
import type { Card } from '../cards.js';
import type { MerchantInfo } from '../history.js';
import { SETTLEMENT_ACCOUNT } from '../ledger.js';
import { consumeSpending } from '../limits.js';
import { isExpired } from '../payments.js';
import { permits } from '../restrictions.js';
import type { Sandbox } from '../sandbox.js';
import { ACTION_CODES, type ActionCode } from './action-codes.js';
import type { OrderCard } from './orders.js';
import { paymentSystemOf, TEST_CVC, testCard } from './test-cards.js';

export interface CardEntry {
  readonly pan: string;
  /** YYYYMM */
  readonly expiry: string;
  readonly cvc?: string | undefined;
  readonly cardholderName?: string | undefined;
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

export function orderCard(sb: Sandbox, entry: CardEntry): OrderCard {
  return {
    pan: entry.pan,
    expiry: entry.expiry,
    cardholderName: entry.cardholderName ?? '',
    paymentSystem: paymentSystemOf(entry.pan),
    coreCardId: sb.cards.byNumber(entry.pan)?.id,
  };
}

export function authorize(sb: Sandbox, entry: CardEntry, req: AuthorizationRequest, now: Date): Authorization {
  const card = orderCard(sb, entry);
  const decline = (action: ActionCode): Authorization => ({ approved: false, action, card });
  const core = sb.cards.byNumber(entry.pan);
  if (core) {
    const refusal = admitCoreCard(sb, core, entry, req, now);
    if (refusal) return decline(refusal);
    const rrn = sb.payments.nextRrn();
    if (req.twoPhase) sb.ledger.reserve(req.reference, core.accountNumber, req.amount);
    else debitCore(sb, core, req.amount, rrn, req.merchant, now);
    return { approved: true, authCode: rrn.slice(-6), rrn, card };
  }
  const test = testCard(entry.pan);
  if (!test) return decline(ACTION_CODES.declinedByIssuer);
  if ((req.requireCvc && entry.cvc !== TEST_CVC) || isPastMonth(entry.expiry, now)) return decline(ACTION_CODES.wrongCardData);
  if (!test.approved) return decline(ACTION_CODES.declinedByIssuer);
  const rrn = sb.payments.nextRrn();
  return { approved: true, authCode: rrn.slice(-6), rrn, card };
}

/** Why the card cannot pay, or undefined when it can: then its e-commerce limits have been consumed. */
function admitCoreCard(sb: Sandbox, card: Card, entry: CardEntry, req: AuthorizationRequest, now: Date): ActionCode | undefined {
  if (entry.expiry !== card.expiry || (req.requireCvc && entry.cvc !== card.cvc)) return ACTION_CODES.wrongCardData;
  if (card.hotCardStatus === 22 || isExpired(card, now)) return ACTION_CODES.expiredCard;
  if (card.hotCardStatus !== 0) return ACTION_CODES.cardNotUsable;
  const profile = sb.accounts.get(card.accountNumber);
  if (!profile || !permits(profile.restriction, 'withdrawal')) return ACTION_CODES.notPermitted;
  if (sb.ledger.available(card.accountNumber) < req.amount) return ACTION_CODES.insufficientFunds;
  if (consumeSpending(card.limits, profile.limits, 'ecommerce', req.amount, now)) return ACTION_CODES.limitExceeded;
  return undefined;
}

/** Moves the amount from the card's account to the acquiring side (settlement), with its history record. */
/** Returns the utrnno of the debit's history record. */
export function debitCore(sb: Sandbox, card: Card, amount: number, rrn: string, merchant: MerchantInfo, now: Date): number {
  sb.ledger.transfer(rrn, now, card.accountNumber, SETTLEMENT_ACCOUNT, amount);
  return sb.history.add({ at: now, kind: 'debit', direction: 'DEBIT', accountNumber: card.accountNumber, cardId: card.id, amount, merchant, rrn, authorizationIdResponse: rrn.slice(-6) });
}

/** Gives money back to a sandbox card's account (a refund). */
export function creditCore(sb: Sandbox, card: Card, amount: number, merchant: MerchantInfo, now: Date): void {
  const rrn = sb.payments.nextRrn();
  sb.ledger.transfer(rrn, now, SETTLEMENT_ACCOUNT, card.accountNumber, amount);
  sb.history.add({ at: now, kind: 'credit', direction: 'CREDIT', accountNumber: card.accountNumber, cardId: card.id, amount, merchant, rrn, authorizationIdResponse: rrn.slice(-6) });
}

function isPastMonth(expiry: string, now: Date): boolean {
  return expiry < now.toISOString().slice(0, 7).replace('-', '');
}
