import { test } from 'node:test';
import assert from 'node:assert/strict';
import { isLuhnValid, luhnCheckDigit } from './luhn.js';

test('isLuhnValid accepts well-known valid numbers', () => {
  for (const pan of ['79927398713', '4111111111111111', '5555555555554444', '378282246310005', '4242424242424242']) {
    assert.equal(isLuhnValid(pan), true, pan);
  }
});

test('isLuhnValid rejects a changed digit, non-digits and empty input', () => {
  assert.equal(isLuhnValid('4111111111111112'), false);
  assert.equal(isLuhnValid('79927398710'), false);
  assert.equal(isLuhnValid(''), false);
  assert.equal(isLuhnValid('4111 1111 1111 1111'), false);
  assert.equal(isLuhnValid('41111111111111a1'), false);
});

test('luhnCheckDigit completes a partial number', () => {
  assert.equal(luhnCheckDigit('7992739871'), '3');
  assert.equal(luhnCheckDigit('411111111111111'), '1');
  assert.equal(luhnCheckDigit('37828224631000'), '5');
  // Every prefix length, both parities: appended digit must always validate.
  for (const partial of ['0', '1', '12', '123456789012', '987654321098765432']) {
    assert.equal(isLuhnValid(partial + luhnCheckDigit(partial)), true, partial);
  }
});

test('luhnCheckDigit rejects non-digit input', () => {
  assert.throws(() => luhnCheckDigit('12a4'), /digits only/);
  assert.throws(() => luhnCheckDigit(''), /digits only/);
});
