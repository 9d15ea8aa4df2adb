/** Delivery of queued callbacks: the GET, retries with their pauses, giving up, order per order, stopping. */
import assert from 'node:assert/strict';
import { type TestContext, test } from 'node:test';
import { CallbackOutbox, checksum } from '../domain/gateway/callbacks.js';
import { CallbackDispatcher, DEFAULT_DISPATCH, type DispatcherOptions, deliveryLog } from './callback-dispatcher.js';
import { closedPort, merchantServer, pause, until } from './callback-test-kit.js';

const KEY = 'B07BAA3F9C809098ACBB462618A93275';
const params = (mdOrder: string, operation: string, status = '1') => ({ mdOrder, orderNumber: `N-${mdOrder}`, operation, status });

function dispatcher(t: TestContext, options: Partial<DispatcherOptions> = {}) {
  const outbox = new CallbackOutbox();
  const d = new CallbackDispatcher(() => outbox, { attempts: 3, backoffMs: [40, 80], timeoutMs: 1_000, intervalMs: 50, ...options });
  t.after(() => d.stop());
  d.start();
  const queue = (url: string, p: Record<string, string>) => {
    const callback = outbox.add(url, p, KEY);
    assert.ok(callback);
    d.kick();
    return callback;
  };
  return { d, outbox, queue };
}

test('a callback is a GET to its URL with the signed parameters added to the query it already has', async (t) => {
  const server = await merchantServer(t);
  const { queue } = dispatcher(t);
  const callback = queue(`${server.base}/cb?shop=7`, params('m-1', 'deposited'));
  await until(() => callback.delivered, 'delivery');
  assert.equal(server.hits.length, 1);
  const hit = server.hits[0];
  assert.equal(hit?.method, 'GET');
  assert.equal(hit?.path, '/cb');
  // The address's own parameter is signed with the gateway's: the merchant's verifier signs all it receives.
  assert.deepEqual(hit?.params, { shop: '7', ...params('m-1', 'deposited'), checksum: checksum({ shop: '7', ...params('m-1', 'deposited') }, KEY) });
  assert.equal(callback.attempts, 1);
  assert.equal(callback.lastError, undefined);
});

test('any 2xx delivers; a failed callback is retried after the configured pauses until it is accepted', async (t) => {
  const server = await merchantServer(t, (n) => (n < 2 ? 500 : 204));
  const { queue } = dispatcher(t);
  const callback = queue(`${server.base}/cb`, params('m-1', 'approved'));
  await until(() => callback.delivered, 'delivery on the third attempt');
  assert.deepEqual(server.hits.map((h) => h.status), [500, 500, 204]);
  assert.equal(callback.attempts, 3);
  assert.equal(callback.lastError, 'HTTP 500', 'the last failure stays visible after delivery');
  const [first, second, third] = server.hits.map((h) => h.at) as [number, number, number];
  // Timers may fire a millisecond early against performance.now(): allow for it.
  assert.ok(second - first >= 38, `first pause ${second - first} ms, configured 40`);
  assert.ok(third - second >= 78, `second pause ${third - second} ms, configured 80`);
});

test('a redirect or a client error is a failed attempt too', async (t) => {
  const server = await merchantServer(t, (n) => [302, 404, 200][n] ?? 200);
  const { queue } = dispatcher(t, { backoffMs: [5] });
  const callback = queue(`${server.base}/cb`, params('m-1', 'approved'));
  await until(() => callback.delivered, 'delivery');
  assert.deepEqual(server.hits.map((h) => h.status), [302, 404, 200]);
});

test('after the last attempt the callback is given up: refused connections are not tried forever', async (t) => {
  const port = await closedPort();
  const { queue } = dispatcher(t, { backoffMs: [5, 10] });
  const callback = queue(`http://127.0.0.1:${port}/cb`, params('m-1', 'deposited'));
  await until(() => callback.attempts === 3, 'three attempts');
  await pause(150);
  assert.equal(callback.attempts, 3, 'no attempt after the last one');
  assert.equal(callback.delivered, false);
  assert.match(callback.lastError ?? '', /ECONNREFUSED/);
});

