import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { FakerLocale } from './faker.js';
import { columnsOf, type Kind, KIND_NAMES, type KindContext, KINDS } from './kinds.js';
import { isLuhnValid } from '../src/common/luhn.js';
import { cardholderRequest } from '../src/contracts/v2.js';

const NOW = new Date('2026-03-10T00:00:00Z');
const ctx = (seed: number, locale: FakerLocale = 'en'): KindContext => ({ seed, locale, now: NOW });
const sample = (kind: Kind, c: KindContext, n = 200) => Array.from({ length: n }, kind.source(c));

/** Dotted paths of the leaves of a record. */
function leaves(value: unknown, prefix = ''): string[] {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return [prefix];
  return Object.entries(value).flatMap(([k, v]) => leaves(v, prefix ? `${prefix}.${k}` : k));
}

/** Every card number anywhere in a record. */
function pans(value: unknown): string[] {
  if (value === null || typeof value !== 'object') return [];
  return Object.entries(value).flatMap(([k, v]) => (k === 'pan' && typeof v === 'string' ? [v] : pans(v)));
}

for (const name of KIND_NAMES) {
  const kind: Kind = KINDS[name];
  test(`${name}: CSV columns hold every field, PANs are Luhn-valid, output is a function of the seed`, () => {
    for (const locale of ['en', 'de', 'fr'] as const) {
      const records = sample(kind, ctx(42, locale));
      for (const r of records) {
        if (kind.row) assert.equal(kind.row(r).length, kind.columns.length, name);
        else for (const leaf of leaves(r)) assert.ok(kind.columns.includes(leaf), `${name}: ${leaf} has no CSV column`);
        for (const pan of pans(r)) assert.ok(isLuhnValid(pan) && pan.length >= 13 && pan.length <= 19, `${name}: ${pan}`);
      }
      assert.deepEqual(sample(kind, ctx(42, locale)), records, 'same seed, same records');
    }
    assert.notDeepEqual(sample(kind, ctx(1), 20), sample(kind, ctx(2), 20), 'different seeds differ');
  });
}

test('--bin and --brand reach the card numbers of the kinds that take them', () => {
  for (const name of KIND_NAMES.filter((k) => (KINDS[k] as Kind).accepts?.includes('bin'))) {
    for (const r of sample(KINDS[name], { ...ctx(3), bin: '529811' })) for (const pan of pans(r)) assert.ok(pan.startsWith('529811'), `${name}: ${pan}`);
    for (const r of sample(KINDS[name], { ...ctx(3), brand: 'amex' })) for (const pan of pans(r)) assert.match(pan, /^3[47]\d{13}$/, name);
  }
});

test('the cardholder columns come from the v2 contract, nested fields dotted', () => {
  assert.deepEqual(KINDS.cardholder.columns, columnsOf(cardholderRequest));
  assert.ok(KINDS.cardholder.columns.includes('billingAddress.country'));
});
