import { test } from 'node:test';
import assert from 'node:assert/strict';
import { createFaker } from './faker.js';

const sample = (seed: number, locale?: 'en' | 'de' | 'fr'): string[] => {
  const f = createFaker(seed, locale);
  return [f.person.fullName(), f.location.city(), f.date.past().toISOString()];
};

test('same seed and locale reproduce the same values, including relative dates', () => {
  assert.deepEqual(sample(42, 'de'), sample(42, 'de'));
  assert.notDeepEqual(sample(42), sample(43));
});

test('instances are independent: drawing from one does not shift another', () => {
  const a = createFaker(1);
  const b = createFaker(1);
  a.person.firstName();
  a.person.firstName();
  assert.equal(b.person.firstName(), createFaker(1).person.firstName());
});

test('the reference date is pinned to 2026-01-01 UTC', () => {
  assert.equal(createFaker(1).defaultRefDate().toISOString(), '2026-01-01T00:00:00.000Z');
  const past = createFaker(1).date.past();
  assert.ok(past < new Date('2026-01-01T00:00:00Z') && past > new Date('2025-01-01T00:00:00Z'));
});

test('locales use their own data and fall back to en for missing entries', () => {
  assert.equal(createFaker(1, 'de').getMetadata().code, 'de');
  assert.equal(createFaker(1, 'fr').getMetadata().code, 'fr');
  assert.equal(createFaker(1).getMetadata().code, 'en');
  // fr has no abbreviated states; without the en fallback this would throw.
  assert.doesNotThrow(() => createFaker(1, 'fr').location.state({ abbreviated: true }));
});
