import assert from 'node:assert/strict';
import { test } from 'node:test';
import { ATM_FIXTURES, billsEnd } from './atms.js';
import { History, type HistoryRecord, type NewRecord } from './history.js';
import { MERCHANT_SEED, Merchants, SANDBOX_MERCHANT } from './merchants.js';
import { orderOf, paymentOrder, paymentOrders } from './payment-orders.js';

const T = new Date('2026-03-10T10:00:00Z');
const SHOP = SANDBOX_MERCHANT.merchantNumber;
const CASH = '880000000000002';
const who = (merchantNumber: string = SHOP) => ({ merchantNumber, customerNumber: 'MERCHANT-0001', contractNumber: 'CONTRACT-0001' });
const at = (iso: string) => new Date(iso);

const recordOf = (history: History, record: NewRecord): HistoryRecord => history.get(history.add(record))!;

function purchase(history: History, iso: string, amount: number, over: Partial<NewRecord> = {}): HistoryRecord {
  return recordOf(history, {
    at: at(iso),
    kind: 'debit',
    direction: 'DEBIT',
    accountNumber: '40817978000000000001',
    cardId: 'card-1',
    amount,
    merchant: { merchantId: SHOP, terminalId: SANDBOX_MERCHANT.terminalNumber, mcc: 5411 },
    rrn: '000000000001',
    authorizationIdResponse: 'A1B2C3',
    ...over,
  });
}

test('the seed: every merchant ACTIVE with its terminals; the sandbox merchant is the first', () => {
  const merchants = new Merchants(new History(), T);
  assert.equal(merchants.all().length, MERCHANT_SEED.length);
  assert.equal(merchants.merchant(SHOP)?.sequence, 1);
  for (const seed of MERCHANT_SEED) {
    assert.equal(merchants.merchant(seed.number)?.status, 'ACTIVE');
    for (const t of seed.terminals) assert.deepEqual({ ...merchants.terminal(t.number) }, { ...t, merchantNumber: seed.number, status: 'ACTIVE' });
  }
  for (const fixture of ATM_FIXTURES) {
    assert.equal(merchants.terminal(fixture.terminalNumber)?.kind, 'ATM');
    for (const h of fixture.hoppers) assert.ok(billsEnd(h) >= 0, `cassette ${h.position} of ${fixture.terminalNumber}`);
  }
});

test('status changes need the merchant with its own customer and contract numbers, and its own terminal', () => {
  const merchants = new Merchants(new History(), T);
  assert.equal(merchants.changeMerchantStatus(who('999'), 'SUSPENDED'), 'unknown_merchant');
  assert.equal(merchants.changeMerchantStatus({ ...who(), contractNumber: 'CONTRACT-0002' }, 'SUSPENDED'), 'not_the_merchants_contract');
  assert.equal(merchants.changeMerchantStatus({ ...who(), customerNumber: 'MERCHANT-0002' }, 'SUSPENDED'), 'not_the_merchants_contract');
  assert.equal(merchants.merchant(SHOP)?.status, 'ACTIVE', 'a refused change changes nothing');
  assert.equal(merchants.changeTerminalStatus(who(), '88000201', 'CLOSED'), 'unknown_terminal', "another merchant's terminal");
  assert.equal(merchants.changeTerminalStatus(who(), '99999999', 'CLOSED'), 'unknown_terminal');
  assert.equal(merchants.terminal('88000201')?.status, 'ACTIVE');
  assert.equal(merchants.changeTerminalStatus(who(), '88000102', 'CLOSED'), 'ok');
  assert.equal(merchants.terminal('88000102')?.status, 'CLOSED');
  assert.equal(merchants.changeTerminalStatus(who(), '88000102', 'ACTIVE'), 'ok', 'no status is final');
});

