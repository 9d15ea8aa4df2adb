/**
 * Stored credentials over HTTP: storing with the first payment, listing, paying with a stored
 * card (paymentOrderBinding, recurrentPayment, installmentPayment), switching off and on, new
 * expiry, and the tii rules of paymentorder.do. Every answer is parsed with its contract; every
 * refusal leaves the whole sandbox as it was.
 */
import assert from 'node:assert/strict';
import { test, type TestContext } from 'node:test';
import { type GatewayOperation, gatewayOperations } from '../../contracts/gateway/index.js';
import { ACS_CODE } from '../domain/gateway/three-ds.js';
import { describe, V1Kit } from './v1-test-kit.js';

const TEST_CARD = { $PAN: '4444555511113333', $EXPIRY: '202812', $CVC: '123', TEXT: 'ALICE TESTER' };
const FRICTIONLESS = { ...TEST_CARD, $PAN: '4111111111111111' };
const SUBSCRIPTION = { recurringFrequency: '30', recurringExpiry: '20260331' };
const PLAN = { ...SUBSCRIPTION, recurringExpiry: '20261231', installments: '3', totalInstallmentAmount: '3000' };
type Body = Record<string, unknown> & { errorCode?: string; details?: { field: string; rule: string }[] };

async function gatewayKit(t: TestContext) {
  const kit = await V1Kit.start(t);
  const { userName, password } = kit.state.account.gateway;
  let numbers = 0;
  const send = async (op: GatewayOperation, params: Record<string, unknown>, json = false): Promise<Body> => {
    const all = { userName, password, ...params };
    const form = Object.entries(all).map(([k, v]) => `${encodeURIComponent(k)}=${encodeURIComponent(typeof v === 'string' ? v : JSON.stringify(v))}`);
    const res = await kit.app.inject(
      json ? { method: 'POST', url: gatewayOperations[op].path, payload: all } : { method: 'POST', url: gatewayOperations[op].path, headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: form.join('&') },
    );
    assert.equal(res.statusCode, 200, describe(res));
    gatewayOperations[op].response.parse(res.json());
    return res.json<Body>();
  };
  const ok = async (op: GatewayOperation, params: Record<string, unknown>, json = false) => {
    const body = await send(op, params, json);
    assert.ok(body.errorCode === undefined || body.errorCode === '0', `${op}: ${JSON.stringify(body)}`);
    return body;
  };
  /** A refusal: this errorCode (naming this field), and the whole sandbox unchanged. */
  const refused = async (op: GatewayOperation, params: Record<string, unknown>, code: string, field?: string, rule?: string) => {
    // Every call starts with the time-out sweep, which also forgets finished orders: do it first.
    kit.sandbox.gateway.sweep(kit.state.clock.now());
    const before = kit.snapshot();
    const body = await send(op, params, op.endsWith('Payment.do'));
    assert.equal(body.errorCode, code, `${op}: ${JSON.stringify(body)}`);
    if (field) assert.ok(body.details?.some((d) => d.field === field && (rule === undefined || d.rule === rule)), `${op} names ${field} ${rule ?? ''}: ${JSON.stringify(body.details)}`);
    // Compared as a boolean: the snapshot holds card numbers, which must not reach the output.
    assert.ok(kit.snapshot() === before, `${op} refused with ${code} changed the sandbox`);
  };
  const register = async (params: Record<string, unknown>, op: GatewayOperation = 'register.do') => {
    const body = await ok(op, { orderNumber: `B-${++numbers}`, amount: 1_000, returnUrl: 'https://shop.example/ok', failUrl: 'https://shop.example/fail', ...params });
    return String(body.orderId);
  };
  const status = async (orderId: string) => (await ok('getOrderStatusExtended.do', { orderId })) as Body & { orderStatus: number; actionCode: number; bindingInfo?: { clientId: string; bindingId?: string } };
  /** Pays with card data (both 3-D Secure calls when asked) and answers the credential the order stored or used. */
  const payOrder = async (orderId: string, card: Record<string, string>, extra: Record<string, unknown> = {}) => {
    const first = await ok('paymentorder.do', { MDORDER: orderId, ...card, ...extra });
    if (first.is3DSVer2) await ok('paymentorder.do', { MDORDER: orderId, ...card, threeDSServerTransId: first.threeDSServerTransId });
    return (await status(orderId)).bindingInfo?.bindingId;
  };
  const store = async (clientId: string, card: Record<string, string> = TEST_CARD, extra: Record<string, unknown> = {}) =>
    String(await payOrder(await register({ clientId, features: 'FORCE_CREATE_BINDING' }), card, extra));
  const list = async (clientId: string, bindingType?: string) => ((await ok('getBindings.do', { clientId, ...(bindingType ? { bindingType } : {}) })).bindings as { bindingId: string; bindingCategory: string; expiryDate: string }[]);
  return { kit, send, ok, refused, register, status, payOrder, store, list, nextNumber: () => `B-${++numbers}` };
}

