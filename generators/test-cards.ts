/**
 * The gateway sandbox's published test cards (docs/design.md, "Test cards"): the card
 * number chooses the 3-D Secure path and the result. CVC 123 and any future expiry pass; a wrong
 * CVC or expiry declines with action code 71015.
 */
import { brandOf, type Brand } from './brands.js';
import { generateExpiryOf } from './expiry.js';
import type { Random } from '../src/common/random.js';

export type TestCardOutcome = 'challenge-success' | 'frictionless-success' | 'frictionless-declined' | 'attempt-success' | 'no-3ds-success';

export interface TestCardRule {
  readonly pan: string;
  readonly threeDs: 'challenge' | 'frictionless' | 'attempt' | 'none';
  readonly result: 'success' | 'declined';
  readonly summary: string;
}

export const TEST_CARDS: Readonly<Record<TestCardOutcome, TestCardRule>> = {
  'challenge-success': { pan: '5555555555555599', threeDs: 'challenge', result: 'success', summary: '3DS2 challenge, then success' },
  'frictionless-success': { pan: '4111111111111111', threeDs: 'frictionless', result: 'success', summary: '3DS2 frictionless, success' },
  'frictionless-declined': { pan: '5168494895055780', threeDs: 'frictionless', result: 'declined', summary: '3DS2 frictionless, declined' },
  'attempt-success': { pan: '4000001111111118', threeDs: 'attempt', result: 'success', summary: '3DS2 attempt, success' },
  'no-3ds-success': { pan: '4444555511113333', threeDs: 'none', result: 'success', summary: 'no 3-D Secure, success' },
};

export const TEST_CARD_OUTCOMES = Object.keys(TEST_CARDS) as TestCardOutcome[];
export const TEST_CARD_CVC = '123';

export interface TestCard {
  readonly outcome: TestCardOutcome;
  readonly pan: string;
  readonly brand: Brand | 'unknown';
  readonly cvc: string;
  /** YYYYMM, in the future of `now`. */
  readonly expiry: string;
  readonly threeDs: TestCardRule['threeDs'];
  readonly result: TestCardRule['result'];
}

/** The test card for `outcome`, or for a random outcome; the expiry is a random future month. */
export function testCard(rng: Random, options: { outcome?: TestCardOutcome | undefined; now: Date }): TestCard {
  const outcome = options.outcome ?? rng.pick(TEST_CARD_OUTCOMES);
  const { pan, threeDs, result } = TEST_CARDS[outcome];
  return { outcome, pan, brand: brandOf(pan) ?? 'unknown', cvc: TEST_CARD_CVC, expiry: generateExpiryOf(rng, 'future', options.now).expiry, threeDs, result };
}
