/**
 * Payment sessions over HTTP: an unpaid order past sessionTimeoutSecs (default 1200 s) of the
 * emulator's clock is declined (orderStatus 6, actionCode -2007) with a declinedByTimeout callback
 * (status 0), whether the clock moved through the control API or a gateway call comes first; paying
 * it afterwards is refused with errorCode 7; a paid order never times out.
 */
import assert from 'node:assert/strict';
import { type TestContext, test } from 'node:test';
import { checksum } from '../domain/gateway/callbacks.js';
import { gatewaySetup, merchantServer, pause, until } from './callback-test-kit.js';

async function setup(t: TestContext) {
  const server = await merchantServer(t);
  const gw = gatewaySetup(t);
  const advance = async (seconds: number) => assert.equal((await gw.control('POST', '/__emulator/clock', { advanceSeconds: seconds })).statusCode, 200);
  const status = async (orderId: string) => {
    const answer = await gw.call('getOrderStatusExtended.do', { orderId });
    return [answer.orderStatus, answer.actionCode, (answer.paymentAmountInfo as { paymentState: string }).paymentState];
  };
  const operations = (orderId: string) => server.hits.filter((h) => h.params.mdOrder === orderId).map((h) => `${h.params.operation}:${h.params.status}`);
  await gw.control('POST', '/__emulator/clock', { set: '2026-03-10T15:00:00Z' });
  return { ...gw, server, advance, status, operations, url: `${server.base}/order` };
}

const DECLINED_BY_TIMEOUT = [6, -2007, 'DECLINED'];
const REGISTERED = [0, -100, 'CREATED'];

test('an unpaid order past its session is declined with a declinedByTimeout callback, status 0, signed', async (t) => {
  const { register, advance, status, server, state, url } = await setup(t);
  const orderId = await register('T-1', { sessionTimeoutSecs: 300, dynamicCallbackUrl: url });
  await advance(299);
  assert.deepEqual(await status(orderId), REGISTERED, 'one second before the end');
  await advance(1);
  assert.deepEqual(await status(orderId), DECLINED_BY_TIMEOUT);
  await until(() => server.hits.length === 1, 'the time-out callback');
  const expected = { mdOrder: orderId, orderNumber: 'T-1', operation: 'declinedByTimeout', status: '0' };
  assert.deepEqual(server.hits[0]?.params, { ...expected, checksum: checksum(expected, state.account.gateway.callbackKey) });
});

test('paying after the session ended is refused with errorCode 7 and changes nothing', async (t) => {
  const { register, advance, status, pay, operations, server, url } = await setup(t);
  const orderId = await register('T-1', { sessionTimeoutSecs: 60, dynamicCallbackUrl: url });
  await advance(61);
  const answer = await pay(orderId);
  assert.equal(answer.errorCode, '7', JSON.stringify(answer));
  assert.deepEqual(await status(orderId), DECLINED_BY_TIMEOUT);
  await until(() => server.hits.length >= 1, 'the time-out callback');
  await pause(100);
  assert.deepEqual(operations(orderId), ['declinedByTimeout:0'], 'one callback, sent once');
});

test('the default session lasts 1200 seconds: payable at 1199, declined at 1201', async (t) => {
  const { register, advance, status, pay, operations, server, url } = await setup(t);
  const early = await register('D-1', { dynamicCallbackUrl: url });
  const late = await register('D-2', { dynamicCallbackUrl: url });
  await advance(1199);
  assert.deepEqual(await status(late), REGISTERED);
  assert.equal((await pay(early)).errorCode, '0');
  await advance(2);
  assert.deepEqual(await status(late), DECLINED_BY_TIMEOUT);
  assert.deepEqual((await status(early))[0], 2, 'a paid order does not time out');
  await until(() => server.hits.length === 2, 'two callbacks');
  assert.deepEqual([operations(early), operations(late)], [['deposited:1'], ['declinedByTimeout:0']]);
});

test('a gateway call sweeps too: the clock moved without the control API still ends the session', async (t) => {
  const { register, status, state, server, url } = await setup(t);
  const orderId = await register('G-1', { sessionTimeoutSecs: 10, dynamicCallbackUrl: url });
  state.clock.set(new Date(state.clock.nowMs() + 11_000));
  assert.equal(state.sandbox.gateway.orders.get(orderId)?.status, 0, 'nothing swept yet');
  assert.deepEqual(await status(orderId), DECLINED_BY_TIMEOUT);
  await until(() => server.hits.length === 1, 'the callback');
});

test('an order waiting for 3-D Secure times out too', async (t) => {
  const { register, advance, status, call, url, operations, server } = await setup(t);
  const orderId = await register('3-1', { sessionTimeoutSecs: 120, dynamicCallbackUrl: url });
  const first = await call('paymentorder.do', { MDORDER: orderId, $PAN: '5555555555555599', $EXPIRY: `${new Date().getUTCFullYear() + 2}12`, $CVC: '123' });
  assert.equal(first.is3DSVer2, true);
  assert.equal((await status(orderId))[0], 5);
  await advance(120);
  assert.deepEqual(await status(orderId), DECLINED_BY_TIMEOUT);
  await until(() => server.hits.length === 1, 'the callback');
  assert.deepEqual(operations(orderId), ['declinedByTimeout:0']);
});

test('sessionExpiredDate ends the session at that moment (UTC), over sessionTimeoutSecs; a past or impossible one is refused', async (t) => {
  const { register, advance, status, call } = await setup(t);
  const orderId = await register('E-1', { sessionExpiredDate: '2026-03-10T15:10:00', sessionTimeoutSecs: 60 });
  await advance(599);
  assert.deepEqual(await status(orderId), REGISTERED, 'the date wins over the 60 seconds');
  await advance(1);
  assert.deepEqual(await status(orderId), DECLINED_BY_TIMEOUT);
  for (const [date, why] of [['2026-03-10T15:00:00', /sessionExpiredDate must be in the future/], ['2026-02-30T10:00:00', /sessionExpiredDate must be a date and time that exists/], ['2026-13-01T10:00:00', /sessionExpiredDate must be a date and time that exists/], ['2026-03-10 16:00', /sessionExpiredDate must be yyyy-MM-ddTHH:mm:ss/]] as const) {
    const refused = await call('register.do', { orderNumber: `E-${date}`, amount: 100, returnUrl: 'https://shop.example/ok', sessionExpiredDate: date });
    assert.equal(refused.errorCode, '5', date);
    assert.match(String(refused.errorMessage), why);
  }
});
