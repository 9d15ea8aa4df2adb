/**
 * 3-D Secure 2 pages over HTTP: the method URLs, the method page of the payment page, the ACS
 * challenge (CReq in, CRes out to the finish URL), and the API flow of paymentorder.do with a
 * merchant's threeDSVer2FinishUrl or without one (the gateway's own finish page).
 */
import assert from 'node:assert/strict';
import { test, type TestContext } from 'node:test';
import { ACTION_CODES } from '../domain/gateway/action-codes.js';
import { ACS_CODE } from '../domain/gateway/three-ds.js';
import { assertPage, decode, FAIL_URL, formOf, NEXT_YEAR_EXPIRY, pageSetup, refreshTarget, RETURN_URL } from './page-test-kit.js';

const CHALLENGE = '5555555555555599';
const FRICTIONLESS = '4111111111111111';
const PAGE = '/payment/merchants/sandbox/payment_en.html';
const FINISH = 'https://shop.example/3ds-finished';

/** Pays on the payment page with a 3DS card; answers the method page. */
async function startOnPage(t: TestContext, pan: string) {
  const kit = pageSetup(t);
  const { orderId } = await kit.register('A-1');
  const method = assertPage(await kit.post(PAGE, { mdOrder: orderId, pan, expiry: NEXT_YEAR_EXPIRY, cvc: '123', cardholder: 'Test Cardholder' }), 200);
  return { ...kit, orderId, method };
}

/** The API flow up to the ACS: two paymentorder.do calls; answers acsUrl and packedCReq. */
async function challengeByApi(t: TestContext, finishUrl?: string) {
  const kit = pageSetup(t);
  const { orderId } = await kit.register('A-1');
  const first = await kit.call('paymentorder.do', { MDORDER: orderId, $PAN: CHALLENGE, $EXPIRY: `20${NEXT_YEAR_EXPIRY.slice(3)}12`, $CVC: '123', TEXT: 'TEST' });
  assert.equal(first.is3DSVer2, true);
  const second = await kit.call('paymentorder.do', { MDORDER: orderId, $PAN: CHALLENGE, $EXPIRY: `20${NEXT_YEAR_EXPIRY.slice(3)}12`, threeDSServerTransId: first.threeDSServerTransId, ...(finishUrl ? { threeDSVer2FinishUrl: finishUrl } : {}) });
  const acsUrl = new URL(String(second.acsUrl));
  return { ...kit, orderId, first, acsPath: acsUrl.pathname, creq: String(second.packedCReq) };
}

test('the method page posts the browser data to both method URLs in hidden iframes, then continues', async (t) => {
  const { method, state } = await startOnPage(t, CHALLENGE);
  const server = formOf(method, 'method-server');
  const acs = formOf(method, 'method-acs');
  assert.equal(server.action, '/payment/3ds2/method.do');
  assert.equal(acs.action, '/acs/method');
  assert.match(method, /<form id="method-server" method="post" action="[^"]*" target="threeds-server" hidden>/);
  const data = JSON.parse(Buffer.from(server.fields.threeDSMethodData ?? '', 'base64').toString()) as Record<string, string>;
  assert.equal(formOf(method, 'continue').fields.threeDSServerTransId, data.threeDSServerTransID);
  assert.match(data.threeDSMethodNotificationURL ?? '', /^http:\/\/.+\/payment\/3ds2\/method\.do$/);
  assert.equal(formOf(method, 'continue').action, '/payment/3ds2/continue.do');
  assert.equal(state.sandbox.gateway.threeDs.get(data.threeDSServerTransID ?? '')?.methodCompleted, false);
});

test('a method URL records the browser data; unknown or unreadable data is a 404 or 400 page', async (t) => {
  const { method, post, state } = await startOnPage(t, CHALLENGE);
  const { threeDSMethodData } = formOf(method, 'method-server').fields;
  const transId = formOf(method, 'continue').fields.threeDSServerTransId ?? '';
  assert.match(assertPage(await post('/payment/3ds2/method.do', { threeDSMethodData: threeDSMethodData ?? '' }), 200), /threeDSMethodDone/);
  assertPage(await post('/acs/method', { threeDSMethodData: threeDSMethodData ?? '' }), 200);
  assert.equal(state.sandbox.gateway.threeDs.get(transId)?.methodCompleted, true);
  const unknown = Buffer.from(JSON.stringify({ threeDSServerTransID: 'nope' })).toString('base64');
  assertPage(await post('/payment/3ds2/method.do', { threeDSMethodData: unknown }), 404);
  assertPage(await post('/acs/method', { threeDSMethodData: '%%%not base64' }), 400);
  assertPage(await post('/acs/method', {}), 400);
});

test('page flow, challenge: continue leads to the ACS, the right code pays, and the browser ends on returnUrl', async (t) => {
  const { method, post, status, orderId } = await startOnPage(t, CHALLENGE);
  const toAcs = assertPage(await post('/payment/3ds2/continue.do', formOf(method, 'continue').fields), 200);
  const creqForm = formOf(toAcs, 'to-acs');
  assert.equal(creqForm.action, '/acs/challenge');
  assert.equal(decode(creqForm.fields.creq ?? '').messageType, 'CReq');
  const acs = assertPage(await post(creqForm.action, creqForm.fields), 200);
  assert.match(acs, /<label for="code">One-time code<\/label>/);
  assert.match(acs, /555555\*{6}5599/);
  assert.doesNotMatch(acs, /5555555555555599/);
  const answer = formOf(acs);
  const done = assertPage(await post(answer.action, { ...answer.fields, code: ACS_CODE, action: 'confirm' }), 200);
  const back = formOf(done, 'to-finish');
  assert.equal(new URL(back.action).pathname, '/payment/3ds2/finish.do', 'no finish URL given: the gateway\'s own page');
  assert.equal(decode(back.fields.cres ?? '').transStatus, 'Y');
  const result = assertPage(await post(new URL(back.action).pathname, back.fields), 200);
  assert.equal(refreshTarget(result), `${RETURN_URL}?orderId=${orderId}`);
  const paid = await status(orderId);
  assert.deepEqual([paid.orderStatus, paid.cardAuthInfo?.secureAuthInfo?.eci], [2, 2]);
});

