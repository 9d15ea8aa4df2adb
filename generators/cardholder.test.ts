import { test } from 'node:test';
import assert from 'node:assert/strict';
import { buildCardholder, type CardholderInput } from './cardholder.js';
import { createFaker } from './faker.js';

const REF_DATE = new Date('2026-01-01T00:00:00Z');
// Every country buildCardholder can emit today; a typo such as "UK" would fail here.
const REAL_COUNTRIES = new Set(['US', 'DE', 'FR']);

function ageOn(ref: Date, isoDate: string): number {
  const dob = new Date(`${isoDate}T00:00:00Z`);
  const age = ref.getUTCFullYear() - dob.getUTCFullYear();
  const beforeBirthday =
    ref.getUTCMonth() < dob.getUTCMonth() ||
    (ref.getUTCMonth() === dob.getUTCMonth() && ref.getUTCDate() < dob.getUTCDate());
  return beforeBirthday ? age - 1 : age;
}

function violations(c: CardholderInput): string[] {
  const a = c.billingAddress;
  const checks: Array<[string, boolean]> = [
    ['firstName', c.firstName.length >= 1 && c.firstName.length <= 35],
    ['lastName', c.lastName.length >= 1 && c.lastName.length <= 35],
    ['email', c.email.length <= 254 && /^[^@\s]+@[^@\s]+\.[a-z]+$/i.test(c.email)],
    ['phoneNumber', /^\+\d{7,15}$/.test(c.phoneNumber)],
    ['dateOfBirth format', /^\d{4}-\d{2}-\d{2}$/.test(c.dateOfBirth) && !Number.isNaN(Date.parse(c.dateOfBirth))],
    ['dateOfBirth age', ageOn(REF_DATE, c.dateOfBirth) >= 18 && ageOn(REF_DATE, c.dateOfBirth) <= 80],
    ['line1', a.line1.length >= 1 && a.line1.length <= 50],
    ['line2', a.line2 === undefined || (a.line2.length >= 1 && a.line2.length <= 50)],
    ['city', a.city.length >= 1 && a.city.length <= 50],
    ['postalCode', /^[A-Za-z0-9 -]{1,9}$/.test(a.postalCode) && (a.country !== 'US' || /^\d{5}$/.test(a.postalCode))],
    ['country', /^[A-Z]{2}$/.test(a.country) && REAL_COUNTRIES.has(a.country)],
  ];
  return checks.filter(([, ok]) => !ok).map(([name]) => name);
}

test('same seed gives a deep-equal cardholder; different seeds differ', () => {
  assert.deepEqual(buildCardholder(createFaker(7)), buildCardholder(createFaker(7)));
  assert.notDeepEqual(buildCardholder(createFaker(7)), buildCardholder(createFaker(8)));
});

test('200 cardholders per locale all meet every field constraint', () => {
  for (const locale of ['en', 'de', 'fr'] as const) {
    const faker = createFaker(2026, locale);
    for (let i = 0; i < 200; i++) {
      const c = buildCardholder(faker);
      assert.deepEqual(violations(c), [], `${locale} #${i}: ${JSON.stringify(c)}`);
    }
  }
});

test('the address country follows the faker locale', () => {
  assert.equal(buildCardholder(createFaker(1, 'en')).billingAddress.country, 'US');
  assert.equal(buildCardholder(createFaker(1, 'de')).billingAddress.country, 'DE');
  assert.equal(buildCardholder(createFaker(1, 'fr')).billingAddress.country, 'FR');
});

test('the constraint checker itself rejects bad data', () => {
  const good = buildCardholder(createFaker(1));
  const bad: CardholderInput = {
    ...good,
    phoneNumber: '+49 170 1234567',
    dateOfBirth: '2010-06-01',
    billingAddress: { ...good.billingAddress, postalCode: '12345-6789', country: 'us' },
  };
  assert.deepEqual(violations(bad), ['phoneNumber', 'dateOfBirth age', 'postalCode', 'country']);
});

test('overrides replace fields without changing the generated rest', () => {
  const base = buildCardholder(createFaker(3));
  const overridden = buildCardholder(createFaker(3), { email: 'fixed@example.com' });
  assert.equal(overridden.email, 'fixed@example.com');
  assert.deepEqual({ ...overridden, email: base.email }, base);
});
