/**
 * Money as people write it in scenarios ("1,000.00 EUR") and as the wire carries it (integer minor
 * units). Parsing is exact decimal arithmetic on the text, so "10.005 EUR" becomes 1000.5 minor
 * units: scenarios about non-integer amounts need to send exactly that.
 */
import { AssertionError } from 'node:assert';
import { numericCurrency } from '../src/common/currency.js';
import { formatMoney } from '../src/common/money.js';

export { formatMoney };

export interface Money {
  readonly minor: number;
  readonly currency: string;
}

export const MONEY_PATTERN = /-?\d[\d,]*(?:\.\d+)? [A-Z]{3}/;

export function parseMoney(text: string): Money {
  const match = /^(-?)(\d[\d,]*)(?:\.(\d+))? ([A-Z]{3})$/.exec(text.trim());
  if (!match) throw new Error(`"${text}" is not an amount such as 100.00 EUR`);
  const [, sign = '', whole = '0', fraction = '', currency = ''] = match;
  const cents = fraction.padEnd(2, '0');
  // "10.005" → 1000 + 0.5: the digits past the second decimal become a fraction of a minor unit.
  const minor = Number(whole.replaceAll(',', '')) * 100 + Number(cents.slice(0, 2)) + (cents.length > 2 ? Number(`0.${cents.slice(2)}`) : 0);
  return { minor: sign ? -minor : minor, currency };
}

/** The card system's currency field (v1): the ISO 4217 number. */
export function cardSystemCurrency(alpha: string): number {
  const code = numericCurrency(alpha);
  if (code === undefined) throw new Error(`no numeric currency code known for ${alpha} (src/common/currency.ts)`);
  return code;
}

/** The gateways' currency parameter: the number as text; a code the table lacks is sent as written, for the gateway to refuse. */
export function gatewayCurrency(alpha: string): string {
  const code = numericCurrency(alpha);
  return code === undefined ? alpha : String(code);
}

/** An amount the target showed (minor units; undefined or NaN when it showed none), what it is, and what the scenario expects. */
export type AmountCheck = readonly [what: string, shown: number | null | undefined, expected: Money];

const shownAs = (minor: number | null | undefined, currency: string): string =>
  minor === null || minor === undefined || Number.isNaN(minor) ? 'nothing' : formatMoney(minor, currency);

/**
 * Fails with every amount that differs, as people read amounts: "order A: captured: expected
 * 80.30 EUR, got 80.20 EUR" (a comparison of formatted strings read "expected '80.20 EUR' to equal
 * '80.30 EUR'", the actual first).
 */
export function expectAmounts(checks: readonly AmountCheck[], context?: string): void {
  const wrong = checks
    .filter(([, shown, expected]) => shown !== expected.minor)
    .map(([what, shown, expected]) => ({ what, expected: formatMoney(expected.minor, expected.currency), got: shownAs(shown, expected.currency) }));
  if (wrong.length === 0) return;
  const message = wrong.map((w) => `${w.what}: expected ${w.expected}, got ${w.got}`).join('; ');
  // Message only: with actual and expected, node appends its own diff of the two strings.
  throw new AssertionError({ message: context ? `${context}: ${message}` : message });
}

/** One amount: "balance of Alice's card: expected 80.30 EUR, got 80.20 EUR". */
export function expectAmount(shown: number | null | undefined, expected: Money, what: string): void {
  expectAmounts([[what, shown, expected]]);
}
