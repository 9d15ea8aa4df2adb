/**
 * Append-only columns for the sandbox's logs (history, journal, limit consumption: see
 * docs/decisions/0005-compact-logs.md). Values live in fixed-size chunks that are allocated once and
 * never copied: a growing array would be copied to a larger one again and again, and under load
 * those copies, and the fresh pages each copy touches, cost a money move more than its own work.
 * The first chunk starts small and doubles up to the chunk size, so a limit that consumed twice
 * holds a few numbers, not a full chunk. Numbers go in Float64Arrays, which the garbage collector
 * never traces.
 */
const CHUNK_BITS = 14;
const CHUNK = 1 << CHUNK_BITS;
const MASK = CHUNK - 1;
const FIRST = 8;

abstract class Chunked<A extends { length: number; [i: number]: V }, V> {
  protected chunks: A[] = [];
  private size = 0;
  /** Chunks let go from the front (forgetBefore): `chunks[0]` holds chunk number `dropped`. */
  private dropped = 0;
  private kept = 0;

  protected abstract make(length: number): A;

  /** One past the last index ever pushed: indexes do not move when the front is forgotten. */
  get length(): number {
    return this.size;
  }

  /** The first index still held (0 unless forgetBefore let the front go). */
  get first(): number {
    return this.kept;
  }

  push(value: V): void {
    const i = this.size;
    const chunk = (i >>> CHUNK_BITS) - this.dropped;
    let current = this.chunks[chunk];
    if (current === undefined) this.chunks.push((current = this.make(i === 0 ? FIRST : CHUNK)));
    else if (i < CHUNK && i === current.length) this.chunks[0] = current = this.grown(current);
    current[i & MASK] = value;
    this.size = i + 1;
  }

  /** The value at `i`; `i` must be below `length` and at least `first`. */
  at(i: number): V {
    return this.chunks[(i >>> CHUNK_BITS) - this.dropped]![i & MASK]!;
  }

  /** Replaces the value at `i` (below `length`, at least `first`). */
  set(i: number, value: V): void {
    this.chunks[(i >>> CHUNK_BITS) - this.dropped]![i & MASK] = value;
  }

  /**
   * Forgets the values before index `i` (retention.ts): they may no longer be read, and every chunk
   * that holds only such values is let go, so memory is what is kept plus at most one chunk. The
   * other indexes stay as they were.
   */
  forgetBefore(i: number): void {
    this.kept = Math.max(this.kept, Math.min(i, this.size));
    const whole = (this.kept >>> CHUNK_BITS) - this.dropped;
    if (whole <= 0) return;
    this.chunks.splice(0, whole);
    this.dropped += whole;
  }

  /** Makes the column read-only: a push onto it throws (shared empty columns). */
  freeze(): this {
    Object.freeze(this.chunks);
    return Object.freeze(this);
  }

  /** The first chunk, still filling: a copy twice its length (the only copy a column ever makes). */
  private grown(first: A): A {
    const next = this.make(Math.min(first.length * 2, CHUNK));
    for (let i = 0; i < first.length; i++) next[i] = first[i]!;
    return next;
  }
}

/** A column of numbers (times in ms, amounts, running totals, indexes). */
export class NumberColumn extends Chunked<Float64Array, number> {
  protected make(length: number): Float64Array {
    return new Float64Array(length);
  }

  /** Inserts at `i`, moving later values up (rare: an amount dated before later ones). */
  insert(i: number, value: number): void {
    this.push(value);
    for (let j = this.length - 1; j > i; j--) this.set(j, this.at(j - 1));
    this.set(i, value);
  }
}

/** A column of references (strings the sandbox holds anyway, rare objects). */
export class Column<T> extends Chunked<T[], T> {
  protected make(length: number): T[] {
    return new Array<T>(length);
  }
}

const DIGITS = /^\d{1,14}$/;
const NONE = -1;
const ASIDE = -2;

/**
 * A column of mostly-digit strings (retrieval reference numbers, authorisation codes), kept as
 * numbers: `value * 32 + width`, so leading zeros come back (14 digits at most stay exact). A
 * money move then leaves no string of its own for the garbage collector to promote. Anything else
 * is kept aside by index.
 */
export class DigitsColumn {
  private readonly values = new NumberColumn();
  private readonly aside = new Map<number, string>();
  /**
   * The last string this column encoded, and its code: a move writes its reference number into
   * the same column several times in a row (three history records), with its authorisation code
   * in another column in between, so a cache shared by the columns missed every time.
   */
  private lastText = '0';
  private lastCode = 1;

  get length(): number {
    return this.values.length;
  }

  get first(): number {
    return this.values.first;
  }

  /** Forgets the values before index `i` (Chunked.forgetBefore), those kept aside too. */
  forgetBefore(i: number): void {
    this.values.forgetBefore(i);
    // Kept aside in index order: the oldest come first.
    for (const index of this.aside.keys()) {
      if (index >= this.values.first) break;
      this.aside.delete(index);
    }
  }

  push(value: string | undefined): void {
    if (value === undefined) this.values.push(NONE);
    else if (value === this.lastText) this.values.push(this.lastCode);
    else if (DIGITS.test(value)) {
      this.lastText = value;
      this.lastCode = Number(value) * 32 + value.length;
      this.values.push(this.lastCode);
    } else {
      this.aside.set(this.values.length, value);
      this.values.push(ASIDE);
    }
  }

  at(i: number): string | undefined {
    const v = this.values.at(i);
    if (v === NONE) return undefined;
    if (v === ASIDE) return this.aside.get(i);
    const width = v % 32;
    return String((v - width) / 32).padStart(width, '0');
  }
}
