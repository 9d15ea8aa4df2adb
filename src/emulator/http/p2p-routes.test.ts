/**
 * The P2P gateway's wire (no network: `app.inject`): signatures checked before anything else,
 * JSON only, every answer within its contract, every broken field of the contracts refused naming
 * it (the cases derived from the schemas themselves), and nothing changed by a refused request.
 */
import assert from 'node:assert/strict';
import { generateKeyPairSync } from 'node:crypto';
import { test } from 'node:test';
import { registerP2PRequest } from '../../contracts/p2p/register.js';
import { performP2PRequest } from '../../contracts/p2p/perform.js';
import { deriveInvalidCases } from '../../../generators/invalid.js';
import { assertRefused, FAIL_URL, FRICTIONLESS, NO_3DS, p2pSetup, RETURN_URL, testFromCard } from './p2p-test-kit.js';

test('every refused signature is errorCode 5 naming the header, before the body is read, and registers nothing', async (t) => {
  const kit = p2pSetup(t);
  const body = { orderNumber: 'SIG-1', amount: 1000, returnUrl: RETURN_URL };
  const before = kit.snapshot();
  const other = generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey;
  const cases = [
    [{ omit: 'hash' }, 'X-Hash', 'required'],
    [{ omit: 'signature' }, 'X-Signature', 'required'],
    [{ key: other }, 'X-Signature', 'signature'],
    [{ signedBody: '{"username":"x"}' }, 'X-Hash', 'hash'],
  ] as const;
  for (const [signing, field, rule] of cases) {
    const answer = await kit.call('registerP2P.do', body, signing);
    assertRefused(answer, '5', field);
    assert.equal((answer.details as { rule: string }[])[0]?.rule, rule);
  }
  // Not even JSON: the hash is checked first, so a wrong hash is the answer, not a parse error.
  const garbage = await kit.app.inject({ method: 'POST', url: '/payment/rest/api/p2p/registerP2P.do', payload: 'not json', headers: { 'content-type': 'application/json', 'x-hash': 'AAAA' } });
  assertRefused(garbage.json(), '5', 'X-Hash');
  assert.equal(kit.snapshot(), before, 'nothing registered');
  assert.equal((await kit.call('registerP2P.do', body)).errorCode, '0', 'signed properly, the same request is accepted');
});

test('a merchant without a registered key is refused; keys are RSA of 2048 bits or more and survive a reset', async (t) => {
  const kit = p2pSetup(t);
  const register = (publicKey: string) => kit.app.inject({ method: 'POST', url: '/__emulator/p2p/keys', payload: { publicKey } });
  const ec = generateKeyPairSync('ec', { namedCurve: 'P-256' }).publicKey.export({ type: 'spki', format: 'pem' }).toString();
  const short = generateKeyPairSync('rsa', { modulusLength: 1024 }).publicKey.export({ type: 'spki', format: 'pem' }).toString();
  for (const [key, message] of [['nope', /PEM public key/], [ec, /RSA/], [short, /2048/]] as const) {
    const res = await register(key);
    assert.equal(res.statusCode, 400, res.body);
    assert.match(res.body, message);
    assert.equal(res.json<{ error: { details: { field: string }[] } }>().error.details[0]?.field, 'publicKey');
  }
  const second = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const added = await register(second.publicKey.export({ type: 'spki', format: 'pem' }).toString());
  assert.equal(added.statusCode, 201, added.body);
  assert.deepEqual(added.json(), { keys: 2 });
  await kit.app.inject({ method: 'POST', url: '/__emulator/reset' });
  const answer = await kit.call('registerP2P.do', { orderNumber: 'K-1', amount: 1, returnUrl: RETURN_URL }, { key: second.privateKey });
  assert.equal(answer.errorCode, '0', 'either registered key signs, and a reset keeps them');
});

