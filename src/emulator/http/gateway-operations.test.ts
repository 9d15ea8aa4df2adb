/**
 * The standard operations real integrations call beside the spec's (verifyEnrollment.do,
 * getOrderStatus.do, decline.do, addParams.do, getLastOrdersForMerchants.do), GET with a query
 * string on every `.do`, and unknown paths under /payment/ answered in the gateway's convention.
 * Every answer is parsed with its contract; every refusal leaves the sandbox as it was.
 */
import assert from 'node:assert/strict';
import { test, type TestContext } from 'node:test';
import { type GatewayOperation, gatewayOperations } from '../../contracts/gateway/index.js';
import { describe, V1Kit } from './v1-test-kit.js';

const NO_3DS = { $PAN: '4444555511113333', $EXPIRY: '202812', $CVC: '123', TEXT: 'ALICE TESTER' };
type Body = Record<string, unknown> & { errorCode?: string | number; details?: { field: string; rule: string }[] };

async function kitOf(t: TestContext) {
  const kit = await V1Kit.start(t);
  const { userName, password } = kit.state.account.gateway;
  let numbers = 0;
  const send = async (op: GatewayOperation, params: Record<string, unknown>, method: 'GET' | 'POST' = 'POST'): Promise<Body> => {
    const all = new URLSearchParams(Object.entries({ userName, password, ...params }).map(([k, v]) => [k, String(v)])).toString();
    const path = gatewayOperations[op].path;
    const res =
      method === 'GET' ? await kit.app.inject({ method, url: `${path}?${all}` }) : await kit.app.inject({ method, url: path, headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: all });
    assert.equal(res.statusCode, 200, describe(res));
    gatewayOperations[op].response.parse(res.json());
    return res.json<Body>();
  };
  const refused = async (op: GatewayOperation, params: Record<string, unknown>, code: string, field?: string) => {
    kit.sandbox.gateway.sweep(kit.state.clock.now());
    const before = kit.snapshot();
    const body = await send(op, params);
    assert.equal(body.errorCode ?? body.ErrorCode, code, `${op}: ${JSON.stringify(body)}`);
    if (field) assert.ok(body.details?.some((d) => d.field === field), `${op} names ${field}: ${JSON.stringify(body.details)}`);
    assert.ok(kit.snapshot() === before, `${op} refused with ${code} changed the sandbox`);
  };
  const register = async (extra: Record<string, unknown> = {}) => {
    const body = await send('register.do', { orderNumber: `Q-${++numbers}`, amount: 1_000, returnUrl: 'https://shop.example/ok', ...extra });
    assert.equal(body.errorCode ?? '0', '0', JSON.stringify(body));
    return String(body.orderId);
  };
  const pay = async (orderId: string, card: Record<string, string> = NO_3DS) => send('paymentorder.do', { MDORDER: orderId, ...card });
  return { kit, send, refused, register, pay };
}

test('every .do answers GET with its parameters in the query string, as POST does', async (t) => {
  const { send, register } = await kitOf(t);
  const orderId = await register();
  const got = await send('getOrderStatusExtended.do', { orderId }, 'GET');
  assert.equal(got.orderStatus, 0);
  const registered = await send('register.do', { orderNumber: 'BY-GET', amount: 500, returnUrl: 'https://shop.example/ok' }, 'GET');
  assert.equal(typeof registered.orderId, 'string');
});

test('an unknown operation or path under /payment/ is a non-zero errorCode, never a body that passes for success', async (t) => {
  const { kit } = await kitOf(t);
  for (const url of ['/payment/rest/noSuchOperation.do', '/payment/rest/api/p2p/noSuch.do', '/payment/elsewhere']) {
    const res = await kit.app.inject({ method: 'POST', url, payload: { userName: 'x' } });
    assert.equal(res.statusCode, 404, url);
    const body = res.json<Body>();
    assert.equal(body.errorCode, '5', url);
    assert.match(String(body.errorMessage), /Unknown operation/);
    assert.equal('error' in body, false, 'not the v2 error body');
  }
  const v1Alias = await kit.app.inject({ method: 'POST', url: '/payment/apigate/ws/rest/a/b', payload: {} });
  assert.equal(v1Alias.json<Body>().errorCode, undefined, 'the card system alias keeps its own convention');
});