test('page flow, frictionless: continue pays at once, without the ACS', async (t) => {
  const { method, post, orderId } = await startOnPage(t, FRICTIONLESS);
  const result = assertPage(await post('/payment/3ds2/continue.do', formOf(method, 'continue').fields), 200);
  assert.equal(refreshTarget(result), `${RETURN_URL}?orderId=${orderId}`);
});

test('API flow: CReq round trip to the merchant\'s finish URL, with the message fields of docs/design.md', async (t) => {
  const { first, acsPath, creq, post, status, orderId } = await challengeByApi(t, FINISH);
  const message = decode(creq);
  assert.deepEqual(message, { threeDSServerTransID: first.threeDSServerTransId, messageType: 'CReq', messageVersion: '2.1.0', acsTransID: message.acsTransID, challengeWindowSize: '05' });
  const acs = assertPage(await post(acsPath, { creq }), 200);
  const answer = formOf(acs);
  const done = assertPage(await post(answer.action, { ...answer.fields, code: ACS_CODE, action: 'confirm' }), 200);
  const back = formOf(done, 'to-finish');
  assert.equal(back.action, FINISH);
  assert.deepEqual(decode(back.fields.cres ?? ''), { threeDSServerTransID: first.threeDSServerTransId, acsTransID: message.acsTransID, messageType: 'CRes', messageVersion: '2.1.0', transStatus: 'Y' });
  assert.equal((await status(orderId)).orderStatus, 2);
});

test('a wrong code or cancel declines with 151017 and a CRes saying N; the gateway\'s finish page goes to failUrl', async (t) => {
  for (const answerWith of [{ code: '000000', action: 'confirm' }, { code: '', action: 'cancel' }]) {
    const { acsPath, creq, post, status, orderId } = await challengeByApi(t);
    const answer = formOf(assertPage(await post(acsPath, { creq }), 200));
    const done = assertPage(await post(answer.action, { ...answer.fields, ...answerWith }), 200);
    const back = formOf(done, 'to-finish');
    assert.equal(decode(back.fields.cres ?? '').transStatus, 'N');
    const after = await status(orderId);
    assert.deepEqual([after.orderStatus, after.actionCode], [6, ACTION_CODES.authenticationFailed.code], answerWith.action);
    assert.equal(refreshTarget(assertPage(await post(new URL(back.action).pathname, back.fields), 200)), `${FAIL_URL}?orderId=${orderId}`);
    // The challenge is over: answering again or bringing the CReq again is refused, nothing changes.
    assertPage(await post(answer.action, { ...answer.fields, code: ACS_CODE, action: 'confirm' }), 409);
    assertPage(await post(acsPath, { creq }), 409);
    assert.equal((await status(orderId)).orderStatus, 6);
  }
});

test('an empty code asks again and changes nothing', async (t) => {
  const { acsPath, creq, post, status, orderId } = await challengeByApi(t);
  const answer = formOf(assertPage(await post(acsPath, { creq }), 200));
  assert.match(assertPage(await post(answer.action, { ...answer.fields, code: ' ', action: 'confirm' }), 400), /Type the one-time code/);
  assert.equal((await status(orderId)).orderStatus, 5);
});

test('a bad or unknown CReq, a CRes too early and a bad CRes are clear 400/404/409 pages', async (t) => {
  const { acsPath, creq, post, first } = await challengeByApi(t);
  const message = decode(creq);
  const pack = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
  assertPage(await post(acsPath, { creq: 'not-a-creq' }), 400);
  assertPage(await post(acsPath, {}), 400);
  assertPage(await post(acsPath, { creq: pack({ ...message, messageType: 'CRes' }) }), 400);
  assertPage(await post(acsPath, { creq: pack({ ...message, acsTransID: 'another' }) }), 404);
  assertPage(await post(acsPath, { creq: pack({ ...message, threeDSServerTransID: 'unknown' }) }), 404);
  assertPage(await post('/acs/challenge/answer', { threeDSServerTransID: 'unknown', acsTransID: 'x', code: ACS_CODE }), 404);
  const early = pack({ threeDSServerTransID: first.threeDSServerTransId, acsTransID: message.acsTransID, messageType: 'CRes', messageVersion: '2.1.0', transStatus: 'Y' });
  assertPage(await post('/payment/3ds2/finish.do', { cres: early }), 409);
  assertPage(await post('/payment/3ds2/finish.do', { cres: 'garbage' }), 400);
  assertPage(await post('/payment/3ds2/continue.do', { mdOrder: 'unknown', threeDSServerTransId: 'x' }), 404);
});

test('a session that ends while the customer is at the ACS: the answer shows the time-out, sends no cres, and the order is declined -2007', async (t) => {
  const { acsPath, creq, post, status, orderId, moveClock } = await challengeByApi(t);
  const answer = formOf(assertPage(await post(acsPath, { creq }), 200));
  assert.equal((await moveClock(1200)).statusCode, 200);
  const html = assertPage(await post(answer.action, { ...answer.fields, code: ACS_CODE, action: 'confirm' }), 200);
  assert.match(html, /The time to pay this order has run out\./);
  assert.doesNotMatch(html, /name="cres"/);
  const after = await status(orderId);
  assert.deepEqual([after.orderStatus, after.actionCode], [6, ACTION_CODES.sessionExpired.code]);
});
