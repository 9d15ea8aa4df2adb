/**
 * Card primitives every layer uses: the emulator issues its cards with them, the generators make
 * test data with them. Seeded, so a sandbox's cards are the same for the same seed.
 */
import { luhnCheckDigit } from './luhn.js';
import type { Random } from './random.js';

/** ISO/IEC 7812 allows 13-19 digit PANs; anything else is rejected by every scheme. */
const MIN_LENGTH = 13;
const MAX_LENGTH = 19;

export function generatePan(rng: Random, options: { bin: string; length?: number }): string {
  const { bin, length = 16 } = options;
  if (!/^\d{1,12}$/.test(bin)) throw new Error(`bin must be 1-12 digits, got "${bin}"`);
  checkPanLength(length);
  const partial = bin + rng.digits(length - bin.length - 1);
  return partial + luhnCheckDigit(partial);
}

/** 3 digits, or `length` digits (4 for an American Express CID). */
export function generateCvc(rng: Random, length = 3): string {
  return rng.digits(length);
}

/** Expiry as YYYYMM, `years` after `from`. UTC so the result does not depend on the runner's time zone. */
export function generateExpiry(from: Date, years: number): string {
  if (Number.isNaN(from.getTime())) throw new Error('generateExpiry: from is an invalid Date');
  if (!Number.isInteger(years)) throw new Error(`generateExpiry: years must be an integer, got ${years}`);
  const year = from.getUTCFullYear() + years;
  const month = from.getUTCMonth() + 1;
  return `${year}${String(month).padStart(2, '0')}`;
}

export function checkPanLength(length: number): void {
  if (!Number.isInteger(length) || length < MIN_LENGTH || length > MAX_LENGTH) {
    throw new Error(`length must be an integer between ${MIN_LENGTH} and ${MAX_LENGTH}, got ${length}`);
  }
}

