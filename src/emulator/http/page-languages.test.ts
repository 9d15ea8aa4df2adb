/**
 * The gateways' pages speak one language each: the Russian pages (payment page, its refusals and
 * result, the settled and not-found pages, the bank's challenge page for a Russian order, the P2P
 * transfer page) show no Latin words but codes, and the English ones no Cyrillic. What a person
 * reads counts: the text between tags and the attributes shown (placeholders, titles, labels).
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { foreignWords } from './language-test-kit.js';
import { assertPage, NEXT_YEAR_EXPIRY, pageSetup } from './page-test-kit.js';
import { CHALLENGE, NO_3DS, p2pSetup, testFromCard } from './p2p-test-kit.js';

/** The text a person reads on a page. */
function readable(html: string): string {
  const shown = [...html.matchAll(/\s(?:placeholder|title|aria-label|alt)="([^"]*)"/g)].map((m) => m[1]).join(' ');
  const body = html.replace(/<script[\s\S]*?<\/script>|<style[\s\S]*?<\/style>/g, ' ').replace(/<[^>]+>/g, ' ');
  return `${body} ${shown}`.replace(/&[a-z#0-9]+;/g, ' ').replace(/\s+/g, ' ');
}

/** Latin words of a Russian page beyond codes, or Cyrillic of an English one; `own` are the merchant's and the card's words. */
function strayWords(html: string, language: 'en' | 'ru', own: readonly string[] = []): string[] {
  const text = own.reduce((rest, word) => rest.replaceAll(word, ' '), readable(html));
  return foreignWords(text, language, new Set());
}

test("the payment page, its refusals, results and messages are wholly in the order's language", async (t) => {
  const { register, get, post } = pageSetup(t);
  const own = ['Два билета', 'Two concert tickets'];
  for (const language of ['ru', 'en'] as const) {
    const description = language === 'ru' ? 'Два билета' : 'Two concert tickets';
    const { orderId, pagePath } = await register(`A-${language}`, { language, description });
    const page = `/payment/merchants/sandbox/payment_${language}.html`;
    const pages = {
      form: assertPage(await get(pagePath), 200),
      refused: assertPage(await post(page, { mdOrder: orderId, pan: '1234', expiry: '13/99', cvc: 'x', cardholder: 'Иван' }), 400),
      result: assertPage(await post(page, { mdOrder: orderId, pan: '4444 5555 1111 3333', expiry: NEXT_YEAR_EXPIRY, cvc: '999', cardholder: 'TEST CARDHOLDER' }), 200),
      settled: assertPage(await get(pagePath), 200),
      notFound: assertPage(await get(`${page}?mdOrder=no-such-order`), 404),
      badRequest: assertPage(await get(page), 400),
    };
    for (const [name, html] of Object.entries(pages)) assert.deepEqual(strayWords(html, language, [...own, 'Иван', 'TEST CARDHOLDER']), [], `${language} ${name} page: ${readable(html)}`);
    assert.match(pages.settled, language === 'ru' ? /Оплата этого заказа отклонена/ : /The payment of this order was declined/);
  }
});

test("the P2P transfer page and the bank's challenge page of a Russian order are wholly in Russian", async (t) => {
  const kit = p2pSetup(t);
  const orderId = await kit.register({ language: 'ru' });
  const page = await kit.app.inject({ method: 'GET', url: `/payment/merchants/sandbox/p2p_ru.html?mdOrder=${orderId}` });
  assert.deepEqual(strayWords(assertPage(page, 200), 'ru', [`P2P-`]), [], readable(page.body));
  const refused = await kit.app.inject({ method: 'POST', url: '/payment/merchants/sandbox/p2p_ru.html', headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: new URLSearchParams({ mdOrder: orderId, pan: '12' }).toString() });
  assert.deepEqual(strayWords(refused.body, 'ru', ['P2P-']), [], readable(refused.body));

  const challenged = await kit.register({ language: 'ru' });
  const first = await kit.ok('performP2P.do', { orderId: challenged, fromCard: testFromCard(CHALLENGE), toCard: { pan: NO_3DS } });
  const second = await kit.ok('performP2P.do', { orderId: challenged, threeDSServerTransId: first.threeDSServerTransId });
  const acs = await kit.app.inject({ method: 'POST', url: new URL(String(second.acsUrl)).pathname, headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: new URLSearchParams({ creq: String(second.packedCReq) }).toString() });
  assert.deepEqual(strayWords(assertPage(acs, 200), 'ru', ['P2P-']), [], readable(acs.body));
});
