/**
 * The rules one field can break, read from its JSON Schema (z.toJSONSchema of the contract) and its
 * valid value. Each function proposes candidate values; invalid.ts keeps only those the contract
 * itself rejects with exactly one error on that field, so a proposal here may be too eager but a
 * kept case is never wrong. Two rules sit outside what a schema can say (Luhn, expiry in the
 * past): those are proposed from the shape of the field's pattern and must pass the schema.
 */
import type { z } from 'zod';
import { expiryOf, isExpired } from './expiry.js';
import { isLuhnValid } from '../src/common/luhn.js';

export type JsonNode = z.core.JSONSchema.JSONSchema;

export type InvalidRule =
  | 'missing'
  | 'unknown-field'
  | 'wrong-type'
  | 'over-length'
  | 'under-length'
  | 'out-of-range'
  | 'non-integer'
  | 'bad-enum'
  | 'bad-format'
  | 'bad-luhn'
  | 'past-expiry';

/** Rules the schema cannot express: their cases are schema-valid and break a rule of the domain. */
export const SEMANTIC_RULES: ReadonlySet<InvalidRule> = new Set(['bad-luhn', 'past-expiry']);

export interface Candidate {
  readonly rule: InvalidRule;
  readonly value: unknown;
}

export type Place = 'body' | 'query';

/** A query string carries text only: the one wrong type it can express is a repeated parameter (an array). */
export function wrongType(value: unknown, place: Place): Candidate[] {
  if (place === 'query') return typeof value === 'string' ? [{ rule: 'wrong-type', value: [value, value] }] : [];
  if (typeof value === 'string') return [{ rule: 'wrong-type', value: /^\d{1,15}$/.test(value) ? Number(value) : 12345 }];
  if (typeof value === 'number' || typeof value === 'boolean') return [{ rule: 'wrong-type', value: String(value) }];
  // Realistic slips: an object sent as its JSON text, a list sent as its single item.
  if (Array.isArray(value)) return [{ rule: 'wrong-type', value: value[0] ?? {} }];
  if (value !== null && typeof value === 'object') return [{ rule: 'wrong-type', value: JSON.stringify(value) }];
  return [];
}

export function stringRules(node: JsonNode, value: string, now: Date): Candidate[] {
  const pattern = node.pattern === undefined ? undefined : new RegExp(node.pattern);
  const fits = (s: string) => !pattern || pattern.test(s);
  const out: Candidate[] = [];
  if (node.minLength !== undefined && node.minLength > 0) out.push({ rule: 'under-length', value: value.slice(0, node.minLength - 1) });
  if (node.maxLength !== undefined) {
    const pad = 'x'.repeat(Math.max(1, node.maxLength + 1 - value.length));
    // Padding on either side, whichever keeps the pattern (an e-mail grows in its local part).
    const longer = [value + pad, pad + value].find(fits);
    if (longer !== undefined) out.push({ rule: 'over-length', value: longer });
  }
  if (pattern) out.push(...patternRules(pattern, value, node.maxLength, now));
  const options = enumOf(node);
  if (options) out.push({ rule: 'bad-enum', value: [value.toUpperCase(), value.toLowerCase(), `${value}x`].find((v) => !options.includes(v)) });
  return out;
}

