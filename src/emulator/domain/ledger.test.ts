import assert from 'node:assert/strict';
import { test } from 'node:test';
import { FEE_ACCOUNT, Ledger, SETTLEMENT_ACCOUNT } from './ledger.js';

const at = new Date('2026-01-01T00:00:00Z');

test('a top-up from settlement keeps the ledger summing to zero', () => {
  const ledger = new Ledger();
  ledger.open('A');
  assert.equal(ledger.transfer('t1', at, { from: SETTLEMENT_ACCOUNT, to: 'A', amount: 10_000 }), 'ok');
  assert.equal(ledger.get('A')?.balance, 10_000);
  assert.equal(ledger.get(SETTLEMENT_ACCOUNT)?.balance, -10_000);
  assert.equal(ledger.total(), 0);
});

test('an account cannot go below its floor and nothing moves when refused', () => {
  const ledger = new Ledger();
  ledger.open('A');
  ledger.open('B');
  ledger.transfer('t1', at, { from: SETTLEMENT_ACCOUNT, to: 'A', amount: 500 });
  assert.equal(ledger.transfer('t2', at, { from: 'A', to: 'B', amount: 501 }), 'insufficient_funds');
  assert.equal(ledger.get('A')?.balance, 500);
  assert.equal(ledger.get('B')?.balance, 0);
  assert.equal(ledger.entries().length, 1);
  assert.equal(ledger.transfer('t3', at, { from: 'A', to: 'B', amount: 500 }), 'ok');
  assert.equal(ledger.get('A')?.balance, 0);
  assert.equal(ledger.total(), 0);
});

test('held money is not available', () => {
  const ledger = new Ledger();
  const a = ledger.open('A');
  ledger.open('B');
  ledger.transfer('t1', at, { from: SETTLEMENT_ACCOUNT, to: 'A', amount: 1_000 });
  a.held = 600;
  assert.equal(ledger.available('A'), 400);
  assert.equal(ledger.transfer('t2', at, { from: 'A', to: 'B', amount: 401 }), 'insufficient_funds');
});

test('unbalanced or fractional postings are programming errors', () => {
  const ledger = new Ledger();
  ledger.open('A');
  assert.throws(() => ledger.post('x', at, [{ account: 'A', amount: 5 }]), /do not balance/);
  assert.throws(() => ledger.transfer('x', at, { from: SETTLEMENT_ACCOUNT, to: 'A', amount: 1.5 }), /integer/);
  assert.equal(ledger.transfer('x', at, { from: 'A', to: 'nope', amount: 0 }), 'unknown_account');
});

test('opening the same account twice is refused', () => {
  const ledger = new Ledger();
  ledger.open('A');
  assert.throws(() => ledger.open('A'), /already exists/);
});

test('a hold replaces the previous one, 0 releases it, and it may exceed the balance', () => {
  const ledger = new Ledger();
  ledger.open('A');
  ledger.open('B');
  ledger.transfer('t1', at, { from: SETTLEMENT_ACCOUNT, to: 'A', amount: 1_000 });
  assert.equal(ledger.setHold('A', 300), 'ok');
  assert.equal(ledger.setHold('A', 700), 'ok');
  assert.equal(ledger.available('A'), 300, 'the second hold replaced the first');
  assert.equal(ledger.setHold('A', 5_000), 'ok');
  assert.equal(ledger.transfer('t2', at, { from: 'A', to: 'B', amount: 1 }), 'insufficient_funds');
  assert.equal(ledger.setHold('A', 0), 'ok');
  assert.equal(ledger.available('A'), 1_000);
  assert.equal(ledger.get('A')?.balance, 1_000, 'a hold moves no money');
  assert.equal(ledger.setHold('nope', 1), 'unknown_account');
  assert.throws(() => ledger.setHold('A', -1), /non-negative/);
});

