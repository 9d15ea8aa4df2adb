/**
 * 3-D Secure 2 on P2P transfers over HTTP: the first and second perform calls, the method URLs,
 * the ACS page answering a P2P session, finishThreeDsVer2.do, abandoned and timed-out challenges,
 * the SDK flow, the merchant's own 3DS result, and the gateway's P2P page.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { threeDsSdkFields } from '../../clients/card-inputs.js';
import { P2P_SPEC_FINISH_PATH } from '../../contracts/p2p/index.js';
import { unpack } from '../domain/gateway/three-ds.js';
import { assertRefused, CHALLENGE, FRICTIONLESS, FRICTIONLESS_DECLINE, NO_3DS, p2pSetup, RETURN_URL, testFromCard } from './p2p-test-kit.js';

const FINISH_URL = 'https://shop.example/3ds-finish';
const form = (fields: Record<string, string>) => ({ headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: new URLSearchParams(fields).toString() });
const hidden = (html: string, name: string) => new RegExp(`name="${name}" value="([^"]*)"`).exec(html)?.[1] ?? '';

test('first call: is3DSVer2 with the method URLs in both spellings and the packed data; the method URL takes the browser data', async (t) => {
  const kit = p2pSetup(t);
  const orderId = await kit.register();
  const first = await kit.ok('performP2P.do', { orderId, fromCard: testFromCard(FRICTIONLESS), toCard: { pan: NO_3DS } });
  assert.equal(first.is3DSVer2, true);
  assert.equal(first.threeDSMethodUrlServer, first.threeDSMethodURLServer);
  assert.equal(first.threeDSMethodUrl, first.threeDSMethodURL);
  const data = unpack(String(first.threeDSMethodDataPacked));
  assert.equal(data?.threeDSServerTransID, first.threeDSServerTransId);
  assert.equal((await kit.status(orderId)).orderStatus, 5, 'ACS authentication started');
  const method = await kit.app.inject({ method: 'POST', url: new URL(String(first.threeDSMethodUrlServer)).pathname, ...form({ threeDSMethodData: String(first.threeDSMethodDataPacked) }) });
  assert.equal(method.statusCode, 200, method.body);
  assertRefused(await kit.call('performP2P.do', { orderId, threeDSServerTransId: '00000000-0000-0000-0000-000000000000' }), '5', 'threeDSServerTransId');
  const second = await kit.ok('performP2P.do', { orderId, threeDSServerTransId: first.threeDSServerTransId });
  assert.equal(second.redirect, `${RETURN_URL}?orderId=${orderId}`);
  assert.deepEqual([(await kit.status(orderId)).orderStatus, (await kit.status(orderId)).resultCode], [2, 0]);
});

test('a Visa card in 3-D Secure needs an e-mail or a phone; a frictionless decline declines the transfer', async (t) => {
  const kit = p2pSetup(t);
  const silent = await kit.register({ email: undefined });
  assertRefused(await kit.call('performP2P.do', { orderId: silent, fromCard: testFromCard(FRICTIONLESS), toCard: { pan: NO_3DS } }), '4', 'email');
  assert.equal((await kit.status(silent)).orderStatus, 0);
  const first = await kit.ok('performP2P.do', { orderId: silent, fromCard: testFromCard(FRICTIONLESS), toCard: { pan: NO_3DS }, orderPayerData: { mobilePhone: '+491511234567' } });
  assert.equal(first.is3DSVer2, true);
  const declined = await kit.register();
  const start = await kit.ok('performP2P.do', { orderId: declined, fromCard: testFromCard(FRICTIONLESS_DECLINE), toCard: { pan: NO_3DS } });
  const done = await kit.ok('performP2P.do', { orderId: declined, threeDSServerTransId: start.threeDSServerTransId });
  assert.equal(done.info, 'Redirecting...');
  assert.deepEqual([(await kit.status(declined)).orderStatus, (await kit.status(declined)).resultCode], [6, 151017]);
});

/** Up to the challenge: the second call answers acsUrl and packedCReq. */
async function challenge(kit: ReturnType<typeof p2pSetup>) {
  const orderId = await kit.register({ orderDescription: 'Rent share' });
  const first = await kit.ok('performP2P.do', { orderId, fromCard: testFromCard(CHALLENGE), toCard: { pan: NO_3DS } });
  const second = await kit.ok('performP2P.do', { orderId, threeDSServerTransId: first.threeDSServerTransId, threeDSVer2FinishUrl: FINISH_URL });
  assert.equal(typeof second.packedCReq, 'string');
  const page = await kit.app.inject({ method: 'POST', url: new URL(String(second.acsUrl)).pathname, ...form({ creq: String(second.packedCReq) }) });
  assert.equal(page.statusCode, 200, page.body);
  const answer = (fields: Record<string, string>) => kit.app.inject({ method: 'POST', url: '/acs/challenge/answer', ...form({ threeDSServerTransID: hidden(page.body, 'threeDSServerTransID'), acsTransID: hidden(page.body, 'acsTransID'), ...fields }) });
  return { orderId, transId: String(first.threeDSServerTransId), page: page.body, answer };
}

