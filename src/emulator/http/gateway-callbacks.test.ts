/**
 * Callbacks over HTTP: delivered after the gateway's answer to the order's own address or the
 * merchant's static one, signed with the sandbox page's key; the control API that sets the static
 * address (bad input: a 400 naming the field, nothing changed) and shows the delivery log.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { callbackUrlState } from '../../contracts/control.js';
import { errorBody } from '../../contracts/errors.js';
import { checksum } from '../domain/gateway/callbacks.js';
import { gatewaySetup, merchantServer, pause, until } from './callback-test-kit.js';

test('a paid order is notified to its own address right after the answer, signed with the key of the sandbox page', async (t) => {
  const server = await merchantServer(t);
  const { register, pay, state } = gatewaySetup(t);
  const orderId = await register('A-1', { dynamicCallbackUrl: `${server.base}/order` });
  assert.equal((await pay(orderId)).errorCode, '0');
  // No drain is called by the test: the answer itself kicks the delivery.
  await until(() => server.hits.length === 1, 'the callback');
  const hit = server.hits[0];
  assert.equal(hit?.method, 'GET');
  assert.equal(hit?.path, '/order');
  const expected = { mdOrder: orderId, orderNumber: 'A-1', operation: 'deposited', status: '1' };
  assert.deepEqual(hit?.params, { ...expected, checksum: checksum(expected, state.account.gateway.callbackKey) });
});

test('a two-phase order is notified held, then captured, then refunded; a reversal of another is notified too', async (t) => {
  const server = await merchantServer(t);
  const { register, pay, call } = gatewaySetup(t);
  const url = `${server.base}/order`;
  const held = await register('P-1', { dynamicCallbackUrl: url }, 'registerPreAuth.do');
  await pay(held);
  await call('deposit.do', { orderId: held, amount: 0 });
  await call('refund.do', { orderId: held, amount: 500 });
  const reversed = await register('P-2', { dynamicCallbackUrl: url }, 'registerPreAuth.do');
  await pay(reversed);
  await call('reverse.do', { orderId: reversed });
  await until(() => server.hits.length === 5, 'five callbacks');
  const seen = (id: string) => server.hits.filter((h) => h.params.mdOrder === id).map((h) => h.params.operation);
  assert.deepEqual(seen(held), ['approved', 'deposited', 'refunded']);
  assert.deepEqual(seen(reversed), ['approved', 'reversed']);
});

test('a declined payment is notified with its own operation and status 0: deposited for one phase, approved for two; signed', async (t) => {
  const server = await merchantServer(t);
  const { register, call, state } = gatewaySetup(t);
  const url = `${server.base}/order`;
  const declining = { $PAN: '5168494895055780', $EXPIRY: `${new Date().getUTCFullYear() + 2}12`, $CVC: '123', TEXT: 'TEST CARDHOLDER' };
  const payDeclined = async (orderId: string) => {
    const first = await call('paymentorder.do', { MDORDER: orderId, ...declining });
    if (first.is3DSVer2) await call('paymentorder.do', { MDORDER: orderId, ...declining, threeDSServerTransId: first.threeDSServerTransId });
  };
  const oneSided = await register('D-1', { dynamicCallbackUrl: url });
  const twoPhase = await register('D-2', { dynamicCallbackUrl: url }, 'registerPreAuth.do');
  await payDeclined(oneSided);
  await payDeclined(twoPhase);
  await until(() => server.hits.length === 2, 'two callbacks');
  const expected = (mdOrder: string, orderNumber: string, operation: string) => {
    const params = { mdOrder, orderNumber, operation, status: '0' };
    return { ...params, checksum: checksum(params, state.account.gateway.callbackKey) };
  };
  assert.deepEqual(server.hits.map((h) => h.params), [expected(oneSided, 'D-1', 'deposited'), expected(twoPhase, 'D-2', 'approved')]);
});

test('the static address gets the callbacks of orders without their own; the own address wins; null removes it', async (t) => {
  const server = await merchantServer(t);
  const { register, pay, control, log } = gatewaySetup(t);
  const set = await control('POST', '/__emulator/gateway/callback-url', { url: `${server.base}/static` });
  assert.equal(set.statusCode, 200, set.body);
  assert.deepEqual(callbackUrlState.parse(set.json()), { url: `${server.base}/static` });
  const plain = await register('S-1');
  const own = await register('S-2', { dynamicCallbackUrl: `${server.base}/own` });
  await pay(plain);
  await pay(own);
  await until(() => server.hits.length === 2, 'two callbacks');
  assert.deepEqual(Object.fromEntries(server.hits.map((h) => [h.params.mdOrder, h.path])), { [plain]: '/static', [own]: '/own' });

  const cleared = await control('POST', '/__emulator/gateway/callback-url', { url: null });
  assert.deepEqual(cleared.json(), { url: null });
  await pay(await register('S-3'));
  await pause(100);
  assert.equal(server.hits.length, 2, 'no address: no callback');
  assert.equal((await log()).length, 2, 'nothing queued either');
});

test('the delivery log shows each callback with its attempts, whether it arrived and the last error', async (t) => {
  const server = await merchantServer(t, (n) => (n === 0 ? 503 : 200));
  const { register, pay, log, state } = gatewaySetup(t);
  const orderId = await register('L-1', { dynamicCallbackUrl: `${server.base}/order` });
  await pay(orderId);
  await until(() => server.hits.length === 2, 'the retry');
  await until(() => state.sandbox.gateway.callbacks.all()[0]?.delivered === true, 'the delivery is recorded');
  const [line, ...rest] = await log();
  assert.equal(rest.length, 0);
  assert.deepEqual(line, {
    id: 1,
    url: `${server.base}/order`,
    params: server.hits[1]?.params,
    attempts: 2,
    delivered: true,
    lastError: 'HTTP 503',
  });
});

test('a bad static address is refused with a 400 naming the field, and the address stays as it was', async (t) => {
  const server = await merchantServer(t);
  const { control, register, pay, state, app } = gatewaySetup(t);
  const merchant = () => state.sandbox.gateway.merchants.get(state.account.gateway.userName);
  const good = `${server.base}/static`;
  assert.equal((await control('POST', '/__emulator/gateway/callback-url', { url: good })).statusCode, 200);
  const bad: [unknown, string][] = [
    [{}, 'url'],
    [{ url: 'ftp://shop.example/cb' }, 'url'],
    [{ url: 'shop.example/cb' }, 'url'],
    [{ url: '' }, 'url'],
    [{ url: 42 }, 'url'],
    [{ url: `https://shop.example/${'x'.repeat(512)}` }, 'url'],
    [{ url: good, extra: 1 }, 'extra'],
    [[good], '(body)'],
    ['just text', '(body)'],
  ];
  for (const [body, field] of bad) {
    const res = await control('POST', '/__emulator/gateway/callback-url', body);
    assert.equal(res.statusCode, 400, `${JSON.stringify(body).slice(0, 80)} → ${res.statusCode} ${res.body}`);
    const error = errorBody.parse(res.json());
    assert.ok(error.error.details?.some((d) => d.field === field), `${JSON.stringify(body).slice(0, 80)} should name ${field}: ${res.body}`);
    assert.equal(merchant()?.staticCallbackUrl, good, `unchanged after ${JSON.stringify(body).slice(0, 80)}`);
  }
  const malformed = await control('POST', '/__emulator/gateway/callback-url');
  assert.ok(malformed.statusCode >= 400 && malformed.statusCode < 500, `no body → ${malformed.statusCode}`);
  const broken = await app.inject({ method: 'POST', url: '/__emulator/gateway/callback-url', headers: { 'content-type': 'application/json' }, payload: '{"url": ' });
  assert.equal(broken.statusCode, 400, `malformed JSON → ${broken.body}`);
  assert.equal(merchant()?.staticCallbackUrl, good);
  await pay(await register('B-1'));
  await until(() => server.hits.length === 1, 'the callback at the kept address');
});

test('reset forgets the static address and the queued callbacks', async (t) => {
  const server = await merchantServer(t);
  const { control, register, log } = gatewaySetup(t);
  await control('POST', '/__emulator/gateway/callback-url', { url: `${server.base}/static` });
  await register('R-1', { sessionTimeoutSecs: 1 });
  await control('POST', '/__emulator/clock', { advanceSeconds: 5 });
  await until(() => server.hits.length === 1, 'the time-out callback');
  assert.equal((await log()).length, 1);
  assert.equal((await control('POST', '/__emulator/reset')).statusCode, 204);
  assert.deepEqual(await log(), []);
  await register('R-2', { sessionTimeoutSecs: 1 });
  await control('POST', '/__emulator/clock', { advanceSeconds: 5 });
  await pause(100);
  assert.equal(server.hits.length, 1, 'no address after the reset');
});
