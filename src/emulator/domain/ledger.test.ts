import assert from 'node:assert/strict';
import { test } from 'node:test';
import { Ledger, SETTLEMENT_ACCOUNT } from './ledger.js';

const at = new Date('2026-01-01T00:00:00Z');

test('a top-up from settlement keeps the ledger summing to zero', () => {
  const ledger = new Ledger();
  ledger.open('A');
  assert.equal(ledger.transfer('t1', at, SETTLEMENT_ACCOUNT, 'A', 10_000), 'ok');
  assert.equal(ledger.get('A')?.balance, 10_000);
  assert.equal(ledger.get(SETTLEMENT_ACCOUNT)?.balance, -10_000);
  assert.equal(ledger.total(), 0);
});

test('an account cannot go below its floor and nothing moves when refused', () => {
  const ledger = new Ledger();
  ledger.open('A');
  ledger.open('B');
  ledger.transfer('t1', at, SETTLEMENT_ACCOUNT, 'A', 500);
  assert.equal(ledger.transfer('t2', at, 'A', 'B', 501), 'insufficient_funds');
  assert.equal(ledger.get('A')?.balance, 500);
  assert.equal(ledger.get('B')?.balance, 0);
  assert.equal(ledger.entries().length, 1);
  assert.equal(ledger.transfer('t3', at, 'A', 'B', 500), 'ok');
  assert.equal(ledger.get('A')?.balance, 0);
  assert.equal(ledger.total(), 0);
});

test('held money is not available', () => {
  const ledger = new Ledger();
  const a = ledger.open('A');
  ledger.open('B');
  ledger.transfer('t1', at, SETTLEMENT_ACCOUNT, 'A', 1_000);
  a.held = 600;
  assert.equal(ledger.available('A'), 400);
  assert.equal(ledger.transfer('t2', at, 'A', 'B', 401), 'insufficient_funds');
});

test('unbalanced or fractional postings are programming errors', () => {
  const ledger = new Ledger();
  ledger.open('A');
  assert.throws(() => ledger.post('x', at, [{ account: 'A', amount: 5 }]), /do not balance/);
  assert.throws(() => ledger.transfer('x', at, SETTLEMENT_ACCOUNT, 'A', 1.5), /integer/);
  assert.equal(ledger.transfer('x', at, 'A', 'nope', 0), 'unknown_account');
});

test('opening the same account twice is refused', () => {
  const ledger = new Ledger();
  ledger.open('A');
  assert.throws(() => ledger.open('A'), /already exists/);
});
