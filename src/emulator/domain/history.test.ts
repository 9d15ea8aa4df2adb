import assert from 'node:assert/strict';
import { test } from 'node:test';
import { History } from './history.js';

const at = (iso: string) => new Date(iso);
const shop = { merchantId: 'M1', terminalId: 'T1', mcc: 5411 };

function filled(): History {
  const h = new History();
  h.add({ at: at('2026-03-01T10:00:00Z'), kind: 'credit', direction: 'CREDIT', accountNumber: 'A1', cardId: 'c1', amount: 5000, rrn: '000000000001' });
  h.add({ at: at('2026-03-02T10:00:00Z'), kind: 'debit', direction: 'DEBIT', accountNumber: 'A1', cardId: 'c1', amount: 700, fee: 20, merchant: shop, rrn: '000000000002', authorizationIdResponse: '000002' });
  h.add({ at: at('2026-03-03T10:00:00Z'), kind: 'hold', direction: 'NOOP', accountNumber: 'A1', amount: 100 });
  h.add({ at: at('2026-03-04T10:00:00Z'), kind: 'p2pCredit', direction: 'CREDIT', accountNumber: 'A2', cardId: 'c2', amount: 300, fee: 5 });
  return h;
}

test('a record reads back field by field, utrnno counting from 1', () => {
  const h = filled();
  assert.equal(h.size, 4);
  assert.deepEqual(h.get(2), {
    utrnno: 2, at: at('2026-03-02T10:00:00Z'), kind: 'debit', direction: 'DEBIT', accountNumber: 'A1', cardId: 'c1', amount: 700, currency: 978,
    fee: 20, merchant: shop, rrn: '000000000002', authorizationIdResponse: '000002',
  });
  assert.equal(h.get(4)?.fee, 5);
  assert.equal(h.get(1)?.fee, undefined, 'a field another record set is not carried over');
  for (const missing of [0, 5, 1.5, -1]) assert.equal(h.get(missing), undefined, `utrnno ${missing}`);
});

test('queries filter by account, card and [from, to); a card sees its account records without a card', () => {
  const h = filled();
  assert.deepEqual(h.query({ accountNumber: 'A1' }).map((r) => r.utrnno), [1, 2, 3]);
  assert.deepEqual(h.query({ cardId: 'c2' }).map((r) => r.utrnno), [4]);
  assert.deepEqual(h.query({ from: at('2026-03-02T10:00:00Z'), to: at('2026-03-04T10:00:00Z') }).map((r) => r.utrnno), [2, 3]);
  assert.deepEqual(h.ofCard({ id: 'c1', accountNumber: 'A1' }).map((r) => r.utrnno), [1, 2, 3]);
  assert.deepEqual(h.ofCard({ id: 'c1', accountNumber: 'A1' }, at('2026-03-02T00:00:00Z'), at('2026-03-03T00:00:00Z')).map((r) => r.utrnno), [2]);
  assert.deepEqual(h.ofCard({ id: 'c2', accountNumber: 'A2' }).map((r) => r.kind), ['p2pCredit']);
});

test('a snapshot of the history is its records', () => {
  const h = filled();
  assert.deepEqual(JSON.parse(JSON.stringify(h)), JSON.parse(JSON.stringify(h.all())));
  assert.equal(h.all().length, 4);
});