test('JSON only: a form body and a body that is not an object are refused without a 5xx', async (t) => {
  const kit = p2pSetup(t);
  const form = await kit.app.inject({ method: 'POST', url: '/payment/rest/api/p2p/getP2PStatus.do', payload: 'username=x', headers: { 'content-type': 'application/x-www-form-urlencoded' } });
  assert.equal(form.statusCode, 200, form.body);
  assertRefused(form.json(), '5', 'content-type');
  const list = await kit.app.inject({ method: 'POST', url: '/payment/rest/api/p2p/getP2PStatus.do', payload: '[1]', headers: kit.headersFor('[1]') });
  assertRefused(list.json(), '5', '(body)');
  const wrong = await kit.call('getP2PStatus.do', { orderId: 'x', password: 'wrong' });
  assertRefused(wrong, '5');
  const poisoned = '{"username":"a","__proto__":{"polluted":true}}';
  const res = await kit.app.inject({ method: 'POST', url: '/payment/rest/api/p2p/getP2PStatus.do', payload: poisoned, headers: kit.headersFor(poisoned) });
  assertRefused(res.json(), '5', '(body)');
});

test('every rule of the registration contract is refused naming its field, and registers nothing', async (t) => {
  const kit = p2pSetup(t);
  const valid = {
    ...kit.credentials,
    orderNumber: 'RULES-1',
    amount: 1000,
    returnUrl: RETURN_URL,
    failUrl: FAIL_URL,
    orderDescription: 'A gift',
    language: 'en',
    clientId: 'client-1',
    email: 'payer@example.com',
    sessionTimeoutSecs: 600,
    mcc: 4829,
    billingPayerData: { billingCity: 'Berlin', billingCountry: 'DE', billingAddressLine1: 'Hauptstr. 1', billingPostalCode: '10115', payerAccount: 'DE89370400440532013000', payerLastName: 'Doe', payerFirstName: 'Jane', payerBirthday: '19900131' },
    billingRecipientData: { recipientCountry: 'DEU', recipientAccount: 'DE02120300000000202051', recipientAccountNumberType: 1, recipientLastName: 'Roe', recipientFirstName: 'Rick' },
    orderPayerData: { mobilePhone: '+491511234567' },
    shippingPayerData: { shippingCity: 'Berlin', shippingMethodIndicator: 1 },
    preOrderPayerData: { preOrderDate: '2026-05-01', reorderItemsInd: 1 },
    params: [{ name: 'purpose', value: 'gift' }],
  };
  const cases = deriveInvalidCases('registerP2P.do', registerP2PRequest, [valid]);
  assert.ok(cases.length > 60, `only ${cases.length} cases`);
  const before = kit.snapshot();
  for (const c of cases) {
    const answer = await kit.call('registerP2P.do', c.body, { asIs: true });
    assert.notEqual(answer.errorCode, '0', `${c.field} ${c.rule} was accepted`);
    // Wrong credentials are access denied (5), like the e-commerce group, and name nothing.
    if (c.field === 'username' || c.field === 'password') assertRefused(answer, '5');
    else {
      assertRefused(answer, String(answer.errorCode), c.field.split('.').slice(0, 3).join('.'));
      assert.equal(answer.errorCode === '4', c.rule === 'missing', `${c.field} ${c.rule}: errorCode ${String(answer.errorCode)}`);
    }
  }
  assert.equal(kit.snapshot(), before, 'nothing registered');
});

test('every rule of the perform contract is refused naming its field, and the transfer stays registered', async (t) => {
  const kit = p2pSetup(t);
  const orderId = await kit.register();
  const valid = {
    ...kit.credentials,
    orderId,
    amount: 1000,
    amountInput: 1000,
    ip: '2001:db8::1',
    email: 'payer@example.com',
    fromCard: { ...testFromCard(), threeDsAuthResult: { cavv: 'AAAB', xid: 'MDAx', eci: 5, threeDsType: 'BROWSER', threeDSProtocolVersion: '2.2.0' } },
    toCard: { pan: FRICTIONLESS, cardholderName: 'JOHN ROE', expirationYear: 2030, expirationMonth: 1 },
    threeDSSDK: false,
    bindingNotNeeded: true,
  };
  const cases = deriveInvalidCases('performP2P.do', performP2PRequest, [valid]);
  assert.ok(cases.length > 40, `only ${cases.length} cases`);
  const before = kit.snapshot();
  for (const c of cases) {
    if (c.field === 'orderId' && c.rule !== 'missing' && c.rule !== 'wrong-type' && c.rule !== 'over-length' && c.rule !== 'under-length') continue;
    const answer = await kit.call('performP2P.do', c.body, { asIs: true });
    assert.notEqual(answer.errorCode, '0', `${c.field} ${c.rule} was accepted`);
    if (c.field === 'username' || c.field === 'password') assertRefused(answer, '5');
    else assertRefused(answer, String(answer.errorCode), c.field);
  }
  assert.equal(kit.snapshot(), before, 'the transfer is still only registered');
  assert.equal((await kit.status(orderId)).orderStatus, 0);
});