test('an ATM is open while its fixture, terminal and merchant allow; its dates come from the operations made at it', () => {
  const history = new History();
  const merchants = new Merchants(history, T);
  const atm = () => merchants.atms().find((a) => a.terminal.number === SANDBOX_MERCHANT.atmTerminalId)!;
  assert.deepEqual(merchants.atms().map((a) => [a.terminal.number, a.open]), [['88000103', true], ['88000201', true], ['88000202', false]]);
  assert.equal(atm().lastTransactionDate, undefined);
  const merchant = { merchantId: SHOP, terminalId: SANDBOX_MERCHANT.atmTerminalId };
  purchase(history, '2026-03-10T08:00:00Z', 5000, { merchant });
  purchase(history, '2026-03-10T09:00:00Z', 2000, { merchant, kind: 'credit', direction: 'CREDIT' });
  purchase(history, '2026-03-10T09:30:00Z', 1000);
  assert.deepEqual([atm().lastTransactionDate, atm().lastWithdrawalDate, atm().lastDepositDate], [at('2026-03-10T09:00:00Z'), at('2026-03-10T08:00:00Z'), at('2026-03-10T09:00:00Z')]);
  merchants.changeTerminalStatus(who(), SANDBOX_MERCHANT.atmTerminalId, 'SUSPENDED');
  assert.equal(atm().open, false);
  merchants.changeTerminalStatus(who(), SANDBOX_MERCHANT.atmTerminalId, 'ACTIVE');
  merchants.changeMerchantStatus(who(), 'SUSPENDED');
  assert.equal(atm().open, false, "a suspended merchant's ATMs are closed");
  assert.equal(merchants.atms().find((a) => a.terminal.number === '88000201')?.open, true, "another merchant's ATM stays open");
});

test("records: the merchant's card payments and refunds, by terminal and period; no other merchant's, no card-less or non-financial ones", () => {
  const history = new History();
  const merchants = new Merchants(history, T);
  const a = purchase(history, '2026-03-09T23:59:59Z', 100);
  const b = purchase(history, '2026-03-10T00:00:00Z', 200, { merchant: { merchantId: SHOP, terminalId: '88000102' } });
  purchase(history, '2026-03-10T01:00:00Z', 300, { merchant: { merchantId: CASH, terminalId: '88000201' } });
  purchase(history, '2026-03-10T02:00:00Z', 0, { kind: 'cardStatusChange', direction: 'NOOP' });
  purchase(history, '2026-03-10T03:00:00Z', 400, { cardId: undefined });
  assert.deepEqual(merchants.records(SHOP), [a, b]);
  assert.deepEqual(merchants.records(SHOP, { terminalId: '88000102' }), [b]);
  assert.deepEqual(merchants.records(SHOP, { from: '2026-03-10' }), [b]);
  assert.deepEqual(merchants.records(SHOP, { to: '2026-03-09' }), [a]);
  assert.deepEqual(merchants.records(SHOP, { from: '2026-03-10', to: '2026-03-10' }), [b]);
});

test('payment orders: one per merchant and day, purchases minus refunds, OPEN until the day is over', () => {
  const history = new History();
  const merchants = new Merchants(history, T);
  const shop = merchants.merchant(SHOP)!;
  const first = purchase(history, '2026-03-09T12:00:00Z', 1000);
  purchase(history, '2026-03-10T08:00:00Z', 2500);
  purchase(history, '2026-03-10T09:00:00Z', 700, { kind: 'credit', direction: 'CREDIT' });
  purchase(history, '2026-03-10T09:30:00Z', 9999, { merchant: { merchantId: CASH, terminalId: '88000201' } });
  const orders = paymentOrders(merchants, shop, T);
  assert.deepEqual(
    orders.map((o) => [o.id, o.orderNumber, o.eventDate, o.amount, o.status, o.records.length]),
    [
      [202603090001, 'PO-202603090001', '2026-03-09', 1000, 'PROCESSED', 1],
      [202603100001, 'PO-202603100001', '2026-03-10', 1800, 'OPEN', 2],
    ],
  );
  assert.match(orders[1]!.purpose, /2026-03-10 .*CARDLAB MARKET.*2 operations/);
  assert.equal(paymentOrders(merchants, shop, new Date('2026-03-11T00:00:00Z'))[1]?.status, 'PROCESSED');
  assert.deepEqual(paymentOrders(merchants, shop, T, { from: '2026-03-10' }).map((o) => o.eventDate), ['2026-03-10']);
  assert.deepEqual(paymentOrders(merchants, shop, T, { to: '2026-03-09' }).map((o) => o.eventDate), ['2026-03-09']);
  assert.deepEqual(orderOf(shop, first), { id: 202603090001, orderNumber: 'PO-202603090001' });
  assert.deepEqual(paymentOrders(merchants, merchants.merchant(CASH)!, T).map((o) => [o.id, o.amount]), [[202603100002, 9999]]);
});

test('a payment order is found by its id; ids of days without operations, other merchants or nonsense are not', () => {
  const history = new History();
  const merchants = new Merchants(history, T);
  const record = purchase(history, '2026-03-10T08:00:00Z', 2500);
  assert.deepEqual(paymentOrder(merchants, 202603100001, T)?.records, [record]);
  for (const id of [202603110001, 202603100009, 202603100002, 0, 12, 202613990001, Number.MAX_SAFE_INTEGER + 2]) {
    assert.equal(paymentOrder(merchants, id, T), undefined, String(id));
  }
});
