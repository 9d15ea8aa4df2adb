import assert from 'node:assert/strict';
import { test } from 'node:test';
import { isRestrictionCode, permits, RESTRICTIONS } from './restrictions.js';

test('all sixteen restriction codes are known, nothing else is', () => {
  assert.deepEqual(Object.keys(RESTRICTIONS).map(Number), [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15]);
  assert.equal(isRestrictionCode(16), false);
  assert.equal(isRestrictionCode(-1), false);
});

test('each status permits what its name says', () => {
  const row = (code: number) => ['withdrawal', 'deposit', 'transfer_out', 'transfer_in', 'inquiry'].map((u) => (permits(code, u as never) ? 'y' : '-')).join('');
  assert.equal(row(0), 'yyyyy');
  assert.equal(row(1), '-y-yy', 'no withdrawals: no money leaves, by debit or by transfer; credits and incoming transfers allowed');
  assert.equal(row(2), '-y--y');
  assert.equal(row(3), '----y');
  assert.equal(row(4), '-y---');
  assert.equal(row(5), '-y--y');
  assert.equal(row(6), '-yyyy');
  for (const code of [7, 8, 9, 11, 14, 15]) assert.equal(row(code), '-----', `status ${code} refuses everything`);
  assert.equal(row(10), 'yyyyy');
  assert.equal(row(12), 'y-y-y', 'no credit');
  assert.equal(row(13), '-y-yy', 'no debit');
});
