/** Credential comparison that takes the same time whatever the input. */
import { timingSafeEqual } from 'node:crypto';

export function sameSecret(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}
