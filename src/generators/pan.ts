import { luhnCheckDigit } from './luhn.js';
import type { Random } from './random.js';

/** ISO/IEC 7812 allows 13-19 digit PANs; anything else is rejected by every scheme. */
const MIN_LENGTH = 13;
const MAX_LENGTH = 19;

export function generatePan(rng: Random, options: { bin: string; length?: number }): string {
  const { bin, length = 16 } = options;
  if (!/^\d{1,12}$/.test(bin)) throw new Error(`bin must be 1-12 digits, got "${bin}"`);
  if (!Number.isInteger(length) || length < MIN_LENGTH || length > MAX_LENGTH) {
    throw new Error(`length must be an integer between ${MIN_LENGTH} and ${MAX_LENGTH}, got ${length}`);
  }
  const partial = bin + rng.digits(length - bin.length - 1);
  return partial + luhnCheckDigit(partial);
}

export function generateCvc(rng: Random): string {
  return rng.digits(3);
}

/** Expiry as YYYYMM, `years` after `from`. UTC so the result does not depend on the runner's time zone. */
export function generateExpiry(from: Date, years: number): string {
  if (Number.isNaN(from.getTime())) throw new Error('generateExpiry: from is an invalid Date');
  if (!Number.isInteger(years)) throw new Error(`generateExpiry: years must be an integer, got ${years}`);
  const year = from.getUTCFullYear() + years;
  const month = from.getUTCMonth() + 1;
  return `${year}${String(month).padStart(2, '0')}`;
}
