/**
 * Card brands by issuer identification number (IIN) prefix, after the public IIN ranges of each
 * scheme. Ranges are inclusive and compared on the same number of leading digits, so "2221-2720"
 * means every PAN whose first four digits fall in that span.
 */
import type { Random } from '../src/common/random.js';

export type Brand = 'visa' | 'mastercard' | 'amex' | 'discover' | 'jcb' | 'diners' | 'unionpay' | 'maestro' | 'mir';

export interface BrandRule {
  /** Inclusive prefix ranges, both ends with the same number of digits. */
  readonly ranges: readonly (readonly [string, string])[];
  /** PAN lengths the scheme issues. */
  readonly lengths: readonly number[];
  /** Security code length: 4 for American Express (CID), 3 elsewhere. */
  readonly cvcLength: number;
}

export const BRANDS: Readonly<Record<Brand, BrandRule>> = {
  visa: { ranges: [['4', '4']], lengths: [13, 16, 19], cvcLength: 3 },
  mastercard: { ranges: [['51', '55'], ['2221', '2720']], lengths: [16], cvcLength: 3 },
  amex: { ranges: [['34', '34'], ['37', '37']], lengths: [15], cvcLength: 4 },
  discover: { ranges: [['6011', '6011'], ['644', '649'], ['65', '65']], lengths: [16, 19], cvcLength: 3 },
  jcb: { ranges: [['3528', '3589']], lengths: [16, 17, 18, 19], cvcLength: 3 },
  diners: { ranges: [['300', '305'], ['36', '36'], ['38', '39']], lengths: [14, 16, 19], cvcLength: 3 },
  unionpay: { ranges: [['62', '62']], lengths: [16, 17, 18, 19], cvcLength: 3 },
  maestro: { ranges: [['5018', '5018'], ['5020', '5020'], ['5038', '5038'], ['5893', '5893'], ['6304', '6304'], ['6759', '6759'], ['6761', '6763']], lengths: [13, 16, 19], cvcLength: 3 },
  mir: { ranges: [['2200', '2204']], lengths: [16, 17, 18, 19], cvcLength: 3 },
};

export const BRAND_NAMES = Object.keys(BRANDS) as Brand[];

export function isBrand(name: string): name is Brand {
  return Object.hasOwn(BRANDS, name);
}

/** A prefix drawn uniformly from the brand's ranges (each range weighted by its size). */
export function pickBrandPrefix(rng: Random, brand: Brand): string {
  const ranges = BRANDS[brand].ranges;
  const sizes = ranges.map(([lo, hi]) => Number(hi) - Number(lo) + 1);
  let draw = rng.int(0, sizes.reduce((a, b) => a + b, 0) - 1);
  for (const [i, [lo]] of ranges.entries()) {
    const size = sizes[i] ?? 0;
    if (draw < size) return String(Number(lo) + draw).padStart(lo.length, '0');
    draw -= size;
  }
  throw new Error('unreachable: the draw is below the total size');
}

/**
 * The brand whose range holds the start of `pan` (or of a BIN), or undefined. The longest matching
 * prefix wins, so 6011 is Discover even though Maestro and UnionPay also start with 6.
 */
export function brandOf(digits: string): Brand | undefined {
  let best: { brand: Brand; width: number } | undefined;
  for (const brand of BRAND_NAMES) {
    for (const [lo, hi] of BRANDS[brand].ranges) {
      const head = digits.slice(0, lo.length);
      if (head.length === lo.length && head >= lo && head <= hi && (!best || lo.length > best.width)) best = { brand, width: lo.length };
    }
  }
  return best?.brand;
}
