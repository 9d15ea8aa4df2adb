/**
 * Retention over HTTP (domain/retention.ts): an account that runs for longer than its retention
 * keeps a bounded number of records, whatever it did before; a forgotten order, P2P order or
 * movement answers as one that never was; and money stays exact: every balance is what the
 * approved answers add up to, and the ledger sums to zero.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { gatewayOperations } from '../../contracts/gateway/index.js';
import { p2pOperations } from '../../contracts/p2p/index.js';
import { buildEmulator } from './server.js';
import { accountClient, populate } from './tenant-test-kit.js';

type Body = Record<string, unknown>;
const DAY_SECONDS = 86_400;
const DAYS = 12;
const RETENTION_DAYS = 2;

test('an account running twelve days with a two-day retention keeps about three days of records, and reads of forgotten ones answer as unknown', { timeout: 120_000 }, async (t) => {
  const emulator = buildEmulator({ sandbox: { seed: 21 }, retention: { periodMs: RETENTION_DAYS * DAY_SECONDS * 1000, maxRecords: 1_000_000 } });
  t.after(() => emulator.app.close());
  await emulator.callbacks.stop();
  const { app, state } = emulator;
  const client = await accountClient(app, '/__emulator/sandbox');
  const data = await populate(app, client, new Date());
  const call = async (iface: 'v2' | 'gateway' | 'p2p', method: 'GET' | 'POST', url: string, payload?: Body): Promise<Body> => {
    const raw = payload ? JSON.stringify(payload) : undefined;
    const res = await app.inject({ method, url, headers: client.headers(iface, raw), ...(raw ? { payload: raw } : {}) });
    assert.ok(res.statusCode < 500, `${method} ${url}: ${res.statusCode}`);
    return res.json<Body>();
  };
  const balanceOf = async (cardId: string) => ((await call('v2', 'GET', `/v2/cards/${cardId}`)).account as Body).balance as number;
  const [alice, bob] = [data.card, data.otherCard];
  const expected = new Map([
    [alice.id, await balanceOf(alice.id)],
    [bob.id, await balanceOf(bob.id)],
  ]);
  const startDate = new Date(state.clock.nowMs()).toISOString().slice(0, 10);
  const transfersOfFirstDay = async () => (await call('v2', 'GET', `/v2/transfers?cardNumberFltr=${alice.pan}&periodStartFltr=${startDate}&periodEndFltr=${startDate}`)).transfers as unknown[];
  let firstDay: unknown[] = [];
  const { sandbox } = state;
  const sizes = () => ({ history: sandbox.history.size, journal: sandbox.ledger.size, movements: sandbox.payments.size, orders: sandbox.gateway.orders.size });
  let most = sizes();

  for (let day = 0; day < DAYS; day++) {
    for (let i = 0; i < 100; i++) {
      const [from, to] = i % 2 === 0 ? [alice, bob] : [bob, alice];
      const moved = await call('v2', 'POST', '/v2/transfers', { amount: 150, currency: 'EUR', sourceCard: { cardNumber: from.pan, expiryDate: from.expiry }, destinationCard: { cardNumber: to.pan } });
      assert.equal(moved.status, 'approved', JSON.stringify(moved));
      expected.set(from.id, expected.get(from.id)! - 150);
      expected.set(to.id, expected.get(to.id)! + 150);
      assert.equal((await call('v2', 'POST', '/v2/topups', { amount: 40, currency: 'EUR', destinationCard: { cardNumber: to.pan } })).status, 'approved');
      expected.set(to.id, expected.get(to.id)! + 40);
      if (i % 10 === 0) {
        const order = await call('gateway', 'POST', gatewayOperations['register.do'].path, { ...data.gateway, orderNumber: `R-${day}-${i}`, amount: 70, returnUrl: 'https://shop.example.com/return' });
        const paid = await call('gateway', 'POST', gatewayOperations['paymentorder.do'].path, { ...data.gateway, MDORDER: order.orderId, $PAN: alice.pan, $EXPIRY: alice.expiry, $CVC: alice.cvc, TEXT: 'ALICE TENANT' });
        assert.equal(paid.errorCode, '0', JSON.stringify(paid));
        expected.set(alice.id, expected.get(alice.id)! - 70);
      }
    }
    if (day === 0) firstDay = await transfersOfFirstDay();
    const next = sizes();
    most = { history: Math.max(most.history, next.history), journal: Math.max(most.journal, next.journal), movements: Math.max(most.movements, next.movements), orders: Math.max(most.orders, next.orders) };
    const moved = await app.inject({ method: 'POST', url: '/__emulator/clock', payload: { advanceSeconds: DAY_SECONDS } });
    assert.equal(moved.statusCode, 200, moved.body);
  }

  // What the account made in all, and the most it kept at any day's end: about three days of twelve (two of retention, up to one until the next sweep).
  const made = { history: sandbox.history.all().at(-1)!.utrnno, journal: sandbox.ledger.entries().at(-1)!.id, movements: 2 + DAYS * 200, orders: 1 + DAYS * 10 };
  for (const log of ['history', 'journal', 'movements', 'orders'] as const) {
    t.diagnostic(`${log}: made ${made[log]}, kept at most ${most[log]}`);
    assert.ok(most[log] <= (made[log] * 4.2) / DAYS, `${log}: kept at most ${most[log]} of ${made[log]}: bounded by the retention, not by the account's age`);
    assert.ok(sizes()[log] >= (made[log] * (RETENTION_DAYS - 0.2)) / DAYS, `${log}: the last ${RETENTION_DAYS} days are kept (${sizes()[log]})`);
  }

  for (const [id, balance] of expected) assert.equal(await balanceOf(id), balance, 'every balance is what the approved answers add up to');
  const ledger = (await app.inject({ method: 'GET', url: '/__emulator/ledger' })).json<Body>();
  assert.equal(ledger.total, 0, 'the ledger sums to zero');

  // Forgotten: the first order and P2P order (day 0) answer as ids that never were; the first day's movements are no longer listed.
  const status = (orderId: string) => call('gateway', 'POST', gatewayOperations['getOrderStatusExtended.do'].path, { ...data.gateway, orderId });
  assert.equal((await status(data.order.id)).errorCode, '6');
  assert.deepEqual(await status(data.order.id), await status('00000000-0000-4000-8000-000000000000'), 'a forgotten order answers as an unknown one');
  const p2pStatus = (orderId: string) => call('p2p', 'POST', p2pOperations['getP2PStatus.do'].path, { ...data.p2p, orderId });
  assert.deepEqual(await p2pStatus(data.p2pOrder.id), await p2pStatus('00000000-0000-4000-8000-000000000000'), 'a forgotten P2P order answers as an unknown one');
  assert.equal(firstDay.length, 100, "the first day's transfers were listed");
  assert.deepEqual(await transfersOfFirstDay(), [], "the first day's transfers are no longer listed");
  // Reused after it was forgotten, an order number registers again.
  assert.equal((await call('gateway', 'POST', gatewayOperations['register.do'].path, { ...data.gateway, orderNumber: data.order.orderNumber, amount: 70, returnUrl: 'https://shop.example.com/return' })).errorCode, '0');
});
