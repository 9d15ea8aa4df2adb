/**
 * Money under concurrency, through HTTP: a listening emulator and a pool of undici connections fire
 * some two thousand v2 transfers and top-ups, v1 p2pTransfers, gateway refunds and P2P transfers at
 * four shared cards, many at a time. Afterwards the ledger sums to zero, no account is below its
 * floor, every card's balance is exactly what the approved answers add up to, and every approved
 * operation is in the journal and the history exactly once. Duplicate order numbers register one
 * order; refunds stop at what was paid. Bounded: a fixed count, a time limit.
 */
import assert from 'node:assert/strict';
import { createHash, generateKeyPairSync, sign } from 'node:crypto';
import { test } from 'node:test';
import { Pool } from 'undici';
import { createRandom } from '../../common/random.js';
import { startEmulator } from './server.js';

type Body = Record<string, unknown>;
interface TestCard {
  readonly id: string;
  readonly pan: string;
  readonly expiry: string;
  readonly cvc: string;
}

const OPERATIONS = 2_000;
const IN_FLIGHT = 48;
const RETURN_URL = 'https://shop.example/return';

/** Runs the tasks with at most `limit` in flight. */
async function pooled(tasks: (() => Promise<void>)[], limit: number): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < tasks.length) await tasks[next++]!();
  };
  await Promise.all(Array.from({ length: limit }, worker));
}

