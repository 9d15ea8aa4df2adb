/**
 * ISO 4217 currencies as the interfaces write them: v2 and the scenarios by the alphabetic code
 * ("EUR"), the card system (v1) by the number (978), the gateways by the number as text ("978").
 * The sandbox has one currency; the others are listed so that a scenario naming one reaches the
 * target and is refused there, instead of failing on a missing table entry.
 */

export interface Currency {
  readonly alpha: string;
  readonly numeric: number;
}

const EUR = { alpha: 'EUR', numeric: 978, numericText: '978' } as const;

/** The sandbox's one currency: every account, limit, order and transfer is in it. */
export const SANDBOX_CURRENCY = EUR;

export const CURRENCIES: readonly Currency[] = [EUR, { alpha: 'USD', numeric: 840 }, { alpha: 'GBP', numeric: 826 }, { alpha: 'CHF', numeric: 756 }, { alpha: 'RUB', numeric: 643 }];

const BY_ALPHA = new Map(CURRENCIES.map((c) => [c.alpha, c]));
const BY_NUMERIC = new Map(CURRENCIES.map((c) => [c.numeric, c]));

/** The number of an alphabetic code ("EUR" → 978); undefined for a code not in the table. */
export function numericCurrency(alpha: string): number | undefined {
  return BY_ALPHA.get(alpha)?.numeric;
}

/** The alphabetic code of a number, given as a number or as digits (978 or "978" → "EUR"); undefined when unknown. */
export function alphaCurrency(numeric: number | string): string | undefined {
  const code = typeof numeric === 'number' ? numeric : /^\d{1,3}$/.test(numeric) ? Number(numeric) : NaN;
  return BY_NUMERIC.get(code)?.alpha;
}
