import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { parsePeriod, putException } from './limit-exceptions.js';
import { changeLimit, consumeLimits, consumeSpending, currentValue, type Limit, type LimitName, newLimit, productLimits, ruleInForce, setLimitValue, type SpendingKind } from './limits.js';

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

const at = (iso: string) => new Date(iso);
const named = (limits: Limit[], name: LimitName) => limits.find((l) => l.name === name)!;

test('consumption accumulates within the cycle and resets when it rolls over, for a rolling hour', () => {
  const limits = productLimits(at('2026-03-10T15:20:00Z'));
  const daily = named(limits, 'LMTP0107');
  changeLimit(daily, { cycleType: 11, value: 10_000 }, at('2026-03-10T15:20:00Z'));
  assert.equal(consumeLimits(limits, 'transfer', 6_000, at('2026-03-10T15:30:00Z')), undefined);
  assert.equal(consumeLimits(limits, 'transfer', 4_000, at('2026-03-10T16:00:00Z')), undefined);
  assert.equal(currentValue(daily, at('2026-03-10T16:19:59Z')), 10_000);
  assert.equal(consumeLimits(limits, 'transfer', 1, at('2026-03-10T16:19:59Z'))?.name, 'LMTP0107');
  assert.equal(currentValue(daily, at('2026-03-10T16:20:00Z')), 0);
  assert.equal(consumeLimits(limits, 'transfer', 10_000, at('2026-03-10T16:20:00Z')), undefined);
});

test('a clock set back sees the consumption of its own cycle, and the later cycle keeps its own', () => {
  const limits = productLimits(at('2026-03-10T10:00:00Z'));
  const daily = named(limits, 'LMTP0107');
  consumeLimits(limits, 'transfer', 70_000, at('2026-03-11T10:00:00Z'));
  assert.equal(currentValue(daily, at('2026-03-10T12:00:00Z')), 0, 'the day before saw nothing');
  assert.equal(consumeLimits(limits, 'transfer', 90_000, at('2026-03-10T12:00:00Z')), undefined);
  assert.equal(currentValue(daily, at('2026-03-10T12:00:00Z')), 90_000);
  assert.equal(currentValue(daily, at('2026-03-11T11:00:00Z')), 70_000, 'the later day still counts what was spent in it');
  assert.equal(currentValue(named(limits, 'LMTP0109'), at('2026-03-11T11:00:00Z')), 160_000);
});

test('a new value keeps a rolling cycle; a new cycle type or length starts the cycle afresh', () => {
  const limits = productLimits(at('2026-03-10T10:00:00Z'));
  const limit = named(limits, 'LMTP0110');
  changeLimit(limit, { cycleType: 3 }, at('2026-03-10T10:00:00Z'));
  consumeLimits(limits, 'purchase', 20_000, at('2026-03-20T10:00:00Z'));
  changeLimit(limit, { value: 50_000 }, at('2026-03-25T10:00:00Z'));
  assert.equal(limit.anchor.toISOString(), '2026-03-10T10:00:00.000Z');
  assert.equal(currentValue(limit, at('2026-03-25T10:00:00Z')), 20_000);
  changeLimit(limit, { cycleLength: 2 }, at('2026-03-25T10:00:00Z'));
  assert.equal(limit.anchor.toISOString(), '2026-03-25T10:00:00.000Z');
  assert.equal(currentValue(limit, at('2026-03-25T10:00:01Z')), 0, 'the new rolling cycle starts at the change');
  changeLimit(limit, { cycleType: 4, cycleLength: 1 }, at('2026-03-26T10:00:00Z'));
  assert.equal(currentValue(limit, at('2026-03-26T10:00:00Z')), 20_000, 'a calendar month counts all of March');
});

