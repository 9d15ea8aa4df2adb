/** Addresses and phones in each interface's format, for every locale. */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { cardholderRequest } from '../src/contracts/v2.js';
import { countryOf, v1Address, v2Address } from './address.js';
import { createFaker, type FakerLocale } from './faker.js';
import { v1Phone, v2Phone } from './phone.js';

const LOCALES: readonly FakerLocale[] = ['en', 'de', 'fr'];
const COUNTRIES = { en: ['US', 'USA', '840'], de: ['DE', 'DEU', '276'], fr: ['FR', 'FRA', '250'] };

test('the country follows the locale, with codes from faker’s ISO table', () => {
  for (const locale of LOCALES) {
    const { alpha2, alpha3, numeric } = countryOf(createFaker(1, locale));
    assert.deepEqual([alpha2, alpha3, numeric], COUNTRIES[locale]);
  }
});

test('v2 addresses pass the v2 billingAddress contract and keep the postal code within 9', () => {
  const billingAddress = cardholderRequest.shape.billingAddress;
  for (const locale of LOCALES) {
    const faker = createFaker(9, locale);
    for (let i = 0; i < 300; i++) {
      const a = v2Address(faker);
      assert.ok(billingAddress.safeParse(a).success, JSON.stringify(a));
      assert.ok(a.postalCode.length <= 9 && a.country === COUNTRIES[locale][0], JSON.stringify(a));
    }
  }
});

test('v1 addresses carry the ISO numeric country code and non-empty text of at most 50', () => {
  for (const locale of LOCALES) {
    const faker = createFaker(9, locale);
    for (let i = 0; i < 300; i++) {
      const a = v1Address(faker);
      assert.equal(a.country_code, COUNTRIES[locale][2]);
      for (const [key, value] of Object.entries<string>({ ...a })) assert.ok(value.length >= 1 && value.length <= 50, `${key}: ${value}`);
    }
  }
});

test('phones: 7-15 digits with the country code, + for v2 and bare digits for v1', () => {
  for (const locale of LOCALES) {
    const faker = createFaker(5, locale);
    for (let i = 0; i < 300; i++) {
      assert.match(v2Phone(faker), /^\+\d{7,15}$/);
      assert.match(v1Phone(faker), /^\d{7,15}$/);
    }
  }
  assert.ok(v2Phone(createFaker(1, 'de')).startsWith('+49'));
});
