/**
 * The gateway merchant's settings through the control API, and what they change: a stored
 * credential paid without CVC (3-D Secure included) or refused without it.
 */
import assert from 'node:assert/strict';
import { test, type TestContext } from 'node:test';
import { controlEndpoints as ep } from '../../contracts/control.js';
import { type GatewayOperation, gatewayOperations } from '../../contracts/gateway/index.js';
import { describe, V1Kit } from './v1-test-kit.js';

type Body = Record<string, unknown>;

async function kitOf(t: TestContext) {
  const kit = await V1Kit.start(t);
  const { userName, password } = kit.state.account.gateway;
  let n = 0;
  const call = async (op: GatewayOperation, params: Body): Promise<Body> => {
    const res = await kit.app.inject({ method: 'POST', url: gatewayOperations[op].path, payload: { userName, password, ...params } });
    assert.equal(res.statusCode, 200, describe(res));
    return gatewayOperations[op].response.parse(res.json());
  };
  const settings = async (change?: Body) => {
    const res = await kit.app.inject(change ? { method: 'POST', url: ep.changeMerchantSettings.path, payload: change } : { method: 'GET', url: ep.getMerchantSettings.path });
    return { status: res.statusCode, body: res.json<Body>() };
  };
  const order = async (clientId: string) => String((await call('register.do', { orderNumber: `S-${++n}`, amount: 700, returnUrl: 'https://shop.example/ok', clientId, features: 'FORCE_CREATE_BINDING' })).orderId);
  const status = async (orderId: string) => (await call('getOrderStatusExtended.do', { orderId })) as Body & { orderStatus: number; actionCode: number };
  /** A stored credential of `clientId` for the card, made by a first payment with CVC (both 3DS calls when asked). */
  const store = async (clientId: string, card: Body) => {
    const orderId = await order(clientId);
    const first = await call('paymentorder.do', { MDORDER: orderId, ...card });
    if (first.is3DSVer2) await call('paymentorder.do', { MDORDER: orderId, ...card, threeDSServerTransId: first.threeDSServerTransId });
    const bindings = (await call('getBindings.do', { clientId })).bindings as { bindingId: string }[];
    return bindings[0]!.bindingId;
  };
  return { kit, call, settings, order, status, store };
}

test('control API: the sandbox merchant may pay stored credentials without CVC until told otherwise; bad input names the field and changes nothing', async (t) => {
  const { kit, settings } = await kitOf(t);
  assert.deepEqual((await settings()).body, { storedCredentialsWithoutCvc: true, replacementData: false, unsignedP2p: false });
  assert.deepEqual((await settings({ storedCredentialsWithoutCvc: false, unsignedP2p: true })).body, { storedCredentialsWithoutCvc: false, replacementData: false, unsignedP2p: true });
  for (const bad of [{}, { storedCredentialsWithoutCvc: 'no' }, { cvc: true }]) {
    const refused = await settings(bad);
    assert.equal(refused.status, 400, JSON.stringify(bad));
    assert.ok(((refused.body.error as Body).details as unknown[]).length > 0);
  }
  assert.deepEqual((await settings()).body, { storedCredentialsWithoutCvc: false, replacementData: false, unsignedP2p: true }, 'refusals changed nothing');
  await kit.app.inject({ method: 'POST', url: ep.reset.path });
  assert.equal((await settings()).body.storedCredentialsWithoutCvc, true, 'a reset puts the defaults back');
});

test('paymentOrderBinding.do without CVC: paid when the merchant may (3-D Secure still applies), refused with errorCode 4 when it may not', async (t) => {
  const { call, settings, order, status, store } = await kitOf(t);
  const noThreeDs = await store('bob', { $PAN: '4444555511113333', $EXPIRY: '202812', $CVC: '123', TEXT: 'BOB' });
  const paid = await order('bob');
  await call('paymentOrderBinding.do', { mdOrder: paid, bindingId: noThreeDs });
  assert.deepEqual([(await status(paid)).orderStatus, (await status(paid)).actionCode], [2, 0]);

  const frictionless = await store('dave', { $PAN: '4111111111111111', $EXPIRY: '202812', $CVC: '123', TEXT: 'DAVE' });
  const viaFrictionless = await order('dave');
  const step = await call('paymentOrderBinding.do', { mdOrder: viaFrictionless, bindingId: frictionless });
  assert.equal(step.is3DSVer2, true, 'a cardholder-initiated payment without CVC is still authenticated');
  await call('paymentOrderBinding.do', { mdOrder: viaFrictionless, bindingId: frictionless, threeDSServerTransId: step.threeDSServerTransId });
  assert.equal((await status(viaFrictionless)).orderStatus, 2, 'approved after 3-D Secure without any CVC');

  await settings({ storedCredentialsWithoutCvc: false });
  const strict = await order('bob');
  const refused = await call('paymentOrderBinding.do', { mdOrder: strict, bindingId: noThreeDs });
  assert.equal(refused.errorCode, '4');
  assert.equal((await status(strict)).orderStatus, 0, 'the order is still waiting');
  const merchant = await call('paymentOrderBinding.do', { mdOrder: strict, bindingId: noThreeDs, tii: 'U' });
  assert.equal(merchant.errorCode, '0', 'a merchant-initiated payment never needs the CVC');
});
