/**
 * Retention (retention.ts): an account that keeps moving money for longer than the period keeps a
 * bounded number of records, forgets them oldest first, and keeps every balance exact (the ledger's
 * carried-forward balances plus its kept entries add up to each balance, and to zero in all).
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { credit, transfer } from './card-system/index.js';
import type { Card } from './cards.js';
import { Clock } from './clock.js';
import { NumberColumn } from './columns.js';
import { payWithCardData } from './gateway/credential-payments.js';
import type { Order } from './gateway/orders.js';
import { ORDER_STATUS } from './gateway/order-store.js';
import { History } from './history.js';
import { Ledger } from './ledger.js';
import { forgetOlderThan, type RetentionRule, SWEEP_EVERY } from './retention.js';
import { Sandbox } from './sandbox.js';

const DAY = 86_400_000;
const START = Date.parse('2026-01-01T00:00:00Z');
const NO_3DS = '4444555511113333';

test('a column forgets its front by whole chunks: later indexes read as before, memory is what is kept plus one chunk', () => {
  const column = new NumberColumn();
  for (let i = 0; i < 100_000; i++) column.push(i * 2);
  column.forgetBefore(70_000);
  assert.equal(column.first, 70_000);
  assert.equal(column.length, 100_000);
  for (const i of [70_000, 81_234, 99_999]) assert.equal(column.at(i), i * 2);
  const chunks = (column as unknown as { chunks: unknown[] }).chunks;
  assert.equal(chunks.length, 3, 'chunks 0-3 let go, 4-6 kept (16,384 values each)');
  column.forgetBefore(10);
  assert.equal(column.first, 70_000, 'forgetting never comes back');
  for (let i = 100_000; i < 120_000; i++) column.push(i * 2);
  assert.equal(column.at(119_999), 239_998);
  column.forgetBefore(120_000);
  column.push(7);
  assert.equal(column.at(120_000), 7, 'a push after everything was forgotten starts a new chunk');
});

test('history: records dated before the horizon go, the others keep their utrnno; a forgotten one reads as unknown', () => {
  const history = new History();
  for (let d = 0; d < 10; d++) history.add({ at: new Date(START + d * DAY), kind: 'credit', direction: 'CREDIT', accountNumber: 'A1', amount: 100 + d, ...(d % 3 === 0 ? { fee: d } : {}) });
  assert.equal(history.forgetOlderThan(START + 4 * DAY, Infinity), 4);
  assert.equal(history.size, 6);
  assert.equal(history.get(4), undefined, 'utrnno 4 (day 3) is forgotten');
  assert.equal(history.get(5)?.amount, 104);
  assert.equal(history.get(7)?.fee, 6, 'the rare fields of kept records stay');
  assert.deepEqual(history.all().map((r) => r.utrnno), [5, 6, 7, 8, 9, 10]);
  assert.equal(history.forgetOlderThan(0, 2), 4, 'the count bound: only the newest two stay');
  assert.deepEqual(history.query({ accountNumber: 'A1' }).map((r) => r.utrnno), [9, 10]);
  assert.equal(history.add({ at: new Date(START), kind: 'debit', direction: 'DEBIT', accountNumber: 'A1', amount: 1 }), 11, 'utrnnos go on');
});

test('ledger: forgotten entries are carried forward per account, and every balance is what is carried plus what is kept', () => {
  const ledger = new Ledger();
  ledger.open('A');
  ledger.open('B');
  for (let d = 0; d < 20; d++) {
    const at = new Date(START + d * DAY);
    assert.equal(ledger.transfer(`T${d}`, at, { from: 'SETTLEMENT-EUR', to: 'A', amount: 1_000 }), 'ok');
    assert.equal(ledger.transfer(`U${d}`, at, { from: 'A', to: 'B', amount: 300 + d }), 'ok');
  }
  const before = ['A', 'B', 'SETTLEMENT-EUR'].map((n) => ledger.get(n)!.balance);
  assert.equal(ledger.forgetOlderThan(START + 15 * DAY, Infinity), 30);
  assert.equal(ledger.size, 10);
  assert.deepEqual(['A', 'B', 'SETTLEMENT-EUR'].map((n) => ledger.get(n)!.balance), before, 'balances do not move');
  assert.equal(ledger.total(), 0);
  assertCarriedPlusKept(ledger);
  assert.equal(ledger.entries()[0]!.id, 31, 'entry ids go on');
  assert.equal(ledger.forgetOlderThan(0, 3), 7);
  assertCarriedPlusKept(ledger);
  assert.deepEqual((JSON.parse(JSON.stringify(ledger)) as { carried: unknown[] }).carried.length, 3, 'a snapshot shows what is carried');
});

function assertCarriedPlusKept(ledger: Ledger): void {
  const sums = new Map(ledger.carriedForward());
  for (const entry of ledger.entries()) for (const p of entry.postings) sums.set(p.account, (sums.get(p.account) ?? 0) + p.amount);
  let total = 0;
  for (const [account, sum] of sums) {
    assert.equal(sum, ledger.get(account)!.balance, `${account}: carried plus kept entries is the balance`);
    total += sum;
  }
  assert.equal(total, 0, 'carried and kept sum to zero');
}

function shared(rule: RetentionRule) {
  let now = START;
  const clock = new Clock(() => now);
  const sb = new Sandbox(clock, { bin: '529811', seed: 5, cardValidityYears: 9, retention: rule });
  sb.gateway.merchants.add({ login: 'shop', password: 'pw', token: 't', callbackKey: 'KEY', staticCallbackUrl: undefined });
  const person = (name: string) => sb.parties.register({ firstName: name, lastName: 'Test', phoneNumber: '+491511234567', billingAddress: { postalCode: '10115', country: 'DE' } }, clock.now());
  const cards: Card[] = ['Ann', 'Ben', 'Cid'].map((name) => sb.cards.issue(person(name), 'Classic', clock.now()));
  for (const card of cards) for (const limit of card.limits) limit.value = Number.MAX_SAFE_INTEGER;
  let orders = 0;
  const order = (twoPhase = false): Order =>
    sb.gateway.orders.register({ merchant: 'shop', orderNumber: `N-${++orders}`, amount: 1_000, currency: '978', returnUrl: 'https://shop.example/ok', language: 'en', jsonParams: {}, forceBinding: false, twoPhase }, clock.now()) as Order;
  const pay = (o: Order) => payWithCardData(sb.gateway, o, { entry: { pan: NO_3DS, expiry: '203012', cvc: '123', cardholderName: 'ANN' }, tii: '', jsonParams: {} }, clock.now());
  return { sb, cards, order, pay, advance: (ms: number) => (now += ms), now: () => now };
}

test('an account moving money for 400 days with a 30-day retention keeps about 30 days of records, and every balance stays exact', () => {
  const { sb, cards, order, pay, advance } = shared({ periodMs: 30 * DAY, maxRecords: 1_000_000 });
  const expected = new Map(cards.map((c) => [c.id, 0]));
  let most = { history: 0, journal: 0, orders: 0, movements: 0 };
  const held = order(true);
  pay(held);
  assert.equal(held.status, ORDER_STATUS.held, 'a pre-authorisation that nobody captures');
  for (let day = 0; day < 400; day++) {
    for (let i = 0; i < 60; i++) {
      const [a, b] = [cards[i % 3]!, cards[(i + 1) % 3]!];
      sb.payments.topUp(a.pan, 500, new Date(advance(60_000)));
      expected.set(a.id, expected.get(a.id)! + 500);
      assert.equal(transfer(sb.cardSystem, { source: a, destination: b, amount: 200 }, new Date(advance(60_000))).result, 'ok');
      expected.set(a.id, expected.get(a.id)! - 200);
      expected.set(b.id, expected.get(b.id)! + 200);
      if (i % 6 === 0) pay(order());
    }
    advance(DAY - 120 * 60_000);
    most = { history: Math.max(most.history, sb.history.size), journal: Math.max(most.journal, sb.ledger.size), orders: Math.max(most.orders, sb.gateway.orders.size), movements: Math.max(most.movements, sb.payments.size) };
  }
  // A day makes 60 top-ups, 60 transfers and 10 paid orders: 60 + 3×60 + 10 history records, 130 journal entries.
  const perDay = { history: 250, journal: 130, orders: 10, movements: 60 };
  for (const log of ['history', 'journal', 'orders', 'movements'] as const) {
    assert.ok(most[log] <= perDay[log] * 31 + SWEEP_EVERY * 2, `${log}: at most ${most[log]} kept, about 30 days' worth (${perDay[log] * 30})`);
    assert.ok(most[log] >= perDay[log] * 30, `${log}: the last 30 days are kept (${most[log]})`);
  }
  for (const card of cards) assert.equal(sb.ledger.get(card.accountNumber)!.balance, expected.get(card.id), 'the balance is what every movement made it');
  assert.equal(sb.ledger.total(), 0);
  assertCarriedPlusKept(sb.ledger);
  assert.equal(sb.gateway.orders.get(held.id), held, 'a pre-authorisation is kept while it holds money');
  assert.equal([...sb.gateway.orders.all()][0], held, 'the oldest kept is the held one');
  assert.equal(sb.gateway.orders.byOrderNumber('shop', 'N-2'), undefined, 'an old finished order is unknown');
  assert.equal(sb.gateway.checkout.reverse(held, new Date(advance(0))), 'ok');
  forgetOlderThan(sb.retained(), advance(0) - 30 * DAY, 1_000_000);
  assert.equal(sb.gateway.orders.get(held.id), undefined, 'reversed, it goes at the next sweep');
});

test('a clock that stands still: the count bound keeps each log at its newest records', () => {
  const { sb, cards, order, pay } = shared({ periodMs: 30 * DAY, maxRecords: 3_000 });
  const [a, b] = [cards[0]!, cards[1]!];
  for (let i = 0; i < 20_000; i++) {
    sb.payments.topUp(a.pan, 10, new Date(START));
    assert.equal(transfer(sb.cardSystem, { source: a, destination: b, amount: 10 }, new Date(START)).result, 'ok');
    if (i % 4 === 0) pay(order());
  }
  for (const [log, size] of [['history', sb.history.size], ['journal', sb.ledger.size], ['orders', sb.gateway.orders.size], ['movements', sb.payments.size]] as const) {
    assert.ok(size <= 3_000 + SWEEP_EVERY * 4, `${log} keeps ${size}`);
  }
  assert.equal(sb.ledger.get(b.accountNumber)!.balance, 200_000);
  assertCarriedPlusKept(sb.ledger);
});

test('without a rule nothing is forgotten (the embedded emulator of the suite)', () => {
  const sb = new Sandbox(new Clock(() => START), { bin: '529811', seed: 5, cardValidityYears: 3 });
  const card = sb.cards.issue(sb.parties.register({ firstName: 'A', lastName: 'B', phoneNumber: '+491511234567', billingAddress: { postalCode: '10115', country: 'DE' } }, new Date(START)), 'Classic', new Date(START));
  for (let i = 0; i < 3 * SWEEP_EVERY; i++) assert.equal(credit(sb.cardSystem, { card, amount: 1, use: 'deposit' }, new Date(START - 400 * DAY)).result, 'ok');
  assert.equal(sb.ledger.size, 3 * SWEEP_EVERY);
  assert.equal(sb.retention, undefined);
});
