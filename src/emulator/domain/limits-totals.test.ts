/**
 * consumedIn reads a window's consumption as the difference of two running totals (a hot-path fix,
 * docs/performance.md). These tests hold it to the plain definition, the sum of the amounts inside
 * the window, over random histories that include a clock set back (amounts landing before later ones).
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { createRandom } from '../../common/random.js';
import { changeLimit, consumedIn, consumeLimits, type Limit, newLimit } from './limits.js';
import { cycleWindow } from './cycles.js';

const START = Date.parse('2026-03-01T00:00:00Z');
const HOUR = 3_600_000;

type Given = { at: number; amount: number }[];

/** What the window holds, summed from the test's own list of what it consumed (not from the limit's totals). */
function plainSum(limit: Limit, given: Given, now: Date): number {
  const window = cycleWindow(limit.cycleType, limit.cycleLength, limit.anchor, now);
  return given.filter((c) => c.at >= window.start && c.at < window.end).reduce((sum, c) => sum + c.amount, 0);
}

test('a window consumes the sum of its amounts, also after the clock was set back', () => {
  const rng = createRandom(7);
  for (const cycleType of [0, 2, 4, 11] as const) {
    const limit = newLimit('LMTP0107', { value: 999_999_999_999, cycleType, cycleLength: 1 }, new Date(START));
    const given: Given = [];
    let now = START;
    for (let i = 0; i < 400; i++) {
      // Mostly forward, sometimes back by up to two days: the case that inserts in the middle.
      now += rng.next() < 0.15 ? -Math.floor(rng.next() * 48 * HOUR) : Math.floor(rng.next() * 6 * HOUR);
      const at = new Date(now);
      const amount = 1 + Math.floor(rng.next() * 10_000);
      assert.equal(consumeLimits([limit], 'transfer', amount, at), undefined);
      given.push({ at: now, amount });
      assert.equal(consumedIn(limit, limit, at), plainSum(limit, given, at), `cycle ${cycleType}, step ${i}`);
    }
    // In time order; amounts of one instant in the order they came (a stable sort of what was given).
    const inOrder = [...given].sort((a, b) => a.at - b.at);
    assert.deepEqual(limit.consumed.entries().map((c) => ({ at: c.at, amount: c.amount })), inOrder, 'every amount kept, in time order');
  }
});

test('a changed cycle is seen at once, whatever window was asked for before', () => {
  const rng = createRandom(9);
  const limit = newLimit('LMTP0107', { value: 999_999_999_999, cycleType: 0, cycleLength: 1 }, new Date(START));
  const given: Given = [];
  let now = START;
  for (let i = 0; i < 300; i++) {
    now += Math.floor(rng.next() * 8 * HOUR);
    if (i % 25 === 24) changeLimit(limit, { cycleType: rng.pick([0, 2, 3, 4, 11, 12] as const), cycleLength: 1 + Math.floor(rng.next() * 3) }, new Date(now));
    const amount = 1 + Math.floor(rng.next() * 100);
    assert.equal(consumeLimits([limit], 'transfer', amount, new Date(now)), undefined);
    given.push({ at: now, amount });
    assert.equal(consumedIn(limit, limit, new Date(now)), plainSum(limit, given, new Date(now)), `step ${i}, cycle ${limit.cycleType}/${limit.cycleLength}`);
  }
});

test('a refused amount leaves the running totals alone', () => {
  const limit = newLimit('LMTP0107', { value: 100, cycleType: 0, cycleLength: 1 }, new Date(START));
  assert.equal(consumeLimits([limit], 'transfer', 60, new Date(START + HOUR)), undefined);
  assert.equal(consumeLimits([limit], 'transfer', 50, new Date(START + 2 * HOUR))?.name, 'LMTP0107');
  assert.deepEqual(limit.consumed.entries(), [{ at: START + HOUR, amount: 60, total: 60 }]);
});