test('verifyEnrollment.do: Y for the test cards with 3-D Secure, N without it and for sandbox cards, U for other issuers', async (t) => {
  const { kit, send, refused } = await kitOf(t);
  const alice = await kit.card('Alice');
  const cases: [string, string, string | undefined][] = [
    ['5555555555555599', 'Y', 'TEST CARD'],
    ['4111111111111111', 'Y', 'TEST CARD'],
    ['4000001111111118', 'Y', 'TEST CARD'],
    ['4444555511113333', 'N', 'TEST CARD'],
    [alice.number, 'N', 'CARDLAB SANDBOX BANK'],
    ['4929000000006', 'U', undefined],
  ];
  for (const [pan, enrolled, emitter] of cases) {
    const body = await send('verifyEnrollment.do', { pan }, 'GET');
    assert.equal(body.errorCode, '0', 'a string, as the gateway documents it');
    assert.deepEqual([body.enrolled, body.emitterName], [enrolled, emitter], pan.slice(0, 6));
    if (emitter) assert.equal(body.emitterCountryCode, 'DE');
  }
  await refused('verifyEnrollment.do', {}, '4', 'pan');
  await refused('verifyEnrollment.do', { pan: '4111-1111' }, '5', 'pan');
});

test('getOrderStatus.do: the legacy capitalised names, ErrorCode 2 for a declined order, 6 for an unknown one', async (t) => {
  const { send, register, pay, refused } = await kitOf(t);
  const orderId = await register({ description: 'Books', clientId: 'c-1' });
  const fresh = await send('getOrderStatus.do', { orderId });
  assert.deepEqual([fresh.ErrorCode, fresh.OrderStatus, fresh.Amount, fresh.actionCode, fresh.Pan], ['0', 0, 1000, -100, undefined]);
  await pay(orderId);
  const paid = await send('getOrderStatus.do', { orderId });
  assert.deepEqual([paid.ErrorCode, paid.ErrorMessage, paid.OrderStatus, paid.Pan, paid.depositAmount, paid.authCode, paid.OrderDescription, paid.clientId], ['0', 'Success', 2, '444455******3333', 1000, 2, 'Books', 'c-1']);
  assert.equal('errorCode' in paid, false);
  const declined = await register();
  await pay(declined, { ...NO_3DS, $CVC: '999' });
  const answer = await send('getOrderStatus.do', { orderId: declined });
  assert.deepEqual([answer.ErrorCode, answer.OrderStatus, answer.actionCode], ['2', 6, 71015]);
  await refused('getOrderStatus.do', { orderId: 'no-such-order' }, '6');
  const unknown = await send('getOrderStatus.do', { orderId: 'no-such-order' });
  assert.equal(unknown.OrderStatus, undefined);
  const denied = await send('getOrderStatus.do', { orderId, password: 'wrong' });
  assert.deepEqual([denied.ErrorCode, 'errorCode' in denied], ['5', false], 'refusals in the legacy names too');
});

test('decline.do: an unpaid order goes to the Reversed state and can no longer be paid; a paid one cannot be declined', async (t) => {
  const { send, register, pay, refused } = await kitOf(t);
  const orderId = await register();
  await refused('decline.do', {}, '4', 'orderId');
  await refused('decline.do', { orderId, merchantLogin: 'another-shop' }, '5', 'merchantLogin');
  assert.equal((await send('decline.do', { orderNumber: 'Q-1' })).errorCode, '0');
  const status = await send('getOrderStatusExtended.do', { orderId });
  assert.deepEqual([status.orderStatus, (status.paymentAmountInfo as Body).paymentState], [3, 'REVERSED']);
  assert.equal((await pay(orderId)).errorCode, '7', 'nobody can pay it any more');
  await refused('decline.do', { orderId }, '7');
  const paid = await register();
  await pay(paid);
  await refused('decline.do', { orderId: paid }, '7');
  await refused('decline.do', { orderId: 'no-such-order' }, '6');
});

