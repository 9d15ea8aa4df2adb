/**
 * The gateway sandbox's test cards (docs/design.md "Test cards"): cards of other issuers, whose outcome is fixed.
 * Any future expiry is accepted; the CVC is 123. The gateways ask them only about a number the
 * card system does not know (its `unknown_card`): cards issued by the sandbox are the card
 * system's to admit and debit (authorization.ts, p2p/sides.ts).
 */
import type { CardData } from '../card-system/index.js';
import { decided } from '../decisions.js';

export type ThreeDsFlow = 'challenge' | 'frictionless' | 'attempt' | 'none';

export interface TestCard {
  readonly pan: string;
  readonly flow: ThreeDsFlow;
  readonly approved: boolean;
  readonly paymentSystem: 'VISA' | 'MASTERCARD';
}

export const TEST_CVC = '123';

export const TEST_CARDS: readonly TestCard[] = [
  { pan: '5555555555555599', flow: 'challenge', approved: true, paymentSystem: 'MASTERCARD' },
  { pan: '4111111111111111', flow: 'frictionless', approved: true, paymentSystem: 'VISA' },
  { pan: '5168494895055780', flow: 'frictionless', approved: false, paymentSystem: 'MASTERCARD' },
  { pan: '4000001111111118', flow: 'attempt', approved: true, paymentSystem: 'VISA' },
  { pan: '4444555511113333', flow: 'none', approved: true, paymentSystem: 'VISA' },
];

export function testCard(pan: string): TestCard | undefined {
  return TEST_CARDS.find((c) => c.pan === pan);
}

export function paymentSystemOf(pan: string): 'VISA' | 'MASTERCARD' | 'MIR' | 'CARD' {
  if (pan.startsWith('4')) return 'VISA';
  // Mir's 2200-2204 lie inside the 22-27 that the Mastercard test below takes: Mir first.
  if (/^220[0-4]/.test(pan)) return 'MIR';
  if (/^(5[1-5]|2[2-7])/.test(pan)) return 'MASTERCARD';
  return 'CARD';
}

/**
 * What a test card's issuer says: the data sent first (an expiry, when sent, must not be over; the
 * CVC, when it must be proved, is 123), then its fixed outcome.
 */
export function testCardVerdict(test: TestCard, sent: CardData, now: Date): 'ok' | 'wrong_card_data' | 'declined' {
  const month = yearMonthOf(now);
  // Whether the CVC matched is a recorded decision: a kept sandbox never writes the CVC (decisions.ts).
  // An expiry not sent is not checked: it counts as this month's.
  if ((sent.requireCvc === true && !decided(() => sent.cvc === TEST_CVC)) || (sent.expiry ?? month) < month) return 'wrong_card_data';
  return test.approved ? 'ok' : 'declined';
}

/** YYYYMM of the clock's month. */
function yearMonthOf(now: Date): string {
  return String(now.getUTCFullYear() * 100 + now.getUTCMonth() + 1);
}
