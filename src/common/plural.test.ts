import assert from 'node:assert/strict';
import { test } from 'node:test';
import { counted } from './plural.js';

test('a count takes its noun in the singular only for one', () => {
  assert.equal(counted(1, 'problem'), '1 problem');
  assert.equal(counted(0, 'problem'), '0 problems');
  assert.equal(counted(2, 'entry', 'entries'), '2 entries');
});