function patternRules(pattern: RegExp, value: string, maxLength: number | undefined, now: Date): Candidate[] {
  const out: Candidate[] = [];
  const last = value.at(-1) ?? '';
  // The realistic slips first: another date separator, the wrong case, then a stray character.
  const formats = [value.replaceAll('-', '/'), value.toLowerCase(), value.slice(0, -1) + (/\d/.test(last) ? 'X' : '!'), 'x'];
  const bad = formats.find((f) => f !== value && !pattern.test(f) && (maxLength === undefined || f.length <= maxLength));
  if (bad !== undefined) out.push({ rule: 'bad-format', value: bad });
  // A digit string whose pattern bounds its length (PAN 13-19, phone 7-15, PIN 4): one digit past each bound.
  if (/^\+?\d+$/.test(value) && maxLength === undefined) {
    let longer = value;
    for (let i = 0; i < 64 && pattern.test(longer); i++) longer += '0';
    if (!pattern.test(longer)) out.push({ rule: 'over-length', value: longer });
    let shorter = value;
    while (/\d$/.test(shorter) && shorter.length > 1 && pattern.test(shorter)) shorter = shorter.slice(0, -1);
    if (!pattern.test(shorter) && /\d/.test(shorter)) out.push({ rule: 'under-length', value: shorter });
  }
  if (isPanPattern(pattern) && isLuhnValid(value)) {
    const check = Number(last);
    out.push({ rule: 'bad-luhn', value: value.slice(0, -1) + String((check + 1) % 10) });
  }
  if (isYyyymmPattern(pattern) && !isExpired(value, now)) out.push({ rule: 'past-expiry', value: expiryOf(now, -1).expiry });
  return out;
}

/** A card-number field: 13 to 19 digits and nothing else. */
export function isPanPattern(p: RegExp): boolean {
  return ['1234567890123', '1234567890123456789'].every((s) => p.test(s)) && !['123456789012', '12345678901234567890', '123456789012345a'].some((s) => p.test(s));
}

/** An expiry field: YYYYMM with a real month. */
export function isYyyymmPattern(p: RegExp): boolean {
  return ['209912', '200001'].every((s) => p.test(s)) && !['209913', '209900', '2099-12', '20991', '2099120'].some((s) => p.test(s));
}

function enumOf(node: JsonNode): unknown[] | undefined {
  if (node.enum) return node.enum;
  return node.const !== undefined ? [node.const] : undefined;
}

/** A boolean with a fixed value (`reissueCard: true`) or an enum of values: its opposite is not allowed. */
export function booleanRules(node: JsonNode, value: boolean): Candidate[] {
  const options = enumOf(node);
  return options && !options.includes(!value) ? [{ rule: 'bad-enum', value: !value }] : [];
}

/**
 * Numbers: a fraction where an integer is due, and one past each end of the accepted range. Refined
 * bounds (amount's `> 0`, `<= 999999999999`) are opaque functions in zod, so the bounds are found by
 * asking the schema: `accepts(n)` says whether the body with this number passes.
 */
export function numberRules(value: number, accepts: (n: number) => boolean): Candidate[] {
  const out: Candidate[] = [];
  if (Number.isInteger(value)) out.push({ rule: 'non-integer', value: value + 0.5 });
  if (!accepts(value)) return out;
  const top = Number.MAX_SAFE_INTEGER;
  if (!accepts(top)) out.push({ rule: 'out-of-range', value: boundary(Math.floor(value), top, accepts) });
  if (!accepts(-top)) out.push({ rule: 'out-of-range', value: boundary(Math.ceil(value), -top, accepts) });
  return out;
}

/** The rejected integer nearest to `good` on the way to `bad`, by bisection (the accepted set is an interval). */
function boundary(good: number, bad: number, accepts: (n: number) => boolean): number {
  while (Math.abs(bad - good) > 1) {
    const mid = Math.floor((good + bad) / 2);
    if (accepts(mid)) good = mid;
    else bad = mid;
  }
  return bad;
}

/** An array under its minItems or over its maxItems. */
export function arrayRules(node: JsonNode, value: unknown[]): Candidate[] {
  const out: Candidate[] = [];
  if (node.minItems !== undefined && node.minItems > 0) out.push({ rule: 'under-length', value: value.slice(0, node.minItems - 1) });
  if (node.maxItems !== undefined && value.length > 0) {
    out.push({ rule: 'over-length', value: Array.from({ length: node.maxItems + 1 }, (_, i) => value[i % value.length]) });
  }
  return out;
}
