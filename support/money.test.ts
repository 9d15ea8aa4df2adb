import assert from 'node:assert/strict';
import { test } from 'node:test';
import { expectAmount, expectAmounts, formatMoney, parseMoney } from './money.js';

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

test('a wrong amount fails saying what was expected and what was shown, as amounts', () => {
  const eur = (minor: number) => ({ minor, currency: 'EUR' });
  assert.throws(() => expectAmount(8_020, eur(8_030), "balance of Alice's card"), { name: 'AssertionError', message: "balance of Alice's card: expected 80.30 EUR, got 80.20 EUR" });
  assert.throws(() => expectAmount(undefined, eur(100), 'fee'), { message: 'fee: expected 1.00 EUR, got nothing' });
  assert.throws(() => expectAmount(Number.NaN, eur(0), 'fee'), { message: 'fee: expected 0.00 EUR, got nothing' });
  assert.throws(
    () => expectAmounts([['approved', 1_000, eur(1_000)], ['captured', 500, eur(1_000)], ['refunded', 0, eur(200)]], 'order A'),
    { message: 'order A: captured: expected 10.00 EUR, got 5.00 EUR; refunded: expected 2.00 EUR, got 0.00 EUR' },
  );
  expectAmount(8_030, eur(8_030), 'equal amounts pass');
  expectAmounts([['a', 0, eur(0)], ['b', -5, eur(-5)]]);
});