test('a common credential: stored by the first payment, listed masked, paid with by the customer (CVC) and by the merchant (none), debiting the card', async (t) => {
  const gw = await gatewayKit(t);
  gw.kit.sandbox.gateway.merchants.get(gw.kit.state.account.gateway.userName)!.staticCallbackUrl = 'http://127.0.0.1:9/static'; // loopback: delivery attempts never leave the machine
  const alice = await gw.kit.v2Card('Alice');
  await gw.kit.v2TopUp(alice, 10_000);
  const cvc = gw.kit.sandbox.cards.byNumber(alice.number)?.cvc ?? '';
  const card = { $PAN: alice.number, $EXPIRY: alice.expiry, $CVC: cvc, TEXT: 'ALICE' };
  const bindingId = await gw.store('alice-1', card);
  const [shown] = await gw.list('alice-1', 'C');
  assert.deepEqual(shown, {
    bindingId,
    maskedPan: `${alice.number.slice(0, 6)}******${alice.number.slice(-4)}`,
    expiryDate: alice.expiry,
    paymentWay: 'TOKEN_PAY',
    paymentSystem: 'MASTERCARD',
    displayLabel: `${alice.number.slice(0, 6)}XXXXXX${alice.number.slice(-4)}`,
    bindingCategory: 'COMMON',
  });
  const created = gw.kit.sandbox.gateway.callbacks.all().find((c) => c.params.operation === 'bindingCreated');
  assert.deepEqual([created?.url, created?.params.bindingId, created?.params.clientId], ['http://127.0.0.1:9/static', bindingId, 'alice-1']);

  const byCustomer = await gw.register({ clientId: 'alice-1', amount: 2_500 });
  // The strict merchant: stored credentials are paid with their CVC (the sandbox merchant may skip it until told otherwise).
  const strict = await gw.kit.app.inject({ method: 'POST', url: '/__emulator/gateway/settings', payload: { storedCredentialsWithoutCvc: false } });
  assert.equal(strict.statusCode, 200);
  await gw.refused('paymentOrderBinding.do', { mdOrder: byCustomer, bindingId, tii: 'F' }, '4', 'cvc', 'required');
  const answer = await gw.ok('paymentOrderBinding.do', { mdOrder: byCustomer, bindingId, tii: 'F', cvc });
  assert.match(String(answer.redirect), /^https:\/\/shop\.example\/ok\?orderId=/);
  const byMerchant = await gw.register({ clientId: 'alice-1', amount: 500 });
  await gw.ok('paymentOrderBinding.do', { mdOrder: byMerchant, bindingId, tii: 'U' });
  for (const orderId of [byCustomer, byMerchant]) assert.deepEqual(await gw.status(orderId).then((s) => [s.orderStatus, s.bindingInfo]), [2, { clientId: 'alice-1', bindingId }]);
  assert.equal(await gw.kit.v2Balance(alice), 10_000 - 1_000 - 2_500 - 500);
  const wrongCvc = await gw.register({ clientId: 'alice-1' });
  await gw.ok('paymentOrderBinding.do', { mdOrder: wrongCvc, bindingId, cvc: cvc === '999' ? '998' : '999' });
  assert.equal((await gw.status(wrongCvc)).actionCode, 71015, 'without tii the payment is F: the CVC is checked');
});

