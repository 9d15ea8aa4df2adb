import assert from 'node:assert/strict';
import { test } from 'node:test';
import { expiryOf, generateExpiryOf, isExpired } from './expiry.js';
import { createRandom } from '../src/common/random.js';

const NOW = new Date('2026-03-31T23:30:00Z');

test('boundary is the current month (UTC), still valid; future is later, past is earlier', () => {
  const rng = createRandom('expiry');
  assert.equal(generateExpiryOf(rng, 'boundary', NOW).expiry, '202603');
  assert.equal(isExpired('202603', NOW), false);
  for (let i = 0; i < 500; i++) {
    const future = generateExpiryOf(rng, 'future', NOW);
    const past = generateExpiryOf(rng, 'past', NOW);
    assert.ok(future.expiry > '202603' && future.expiry <= '203103' && !isExpired(future.expiry, NOW), future.expiry);
    assert.ok(past.expiry < '202603' && past.expiry >= '202103' && isExpired(past.expiry, NOW), past.expiry);
    for (const e of [future, past]) assert.match(e.expiry, /^\d{4}(0[1-9]|1[0-2])$/);
  }
});

test('month arithmetic crosses year ends in both directions and returns the parts', () => {
  assert.deepEqual(expiryOf(new Date('2026-12-15T00:00:00Z'), 1), { year: 2027, month: 1, expiry: '202701' });
  assert.deepEqual(expiryOf(new Date('2026-01-15T00:00:00Z'), -1), { year: 2025, month: 12, expiry: '202512' });
  assert.equal(expiryOf(new Date('2026-01-31T00:00:00Z'), 1).expiry, '202602', 'no day overflow into March');
  assert.throws(() => expiryOf(new Date('nope'), 0), /reference date is invalid/);
});

test('same seed, same expiries', () => {
  const run = (seed: number) => Array.from({ length: 20 }, (_, i) => generateExpiryOf(createRandom(seed + i), 'future', NOW).expiry);
  assert.deepEqual(run(1), run(1));
});