test('addParams.do: the parameters join the order, a name already there takes the new value', async (t) => {
  const { send, register, refused } = await kitOf(t);
  const orderId = await register({ jsonParams: JSON.stringify({ channel: 'web' }) });
  assert.equal((await send('addParams.do', { orderId, params: JSON.stringify({ channel: 'app', basket: 3 }) })).errorCode, '0');
  const status = await send('getOrderStatusExtended.do', { orderId });
  assert.deepEqual(status.merchantOrderParams, [
    { name: 'channel', value: 'app' },
    { name: 'basket', value: '3' },
  ]);
  await refused('addParams.do', { orderId, params: '{}' }, '5', 'params');
  await refused('addParams.do', { orderId, params: 'not json' }, '5', 'params');
  await refused('addParams.do', { orderId }, '4', 'params');
  await refused('addParams.do', { orderId: 'no-such-order', params: '{"a":"b"}' }, '6');
});

test('getLastOrdersForMerchants.do: orders in the period and states asked for, newest first, a page at a time', async (t) => {
  const { kit, send, register, pay, refused } = await kitOf(t);
  const first = await register();
  await pay(first);
  kit.state.clock.set(new Date('2026-03-10T11:00:00Z'));
  const second = await register();
  const third = await register();
  await pay(third, { ...NO_3DS, $CVC: '999' });
  const period = { from: '20260310000000', to: '20260310235959', merchants: '' };
  const all = await send('getLastOrdersForMerchants.do', { ...period, size: 2, transactionStates: 'CREATED,DEPOSITED,DECLINED' });
  assert.equal(all.errorCode, 0, 'the number 0, as the gateway documents it');
  assert.deepEqual([all.totalCount, all.page, all.pageSize], [3, 0, 2]);
  const numbers = (body: Body) => (body.orderStatuses as { orderNumber: string; errorCode: string }[]).map((o) => o.orderNumber);
  assert.deepEqual(numbers(all), ['Q-3', 'Q-2']);
  const next = await send('getLastOrdersForMerchants.do', { ...period, size: 2, page: 1, transactionStates: 'CREATED,DEPOSITED,DECLINED' });
  assert.deepEqual(numbers(next), ['Q-1']);
  const created = await send('getLastOrdersForMerchants.do', { ...period, size: 10, transactionStates: 'CREATED' });
  assert.deepEqual(numbers(created), ['Q-2']);
  const early = await send('getLastOrdersForMerchants.do', { ...period, to: '20260310103000', size: 10, transactionStates: 'DEPOSITED,CREATED', merchants: kit.state.account.gateway.userName });
  assert.deepEqual(numbers(early), ['Q-1']);
  assert.ok([first, second, third].every(Boolean));
  await refused('getLastOrdersForMerchants.do', { ...period, size: 10, transactionStates: 'PAID' }, '5', 'transactionStates');
  await refused('getLastOrdersForMerchants.do', { ...period, size: 201, transactionStates: 'CREATED' }, '5', 'size');
  await refused('getLastOrdersForMerchants.do', { ...period, from: '20260311000000', size: 10, transactionStates: 'CREATED' }, '5', 'to');
  await refused('getLastOrdersForMerchants.do', { ...period, from: '20260230000000', size: 10, transactionStates: 'CREATED' }, '5', 'from');
  await refused('getLastOrdersForMerchants.do', { ...period, merchants: 'another-shop', size: 10, transactionStates: 'CREATED' }, '5', 'merchants');
  await refused('getLastOrdersForMerchants.do', { from: period.from, to: period.to, size: 10, transactionStates: 'CREATED' }, '4', 'merchants');
});