test('recurrent: one call registers and pays; after the agreement ends the issuer declines', async (t) => {
  const gw = await gatewayKit(t);
  const bindingId = await gw.store('bob-1', TEST_CARD, { jsonParams: JSON.stringify(SUBSCRIPTION) });
  assert.deepEqual((await gw.list('bob-1', 'R')).map((b) => b.bindingId), [bindingId]);
  assert.deepEqual(await gw.list('bob-1', 'C'), []);
  assert.deepEqual((await gw.list('bob-1', 'CR')).map((b) => b.bindingId), [bindingId], 'CR lists recurrent credentials too');
  const paid = await gw.ok('recurrentPayment.do', { orderNumber: gw.nextNumber(), bindingId, amount: 990, currency: '978', description: 'March', additionalParameters: { plan: 'gold' } }, true);
  const order = paid.orderStatus as { orderStatus: number; errorCode: string; bindingInfo: unknown; merchantOrderParams: unknown; amount: number };
  assert.equal(paid.success, true);
  assert.deepEqual([order.errorCode, order.orderStatus, order.amount, order.bindingInfo, order.merchantOrderParams], ['0', 2, 990, { clientId: 'bob-1', bindingId }, [{ name: 'plan', value: 'gold' }]]);
  assert.equal((await gw.status(String((paid.data as { orderId: string }).orderId))).orderStatus, 2);

  gw.kit.state.clock.set(new Date('2026-04-01T00:00:00Z'));
  const late = await gw.ok('recurrentPayment.do', { orderNumber: gw.nextNumber(), bindingId, amount: 990 }, true);
  assert.deepEqual([late.success, (late.orderStatus as { orderStatus: number; actionCode: number }).actionCode], [false, 119]);
  await gw.refused('recurrentPayment.do', { orderNumber: gw.nextNumber(), bindingId, amount: 990, tii: 'U' }, '5', 'tii');
  await gw.refused('recurrentPayment.do', { orderNumber: gw.nextNumber(), bindingId, amount: 9.9 }, '5', 'amount', 'integer');
  await gw.refused('recurrentPayment.do', { orderNumber: gw.nextNumber(), bindingId: 'no-such-credential', amount: 990 }, '2');
  const common = await gw.store('bob-1');
  await gw.refused('recurrentPayment.do', { orderNumber: gw.nextNumber(), bindingId: common, amount: 990 }, '5', 'bindingId', 'kind');
  await gw.refused('recurrentPayment.do', { orderNumber: gw.nextNumber(), bindingId, amount: 990, currency: '840' }, '3');
  const taken = String((late.data as { orderId: string }).orderId);
  const number = String((await gw.status(taken)).orderNumber);
  await gw.refused('recurrentPayment.do', { orderNumber: number, bindingId, amount: 990 }, '1');
});

test('installments: several plans on one card, each counted until paid in full', async (t) => {
  const gw = await gatewayKit(t);
  const first = await gw.store('carol-1', TEST_CARD, { jsonParams: PLAN });
  const second = await gw.store('carol-1', TEST_CARD, { jsonParams: { ...PLAN, installments: '2', totalInstallmentAmount: '1500' } });
  assert.notEqual(first, second);
  assert.deepEqual((await gw.list('carol-1', 'I')).map((b) => b.bindingId), [first, second]);
  const common = await gw.store('carol-1');
  assert.deepEqual((await gw.list('carol-1', 'CR')).map((b) => b.bindingId), [common], 'CR: common and recurrent, never installment');
  const pay = (bindingId: string, amount: number) => gw.ok('installmentPayment.do', { orderNumber: gw.nextNumber(), bindingId, amount }, true);
  const outcome = (body: Body) => [body.errorCode, body.error, (body.orderStatus as { actionCode: number }).actionCode];
  assert.deepEqual(outcome(await pay(first, 1_000)), ['0', false, 0]);
  assert.deepEqual(outcome(await pay(second, 600)), ['0', true, 123], 'over the plan total');
  assert.deepEqual(outcome(await pay(second, 500)), ['0', false, 0]);
  assert.deepEqual(outcome(await pay(first, 1_000)), ['0', false, 0]);
  const full = await pay(first, 1_000);
  assert.deepEqual(outcome(full), ['0', true, 123], 'the fourth of three installments');
  assert.equal((await gw.status(String(full.orderId))).orderStatus, 6);
  await gw.refused('installmentPayment.do', { orderNumber: gw.nextNumber(), bindingId: first, amount: 100, tii: 'R' }, '5', 'tii');
});

