/**
 * Card data that reaches the gateway encrypted, over HTTP: the sandbox's keys on the control API,
 * seToken on P2P (fromCard, toCard) and on paymentorder.do, wallet tokens (decrypted and encrypted)
 * on P2P, and the app (3DS SDK) flow with its challenge over the ACS's app endpoint. Tokens are made
 * by src/clients/card-inputs.ts, written apart from the emulator's code that opens them.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { appCReq, decryptedWalletToken, encryptedWalletToken, makeSeToken, threeDsSdkFields } from '../../clients/card-inputs.js';
import { inputKeyList } from '../../contracts/control.js';
import { assertRefused, CHALLENGE, EXPIRY, NO_3DS, p2pSetup } from './p2p-test-kit.js';

type Kit = ReturnType<typeof p2pSetup>;
const expiry = `${EXPIRY.expirationYear}12`;

async function keysOf(kit: Kit) {
  const res = await kit.app.inject({ method: 'GET', url: '/__emulator/gateway/input-keys' });
  assert.equal(res.statusCode, 200, res.body);
  const list = inputKeyList.parse(res.json());
  const again = inputKeyList.parse((await kit.app.inject({ method: 'GET', url: '/__emulator/gateway/input-keys' })).json());
  assert.deepEqual(again.keys.map((k) => k.keyValue), list.keys.map((k) => k.keyValue), 'one key pair per account, kept');
  const pem = (version: string) => list.keys.find((k) => k.protocolVersion === version)?.keyValue ?? '';
  return { rsa: pem('RSA'), ec: pem('ECv2') };
}

test('seToken on P2P: the card inside pays; a token for another order, a stale one, a garbled one are refused naming the field, nothing moves', async (t) => {
  const kit = p2pSetup(t);
  const { rsa } = await keysOf(kit);
  const payer = await kit.card(50_000);
  const card = { pan: payer.block.pan, cvc: payer.block.cvc, expiry: `${payer.block.expirationYear}${String(payer.block.expirationMonth).padStart(2, '0')}` };
  const orderId = await kit.register();
  const other = await kit.register();
  const before = kit.snapshot();
  assertRefused(await kit.call('performP2P.do', { orderId, fromCard: { seToken: makeSeToken({ ...card, mdOrder: other }, rsa) }, toCard: { pan: NO_3DS } }), '5', 'fromCard.seToken');
  assertRefused(await kit.call('performP2P.do', { orderId, fromCard: { seToken: makeSeToken({ ...card, mdOrder: orderId }, rsa, new Date(Date.now() - 3600_000)) }, toCard: { pan: NO_3DS } }), '5', 'fromCard.seToken');
  assertRefused(await kit.call('performP2P.do', { orderId, fromCard: { seToken: 'bm90IGEgdG9rZW4=' }, toCard: { pan: NO_3DS } }), '5', 'fromCard.seToken');
  assertRefused(await kit.call('performP2P.do', { orderId, fromCard: { seToken: makeSeToken({ ...card, cvc: undefined, mdOrder: orderId }, rsa) }, toCard: { pan: NO_3DS } }), '5', 'fromCard.seToken');
  assertRefused(await kit.call('performP2P.do', { orderId, fromCard: { seToken: makeSeToken({ ...card, mdOrder: orderId }, rsa), pan: card.pan }, toCard: { pan: NO_3DS } }), '5', 'fromCard.pan');
  assert.equal(kit.snapshot(), before, 'refusals change nothing');
  const done = await kit.ok('performP2P.do', { orderId, fromCard: { seToken: makeSeToken({ ...card, mdOrder: orderId }, rsa), cardholderName: 'CARD HOLDER' }, toCard: { seToken: makeSeToken({ pan: NO_3DS, mdOrder: orderId }, rsa) } });
  assert.match(String(done.redirect), /return/);
  const status = await kit.status(orderId);
  assert.deepEqual([status.orderStatus, status.resultCode], [2, 0]);
  assert.equal(await kit.balance(payer.id), 50_000 - 1000 - 50);
  const wrongCvc = await kit.register();
  await kit.ok('performP2P.do', { orderId: wrongCvc, fromCard: { seToken: makeSeToken({ ...card, cvc: '000', mdOrder: wrongCvc }, rsa) }, toCard: { pan: NO_3DS } });
  assert.equal((await kit.status(wrongCvc)).resultCode, 71015, 'the CVC inside is checked like a typed one');
});

test('seToken before the sandbox made its keys cannot be decrypted; the error names seToken', async (t) => {
  const kit = p2pSetup(t);
  const orderId = await kit.register();
  const foreign = (await import('node:crypto')).generateKeyPairSync('rsa', { modulusLength: 2048 }).publicKey.export({ type: 'spki', format: 'pem' }).toString();
  const answer = await kit.call('performP2P.do', { orderId, fromCard: { seToken: makeSeToken({ pan: NO_3DS, cvc: '123', expiry, mdOrder: orderId }, foreign) }, toCard: { pan: NO_3DS } });
  assertRefused(answer, '5', 'fromCard.seToken');
  assert.match(String(answer.errorMessage), /decrypted/);
});

test('seToken on paymentorder.do replaces $PAN, $CVC and $EXPIRY; with them it is refused', async (t) => {
  const kit = p2pSetup(t);
  const { rsa } = await keysOf(kit);
  const { userName, password } = kit.state.account.gateway;
  const call = async (op: string, params: Record<string, string>) => (await kit.app.inject({ method: 'POST', url: `/payment/rest/${op}`, headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: new URLSearchParams({ userName, password, ...params }).toString() })).json<Record<string, unknown>>();
  const order = String((await call('register.do', { orderNumber: 'SE-1', amount: '2500', returnUrl: 'https://shop.example/ok' })).orderId);
  const both = await call('paymentorder.do', { MDORDER: order, seToken: makeSeToken({ pan: NO_3DS, cvc: '123', expiry, mdOrder: order }, rsa), $PAN: NO_3DS });
  assert.equal(both.errorCode, '5');
  assert.equal(((both.details as Array<{ field: string }>)[0])?.field, '$PAN');
  const bad = await call('paymentorder.do', { MDORDER: order, seToken: makeSeToken({ pan: NO_3DS, cvc: '123', expiry, mdOrder: 'another-order' }, rsa) });
  assert.equal(bad.errorCode, '5');
  assert.equal(((bad.details as Array<{ field: string; rule: string }>)[0])?.field, 'seToken');
  const none = await call('paymentorder.do', { MDORDER: order });
  assert.equal(none.errorCode, '4');
  const paid = await call('paymentorder.do', { MDORDER: order, seToken: makeSeToken({ pan: NO_3DS, cvc: '123', expiry, mdOrder: order }, rsa) });
  assert.equal(paid.errorCode, '0', JSON.stringify(paid));
  const status = await call('getOrderStatusExtended.do', { orderId: order });
  assert.equal(status.orderStatus, 2);
});

test('wallet tokens: a decrypted Google Pay payload and an encrypted token pay; the cryptogram skips the gateway’s 3-D Secure; bad tokens name the field', async (t) => {
  const kit = p2pSetup(t);
  const { ec } = await keysOf(kit);
  const payer = await kit.card(50_000);
  const dpan = { pan: payer.block.pan, expiry: `${payer.block.expirationYear}${String(payer.block.expirationMonth).padStart(2, '0')}`, cryptogram: 'AgAAAAAABk4DWZ4C28yUQAAAAAA=', eci: '02' };
  const decrypted = await kit.register();
  await kit.ok('performP2P.do', { orderId: decrypted, fromCard: { vendor: 'GOOGLE_PAY', decryptedToken: true, paymentToken: decryptedWalletToken('GOOGLE_PAY', dpan) }, toCard: { pan: NO_3DS } });
  assert.deepEqual([(await kit.status(decrypted)).orderStatus, (await kit.status(decrypted)).resultCode], [2, 0]);
  const sealed = await kit.register();
  await kit.ok('performP2P.do', { orderId: sealed, fromCard: { vendor: 'GOOGLE_PAY', decryptedToken: false, protocolVersion: 'ECv2', paymentToken: encryptedWalletToken('GOOGLE_PAY', dpan, ec) }, toCard: { pan: NO_3DS } });
  assert.equal((await kit.status(sealed)).orderStatus, 2);
  const apple = await kit.register();
  await kit.ok('performP2P.do', { orderId: apple, fromCard: { vendor: 'APPLE_PAY', decryptedToken: true, paymentToken: decryptedWalletToken('APPLE_PAY', { ...dpan, pan: CHALLENGE, eci: '05' }) }, toCard: { pan: NO_3DS } });
  assert.equal((await kit.status(apple)).orderStatus, 2, 'a challenge card with a cryptogram needs no gateway challenge');
  const panOnly = await kit.register();
  const first = await kit.ok('performP2P.do', { orderId: panOnly, fromCard: { vendor: 'GOOGLE_PAY', decryptedToken: true, paymentToken: decryptedWalletToken('GOOGLE_PAY', { pan: CHALLENGE, expiry }) }, toCard: { pan: NO_3DS } });
  assert.equal(first.is3DSVer2, true, 'PAN_ONLY: the gateway authenticates the payer');
  const orderId = await kit.register();
  const before = kit.snapshot();
  assertRefused(await kit.call('performP2P.do', { orderId, fromCard: { vendor: 'GOOGLE_PAY', paymentToken: decryptedWalletToken('GOOGLE_PAY', dpan) }, toCard: { pan: NO_3DS } }), '4', 'fromCard.decryptedToken');
  assertRefused(await kit.call('performP2P.do', { orderId, fromCard: { vendor: 'GOOGLE_PAY', decryptedToken: true, paymentToken: 'e30=' }, toCard: { pan: NO_3DS } }), '5', 'fromCard.paymentToken');
  assertRefused(await kit.call('performP2P.do', { orderId, fromCard: { vendor: 'GOOGLE_PAY', decryptedToken: true, paymentToken: decryptedWalletToken('GOOGLE_PAY', dpan, new Date(Date.now() - 1000)) }, toCard: { pan: NO_3DS } }), '5', 'fromCard.paymentToken');
  const tampered = JSON.parse(encryptedWalletToken('GOOGLE_PAY', dpan, ec)) as { signedMessage: string };
  const message = JSON.parse(tampered.signedMessage) as Record<string, string>;
  tampered.signedMessage = JSON.stringify({ ...message, tag: Buffer.alloc(32).toString('base64') });
  assertRefused(await kit.call('performP2P.do', { orderId, fromCard: { vendor: 'GOOGLE_PAY', decryptedToken: false, paymentToken: JSON.stringify(tampered) }, toCard: { pan: NO_3DS } }), '5', 'fromCard.paymentToken');
  assertRefused(await kit.call('performP2P.do', { orderId, fromCard: { vendor: 'GOOGLE_PAY', decryptedToken: false, protocolVersion: 'ECv1', paymentToken: encryptedWalletToken('GOOGLE_PAY', dpan, ec) }, toCard: { pan: NO_3DS } }), '5', 'fromCard.protocolVersion');
  assertRefused(await kit.call('performP2P.do', { orderId, fromCard: { vendor: 'SAMSUNG_PAY', decryptedToken: true, paymentToken: 'e30=' }, toCard: { pan: NO_3DS } }), '5', 'fromCard.vendor');
  assert.equal(kit.snapshot(), before);
});

test('the app (3DS SDK) flow: frictionless, challenged and completed by the app, a wrong code declines, a bad SDK field is refused naming it', async (t) => {
  const kit = p2pSetup(t);
  const frictionless = await kit.register();
  const done = await kit.ok('performP2P.do', { orderId: frictionless, fromCard: { pan: '4111111111111111', cvc: '123', ...EXPIRY }, toCard: { pan: NO_3DS }, ...threeDsSdkFields() });
  assert.equal(done.is3DSVer2, undefined, 'no method step for an app');
  assert.equal((await kit.status(frictionless)).orderStatus, 2);

  const challenged = async (code: string) => {
    const orderId = await kit.register();
    const sdk = threeDsSdkFields();
    const answer = await kit.ok('performP2P.do', { orderId, fromCard: { pan: CHALLENGE, cvc: '123', ...EXPIRY }, toCard: { pan: NO_3DS }, ...sdk });
    for (const field of ['threeDSSDKKey', 'threeDSAcsTransactionId', 'threeDSAcsRefNumber', 'threeDSAcsSignedContent', 'threeDSDsTransID']) assert.equal(typeof answer[field], 'string', field);
    assert.equal(String(answer.threeDSAcsSignedContent).split('.').length, 3, 'a compact JWS');
    const ids = { threeDSServerTransID: String(answer.threeDSDsTransID), acsTransID: String(answer.threeDSAcsTransactionId), sdkTransID: sdk.threeDSSDKTransId };
    const acs = (body: object) => kit.app.inject({ method: 'POST', url: new URL(String(answer.acsUrl)).pathname, payload: body });
    const first = await acs(appCReq(ids, 0));
    assert.equal(first.statusCode, 200, first.body);
    assert.equal(first.json<Record<string, unknown>>().challengeCompletionInd, 'N');
    assert.equal((await acs(appCReq(ids, 0))).statusCode, 409, 'a counter out of order');
    assert.equal((await acs(appCReq({ ...ids, sdkTransID: '00000000-0000-4000-8000-000000000000' }, 1))).statusCode, 404);
    const cres = await acs(appCReq(ids, 1, { code }));
    assert.equal(cres.statusCode, 200, cres.body);
    const finish = await kit.ok('finishThreeDsVer2.do', { threeDSServerTransId: ids.threeDSServerTransID, orderId });
    return { transStatus: cres.json<Record<string, unknown>>().transStatus, status: await kit.status(orderId), finish };
  };
  const approved = await challenged('123456');
  assert.equal(approved.transStatus, 'Y');
  assert.deepEqual([approved.status.orderStatus, approved.status.resultCode], [2, 0]);
  const wrong = await challenged('000000');
  assert.equal(wrong.transStatus, 'N');
  assert.deepEqual([wrong.status.orderStatus, wrong.status.resultCode], [6, 151017]);

  const orderId = await kit.register();
  const missing: Record<string, unknown> = { ...threeDsSdkFields() };
  delete missing.threeDSSDKAppId;
  assertRefused(await kit.call('performP2P.do', { orderId, fromCard: { pan: CHALLENGE, cvc: '123', ...EXPIRY }, toCard: { pan: NO_3DS }, ...missing }), '4', 'threeDSSDKAppId');
  assertRefused(await kit.call('performP2P.do', { orderId, fromCard: { pan: CHALLENGE, cvc: '123', ...EXPIRY }, toCard: { pan: NO_3DS }, ...threeDsSdkFields(), threeDSSDKEphemPubKey: '{}' }), '5', 'threeDSSDKEphemPubKey');
  assert.equal((await kit.status(orderId)).orderStatus, 0);
});
