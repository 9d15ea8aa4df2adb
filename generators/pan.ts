import { BRAND_NAMES, BRANDS, type Brand } from './brands.js';
import { checkPanLength } from '../src/common/pan.js';
import type { Random } from '../src/common/random.js';

export interface PanOptions {
  /** Leading digits every PAN starts with (1-12 digits); excludes `brand`. */
  readonly bin?: string | undefined;
  /** Draw the prefix from this brand's IIN ranges; excludes `bin`. Neither: a random brand per PAN. */
  readonly brand?: Brand | undefined;
  /** 13-19; by default 16 for a BIN, or one of the brand's issued lengths. */
  readonly length?: number | undefined;
}

/**
 * A compiled PAN source for bulk generation: options are checked once, then each call draws four
 * digits per PRNG step instead of one (2^32 / 10^4 leaves a bias of 0.0002%, nothing for test data).
 * Its sequence differs from generatePan's (src/common/pan.ts) for the same seed, which stays as it
 * is because the emulator issues its cards with it; both are Luhn-valid and deterministic.
 */
export function panFactory(rng: Random, options: PanOptions = {}): () => string {
  const { bin, brand, length } = options;
  if (bin !== undefined && brand !== undefined) throw new Error('give a bin or a brand, not both');
  if (length !== undefined) checkPanLength(length);
  if (bin !== undefined) {
    const size = length ?? 16;
    // 12 digits at most, so at least one digit is left for the check digit even at length 13.
    if (!/^\d{1,12}$/.test(bin)) throw new Error(`bin must be 1-12 digits, got "${bin}"`);
    return () => completePan(rng, bin, size);
  }
  if (brand !== undefined && length !== undefined && !BRANDS[brand].lengths.includes(length)) {
    throw new Error(`length ${length} is not issued by ${brand} (it issues ${BRANDS[brand].lengths.join(', ')})`);
  }
  const prefixOf = Object.fromEntries(BRAND_NAMES.map((b) => [b, prefixSource(b)])) as Record<Brand, (rng: Random) => string>;
  return () => {
    const b = brand ?? rng.pick(BRAND_NAMES);
    return completePan(rng, prefixOf[b](rng), length ?? rng.pick(BRANDS[b].lengths));
  };
}

/** pickBrandPrefix with the range sizes worked out once, for the hot loop. */
function prefixSource(brand: Brand): (rng: Random) => string {
  const ranges = BRANDS[brand].ranges.map(([lo, hi]) => ({ lo: Number(lo), width: lo.length, size: Number(hi) - Number(lo) + 1 }));
  const total = ranges.reduce((sum, r) => sum + r.size, 0);
  return (rng) => {
    let draw = rng.int(0, total - 1);
    for (const r of ranges) {
      if (draw < r.size) return String(r.lo + draw).padStart(r.width, '0');
      draw -= r.size;
    }
    throw new Error('unreachable: the draw is below the total size');
  };
}

/*
 * The fast path works in 4-digit chunks from precomputed tables: the chunk's text and its Luhn sum,
 * with the chunk's last digit doubled or not. Leading zeros add 0 either way, so a shorter final
 * chunk is the tail of its 4-digit text with the same sum. This keeps bulk generation several times
 * faster than faker's creditCardNumber (see bench/), which the CLI needs for millions of records.
 */
const CHUNK = 4;
const CHUNK_SPAN = 10 ** CHUNK;
const CHUNK_TEXT = Array.from({ length: CHUNK_SPAN }, (_, v) => String(v).padStart(CHUNK, '0'));
const CHUNK_SUM = [false, true].map((lastDoubled) => Uint8Array.from(CHUNK_TEXT, (text) => luhnSum(text, lastDoubled)));
const DIGIT_TEXT = Array.from({ length: 10 }, (_, d) => String(d));
const SPANS = [1, 10, 100, 1000, CHUNK_SPAN];

function luhnSum(digits: string, lastDoubled: boolean): number {
  let sum = 0;
  let double = lastDoubled;
  for (let i = digits.length - 1; i >= 0; i--) {
    let d = digits.charCodeAt(i) - 48;
    if (double && (d *= 2) > 9) d -= 9;
    sum += d;
    double = !double;
  }
  return sum;
}

/** Appends random digits to `prefix` up to `length - 1`, then the Luhn check digit. */
function completePan(rng: Random, prefix: string, length: number): string {
  let partial = prefix;
  // The rightmost digit of the partial number is doubled: the check digit will follow it.
  let sum = luhnSum(prefix, (length - 1 - prefix.length) % 2 === 0);
  let missing = length - prefix.length - 1;
  while (missing > 0) {
    const n = missing < CHUNK ? missing : CHUNK;
    const value = Math.floor(rng.next() * SPANS[n]!);
    missing -= n;
    partial += n === CHUNK ? CHUNK_TEXT[value]! : CHUNK_TEXT[value]!.slice(CHUNK - n);
    sum += CHUNK_SUM[missing % 2 === 0 ? 1 : 0]![value]!;
  }
  return partial + DIGIT_TEXT[(10 - (sum % 10)) % 10]!;
}