test('the order rules the contract cannot see: kind and indicator, funding links, merchant and MCC, session date', async (t) => {
  const kit = p2pSetup(t);
  const base = { orderNumber: 'R-1', amount: 1000, returnUrl: RETURN_URL };
  const refused = async (params: Record<string, unknown>, code: string, field: string) => assertRefused(await kit.call('registerP2P.do', { ...base, ...params }), code, field);
  await refused({ features: { feature: ['WITHOUT_TO_CARD'] } }, '4', 'transactionTypeIndicator');
  await refused({ features: { feature: ['WITHOUT_TO_CARD'] }, transactionTypeIndicator: 'G' }, '5', 'transactionTypeIndicator');
  await refused({ transactionTypeIndicator: 'A' }, '5', 'transactionTypeIndicator');
  await refused({ features: { feature: ['WITHOUT_TO_CARD', 'WITHOUT_FROM_CARD'] } }, '14', 'features');
  await refused({ features: { feature: ['OCT_EXPECTED'] } }, '14', 'features');
  await refused({ features: { feature: ['WITHOUT_FROM_CARD'] }, transactionTypeIndicator: 'G', debitMdOrder: 'nope' }, '5', 'debitMdOrder');
  await refused({ debitTransactionReference: 'DTR1' }, '5', 'debitTransactionReference');
  await refused({ merchantLogin: 'another-shop' }, '5', 'merchantLogin');
  await refused({ mcc: 5411 }, '5', 'mcc');
  await refused({ sessionExpiredDate: '2001-01-01T00:00:00' }, '5', 'sessionExpiredDate');
  await refused({ creditBindingId: 'b-1' }, '4', 'clientId');
  await refused({ currency: '840' }, '3', 'currency');
  await refused({ orderDescription: '50% off' }, '5', 'orderDescription');
  await kit.register({ orderNumber: 'R-1' });
  assertRefused(await kit.call('registerP2P.do', base), '1');
});

test('every answer of a transfer is within its contract: register, fee, perform, status of each version', async (t) => {
  const kit = p2pSetup(t);
  const orderId = await kit.register({ params: [{ name: 'purpose', value: 'gift' }], orderDescription: 'Gift' });
  const fee = await kit.ok('verifyP2P.do', { orderId, fromCard: { pan: NO_3DS, cardholderName: 'JANE DOE' }, toCard: { pan: FRICTIONLESS } });
  assert.deepEqual([fee.amount, fee.feeAmount, fee.totalAmount, fee.currency], [1000, 50, 1050, '978']);
  const done = await kit.ok('performP2P.do', { orderId, fromCard: testFromCard(), toCard: { pan: FRICTIONLESS }, ip: '203.0.113.7' });
  assert.equal(done.redirect, `${RETURN_URL}?orderId=${orderId}`);
  assert.equal(done.info, 'Your payment has been processed, redirecting...');
  const v1 = await kit.status(orderId);
  assert.deepEqual([v1.orderStatus, v1.resultCode, v1.panMaskedFrom, v1.panMaskedTo, v1.ip, v1.orderParams], [2, 0, '444455******3333', '411111******1111', '203.0.113.7', { purpose: 'gift' }]);
  assert.equal(v1.paymentNetRefNum, undefined);
  assert.equal(typeof (await kit.status(orderId, 7)).paymentNetRefNum, 'string');
  assertRefused(await kit.call('getP2PStatus.do', { orderId, version: 8 }), '5', 'version');
  const unknown = await kit.call('getP2PStatus.do', { orderId: '00000000-0000-0000-0000-000000000000' });
  assert.deepEqual([unknown.errorCode, unknown.orderStatus, unknown.resultCode], ['6', undefined, -100]);
  assertRefused(await kit.call('performP2P.do', { orderId, fromCard: testFromCard(), toCard: { pan: FRICTIONLESS } }), '7');
});
