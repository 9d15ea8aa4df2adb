import assert from 'node:assert/strict';
import { test } from 'node:test';
import { alphaCurrency, CURRENCIES, numericCurrency, SANDBOX_CURRENCY } from './currency.js';

test('the sandbox currency is EUR, 978, written "978" on the gateways', () => {
  assert.deepEqual(SANDBOX_CURRENCY, { alpha: 'EUR', numeric: 978, numericText: '978' });
});

test('alphabetic and numeric codes convert both ways, numbers given as digits too', () => {
  for (const c of CURRENCIES) {
    assert.equal(numericCurrency(c.alpha), c.numeric);
    assert.equal(alphaCurrency(c.numeric), c.alpha);
    assert.equal(alphaCurrency(String(c.numeric)), c.alpha);
  }
});

test('codes outside the table are unknown, not guessed', () => {
  assert.equal(numericCurrency('XYZ'), undefined);
  assert.equal(alphaCurrency('999'), undefined);
  assert.equal(alphaCurrency('97.8'), undefined);
  assert.equal(alphaCurrency(''), undefined);
});
