import assert from 'node:assert/strict';
import { test } from 'node:test';
import { type Period, parsePeriod } from './limit-exceptions.js';
import { changeAccountLimit, changeCardLimit, deleteCardLimitException } from './limit-changes.js';
import { Sandbox } from './sandbox.js';
import { Clock } from './clock.js';

const now = new Date('2026-03-10T10:00:00Z');
const period = (start: string, end: string): Period => {
  const p = parsePeriod(start, end);
  if (typeof p !== 'object') throw new Error(p);
  return p;
};

function setup() {
  const sb = new Sandbox(new Clock(() => now.getTime()));
  const party = sb.parties.register(
    { firstName: 'Alice', lastName: 'Tester', phoneNumber: '+491511234567', email: 'a@example.com', dateOfBirth: '1990-01-31', billingAddress: { line1: 'x', city: 'Berlin', postalCode: '10115', country: 'DE' } },
    now,
  );
  const card = sb.cards.issue(party, 'P', now);
  const account = sb.accounts.get(party.accountNumber)!;
  const changes = () => sb.history.query({ accountNumber: party.accountNumber }).filter((r) => r.kind === 'changeLimit');
  return { sb, card, account, changes };
}

test('a card limit change writes one 578 record on the card; a refused one writes none', () => {
  const { sb, card, changes } = setup();
  assert.equal(changeCardLimit(sb.history, card, { name: 'LMTP0110', value: 5_000, cycleType: 12 }, now), 'changed');
  assert.deepEqual(changes().map((r) => [r.cardId, r.direction, r.amount]), [[card.id, 'NOOP', 0]]);
  assert.equal(changeCardLimit(sb.history, card, { name: 'LMTP0110', period: period('2026-03-11', '2026-03-12') }, now), 'value_required');
  assert.equal(changeCardLimit(sb.history, card, { name: 'LMTP0110', value: 9, period: period('2026-03-11', '2026-03-12') }, now), 'exception_added');
  assert.equal(changeCardLimit(sb.history, card, { name: 'LMTP0110', value: 8, period: period('2026-03-11', '2026-03-12') }, now), 'exception_replaced');
  const clash = changeCardLimit(sb.history, card, { name: 'LMTP0110', value: 7, period: period('2026-03-12', '2026-03-13') }, now);
  assert.ok(typeof clash === 'object');
  assert.equal(changes().length, 3);
  const limit = card.limits.find((l) => l.name === 'LMTP0110')!;
  assert.deepEqual([limit.value, limit.cycleType, limit.exceptions.map((e) => [e.value, e.cycleType, e.anchor.toISOString()])], [5_000, 12, [[8, 12, '2026-03-11T00:00:00.000Z']]]);
});

test('an exception is deleted by name and period, with a 578 record', () => {
  const { sb, card, changes } = setup();
  changeCardLimit(sb.history, card, { name: 'LMTP0107', value: 9, period: period('2026-03-11', '2026-03-12') }, now);
  assert.equal(deleteCardLimitException(sb.history, card, { name: 'LMTP0109', period: period('2026-03-11', '2026-03-12') }, now), 'unknown_exception', 'another limit');
  assert.equal(deleteCardLimitException(sb.history, card, { name: 'LMTP0107', period: period('2026-03-11', '2026-03-13') }, now), 'unknown_exception', 'another period');
  assert.equal(changes().length, 1);
  assert.equal(deleteCardLimitException(sb.history, card, { name: 'LMTP0107', period: period('2026-03-11', '2026-03-12') }, now), 'deleted');
  assert.equal(changes().length, 2);
  assert.equal(card.limits.find((l) => l.name === 'LMTP0107')!.exceptions.length, 0);
});

test('account limits: none at first, created with a value and the product cycle, then changed', () => {
  const { sb, account, changes } = setup();
  assert.equal(account.limits.length, 0);
  assert.equal(changeAccountLimit(sb.history, account, { name: 'LMTP0109', cycleLength: 2 }, now), 'value_required');
  assert.equal(changes().length, 0);
  assert.equal(changeAccountLimit(sb.history, account, { name: 'LMTP0109', value: 300_000 }, now), 'created');
  assert.equal(changeAccountLimit(sb.history, account, { name: 'LMTP0107', value: 50_000, cycleType: 11 }, now), 'created');
  assert.equal(changeAccountLimit(sb.history, account, { name: 'LMTP0109', cycleLength: 2 }, now), 'changed');
  assert.deepEqual(account.limits.map((l) => [l.name, l.value, l.cycleType, l.cycleLength]), [['LMTP0107', 50_000, 11, 1], ['LMTP0109', 300_000, 4, 2]]);
  assert.deepEqual(changes().map((r) => r.cardId), [undefined, undefined, undefined]);
});
