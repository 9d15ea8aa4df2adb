import assert from 'node:assert/strict';
import { test } from 'node:test';
import { z } from 'zod';
import { fieldErrors } from '../src/contracts/issues.js';
import { v2Endpoints } from '../src/contracts/v2.js';
import { isExpired } from './expiry.js';
import { deriveInvalidCases, type InvalidCase, invalidCases, V2_INPUT_OPERATIONS, validV2Examples } from './invalid.js';
import { isLuhnValid } from '../src/common/luhn.js';

const NOW = new Date('2026-03-10T12:00:00Z');

const order = z.strictObject({
  id: z.string().min(3).max(8),
  count: z.int().min(1).max(10),
  kind: z.enum(['a', 'b']),
  card: z.object({ pan: z.string().regex(/^\d{13,19}$/), expiry: z.string().regex(/^\d{4}(0[1-9]|1[0-2])$/) }),
  tags: z.array(z.object({ name: z.string().max(5) })).min(1).max(2),
  express: z.literal(true),
  note: z.string().optional(),
});
const example = { id: 'abcd', count: 5, kind: 'a', card: { pan: '4111111111111111', expiry: '202912' }, tags: [{ name: 'x' }], express: true, note: 'hi' };

/** Paths whose values differ between two JSON values (a missing key counts as a difference). */
function diff(a: unknown, b: unknown, path = ''): string[] {
  const isObj = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null;
  const whole = !isObj(a) || !isObj(b) || Array.isArray(a) !== Array.isArray(b) || (Array.isArray(a) && Array.isArray(b) && a.length !== b.length);
  // A list that grew or shrank is one change of the list, not one per item.
  if (whole) return JSON.stringify(a) === JSON.stringify(b) ? [] : [path];
  const keys = new Set([...Object.keys(a), ...Object.keys(b)]);
  return [...keys].flatMap((k) => (k in a && k in b ? diff(a[k], b[k], path ? `${path}.${k}` : k) : [path ? `${path}.${k}` : k]));
}

/** The independent check of "breaks exactly one rule": one place changed, and one error (or one domain rule) on it. */
function assertOneRule(schema: z.ZodType, valid: Record<string, unknown>, c: InvalidCase): void {
  const changed = diff(valid, c.body);
  assert.equal(changed.length, 1, `${c.field} ${c.rule}: changed ${changed.join(', ')}`);
  assert.ok(changed[0] === c.field || changed[0]!.startsWith(`${c.field}.`), `${c.field} ${c.rule}: changed ${changed[0]}`);
  const result = schema.safeParse(c.body);
  if (c.rule === 'bad-luhn' || c.rule === 'past-expiry') {
    assert.ok(result.success, `${c.field} ${c.rule} should pass the schema`);
    const value = c.field.split('.').reduce<unknown>((node, key) => (node as Record<string, unknown>)[key], c.body) as string;
    assert.ok(c.rule === 'bad-luhn' ? !isLuhnValid(value) : isExpired(value, NOW), `${c.field} ${c.rule}: ${value}`);
  } else {
    assert.ok(!result.success, `${c.field} ${c.rule} should fail the schema`);
    assert.deepEqual(fieldErrors(result.error).map((e) => e.field), [c.field], `${c.field} ${c.rule}`);
  }
}

test('a hand-made schema yields one case per rule and field, each breaking exactly that rule', () => {
  const cases = deriveInvalidCases('order', order, [example], { now: NOW });
  for (const c of cases) assertOneRule(order, example, c);
  const got = cases.map((c) => `${c.field} ${c.rule}`);
  for (const expected of [
    'id missing', 'id wrong-type', 'id under-length', 'id over-length',
    'count non-integer', 'count out-of-range', 'kind bad-enum', 'express bad-enum',
    'card.pan bad-format', 'card.pan over-length', 'card.pan under-length', 'card.pan bad-luhn',
    'card.expiry past-expiry', 'card.expiry bad-format', 'card missing', 'card wrong-type',
    'tags under-length', 'tags.0.name over-length', 'note wrong-type', 'unexpectedField unknown-field',
  ]) {
    assert.ok(got.includes(expected), `missing case ${expected}; got ${got.join(', ')}`);
  }
  // Optional fields are never "missing"; both ends of count's range are found by asking the schema.
  assert.ok(!got.includes('note missing'));
  const counts = cases.filter((c) => c.field === 'count' && c.rule === 'out-of-range').map((c) => c.body.count);
  assert.deepEqual(counts.sort((a, b) => Number(a) - Number(b)), [0, 11]);
});

test('an invalid example is refused up front, naming the operation', () => {
  assert.throws(() => deriveInvalidCases('order', order, [{ ...example, count: 0 }]), /valid example of order is refused/);
});

test('a query can only break its text fields with a repeated parameter, never with a number', () => {
  const cases = deriveInvalidCases('q', z.object({ a: z.string().max(3) }), [{ a: 'x' }], { place: 'query' });
  assert.deepEqual(cases.find((c) => c.rule === 'wrong-type')?.body, { a: ['x', 'x'] });
});

for (const operation of V2_INPUT_OPERATIONS) {
  test(`${operation}: every case breaks exactly one rule of its valid example`, () => {
    const endpoint = v2Endpoints[operation];
    const schema: z.ZodType = 'body' in endpoint ? endpoint.body : endpoint.query;
    const examples = validV2Examples(operation, { seed: 3, now: NOW });
    const cases = invalidCases(operation, { seed: 3, now: NOW });
    for (const c of cases) {
      // The example the case came from is the one it differs from in a single place.
      const origin = examples.find((e) => diff(e, c.body).length === 1) ?? examples[0]!;
      assertOneRule(schema, origin, c);
    }
    assert.deepEqual(invalidCases(operation, { seed: 3, now: NOW }), cases, 'same seed, same cases');
  });
}

test('nested and required fields of createCardholder are covered without listing them by hand', () => {
  const got = invalidCases('createCardholder', { now: NOW }).map((c) => `${c.field} ${c.rule}`);
  for (const expected of ['billingAddress.country missing', 'billingAddress.country bad-format', 'billingAddress.postalCode over-length', 'firstName under-length', 'phoneNumber bad-format']) {
    assert.ok(got.includes(expected), expected);
  }
});
