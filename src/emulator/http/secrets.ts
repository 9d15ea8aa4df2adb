/**
 * Credential comparison that takes the same time whatever the characters: every character of an
 * equal-length guess is compared (no early exit). Strings, not Buffers: two buffers per request
 * were a measurable share of a read (docs/performance.md); the length is not secret.
 */
export function sameSecret(given: string, expected: string): boolean {
  if (given.length !== expected.length) return false;
  let difference = 0;
  for (let i = 0; i < given.length; i++) difference |= given.charCodeAt(i) ^ expected.charCodeAt(i);
  return difference === 0;
}
