/**
 * Money as people write it in scenarios ("1,000.00 EUR") and as the wire carries it (integer minor
 * units). Parsing is exact decimal arithmetic on the text, so "10.005 EUR" becomes 1000.5 minor
 * units: scenarios about non-integer amounts need to send exactly that.
 */
import { numericCurrency } from '../src/common/currency.js';

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

export function formatMoney(minor: number, currency = 'EUR'): string {
  const sign = minor < 0 ? '-' : '';
  const abs = Math.abs(minor);
  const whole = Math.floor(abs / 100).toLocaleString('en-US');
  return `${sign}${whole}.${String(abs % 100).padStart(2, '0')} ${currency}`;
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
