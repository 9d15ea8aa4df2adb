import assert from 'node:assert/strict';
import { test } from 'node:test';
import { changeHold } from '../account-controls.js';
import { Clock } from '../clock.js';
import { FEE_ACCOUNT, SETTLEMENT_ACCOUNT } from '../ledger.js';
import { Sandbox } from '../sandbox.js';
import { capture, clear, credit, debit, refund, release } from './index.js';

const start = new Date('2026-03-10T10:00:00Z');
const shop = { merchantId: 'SHOP24', terminalId: 'E-COMMERCE' };

function world() {
  const clock = new Clock(() => start.getTime());
  const sb = new Sandbox(clock, { bin: '529811', seed: 3, cardValidityYears: 3 });
  const party = sb.parties.register({ firstName: 'Alice', lastName: 'Test', phoneNumber: '+491511234567', billingAddress: { postalCode: '10115', country: 'DE' } }, clock.now());
  const alice = sb.cards.issue(party, 'Classic', clock.now());
  const now = clock.now();
  assert.equal(credit(sb.cardSystem, { card: alice, amount: 10_000, use: 'deposit' }, now).result, 'ok');
  const account = () => sb.ledger.get(alice.accountNumber)!;
  const reserve = (reference: string, amount: number) => debit(sb.cardSystem, { card: alice, amount, use: 'withdrawal', kind: 'ecommerce', acceptor: shop, reservation: reference }, now);
  return { sb, alice, now, account, reserve };
}

test('a reservation holds the amount and consumes the limits, without a journal entry or a record', () => {
  const { sb, alice, account, reserve } = world();
  const entries = sb.ledger.size;
  const records = sb.history.size;
  const answer = reserve('order-1', 4_000);
  assert.equal(answer.result, 'ok');
  assert.equal(answer.result === 'ok' && answer.utrnno, undefined);
  assert.deepEqual([account().balance, account().held], [10_000, 4_000]);
  assert.equal(sb.ledger.size, entries);
  assert.equal(sb.history.size, records);
  assert.equal(reserve('order-2', 6_001).result, 'insufficient_funds', 'held money cannot be reserved again');
  assert.equal(alice.limits.find((l) => l.name === 'LMTP0112')!.consumed.within(0, Infinity), 4_000);
});

test('a capture debits up to the reservation and frees the rest, even past an arrest set after it', () => {
  const { sb, alice, now, account, reserve } = world();
  reserve('order-1', 4_000);
  changeHold(sb.cardSystem, alice.accountNumber, 9_000, now);
  const answer = capture(sb.cardSystem, 'order-1', { card: alice, amount: 3_000, acceptor: shop }, now);
  assert.equal(answer.result, 'ok');
  assert.deepEqual([account().balance, account().held], [7_000, 9_000]);
  assert.equal(answer.result === 'ok' && sb.history.get(answer.utrnno!)?.kind, 'debit');
  assert.throws(() => capture(sb.cardSystem, 'order-1', { card: alice, amount: 1, acceptor: shop }, now), /unknown_reservation/, 'a reservation is captured once');
  assert.equal(sb.ledger.total(), 0);
});

test('a release frees the reservation and moves nothing; a refund credits back without admission', () => {
  const { sb, alice, now, account, reserve } = world();
  reserve('order-1', 4_000);
  release(sb.cardSystem, 'order-1');
  assert.deepEqual([account().balance, account().held], [10_000, 0]);
  sb.cards.changeStatus(alice, 6, now);
  assert.equal(refund(sb.cardSystem, { card: alice, amount: 500, acceptor: shop }, now).result, 'ok', 'a lost card still gets its money back');
  assert.equal(account().balance, 10_500);
  assert.equal(sb.ledger.total(), 0);
});

test('clear moves money between accounts of no card, the fee on top; an account that runs dry refuses', () => {
  const { sb, now } = world();
  sb.ledger.open('TRANSIT');
  assert.equal(clear(sb.cardSystem, { from: SETTLEMENT_ACCOUNT, to: 'TRANSIT', amount: 1_000, fee: 50 }, now).result, 'ok');
  assert.equal(sb.ledger.get(FEE_ACCOUNT)!.balance, 50);
  assert.deepEqual(clear(sb.cardSystem, { from: 'TRANSIT', to: SETTLEMENT_ACCOUNT, amount: 1_001, fee: 0 }, now), { result: 'insufficient_funds', limit: undefined });
  assert.equal(clear(sb.cardSystem, { from: 'TRANSIT', to: SETTLEMENT_ACCOUNT, amount: 1_000, fee: 0 }, now).result, 'ok');
  assert.equal(sb.ledger.get('TRANSIT')!.balance, 0);
  assert.equal(sb.ledger.total(), 0);
});
