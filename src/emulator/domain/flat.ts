/**
 * A flat copy of an ASCII string. V8 keeps the result of a concatenation of 13 characters or more
 * as a tree of its parts until something flattens it: a PAN built digit by digit and an account
 * number built from a prefix and a sequence are such trees (node's randomUUID() too, some 450 bytes
 * for 36 characters, which is why ids are written out flat by entropy.ts instead). Numbers the
 * sandbox keeps for its whole life are flattened once, when made (docs/performance.md: memory with
 * a million cards).
 */
export function flat(ascii: string): string {
  return Buffer.from(ascii, 'latin1').toString('latin1');
}