test('a challenge: the ACS page shows the P2P order, the right code sends cres to the finish URL, finishThreeDsVer2 performs', async (t) => {
  const kit = p2pSetup(t);
  const { orderId, transId, page, answer } = await challenge(kit);
  assert.match(page, /Rent share/);
  assert.match(page, /555555\*{6}5599/);
  const done = await answer({ code: '123456', action: 'confirm' });
  assert.equal(done.statusCode, 200, done.body);
  assert.match(done.body, new RegExp(`action="${FINISH_URL}"`));
  assert.equal(unpack(hidden(done.body, 'cres'))?.transStatus, 'Y');
  assert.equal((await kit.status(orderId)).orderStatus, 5, 'authenticated, waiting for the finish call');
  const finished = await kit.ok('finishThreeDsVer2.do', { threeDSServerTransId: transId, orderId });
  assert.equal(finished.info, 'Your payment has been processed, redirecting...');
  assert.equal((finished.statusResponse as { orderStatus: number }).orderStatus, 2);
  assert.deepEqual(await kit.ok('finishThreeDsVer2.do', { threeDSServerTransId: transId }), finished, 'finishing again answers the same result');
  assertRefused(await kit.call('finishThreeDsVer2.do', { threeDSServerTransId: transId, orderId: '00000000-0000-0000-0000-000000000000' }), '5', 'threeDSServerTransId');
});

test('finishThreeDsVer2.do answers alike at the path spec 03 writes literally, under the same signature rules', async (t) => {
  const kit = p2pSetup(t);
  const { orderId, transId, answer } = await challenge(kit);
  await answer({ code: '123456', action: 'confirm' });
  const post = async (body: Record<string, unknown>, signing: { omit?: 'signature' } = {}, contentType = 'application/json') => {
    const raw = JSON.stringify({ ...kit.credentials, ...body });
    const res = await kit.app.inject({ method: 'POST', url: P2P_SPEC_FINISH_PATH, payload: raw, headers: { ...kit.headersFor(raw, signing), 'content-type': contentType } });
    assert.equal(res.statusCode, 200, res.body);
    return res.json<Record<string, unknown>>();
  };
  assertRefused(await post({ threeDSServerTransId: transId }, { omit: 'signature' }), '5', 'X-Signature');
  assertRefused(await post({ threeDSServerTransId: transId }, {}, 'text/plain'), '5', 'content-type');
  assertRefused(await post({}), '4', 'threeDSServerTransId');
  assert.equal((await kit.status(orderId)).orderStatus, 5, 'the refusals changed nothing');
  const finished = await post({ threeDSServerTransId: transId, orderId });
  assert.equal(finished.errorCode, '0', JSON.stringify(finished));
  assert.equal((finished.statusResponse as { orderStatus: number }).orderStatus, 2);
  assert.deepEqual(await kit.ok('finishThreeDsVer2.do', { threeDSServerTransId: transId, orderId }), finished, "the P2P group's path answers the same result");
});

test('a wrong code or a cancel declines at once; a challenge nobody answered is declined by the finish call', async (t) => {
  const kit = p2pSetup(t);
  const wrong = await challenge(kit);
  assert.equal(unpack(hidden((await wrong.answer({ code: '000000', action: 'confirm' })).body, 'cres'))?.transStatus, 'N');
  assert.deepEqual([(await kit.status(wrong.orderId)).orderStatus, (await kit.status(wrong.orderId)).resultCode], [6, 151017]);
  const cancelled = await challenge(kit);
  await cancelled.answer({ action: 'cancel' });
  assert.equal((await kit.status(cancelled.orderId)).resultCode, 151017);
  const abandoned = await challenge(kit);
  const finished = await kit.ok('finishThreeDsVer2.do', { threeDSServerTransId: abandoned.transId });
  assert.equal(finished.info, 'Redirecting...');
  assert.equal((await kit.status(abandoned.orderId)).resultCode, 151017);
  assert.equal((await abandoned.answer({ code: '123456', action: 'confirm' })).statusCode, 409, 'the ACS knows the challenge is over');
});