test('switching off, on, and a new expiry; an inactive credential is not listed and cannot pay', async (t) => {
  const gw = await gatewayKit(t);
  const bindingId = await gw.store('dan-1');
  await gw.ok('unBindCard.do', { bindingId });
  assert.deepEqual(await gw.list('dan-1'), []);
  await gw.refused('unBindCard.do', { bindingId }, '2');
  await gw.refused('paymentOrderBinding.do', { mdOrder: await gw.register({ clientId: 'dan-1' }), bindingId, tii: 'U' }, '2');
  await gw.refused('paymentorder.do', { MDORDER: await gw.register({ clientId: 'dan-1' }), ...TEST_CARD, tii: 'F' }, '2');
  await gw.ok('bindCard.do', { bindingId });
  await gw.refused('bindCard.do', { bindingId }, '2');
  await gw.refused('bindCard.do', { bindingId: 'unknown' }, '2');
  await gw.refused('extendBinding.do', { bindingId, newExpiry: '202602' }, '5', 'newExpiry', 'future');
  await gw.refused('extendBinding.do', { bindingId, newExpiry: '2026-12' }, '5', 'newExpiry');
  await gw.ok('extendBinding.do', { bindingId, newExpiry: '203012' });
  assert.deepEqual((await gw.list('dan-1')).map((b) => b.expiryDate), ['203012']);
  gw.kit.state.clock.set(new Date('2031-01-01T00:00:00Z'));
  const late = await gw.register({ clientId: 'dan-1' });
  await gw.ok('paymentOrderBinding.do', { mdOrder: late, bindingId, tii: 'U' });
  assert.equal((await gw.status(late)).actionCode, 101, 'a credential past its expiry declines as an expired card');
});

test('tii on paymentorder.do: refusals leave the order payable; no clientId declines the payment', async (t) => {
  const gw = await gatewayKit(t);
  const storing = await gw.register({ clientId: 'eve-1', features: 'FORCE_CREATE_BINDING' });
  await gw.refused('paymentorder.do', { MDORDER: storing, ...TEST_CARD, tii: 'CI', jsonParams: SUBSCRIPTION }, '5', 'tii', 'terms');
  await gw.refused('paymentorder.do', { MDORDER: storing, ...TEST_CARD, tii: 'RI' }, '4', 'jsonParams.recurringExpiry', 'required');
  await gw.refused('paymentorder.do', { MDORDER: storing, ...TEST_CARD, tii: 'II', jsonParams: { ...PLAN, recurringExpiry: '20261331' } }, '5', 'jsonParams.recurringExpiry', 'format');
  await gw.refused('paymentorder.do', { MDORDER: storing, ...TEST_CARD, tii: 'R' }, '2');
  await gw.refused('paymentorder.do', { MDORDER: await gw.register({ clientId: 'eve-1' }), ...TEST_CARD, tii: 'CI' }, '5', 'tii', 'store');
  await gw.refused('paymentorder.do', { MDORDER: await gw.register({ clientId: 'eve-1' }, 'registerPreAuth.do'), ...TEST_CARD, tii: 'U' }, '5', 'tii', 'one-phase');
  const subscription = await gw.payOrder(storing, TEST_CARD, { tii: 'RI', jsonParams: SUBSCRIPTION });
  assert.deepEqual((await gw.list('eve-1')).map((b) => [b.bindingId, b.bindingCategory]), [[subscription, 'RECURRENT']]);
  const merchantData = { $PAN: TEST_CARD.$PAN, $EXPIRY: TEST_CARD.$EXPIRY, TEXT: TEST_CARD.TEXT };
  assert.equal(await gw.payOrder(await gw.register({ clientId: 'eve-1' }), merchantData, { tii: 'R' }), subscription, 'R with card data and no CVC');

  const anonymous = await gw.register({ features: 'FORCE_CREATE_BINDING' });
  await gw.ok('paymentorder.do', { MDORDER: anonymous, ...TEST_CARD });
  assert.deepEqual(await gw.status(anonymous).then((s) => [s.orderStatus, s.actionCode]), [6, -2030]);
  const plain = await gw.register({ clientId: 'eve-1' });
  assert.equal(await gw.payOrder(plain, TEST_CARD), undefined, 'no feature, no tii: a regular payment stores nothing');
  assert.equal((await gw.list('eve-1')).length, 1);
});

