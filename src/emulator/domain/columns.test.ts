import assert from 'node:assert/strict';
import { test } from 'node:test';
import { Column, DigitsColumn, NumberColumn } from './columns.js';

test('a column keeps every value across its chunks, the first one grown in place', () => {
  const numbers = new NumberColumn();
  const strings = new Column<string | undefined>();
  const n = 40_000; // more than two chunks of 16,384
  for (let i = 0; i < n; i++) {
    numbers.push(i * 1.5);
    strings.push(i % 7 === 0 ? undefined : `s${i}`);
  }
  assert.equal(numbers.length, n);
  assert.equal(strings.length, n);
  for (const i of [0, 7, 8, 9, 16_383, 16_384, 32_767, 32_768, n - 1]) {
    assert.equal(numbers.at(i), i * 1.5, `number ${i}`);
    assert.equal(strings.at(i), i % 7 === 0 ? undefined : `s${i}`, `string ${i}`);
  }
  numbers.set(16_384, -1);
  assert.equal(numbers.at(16_384), -1);
});

test('insert moves later values up, also across a chunk boundary', () => {
  const column = new NumberColumn();
  for (let i = 0; i < 16_386; i++) column.push(i);
  column.insert(3, 0.5);
  assert.deepEqual([column.at(2), column.at(3), column.at(4)], [2, 0.5, 3]);
  assert.equal(column.at(16_386), 16_385, 'the last value moved into the next chunk');
  assert.equal(column.length, 16_387);
});

test('a frozen column refuses a push', () => {
  const column = new NumberColumn().freeze();
  assert.throws(() => column.push(1), TypeError);
  assert.equal(column.length, 0);
});

test('a digits column gives back every string as it was given, leading zeros and all', () => {
  const column = new DigitsColumn();
  const given = ['', '0', '000000000042', '000000000042', '00', '123456', '99999999999999', '999999999999999', 'RRN-7', '', undefined, '０１２', '12 34'];
  for (const value of given) column.push(value);
  assert.equal(column.length, given.length);
  assert.deepEqual(given.map((_, i) => column.at(i)), given);
});
