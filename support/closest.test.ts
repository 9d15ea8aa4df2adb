import assert from 'node:assert/strict';
import { test } from 'node:test';
import { closest, editDistance } from './closest.js';

test('edit distance counts single-character edits', () => {
  assert.equal(editDistance('', ''), 0);
  assert.equal(editDistance('kitten', 'sitting'), 3);
  assert.equal(editDistance('card', 'crad'), 2);
  assert.equal(editDistance('blocked', ''), 7);
});

test('the nearest candidates come first, case ignored, ties in the given order', () => {
  const reasons = ['the card is blocked', 'the card does not exist', 'the card is not active', 'of insufficient funds'];
  assert.deepEqual(closest('the crad is blocked', reasons, 2), ['the card is blocked', 'the card is not active']);
  assert.deepEqual(closest('THE CARD IS BLOCKED', reasons, 1), ['the card is blocked']);
  assert.deepEqual(closest('x', ['aa', 'bb'], 3), ['aa', 'bb']);
});