test('paymentOrderBinding.do: F goes through 3-D Secure and may be held; the credential must be the client’s and common', async (t) => {
  const gw = await gatewayKit(t);
  const bindingId = await gw.store('fay-1', FRICTIONLESS);
  const held = await gw.register({ clientId: 'fay-1' }, 'registerPreAuth.do');
  const first = await gw.ok('paymentOrderBinding.do', { mdOrder: held, bindingId, tii: 'F', cvc: '123' });
  assert.equal(first.is3DSVer2, true);
  await gw.ok('paymentOrderBinding.do', { mdOrder: held, bindingId, threeDSServerTransId: first.threeDSServerTransId });
  assert.equal((await gw.status(held)).orderStatus, 1);
  const merchantPays = await gw.register({ clientId: 'fay-1' });
  const direct = await gw.ok('paymentOrderBinding.do', { mdOrder: merchantPays, bindingId, tii: 'U' });
  assert.equal(direct.is3DSVer2, undefined, 'merchant-initiated: no 3-D Secure');

  const other = await gw.register({ clientId: 'gus-1' });
  await gw.refused('paymentOrderBinding.do', { mdOrder: other, bindingId, tii: 'U' }, '2');
  await gw.refused('paymentOrderBinding.do', { mdOrder: other, bindingId, tii: 'CI' }, '5', 'tii');
  await gw.refused('paymentOrderBinding.do', { mdOrder: await gw.register({ clientId: 'fay-1' }, 'registerPreAuth.do'), bindingId, tii: 'U' }, '5', 'tii', 'one-phase');
  const subscription = await gw.store('fay-1', TEST_CARD, { jsonParams: SUBSCRIPTION });
  await gw.refused('paymentOrderBinding.do', { mdOrder: other, bindingId: subscription, tii: 'U' }, '5', 'bindingId', 'kind');
  await gw.refused('paymentOrderBinding.do', { mdOrder: 'no-such-order', bindingId, tii: 'U' }, '6');
  const nobody = await gw.register({});
  await gw.ok('paymentOrderBinding.do', { mdOrder: nobody, bindingId, tii: 'U' });
  assert.equal((await gw.status(nobody)).actionCode, -2030);
});

test('paymentOrderBinding.do: a challenged F payment sends the cardholder back to the merchant’s finish URL', async (t) => {
  const gw = await gatewayKit(t);
  const gateway = gw.kit.sandbox.gateway;
  const challengeCard = { ...TEST_CARD, $PAN: '5555555555555599' };
  const storing = await gw.register({ clientId: 'hal-1', features: 'FORCE_CREATE_BINDING' });
  const first = await gw.ok('paymentorder.do', { MDORDER: storing, ...challengeCard });
  await gw.ok('paymentorder.do', { MDORDER: storing, ...challengeCard, threeDSServerTransId: first.threeDSServerTransId });
  // The cardholder's answer on the ACS page (its own HTTP tests cover the page).
  gateway.checkout.finishChallenge(gateway.threeDs.get(String(first.threeDSServerTransId))!, ACS_CODE, gw.kit.state.clock.now());
  const bindingId = String((await gw.status(storing)).bindingInfo?.bindingId);
  const order = await gw.register({ clientId: 'hal-1' });
  const start = await gw.ok('paymentOrderBinding.do', { mdOrder: order, bindingId, tii: 'F', cvc: '123' });
  const challenge = await gw.ok('paymentOrderBinding.do', { mdOrder: order, bindingId, threeDSServerTransId: start.threeDSServerTransId, threeDSVer2FinishUrl: 'https://shop.example/3ds-finished' });
  assert.ok(challenge.acsUrl && challenge.packedCReq, 'a challenge');
  assert.equal(gateway.threeDs.get(String(start.threeDSServerTransId))?.finishUrl, 'https://shop.example/3ds-finished');
  assert.equal((await gw.status(order)).orderStatus, 5);
});

test('bad input names the field and never answers 5xx', async (t) => {
  const gw = await gatewayKit(t);
  await gw.refused('getBindings.do', {}, '4', 'clientId', 'required');
  await gw.refused('getBindings.do', { clientId: 'x', bindingType: 'X' }, '5', 'bindingType');
  await gw.refused('installmentPayment.do', { orderNumber: 'N', amount: 100 }, '4', 'bindingId', 'required');
  await gw.refused('installmentPayment.do', { orderNumber: 'N', bindingId: 'b', amount: '-1' }, '5', 'amount');
  await gw.refused('recurrentPayment.do', { orderNumber: 'N', bindingId: 'b', amount: 1, additionalParameters: '[1]' }, '5', 'additionalParameters');
  await gw.refused('extendBinding.do', { bindingId: 'b' }, '4', 'newExpiry', 'required');
  await gw.refused('unBindCard.do', { bindingId: 'b', password: 'wrong' }, '5');
  assert.deepEqual(await gw.list('nobody'), [], 'a client without credentials has an empty list');
});
