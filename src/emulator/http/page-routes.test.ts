/**
 * The payment page over HTTP (`app.inject`): formUrl opens a form with the order's amount and
 * description, paying sends the browser on to returnUrl or failUrl with the orderId, a settled
 * order's page says so, and bad or unknown input is an HTML 400/404 that changes nothing.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { ACTION_CODES } from '../domain/gateway/action-codes.js';
import { assertPage, FAIL_URL, formOf, labelOf, NEXT_YEAR_EXPIRY, pageSetup, refreshTarget, RETURN_URL } from './page-test-kit.js';

const NO_3DS = '4444 5555 1111 3333';
const card = (orderId: string, changes: Record<string, string> = {}) => ({ mdOrder: orderId, pan: NO_3DS, expiry: NEXT_YEAR_EXPIRY, cvc: '123', cardholder: 'Test Cardholder', ...changes });

test('formUrl opens the payment page: a labelled card form, the amount and the description, in English', async (t) => {
  const { register, get } = pageSetup(t);
  const { orderId, pagePath } = await register('A-1');
  assert.match(pagePath, /^\/payment\/merchants\/sandbox\/payment_en\.html\?mdOrder=/);
  const html = assertPage(await get(pagePath), 200);
  assert.deepEqual(['pan', 'expiry', 'cvc', 'cardholder'].map((id) => labelOf(html, id)), ['Card number', 'Expiry date (MM/YY)', 'Security code (CVC)', 'Cardholder name']);
  assert.match(html, /<button type="submit">Pay<\/button>/);
  assert.match(html, /25\.00 EUR/);
  assert.match(html, /Two concert tickets/);
  const form = formOf(html);
  assert.equal(form.action, '/payment/merchants/sandbox/payment_en.html');
  assert.equal(form.fields.mdOrder, orderId);
});

test('an order registered in Russian gets the Russian page; the page name decides the language', async (t) => {
  const { register, get } = pageSetup(t);
  const { orderId, pagePath } = await register('A-1', { language: 'ru' });
  assert.match(pagePath, /payment_ru\.html/);
  const html = assertPage(await get(pagePath), 200);
  assert.match(html, /<html lang="ru">/);
  assert.equal(labelOf(html, 'pan'), 'Номер карты');
  assert.match(html, /25,00 EUR/);
  const english = assertPage(await get(`/payment/merchants/sandbox/payment_en.html?mdOrder=${orderId}`), 200);
  assert.equal(labelOf(english, 'pan'), 'Card number');
});

test('merchant text is escaped: a description cannot put markup into the page', async (t) => {
  const { register, get } = pageSetup(t);
  const { pagePath } = await register('A-1', { description: '<script>alert("x")</script> & "more"' });
  const html = assertPage(await get(pagePath), 200);
  assert.doesNotMatch(html, /<script>alert/);
  assert.match(html, /&lt;script&gt;alert\(&quot;x&quot;\)&lt;\/script&gt; &amp; &quot;more&quot;/);
});

test('an approved payment sends the browser to returnUrl with the orderId; the order is paid', async (t) => {
  const { register, post, status } = pageSetup(t);
  const { orderId } = await register('A-1');
  const html = assertPage(await post('/payment/merchants/sandbox/payment_en.html', card(orderId)), 200);
  assert.equal(refreshTarget(html), `${RETURN_URL}?orderId=${orderId}`);
  assert.match(html, /Payment approved/);
  assert.deepEqual([(await status(orderId)).orderStatus, (await status(orderId)).actionCode], [2, 0]);
});

test('a wrong security code sends the browser to failUrl; the order is declined with 71015', async (t) => {
  const { register, post, status } = pageSetup(t);
  const { orderId } = await register('A-1');
  const html = assertPage(await post('/payment/merchants/sandbox/payment_en.html', card(orderId, { cvc: '999' })), 200);
  assert.equal(refreshTarget(html), `${FAIL_URL}?orderId=${orderId}`);
  const after = await status(orderId);
  assert.deepEqual([after.orderStatus, after.actionCode], [6, ACTION_CODES.wrongCardData.code]);
});

test('a form with bad fields comes back naming each field, without the card number or code, and the order is untouched', async (t) => {
  const { register, post, status } = pageSetup(t);
  const { orderId } = await register('A-1');
  const cases: [Record<string, string>, string][] = [
    [{ pan: '4444555511113334' }, 'pan'],
    [{ pan: '' }, 'pan'],
    [{ expiry: '13/30' }, 'expiry'],
    [{ expiry: '1230x' }, 'expiry'],
    [{ cvc: '12' }, 'cvc'],
    [{ cardholder: '' }, 'cardholder'],
    [{ cardholder: 'Иван Петров' }, 'cardholder'],
  ];
  for (const [changes, field] of cases) {
    const html = assertPage(await post('/payment/merchants/sandbox/payment_en.html', card(orderId, changes)), 400);
    assert.match(html, new RegExp(`id="${field}"[^>]*aria-invalid="true"`), `${JSON.stringify(changes)} marks ${field}`);
    assert.match(html, /role="alert"/);
    assert.equal(formOf(html).fields.pan, '', 'the card number is never sent back');
    assert.equal(formOf(html).fields.cvc, '', 'the security code is never sent back');
  }
  assert.equal((await status(orderId)).orderStatus, 0);
});

test('a paid order shows that it is paid instead of the form; a declined one that it was declined', async (t) => {
  const { register, post, get } = pageSetup(t);
  const paid = await register('A-1');
  await post('/payment/merchants/sandbox/payment_en.html', card(paid.orderId));
  const paidPage = assertPage(await get(paid.pagePath), 200);
  assert.match(paidPage, /This order has already been paid\./);
  assert.doesNotMatch(paidPage, /<form/);
  // Paying again through the page changes nothing.
  assertPage(await post('/payment/merchants/sandbox/payment_en.html', card(paid.orderId)), 200);

  const declined = await register('A-2');
  await post('/payment/merchants/sandbox/payment_en.html', card(declined.orderId, { cvc: '999' }));
  assert.match(assertPage(await get(declined.pagePath), 200), /The payment of this order was declined\./);
});

test('an order whose time ran out says so (and is declined by the time-out first)', async (t) => {
  const { register, get, moveClock, status } = pageSetup(t);
  const { orderId, pagePath } = await register('A-1', { sessionTimeoutSecs: 60 });
  assert.equal((await moveClock(61)).statusCode, 200);
  const html = assertPage(await get(pagePath), 200);
  assert.match(html, /The time to pay this order has run out\./);
  assert.equal((await status(orderId)).actionCode, ACTION_CODES.sessionExpired.code);
});

test('an unknown, missing or repeated mdOrder is a clear HTML 404 or 400, never a 5xx', async (t) => {
  const { get, post } = pageSetup(t);
  assert.match(assertPage(await get('/payment/merchants/sandbox/payment_en.html?mdOrder=no-such-order'), 404), /There is no such order/);
  assert.match(assertPage(await get('/payment/merchants/sandbox/payment_ru.html?mdOrder=no-such-order'), 404), /Такого заказа нет/);
  assert.match(assertPage(await get('/payment/merchants/sandbox/payment_en.html'), 400), /does not name an order/);
  assertPage(await get('/payment/merchants/sandbox/payment_en.html?mdOrder=a&mdOrder=b'), 400);
  assertPage(await get(`/payment/merchants/sandbox/payment_en.html?mdOrder=${'x'.repeat(5000)}`), 404);
  assertPage(await post('/payment/merchants/sandbox/payment_en.html', { mdOrder: 'no-such-order', pan: NO_3DS }), 404);
  assertPage(await post('/payment/merchants/sandbox/payment_en.html', {}), 400);
});