test('a challenge nobody answers runs out with the order session, and the merchant is told', async (t) => {
  const kit = p2pSetup(t);
  const orderId = await kit.register({ sessionTimeoutSecs: 60, dynamicCallbackUrl: 'http://127.0.0.1:9/callbacks' });
  const first = await kit.ok('performP2P.do', { orderId, fromCard: testFromCard(CHALLENGE), toCard: { pan: NO_3DS } });
  await kit.ok('performP2P.do', { orderId, threeDSServerTransId: first.threeDSServerTransId });
  await kit.app.inject({ method: 'POST', url: '/__emulator/clock', payload: { advanceSeconds: 61 } });
  assert.deepEqual([(await kit.status(orderId)).orderStatus, (await kit.status(orderId)).resultCode], [6, -2007]);
  const told = kit.state.sandbox.gateway.callbacks.all().filter((c) => c.params.mdOrder === orderId);
  assert.deepEqual(told.map((c) => [c.url, c.params.operation, c.params.status]), [['http://127.0.0.1:9/callbacks', 'declinedByTimeout', '0']]);
});

test('the SDK flow skips the method step; the merchant’s own 3DS result skips the gateway’s; instant perform has its two calls', async (t) => {
  const kit = p2pSetup(t);
  const sdk = threeDsSdkFields();
  const app = await kit.register();
  const answer = await kit.ok('performP2P.do', { orderId: app, fromCard: testFromCard(CHALLENGE), toCard: { pan: NO_3DS }, ...sdk });
  assert.equal(typeof answer.acsUrl, 'string');
  assert.equal(typeof answer.threeDSAcsTransactionId, 'string');
  assert.equal(answer.is3DSVer2, undefined);
  const own = await kit.register();
  await kit.ok('performP2P.do', { orderId: own, fromCard: { ...testFromCard(CHALLENGE), threeDsAuthResult: { eci: 2, threeDsType: 'BROWSER' } }, toCard: { pan: NO_3DS } });
  assert.equal((await kit.status(own)).orderStatus, 2);
  const order = { orderNumber: 'I-3DS', amount: 500, returnUrl: RETURN_URL, email: 'payer@example.com' };
  const first = await kit.ok('instantPerformP2P.do', { ...order, fromCard: testFromCard(CHALLENGE), toCard: { pan: NO_3DS } });
  const second = await kit.ok('instantPerformP2P.do', { ...order, threeDSVer2MdOrder: first.orderId, threeDSServerTransId: first.threeDSServerTransId });
  assert.equal(second.orderId, first.orderId, 'the second call registers nothing');
  assert.equal(typeof second.packedCReq, 'string');
});

test("the gateway's P2P page: both cards typed, 3-D Secure on the way, back to the shop", async (t) => {
  const kit = p2pSetup(t);
  const register = await kit.ok('registerP2P.do', { orderNumber: 'PAGE-1', amount: 1500, returnUrl: RETURN_URL });
  const path = new URL(String(register.formUrl)).pathname + new URL(String(register.formUrl)).search;
  const open = await kit.app.inject({ method: 'GET', url: path });
  assert.equal(open.statusCode, 200);
  for (const label of ['Card number', 'Security code (CVC)', "Recipient&#39;s card number", 'Send']) assert.ok(open.body.includes(label), label);
  const send = (fields: Record<string, string>) => kit.app.inject({ method: 'POST', url: path.split('?')[0]!, ...form({ mdOrder: String(register.orderId), ...fields }) });
  const typo = await send({ pan: '5555 5555 5555 5598', expiry: '12/40', cvc: '123', cardholder: 'Jane Doe', toPan: NO_3DS });
  assert.equal(typo.statusCode, 400);
  assert.match(typo.body, /aria-invalid="true"/);
  const method = await send({ pan: '5555 5555 5555 5599', expiry: '12/40', cvc: '123', cardholder: 'Jane Doe', toPan: NO_3DS });
  assert.match(method.body, /threeDSMethodData/);
  const toAcs = await kit.app.inject({ method: 'POST', url: '/payment/p2p/3ds2/continue.do', ...form({ mdOrder: hidden(method.body, 'mdOrder'), threeDSServerTransId: hidden(method.body, 'threeDSServerTransId'), language: 'en' }) });
  const creq = hidden(toAcs.body, 'creq');
  const acs = await kit.app.inject({ method: 'POST', url: '/acs/challenge', ...form({ creq }) });
  const done = await kit.app.inject({ method: 'POST', url: '/acs/challenge/answer', ...form({ threeDSServerTransID: hidden(acs.body, 'threeDSServerTransID'), acsTransID: hidden(acs.body, 'acsTransID'), code: '123456', action: 'confirm' }) });
  assert.match(done.body, /action="http:\/\/localhost:80\/payment\/p2p\/3ds2\/finish\.do"/);
  const result = await kit.app.inject({ method: 'POST', url: '/payment/p2p/3ds2/finish.do', ...form({ cres: hidden(done.body, 'cres') }) });
  assert.match(result.body, new RegExp(`url=${RETURN_URL.replace(/[/.]/g, '\\$&')}\\?orderId=${String(register.orderId)}`));
  assert.equal((await kit.status(String(register.orderId))).orderStatus, 2);
});
