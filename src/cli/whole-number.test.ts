import assert from 'node:assert/strict';
import { test } from 'node:test';
import { wholeNumber } from './whole-number.js';

test('a whole number in digits within its range is read; anything else is refused naming the range', () => {
  const runs = wholeNumber(1, 64);
  assert.equal(runs('1'), 1);
  assert.equal(runs('64'), 64);
  for (const bad of ['0', '65', '1.5', '1e1', ' 3', '', '-2', 'two']) assert.throws(() => runs(bad), /must be a whole number from 1 to 64/, bad);
});
