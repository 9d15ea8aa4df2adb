/**
 * Whether a card takes part in 3-D Secure, as the directory answers verifyEnrollment.do: the test
 * cards by the flow their issuer's ACS runs, the sandbox's own cards as the gateway authorises
 * them (without 3-D Secure), any other card as an issuer the directory does not know.
 */
import type { Cards } from '../cards.js';
import { testCard } from './test-cards.js';

/** Y the card is enrolled (a challenge, frictionless or attempts ACS answers for it), N it is not, U nobody can tell. */
export type Enrolled = 'Y' | 'N' | 'U';

export interface Enrollment {
  readonly enrolled: Enrolled;
  /** The issuer, when the directory knows it. */
  readonly emitter?: { readonly name: string; readonly countryCode: string } | undefined;
}

/** The sandbox's own issuer: its cards' bank (getOrderStatusExtended's bankInfo says the same). */
export const SANDBOX_ISSUER = { name: 'CARDLAB SANDBOX BANK', countryCode: 'DE' } as const;
/** The test cards' issuer, as sandboxes of this gateway family name it. */
export const TEST_CARD_ISSUER = { name: 'TEST CARD', countryCode: 'DE' } as const;

export function enrollmentOf(cards: Cards, pan: string): Enrollment {
  const test = testCard(pan);
  if (test) return { enrolled: test.flow === 'none' ? 'N' : 'Y', emitter: TEST_CARD_ISSUER };
  if (cards.byNumber(pan)) return { enrolled: 'N', emitter: SANDBOX_ISSUER };
  return { enrolled: 'U' };
}
