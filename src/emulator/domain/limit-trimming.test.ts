/**
 * Trimming of consumed amounts: memory follows the windows, not the card's past, and no window
 * that can still be asked about (now, later, or one cycle back) counts differently than with
 * every amount kept.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { createRandom } from '../../common/random.js';
import { parsePeriod, putException } from './limit-exceptions.js';
import { consumptionHorizon } from './limit-trimming.js';
import { consumeLimits, consumedIn, currentValue, type Limit, type LimitName, productLimits } from './limits.js';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const start = Date.parse('2026-03-01T00:00:00Z');
const named = (limits: readonly Limit[], name: LimitName) => limits.find((l) => l.name === name)!;

test('a card that moves money for 200 days keeps about two months of amounts, and each window counts as if nothing was dropped', () => {
  const limits = productLimits(new Date(start));
  for (const l of limits) l.value = Number.MAX_SAFE_INTEGER;
  const daily = named(limits, 'LMTP0107');
  const monthly = named(limits, 'LMTP0109');
  const all: { at: number; amount: number }[] = [];
  const random = createRandom(7);
  let longest = 0;
  for (let at = start; at < start + 200 * DAY; at += 30 * 60_000) {
    const amount = random.int(1, 5_000);
    assert.equal(consumeLimits(limits, 'transfer', amount, new Date(at)), undefined);
    all.push({ at, amount });
    longest = Math.max(longest, daily.consumed.length);
    const now = new Date(at);
    const sum = (from: number, to: number) => {
      let total = 0;
      for (let i = all.length - 1; i >= 0 && all[i]!.at >= from; i--) if (all[i]!.at < to) total += all[i]!.amount;
      return total;
    };
    const today = Math.floor(at / DAY) * DAY;
    assert.equal(currentValue(daily, now), sum(today, today + DAY), `today at ${now.toISOString()}`);
    assert.equal(consumedIn(daily, daily, new Date(today - 1)), sum(today - DAY, today), 'yesterday, one cycle back');
    const month = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1);
    assert.equal(currentValue(monthly, now), sum(month, at + 1), 'this month');
  }
  // 48 amounts a day: the last 62 days kept, twice that before a trim, plus the 64 between tries.
  const kept = 62 * 48;
  assert.ok(longest <= 2 * kept + 64, `the daily limit held ${longest} amounts at most`);
  assert.ok(monthly.consumed.length <= 2 * kept + 64, `the monthly limit holds ${monthly.consumed.length}`);
  assert.ok(daily.consumed.length < all.length / 2, `most of the ${all.length} amounts are gone`);
  const sixtyDaysBack = new Date(start + 200 * DAY - 60 * DAY);
  const sumOf = (from: number, to: number) => all.filter((a) => a.at >= from && a.at < to).reduce((s, a) => s + a.amount, 0);
  const dayBack = Math.floor(sixtyDaysBack.getTime() / DAY) * DAY;
  assert.equal(currentValue(daily, sixtyDaysBack), sumOf(dayBack, dayBack + DAY), 'a clock set back 60 days still sees that day');
});

test('an exception still to come with a longer cycle keeps what its window will count', () => {
  const now = new Date('2026-03-20T12:00:00Z');
  const limits = productLimits(new Date(start));
  const daily = named(limits, 'LMTP0107');
  const period = parsePeriod('2026-04-02', '2026-04-30');
  assert.ok(typeof period === 'object');
  putException(daily, { value: 10_000_000, cycleType: 4, cycleLength: 1, anchor: period.from, period });
  // From 2 April a yearly exception: its window (and the one before) reach back to 2025.
  putException(daily, { value: 10_000_000, cycleType: 8, cycleLength: 1, anchor: period.from, period });
  assert.equal(new Date(consumptionHorizon(daily, now)).toISOString(), '2025-01-01T00:00:00.000Z', "the year before the exception's window");
  daily.exceptions = [];
  assert.equal(new Date(consumptionHorizon(daily, now)).getTime(), now.getTime() - 62 * DAY, 'without it: the last 62 days');
});