test('the fee account exists from the start and only receives', () => {
  const ledger = new Ledger();
  ledger.open('A');
  ledger.transfer('t1', at, { from: SETTLEMENT_ACCOUNT, to: 'A', amount: 100 });
  assert.equal(ledger.transfer('t2', at, { from: 'A', to: FEE_ACCOUNT, amount: 40 }), 'ok');
  assert.equal(ledger.get(FEE_ACCOUNT)?.balance, 40);
  assert.equal(ledger.transfer('t3', at, { from: FEE_ACCOUNT, to: 'A', amount: 41 }), 'insufficient_funds');
  assert.equal(ledger.total(), 0);
});

test('reservations hold money apart from the arrest, and release gives it back', () => {
  const ledger = new Ledger();
  ledger.open('A');
  ledger.transfer('t1', at, { from: SETTLEMENT_ACCOUNT, to: 'A', amount: 1_000 });
  assert.equal(ledger.reserve('order-1', 'A', 700), 'ok');
  assert.equal(ledger.reserve('order-2', 'A', 301), 'insufficient_funds');
  assert.equal(ledger.setHold('A', 100), 'ok');
  assert.equal(ledger.get('A')?.held, 800, 'the arrest adds to the reservation');
  assert.equal(ledger.available('A'), 200);
  assert.equal(ledger.release('order-1'), 700);
  assert.equal(ledger.release('order-1'), 0, 'a reservation ends once');
  assert.equal(ledger.get('A')?.held, 100);
  assert.equal(ledger.get('A')?.balance, 1_000, 'reservations move no money');
});

test('a capture spends up to its reservation in one entry, ends it, and is not stopped by a later arrest', () => {
  const ledger = new Ledger();
  ledger.open('A');
  ledger.transfer('t1', at, { from: SETTLEMENT_ACCOUNT, to: 'A', amount: 1_000 });
  ledger.reserve('order-1', 'A', 700);
  ledger.setHold('A', 1_000);
  assert.equal(ledger.capture('order-1', 'c1', at, { to: SETTLEMENT_ACCOUNT, amount: 701 }), 'exceeds_reservation');
  assert.equal(ledger.capture('order-1', 'c1', at, { to: 'nope', amount: 700 }), 'unknown_account');
  assert.equal(ledger.capture('order-1', 'c1', at, { to: SETTLEMENT_ACCOUNT, amount: 600 }), 'ok');
  assert.deepEqual([ledger.get('A')?.balance, ledger.get('A')?.held], [400, 1_000], 'the rest of the reservation is freed, the arrest stays');
  assert.deepEqual(ledger.entries().at(-1)?.postings, [
    { account: 'A', amount: -600 },
    { account: SETTLEMENT_ACCOUNT, amount: 600 },
  ]);
  assert.equal(ledger.capture('order-1', 'c2', at, { to: SETTLEMENT_ACCOUNT, amount: 1 }), 'unknown_reservation');
  assert.equal(ledger.total(), 0);
});

test('the journal reads back every entry with its own postings, in order; a refused posting adds none', () => {
  const ledger = new Ledger();
  ledger.open('A');
  ledger.open('B');
  const t1 = new Date('2026-03-01T10:00:00Z');
  const t2 = new Date('2026-03-01T11:00:00Z');
  assert.equal(ledger.transfer('r1', t1, { from: SETTLEMENT_ACCOUNT, to: 'A', amount: 1_000 }), 'ok');
  assert.equal(ledger.transfer('r2', t2, { from: 'B', to: 'A', amount: 1 }), 'insufficient_funds');
  assert.equal(ledger.post('r3', t2, [{ account: 'A', amount: -300 }, { account: 'B', amount: 250 }, { account: FEE_ACCOUNT, amount: 50 }]), 'ok');
  assert.equal(ledger.size, 2);
  assert.deepEqual(ledger.entries(), [
    { id: 1, at: t1, reference: 'r1', postings: [{ account: SETTLEMENT_ACCOUNT, amount: -1_000 }, { account: 'A', amount: 1_000 }] },
    { id: 2, at: t2, reference: 'r3', postings: [{ account: 'A', amount: -300 }, { account: 'B', amount: 250 }, { account: FEE_ACCOUNT, amount: 50 }] },
  ]);
  assert.deepEqual((JSON.parse(JSON.stringify(ledger)) as { journal: unknown[] }).journal.length, 2, 'a snapshot holds the entries');
});
