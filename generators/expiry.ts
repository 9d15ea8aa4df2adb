/**
 * Card expiry dates relative to a reference date. A card is valid through the last day of its
 * expiry month, so the current month ("boundary") is the last month that still passes.
 */
import type { Random } from '../src/common/random.js';

export type ExpiryKind = 'future' | 'past' | 'boundary';
export const EXPIRY_KINDS: readonly ExpiryKind[] = ['future', 'past', 'boundary'];

export interface Expiry {
  /** YYYYMM, the form v2 and the gateway's $EXPIRY use. */
  readonly expiry: string;
  readonly year: number;
  readonly month: number;
  readonly kind: ExpiryKind;
}

/** Months ahead for a "future" expiry: next month up to five years, the usual validity of a card. */
const FUTURE_MONTHS = [1, 60] as const;
/** Months back for a "past" expiry: last month up to five years ago. */
const PAST_MONTHS = [1, 60] as const;

export function expiryOf(now: Date, monthsFromNow: number): { year: number; month: number; expiry: string } {
  if (Number.isNaN(now.getTime())) throw new Error('expiry: the reference date is invalid');
  // Month arithmetic in UTC on a month index, so no day-of-month overflow (Jan 31 + 1 month) can occur.
  const index = now.getUTCFullYear() * 12 + now.getUTCMonth() + monthsFromNow;
  const year = Math.floor(index / 12);
  const month = (index % 12) + 1;
  return { year, month, expiry: `${year}${String(month).padStart(2, '0')}` };
}

export function generateExpiryOf(rng: Random, kind: ExpiryKind, now: Date): Expiry {
  const offset = kind === 'boundary' ? 0 : kind === 'future' ? rng.int(...FUTURE_MONTHS) : -rng.int(...PAST_MONTHS);
  return { ...expiryOf(now, offset), kind };
}

/** True when a YYYYMM expiry is before the month of `now` (the card no longer works). */
export function isExpired(expiry: string, now: Date): boolean {
  return expiry < expiryOf(now, 0).expiry;
}
