import assert from 'node:assert/strict';
import { test } from 'node:test';
import { consumeLimits, currentValue, productLimits, setLimitValue } from './limits.js';

const day1 = new Date('2026-03-10T10:00:00Z');
const sameDay = new Date('2026-03-10T23:59:00Z');
const nextDay = new Date('2026-03-11T00:00:00Z');

test('a new card inherits six product limits', () => {
  const limits = productLimits(day1);
  assert.deepEqual(limits.map((l) => l.name).sort(), ['LMTP0107', 'LMTP0108', 'LMTP0109', 'LMTP0110', 'LMTP0111', 'LMTP0112']);
  assert.equal(limits.find((l) => l.name === 'LMTP0107')?.value, 100_000);
});

test('transfers consume the daily and monthly transfer limits, and the day frees at midnight', () => {
  const limits = productLimits(day1);
  const daily = limits.find((l) => l.name === 'LMTP0107')!;
  const monthly = limits.find((l) => l.name === 'LMTP0109')!;
  assert.equal(consumeLimits(limits, 'transfer', 60_000, day1), undefined);
  assert.equal(consumeLimits(limits, 'transfer', 50_000, sameDay)?.name, 'LMTP0107');
  assert.equal(currentValue(daily, sameDay), 60_000, 'a refused amount is not consumed');
  assert.equal(currentValue(daily, nextDay), 0);
  assert.equal(consumeLimits(limits, 'transfer', 50_000, nextDay), undefined);
  assert.equal(currentValue(monthly, nextDay), 110_000);
  assert.equal(currentValue(limits.find((l) => l.name === 'LMTP0110')!, nextDay), 0, 'purchase limits untouched');
});

test('the monthly limit refuses once the month is used up, whatever the day', () => {
  const limits = productLimits(day1);
  setLimitValue(limits.find((l) => l.name === 'LMTP0109')!, 150_000, day1);
  assert.equal(consumeLimits(limits, 'transfer', 90_000, day1), undefined);
  assert.equal(consumeLimits(limits, 'transfer', 90_000, nextDay)?.name, 'LMTP0109');
  assert.equal(consumeLimits(limits, 'transfer', 90_000, new Date('2026-04-01T00:00:00Z')), undefined);
});

test('changing a limit keeps what was consumed in the current cycle', () => {
  const limits = productLimits(day1);
  const daily = limits.find((l) => l.name === 'LMTP0107')!;
  consumeLimits(limits, 'transfer', 30_000, day1);
  setLimitValue(daily, 40_000, sameDay);
  assert.equal(currentValue(daily, sameDay), 30_000);
  assert.equal(consumeLimits(limits, 'transfer', 10_001, sameDay)?.name, 'LMTP0107');
  assert.equal(consumeLimits(limits, 'transfer', 10_000, sameDay), undefined);
});
