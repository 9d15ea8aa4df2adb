/**
 * Seeded randomness for test data. Scenarios derive their seed from their name so a
 * failing run can be replayed byte-for-byte; Math.random() cannot give us that.
 */
export type Random = {
  /** Uniform float in [0, 1). */
  next(): number;
  /** Uniform integer in [min, max], both ends inclusive. */
  int(min: number, max: number): number;
  /** `n` random decimal digits; leading zeros are allowed. */
  digits(n: number): string;
  pick<T>(items: readonly T[]): T;
  /** Where the stream is (createRandom's): setting it back replays the same values from there. */
  readonly position?: { state: number };
};

/**
 * 32-bit FNV-1a. Chosen because it is tiny and fully specified, so the seed for a
 * scenario name never changes between Node versions or machines.
 */
export function seedFrom(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

/**
 * mulberry32: one 32-bit word of state is plenty for test data and keeps the code short.
 * Integer seeds are used directly so that createRandom(seedFrom(name)) equals createRandom(name).
 */
export function createRandom(seed: string | number): Random {
  // The state is a member of an object the stream carries (`position`), not only a closure's: a
  // snapshot of what holds the stream (the emulator's, store/snapshot.ts) can see it and set it back.
  const position = { state: typeof seed === 'number' && Number.isInteger(seed) ? seed >>> 0 : seedFrom(String(seed)) };

  const next = (): number => {
    const state = (position.state = (position.state + 0x6d2b79f5) | 0);
    let t = Math.imul(state ^ (state >>> 15), state | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };

  const int = (min: number, max: number): number => {
    if (!Number.isSafeInteger(min) || !Number.isSafeInteger(max) || min > max) {
      throw new RangeError(`int(min, max) needs integers with min <= max, got ${min}, ${max}`);
    }
    // next() has 32 bits of resolution; wider spans would silently skip values.
    if (max - min >= 2 ** 32) throw new RangeError('int(min, max) span must be below 2^32');
    return min + Math.floor(next() * (max - min + 1));
  };

  const digits = (n: number): string => {
    if (!Number.isSafeInteger(n) || n < 0) throw new RangeError(`digits(n) needs a non-negative integer, got ${n}`);
    let out = '';
    for (let i = 0; i < n; i++) out += String(int(0, 9));
    return out;
  };

  const pick = <T>(items: readonly T[]): T => {
    if (items.length === 0) throw new RangeError('pick() needs a non-empty array');
    return items[int(0, items.length - 1)] as T;
  };

  return { next, int, digits, pick, position };
}