test('concurrent money moves conserve money and are each recorded once', { timeout: 90_000 }, async (t) => {
  const emulator = await startEmulator({ port: 0, sandbox: { seed: 3 } });
  t.after(() => emulator.close());
  await emulator.callbacks.stop();
  const { state } = emulator;
  const pool = new Pool(emulator.url, { connections: 32 });
  t.after(() => pool.close());
  const keys = generateKeyPairSync('rsa', { modulusLength: 2048 });
  assert.equal(state.p2pKeys.register(state.account.p2p.username, keys.publicKey.export({ type: 'spki', format: 'pem' }).toString()), 'ok');

  const http = async (method: 'GET' | 'POST' | 'PATCH', path: string, headers: Record<string, string>, body?: string): Promise<{ status: number; json: Body }> => {
    const res = await pool.request({ method, path, headers: { 'content-type': 'application/json', ...headers }, ...(body === undefined ? {} : { body }) });
    const json = (await res.body.json()) as Body;
    assert.ok(res.statusCode < 500, `${method} ${path}: ${res.statusCode} ${JSON.stringify(json)}`);
    return { status: res.statusCode, json };
  };
  const v2 = (method: 'GET' | 'POST' | 'PATCH', path: string, body?: Body) => http(method, path, { 'x-api-key': state.account.v2.apiKey }, body && JSON.stringify(body));
  const v1 = async (operation: string, body: Body) => (await http('POST', `/v1/apigate/ws/rest/${operation}`, { authorization: `Basic ${state.account.v1.token}` }, JSON.stringify(body))).json;
  const gw = async (operation: string, body: Body) => {
    const credentials = { userName: state.account.gateway.userName, password: state.account.gateway.password };
    return (await http('POST', `/payment/rest/${operation}`, {}, JSON.stringify({ ...credentials, ...body }))).json;
  };
  const p2p = async (operation: string, body: Body) => {
    const raw = JSON.stringify({ username: state.account.p2p.username, password: state.account.p2p.password, ...body });
    const headers = { 'x-hash': createHash('sha256').update(raw).digest('base64'), 'x-signature': sign('sha256', Buffer.from(raw), keys.privateKey).toString('base64') };
    return (await http('POST', `/payment/rest/api/p2p/${operation}`, headers, raw)).json;
  };

  // Four cards with 5,000.00 EUR each and limits that do not get in the way.
  const expected = new Map<string, number>();
  const cards: TestCard[] = [];
  for (const name of ['Ann', 'Ben', 'Cid', 'Dee']) {
    const holder = await v2('POST', '/v2/cardholders', { firstName: name, lastName: 'Shared', phoneNumber: '+491511234567', billingAddress: { postalCode: '10115', country: 'DE' } });
    const issued = await v2('POST', '/v2/cards', { productName: state.account.v2.productName, cardholder: holder.json.id });
    const id = String(issued.json.id);
    const details = (await v2('GET', `/v2/cards/${id}`)).json;
    await v2('PATCH', `/v2/cards/${id}`, { spendingLimits: [{ interval: 'daily', amount: 999_999_999_999 }, { interval: 'monthly', amount: 999_999_999_999 }] });
    assert.equal((await v2('POST', '/v2/topups', { amount: 500_000, currency: 'EUR', destinationCard: { cardNumber: details.number } })).json.status, 'approved');
    cards.push({ id, pan: String(details.number), expiry: String(details.expiryDate), cvc: String(details.cvc) });
    expected.set(id, 500_000);
  }
  const move = (card: TestCard, amount: number) => expected.set(card.id, expected.get(card.id)! + amount);

  // Paid gateway orders, to be refunded while everything else runs.
  const orders: { id: string; card: TestCard; amount: number; refunded: number }[] = [];
  await pooled(
    Array.from({ length: 40 }, (_, i) => async () => {
      const card = cards[i % cards.length]!;
      const registered = await gw('register.do', { orderNumber: `PAY-${i}`, amount: 1_000 + i, returnUrl: RETURN_URL });
      const paid = await gw('paymentorder.do', { MDORDER: registered.orderId, $PAN: card.pan, $EXPIRY: card.expiry, $CVC: card.cvc, TEXT: 'SHARED CARD' });
      assert.equal(paid.errorCode, '0', JSON.stringify(paid));
      orders.push({ id: String(registered.orderId), card, amount: 1_000 + i, refunded: 0 });
      move(card, -(1_000 + i));
    }),
    IN_FLIGHT,
  );

  const rng = createRandom(42);
  const pair = (): [TestCard, TestCard] => {
    const from = rng.pick(cards);
    return [from, rng.pick(cards.filter((c) => c !== from))];
  };
  const rrns = { transfers: [] as string[], topUps: [] as string[] };
  const refunds = new Map<string, number>();
  const p2pOrders: { id: string; from: TestCard; to: TestCard; amount: number }[] = [];
  const kinds = {
    async v2Transfer() {
      const [from, to] = pair();
      const amount = rng.int(1, 300_000);
      const { json } = await v2('POST', '/v2/transfers', { amount, currency: 'EUR', sourceCard: { cardNumber: from.pan, expiryDate: from.expiry }, destinationCard: { cardNumber: to.pan } });
      if (json.status !== 'approved') return;
      move(from, -amount);
      move(to, amount);
      rrns.transfers.push(String(json.rrn));
    },
    async v2TopUp() {
      const card = rng.pick(cards);
      const amount = rng.int(1, 50_000);
      const { json } = await v2('POST', '/v2/topups', { amount, currency: 'EUR', destinationCard: { cardNumber: card.pan } });
      assert.equal(json.status, 'approved');
      move(card, amount);
      rrns.topUps.push(String(json.rrn));
    },
    async v1Transfer() {
      const [from, to] = pair();
      const amount = rng.int(1, 300_000);
      const answer = await v1('p2pTransfer', { sourceCardIdentification: { cardNumber: from.pan }, destinationCardIdentification: { cardNumber: to.pan }, amount, currency: 978 });
      if (answer.responseCode !== '00') return assert.equal(answer.responseCode, '51', JSON.stringify(answer));
      move(from, -amount);
      move(to, amount);
      rrns.transfers.push(String(answer.rrn));
    },
    async refund() {
      const order = rng.pick(orders);
      const amount = rng.int(1, 600);
      const answer = await gw('refund.do', { orderId: order.id, amount });
      if (answer.errorCode !== '0') return;
      order.refunded += amount;
      refunds.set(order.id, (refunds.get(order.id) ?? 0) + 1);
      move(order.card, amount);
    },
    async p2pTransfer() {
      const [from, to] = pair();
      const amount = rng.int(100, 50_000);
      const registered = await p2p('registerP2P.do', { orderNumber: `P2P-${p2pOrders.length}-${rng.int(0, 1e9)}`, amount, returnUrl: RETURN_URL });
      assert.equal(registered.errorCode, '0', JSON.stringify(registered));
      const id = String(registered.orderId);
      p2pOrders.push({ id, from, to, amount });
      const block = { pan: from.pan, cvc: from.cvc, expirationYear: Number(from.expiry.slice(0, 4)), expirationMonth: Number(from.expiry.slice(4)), cardholderName: 'SHARED CARD' };
      await p2p('performP2P.do', { orderId: id, fromCard: block, toCard: { pan: to.pan } });
    },
  };
  const names = Object.keys(kinds) as (keyof typeof kinds)[];
  const started = performance.now();
  await pooled(
    Array.from({ length: OPERATIONS }, () => {
      const kind = rng.pick(names);
      return () => kinds[kind]();
    }),
    IN_FLIGHT,
  );
  t.diagnostic(`${OPERATIONS} concurrent operations in ${((performance.now() - started) / 1000).toFixed(1)} s`);

  // P2P fees: what the payer paid is on the order's status.
  let approvedP2p = 0;
  for (const order of p2pOrders) {
    const status = await p2p('getP2PStatus.do', { orderId: order.id });
    if (status.orderStatus !== 2) continue;
    approvedP2p++;
    move(order.from, -(order.amount + Number(status.feeAmount ?? 0)));
    move(order.to, order.amount);
  }

  // Each kind must have had approvals, or its checks below would check nothing.
  const approvedRefunds = [...refunds.values()].reduce((a, b) => a + b, 0);
  t.diagnostic(`approved: ${rrns.transfers.length} v1/v2 transfers, ${rrns.topUps.length} top-ups, ${approvedRefunds} refunds, ${approvedP2p} P2P transfers`);
  assert.ok(rrns.transfers.length > 100 && rrns.topUps.length > 100 && approvedRefunds > 100 && approvedP2p > 100, 'every kind had approvals');

  const { ledger, history } = state.sandbox;
  assert.equal(ledger.total(), 0, 'the ledger sums to zero');
  for (const number of new Set(ledger.entries().flatMap((e) => e.postings.map((p) => p.account)))) {
    const account = ledger.get(number)!;
    assert.ok(account.balance >= account.floor, `${number} is below its floor: ${account.balance} < ${account.floor}`);
  }
  for (const card of cards) {
    const { json } = await v2('GET', `/v2/cards/${card.id}`);
    assert.equal((json.account as Body).balance, expected.get(card.id), `the balance of card ${card.pan.slice(-4)} is what the approved answers add up to`);
  }

  const journal = new Map<string, number>();
  for (const entry of ledger.entries()) journal.set(entry.reference, (journal.get(entry.reference) ?? 0) + 1);
  const recorded = (kind: string, rrn: string) => history.all().filter((r) => r.kind === kind && r.rrn === rrn).length;
  for (const rrn of rrns.transfers) {
    assert.equal(journal.get(rrn), 1, `transfer ${rrn} in the journal once`);
    assert.deepEqual(['p2pDebit', 'p2pTransfer', 'p2pCredit'].map((k) => recorded(k, rrn)), [1, 1, 1], `transfer ${rrn} in the history once`);
  }
  for (const rrn of rrns.topUps) assert.deepEqual([journal.get(rrn), recorded('credit', rrn)], [1, 1], `top-up ${rrn} once`);
  const transfersInHistory = history.all().filter((r) => r.kind === 'p2pTransfer').length;
  assert.equal(transfersInHistory, rrns.transfers.length + approvedP2p, 'no transfer recorded that was not approved');
  for (const order of orders) {
    const status = await gw('getOrderStatusExtended.do', { orderId: order.id });
    const info = status.paymentAmountInfo as Body;
    assert.equal(info.refundedAmount, order.refunded, `order ${order.id}: refunds as answered`);
    const refundOps = (status.operations as { type?: string }[]).filter((o) => o.type === 'REFUND').length;
    assert.equal(refundOps, refunds.get(order.id) ?? 0, `order ${order.id}: each approved refund once`);
  }
});