test('an attempt that gets no answer in time fails with a time-out', async (t) => {
  const server = await merchantServer(t, (n) => (n === 0 ? 'hang' : 200));
  const { queue } = dispatcher(t, { timeoutMs: 100, backoffMs: [5] });
  const callback = queue(`${server.base}/cb`, params('m-1', 'deposited'));
  await until(() => callback.delivered, 'delivery after the time-out');
  assert.equal(callback.attempts, 2);
  assert.equal(callback.lastError, 'no answer within 100 ms');
});

test("an order's callbacks arrive in the order of events; another order's are not held up", async (t) => {
  const server = await merchantServer(t, (n, hit) => (n === 0 && hit.params.operation === 'approved' ? 500 : 200));
  const { queue } = dispatcher(t, { backoffMs: [100] });
  const approved = queue(`${server.base}/cb`, params('m-1', 'approved'));
  const deposited = queue(`${server.base}/cb`, params('m-1', 'deposited'));
  const other = queue(`${server.base}/cb`, params('m-2', 'deposited'));
  await until(() => other.delivered, "the other order's callback");
  assert.equal(deposited.attempts, 0, 'deposited waits while approved waits for its retry');
  await until(() => deposited.delivered, 'both callbacks of m-1');
  assert.ok(approved.delivered);
  const ofFirst = server.hits.filter((h) => h.params.mdOrder === 'm-1').map((h) => `${h.params.operation} ${h.status}`);
  assert.deepEqual(ofFirst, ['approved 500', 'approved 200', 'deposited 200']);
});

test('a given-up callback no longer holds back the next one of its order', async (t) => {
  const port = await closedPort();
  const server = await merchantServer(t);
  const { queue } = dispatcher(t, { attempts: 2, backoffMs: [5] });
  const lost = queue(`http://127.0.0.1:${port}/cb`, params('m-1', 'approved'));
  const next = queue(`${server.base}/cb`, params('m-1', 'deposited'));
  await until(() => next.delivered, 'the later callback');
  assert.equal(lost.attempts, 2);
  assert.equal(lost.delivered, false);
});

test('delivered and given-up callbacks leave the queue the drain walks, and stay in the delivery log', async (t) => {
  const port = await closedPort();
  const server = await merchantServer(t);
  const { outbox, queue } = dispatcher(t, { attempts: 2, backoffMs: [5] });
  const lost = queue(`http://127.0.0.1:${port}/cb`, params('m-1', 'approved'));
  const sent = queue(`${server.base}/cb`, params('m-2', 'deposited'));
  await until(() => sent.delivered && lost.attempts === 2, 'both finished');
  assert.equal(outbox.pendingCount, 0, 'nothing left to walk');
  assert.deepEqual(deliveryLog(outbox).map((c) => [c.id, c.delivered, c.attempts]), [[lost.id, false, 2], [sent.id, true, 1]]);
});

test('stop aborts the attempt in flight and nothing is sent afterwards', async (t) => {
  const server = await merchantServer(t, () => 'hang');
  const { d, queue } = dispatcher(t, { timeoutMs: 10_000 });
  const callback = queue(`${server.base}/cb`, params('m-1', 'deposited'));
  await until(() => server.hits.length === 1, 'the first attempt');
  const started = performance.now();
  await d.stop();
  assert.ok(performance.now() - started < 1_000, 'stop does not wait for the merchant');
  d.kick();
  d.drain();
  await pause(100);
  assert.equal(server.hits.length, 1);
  assert.equal(callback.delivered, false);
});

test('a drain after a reset reads the new outbox: callbacks of the forgotten sandbox are not sent', async (t) => {
  const server = await merchantServer(t);
  let outbox = new CallbackOutbox();
  const d = new CallbackDispatcher(() => outbox, { intervalMs: 20 });
  t.after(() => d.stop());
  outbox.add(`${server.base}/cb`, params('old', 'deposited'), KEY);
  outbox = new CallbackOutbox();
  const fresh = outbox.add(`${server.base}/cb`, params('new', 'deposited'), KEY);
  d.start();
  await until(() => fresh?.delivered === true, 'the new callback');
  assert.deepEqual(server.hits.map((h) => h.params.mdOrder), ['new']);
});

