import assert from 'node:assert/strict';
import { test } from 'node:test';
import { whoseMask } from './v2.js';

test("a transfer's masked card is every person whose card has that mask, so two cards sharing one are not a violation", () => {
  const cards = new Map([
    ['Alice', { mask: '400000******1234' }],
    ['Bob', { mask: '400000******9876' }],
    ['Carol', { mask: '400000******1234' }],
  ] as const);
  assert.equal(whoseMask(cards, '400000******9876'), 'Bob');
  assert.equal(whoseMask(cards, '400000******1234'), 'Alice or Carol');
  assert.equal(whoseMask(cards, '400000******0000'), '?');
});