test('a duplicate orderNumber registers one order, and refunds stop at what was paid', { timeout: 30_000 }, async (t) => {
  const emulator = await startEmulator({ port: 0, sandbox: { seed: 4 } });
  t.after(() => emulator.close());
  await emulator.callbacks.stop();
  const { state } = emulator;
  const pool = new Pool(emulator.url, { connections: 16 });
  t.after(() => pool.close());
  const gw = async (operation: string, body: Body) => {
    const res = await pool.request({ method: 'POST', path: `/payment/rest/${operation}`, headers: { 'content-type': 'application/json' }, body: JSON.stringify({ userName: state.account.gateway.userName, password: state.account.gateway.password, ...body }) });
    assert.equal(res.statusCode, 200);
    return (await res.body.json()) as Body;
  };
  const ordersBefore = state.sandbox.history.all().length;
  const answers = await Promise.all(Array.from({ length: 25 }, () => gw('register.do', { orderNumber: 'SAME-1', amount: 1000, returnUrl: RETURN_URL })));
  const codes = answers.map((a) => String(a.errorCode));
  assert.deepEqual([codes.filter((c) => c === '0').length, codes.filter((c) => c === '1').length], [1, 24], 'one order, 24 refused with errorCode 1');
  const winner = answers.find((a) => a.errorCode === '0')!;
  assert.equal((await gw('getOrderStatusExtended.do', { orderNumber: 'SAME-1' })).orderNumber, 'SAME-1');
  assert.equal(state.sandbox.gateway.orders.byOrderNumber(state.account.gateway.userName, 'SAME-1')?.id, winner.orderId, 'the one order is the one answered');
  assert.equal(state.sandbox.history.all().length, ordersBefore, 'refused registrations wrote nothing');

  // A sandbox test card: paid 1,000, refunded concurrently in 300s: three fit, the rest is refused.
  const paid = await gw('paymentorder.do', { MDORDER: winner.orderId, $PAN: '4444555511113333', $EXPIRY: `${new Date().getUTCFullYear() + 2}12`, $CVC: '123', TEXT: 'TEST CARD' });
  assert.equal(paid.errorCode, '0', JSON.stringify(paid));
  const refunds = await Promise.all(Array.from({ length: 12 }, () => gw('refund.do', { orderId: winner.orderId, amount: 300 })));
  assert.equal(refunds.filter((r) => r.errorCode === '0').length, 3, 'three refunds of 300 fit in 1,000');
  assert.ok(refunds.filter((r) => r.errorCode !== '0').every((r) => ['5', '7'].includes(String(r.errorCode))), 'the others are refused');
  assert.equal((await gw('refund.do', { orderId: winner.orderId, amount: 101 })).errorCode, '5', 'more than the 100 left is refused');
  const status = await gw('getOrderStatusExtended.do', { orderId: winner.orderId });
  assert.equal((status.paymentAmountInfo as Body).refundedAmount, 900);
});