test('the low-frequency timer delivers a callback nobody kicked for', async (t) => {
  const server = await merchantServer(t);
  const outbox = new CallbackOutbox();
  const d = new CallbackDispatcher(() => outbox, { intervalMs: 30 });
  t.after(() => d.stop());
  d.start();
  await pause(10);
  const callback = outbox.add(`${server.base}/cb`, params('m-1', 'deposited'), KEY);
  await until(() => callback?.delivered === true, 'delivery by the timer', 1_000);
});

test('an unusable URL is a failed attempt, not a crash', async (t) => {
  const { queue } = dispatcher(t, { attempts: 1 });
  const callback = queue('http://exa mple/cb', params('m-1', 'deposited'));
  await until(() => callback.attempts === 1, 'the attempt');
  assert.match(callback.lastError ?? '', /Invalid URL/i);
});

test('pauses grow as configured, the last one repeating; the defaults make 5 attempts', () => {
  const d = new CallbackDispatcher(() => new CallbackOutbox());
  assert.equal(DEFAULT_DISPATCH.attempts, 5);
  assert.deepEqual([1, 2, 3, 4, 5, 9].map((n) => d.backoff(n)), [500, 1_000, 2_000, 4_000, 4_000, 4_000]);
  assert.throws(() => new CallbackDispatcher(() => new CallbackOutbox(), { attempts: 0 }), /attempts/);
  assert.throws(() => new CallbackDispatcher(() => new CallbackOutbox(), { backoffMs: [] }), /pause/);
  void d.stop();
});

test('the delivery log masks card numbers and secrets in URLs, parameters and errors', () => {
  const outbox = new CallbackOutbox();
  const callback = outbox.add('https://shop.example/cb?password=hunter2', { ...params('m-1', 'bindingCreated'), pan: '4111111111111111' }, KEY);
  assert.ok(callback);
  callback.attempts = 1;
  callback.lastError = 'refused 4111111111111111';
  const [line] = deliveryLog(outbox);
  assert.equal(line?.url, 'https://shop.example/cb?password=***');
  assert.equal(line?.params.pan, '411111******1111');
  assert.equal(line?.params.checksum, callback.params.checksum);
  assert.equal(line?.lastError, 'refused 411111******1111');
  assert.deepEqual([line?.attempts, line?.delivered], [1, false]);
});

test("the delivery log shows the checksum whole, even when a run of its digits passes the Luhn check", () => {
  const outbox = new CallbackOutbox();
  const callback = outbox.add('https://shop.example/cb', params('m-1', 'deposited'), KEY);
  assert.ok(callback);
  // A digest whose digits 4111111111111111 would be masked as a card number anywhere else.
  const checksum = 'A4111111111111111D' + 'F'.repeat(46);
  const queue = { pending: () => outbox.pending(), finish: () => undefined, all: () => [{ ...callback, params: { ...callback.params, checksum } }] };
  assert.equal(deliveryLog(queue)[0]?.params.checksum, checksum);
});

test('an answer drains the outbox only when a callback was queued since the last drain', async (t) => {
  const server = await merchantServer(t);
  const outbox = new CallbackOutbox();
  // A timer too slow to matter: only `answered` can deliver within the test.
  const d = new CallbackDispatcher(() => outbox, { intervalMs: 60_000 });
  t.after(() => d.stop());
  let drains = 0;
  const drain = d.drain.bind(d);
  d.drain = () => {
    drains++;
    drain();
  };
  d.start();
  await pause(10);
  const afterStart = drains;
  for (let i = 0; i < 5; i++) d.answered();
  await pause(10);
  assert.equal(drains, afterStart, 'no drain for answers that queued nothing');
  const callback = outbox.add(`${server.base}/cb`, params('m-1', 'deposited'), KEY);
  d.answered();
  await until(() => callback?.delivered === true, 'delivery after the answer', 1_000);
});
