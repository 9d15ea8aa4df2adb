import assert from 'node:assert/strict';
import { test } from 'node:test';
import { BRAND_NAMES, BRANDS, brandOf, isBrand, pickBrandPrefix } from './brands.js';
import { createRandom } from '../src/common/random.js';

test('brandOf names well-known test numbers by their IIN', () => {
  const known: Record<string, string> = {
    '4111111111111111': 'visa',
    '5555555555554444': 'mastercard',
    '2223000048400011': 'mastercard',
    '378282246310005': 'amex',
    '6011111111111117': 'discover',
    '3530111333300000': 'jcb',
    '36227206271667': 'diners',
    '6200000000000005': 'unionpay',
    '6759649826438453': 'maestro',
    '2200000000000004': 'mir',
  };
  for (const [pan, brand] of Object.entries(known)) assert.equal(brandOf(pan), brand, pan);
  assert.equal(brandOf('1234567890123'), undefined);
  assert.equal(brandOf('5'), undefined, 'one digit is not enough to tell Mastercard from Maestro');
});

test('pickBrandPrefix stays inside the brand ranges and reaches both ends of a range', () => {
  const rng = createRandom('prefix');
  for (const brand of BRAND_NAMES) {
    for (let i = 0; i < 300; i++) assert.equal(brandOf(pickBrandPrefix(rng, brand)), brand, brand);
  }
  const seen = new Set(Array.from({ length: 20_000 }, () => pickBrandPrefix(rng, 'mastercard')));
  for (const edge of ['51', '55', '2221', '2720']) assert.ok(seen.has(edge), edge);
  assert.ok(!seen.has('2721') && !seen.has('50'));
});

test('the brand table is consistent: same-width range ends, lengths 13-19, amex has a 4-digit CID', () => {
  for (const brand of BRAND_NAMES) {
    for (const [lo, hi] of BRANDS[brand].ranges) assert.ok(lo.length === hi.length && lo <= hi, `${brand} ${lo}-${hi}`);
    assert.ok(BRANDS[brand].lengths.every((l) => l >= 13 && l <= 19), brand);
  }
  assert.equal(BRANDS.amex.cvcLength, 4);
  assert.ok(isBrand('visa') && !isBrand('toString') && !isBrand('VISA'));
});
