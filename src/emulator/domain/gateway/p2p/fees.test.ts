import assert from 'node:assert/strict';
import { test } from 'node:test';
import { feeOf } from './fees.js';

test('the fee is 1% of the amount, half up to the cent, at least 0.50 EUR; a payout has none; feeInput replaces it', () => {
  const cases: [number, number][] = [[1, 50], [1000, 50], [5049, 50], [5050, 51], [12_000, 120], [123_456, 1235], [123_449, 1234], [999_999_999_999, 10_000_000_000]];
  for (const [amount, fee] of cases) assert.equal(feeOf('transfer', amount), fee, `fee of ${amount}`);
  assert.equal(feeOf('funding', 12_000), 120);
  assert.equal(feeOf('payout', 12_000), 0);
  assert.equal(feeOf('transfer', 0), 0, 'no amount yet, no fee');
  assert.equal(feeOf('transfer', 12_000, 7), 7);
  assert.ok(Number.isSafeInteger(feeOf('transfer', 999_999_999_999)));
});
