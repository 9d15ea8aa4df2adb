import assert from 'node:assert/strict';
import { test } from 'node:test';
import { de, en, fr } from '@faker-js/faker';
import { cardholderRequest } from '../src/contracts/v2.js';
import type { FakerLocale } from './faker.js';
import { fastCardholderFactory } from './fast-cardholder.js';
import { localeTables } from './locale-data.js';
import { createRandom } from '../src/common/random.js';

const NOW = new Date('2026-03-10T00:00:00Z');
const build = (seed: number, locale: FakerLocale = 'en') => fastCardholderFactory(createRandom(seed), localeTables(locale), { now: NOW });

function age(dob: string): number {
  const [y, m, d] = dob.split('-').map(Number) as [number, number, number];
  return 2026 - y - (m > 3 || (m === 3 && d > 10) ? 1 : 0);
}

test('2,000 cardholders per locale pass the v2 contract and the tighter rules of the interfaces', () => {
  for (const locale of ['en', 'de', 'fr'] as const) {
    const next = build(2026, locale);
    for (let i = 0; i < 2000; i++) {
      const c = next();
      const where = `${locale} #${i}: ${JSON.stringify(c)}`;
      assert.ok(cardholderRequest.safeParse(c).success, where);
      assert.match(c.phoneNumber, /^\+\d{7,15}$/, where);
      assert.ok(age(c.dateOfBirth) >= 18 && age(c.dateOfBirth) <= 80, where);
      assert.ok(c.billingAddress.postalCode.length <= 9, where);
      assert.match(c.email, /^[a-z0-9]+\.[a-z0-9]+@example\.(com|net|org)$/, where);
      assert.equal(c.billingAddress.country, { en: 'US', de: 'DE', fr: 'FR' }[locale]);
      assert.equal(c.billingAddress.state !== undefined, locale === 'en', where);
    }
  }
});

test('ages reach both ends: 18 today and 80 until the day before turning 81', () => {
  const next = build(1);
  const dobs = Array.from({ length: 200_000 }, () => next().dateOfBirth).sort();
  assert.equal(dobs.at(-1), '2008-03-10');
  assert.equal(dobs[0], '1945-03-11');
});

test('same seed, same cardholders; another seed or locale differs', () => {
  const run = (seed: number, locale?: FakerLocale) => Array.from({ length: 20 }, build(seed, locale));
  assert.deepEqual(run(7), run(7));
  assert.notDeepEqual(run(7), run(8));
  assert.notDeepEqual(run(7), run(7, 'de'));
});

test("a thousand cardholders of a locale have hundreds of first names, drawn from faker's lists of that locale", () => {
  for (const [locale, data, least] of [['de', de, 400], ['fr', fr, 400], ['en', en, 600]] as const) {
    const names = Array.from({ length: 1000 }, build(3, locale)).map((c) => c.firstName);
    const counts = new Map<string, number>();
    for (const name of names) counts.set(name, (counts.get(name) ?? 0) + 1);
    assert.ok(counts.size >= least, `${locale}: ${counts.size} distinct first names in 1,000`);
    assert.ok(Math.max(...counts.values()) <= 15, `${locale}: no name dominates (${Math.max(...counts.values())} at most)`);
    const known = new Set(Object.values(data.person?.first_name ?? {}).flat());
    assert.ok(names.every((n) => known.has(n)), `${locale}: every first name is one of faker's ${locale} names`);
  }
});
