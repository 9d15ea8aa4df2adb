import assert from 'node:assert/strict';
import { test } from 'node:test';
import { formatMoney, parseMoney } from './money.js';

test('amounts as written in scenarios become minor units', () => {
  assert.deepEqual(parseMoney('1,000.00 EUR'), { minor: 100_000, currency: 'EUR' });
  assert.deepEqual(parseMoney('0.5 EUR'), { minor: 50, currency: 'EUR' });
  assert.deepEqual(parseMoney('12 USD'), { minor: 1_200, currency: 'USD' });
  assert.deepEqual(parseMoney('-5.00 EUR'), { minor: -500, currency: 'EUR' });
  assert.equal(parseMoney('10.005 EUR').minor, 1000.5);
  assert.throws(() => parseMoney('ten euros'), /not an amount/);
});

test('minor units print the way scenarios write them', () => {
  assert.equal(formatMoney(100_000), '1,000.00 EUR');
  assert.equal(formatMoney(5), '0.05 EUR');
  assert.equal(formatMoney(-1_234_56), '-1,234.56 EUR');
});