test('an exception replaces the rule for its period; what it lets through still counts for the limit', () => {
  const limits = productLimits(at('2026-03-01T00:00:00Z'));
  const monthly = named(limits, 'LMTP0109');
  setLimitValue(monthly, 200_000);
  setLimitValue(named(limits, 'LMTP0107'), 1_000_000);
  const period = parsePeriod('2026-03-10', '2026-03-12');
  assert.ok(typeof period === 'object');
  putException(monthly, { period, value: 500_000, cycleType: 4, cycleLength: 1, anchor: period.from });
  consumeLimits(limits, 'transfer', 90_000, at('2026-03-05T10:00:00Z'));
  assert.equal(consumeLimits(limits, 'transfer', 110_001, at('2026-03-09T23:59:59Z'))?.name, 'LMTP0109', 'before the period');
  for (const day of ['10', '11', '12']) assert.equal(consumeLimits(limits, 'transfer', 95_000, at(`2026-03-${day}T12:00:00Z`)), undefined, `on the ${day}th`);
  assert.equal(ruleInForce(monthly, at('2026-03-12T23:59:59Z')).value, 500_000);
  assert.equal(ruleInForce(monthly, at('2026-03-13T00:00:00Z')).value, 200_000, 'the end date is covered whole, then the limit is back');
  assert.equal(currentValue(monthly, at('2026-03-13T00:00:00Z')), 375_000);
  assert.equal(consumeLimits(limits, 'transfer', 1, at('2026-03-13T00:00:00Z'))?.name, 'LMTP0109');
});

test('an exception with its own cycle counts from its start', () => {
  const limits = productLimits(at('2026-03-01T00:00:00Z'));
  const daily = named(limits, 'LMTP0112');
  const period = parsePeriod('2026-03-10T09:30:00Z', '2026-03-10T18:00:00Z');
  assert.ok(typeof period === 'object');
  putException(daily, { period, value: 30_000, cycleType: 11, cycleLength: 2, anchor: period.from });
  assert.equal(consumeLimits(limits, 'ecommerce', 30_000, at('2026-03-10T09:30:00Z')), undefined);
  assert.equal(consumeLimits(limits, 'ecommerce', 1, at('2026-03-10T11:29:59Z'))?.name, 'LMTP0112');
  assert.equal(consumeLimits(limits, 'ecommerce', 30_000, at('2026-03-10T11:30:00Z')), undefined);
  assert.equal(currentValue(daily, at('2026-03-10T12:00:00Z')), 60_000, 'the limit itself counts the whole day');
  assert.equal(consumeLimits(limits, 'ecommerce', 40_001, at('2026-03-10T18:00:01Z'))?.name, 'LMTP0112', 'back to 1,000.00 a day');
});

describe('consumeSpending: card and account limits together', () => {
  const now = at('2026-03-10T10:00:00Z');
  const consume = (card: Limit[], account: Limit[], kind: SpendingKind, amount: number) => consumeSpending({ limits: card }, { limits: account }, { kind, amount }, now);
  test('an account limit refuses what the card would allow, and a refusal consumes nothing anywhere', () => {
    const card = productLimits(now);
    const account = [newLimit('LMTP0110', { value: 50_000, cycleType: 0, cycleLength: 1 }, now)];
    assert.equal(consume(card, account, 'purchase', 60_000), account[0]);
    assert.equal(currentValue(named(card, 'LMTP0110'), now), 0);
    assert.equal(currentValue(account[0]!, now), 0);
  });
  test('the account limit counts what every card of the account spends', () => {
    const alice = productLimits(now);
    const second = productLimits(now);
    const account = [newLimit('LMTP0107', { value: 100_000, cycleType: 0, cycleLength: 1 }, now)];
    assert.equal(consume(alice, account, 'transfer', 60_000), undefined);
    assert.equal(consume(second, account, 'transfer', 50_000), account[0]);
    assert.equal(consume(second, account, 'transfer', 40_000), undefined);
    assert.equal(currentValue(account[0]!, now), 100_000);
    assert.equal(currentValue(named(second, 'LMTP0107'), now), 40_000);
  });
  test('the card limit is named first when both would refuse; other kinds are untouched', () => {
    const card = productLimits(now);
    const account = [newLimit('LMTP0112', { value: 10, cycleType: 0, cycleLength: 1 }, now)];
    assert.equal(consume(card, account, 'ecommerce', 100_001)?.name, 'LMTP0112');
    assert.equal(consume(card, account, 'ecommerce', 100_001), named(card, 'LMTP0112'));
    assert.equal(consume(card, account, 'transfer', 100_000), undefined);
  });
});
