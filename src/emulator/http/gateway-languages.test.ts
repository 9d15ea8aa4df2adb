/**
 * One language per answer on the e-commerce and P2P gateways: every refusal the contracts can
 * produce (the generators' one-rule invalid cases of every operation) is sent in Russian, in
 * English and in a language the gateway does not speak (answered in English), and each answer's
 * texts (errorMessage, details, info, decline texts) must be wholly in its language. Russian may
 * quote parameter names and codes, nothing else in Latin; English has no Cyrillic.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { z } from 'zod';
import { gatewayOperations } from '../../contracts/gateway/index.js';
import { p2pOperations } from '../../contracts/p2p/index.js';
import { operationInvalidCases } from '../../../generators/operation-examples.js';
import { russianOf } from '../providers/gateway-common/russian.js';
import { foreignWords, languageSetup, memberNames, schemaNames, textsOf } from './language-test-kit.js';

type Body = Record<string, unknown>;
type Detail = { field: string; rule: string; message: string };

const tables: ['gateway' | 'p2p', Record<string, { request: z.ZodType }>][] = [
  ['gateway', gatewayOperations],
  ['p2p', p2pOperations],
];

const requestOf = (iface: 'gateway' | 'p2p', operation: string): z.ZodType => (iface === 'gateway' ? gatewayOperations : p2pOperations)[operation as never]['request'];

test('every refusal the contracts can produce answers wholly in the language asked for (ru, en; another: en)', async (t) => {
  const kit = await languageSetup(t);
  const mixed: string[] = [];
  const untranslated = new Set<string>();
  let cases = 0;
  let refused = 0;
  for (const [iface, table] of tables) {
    for (const [operation, contract] of Object.entries(table)) {
      const known = schemaNames(contract.request);
      for (const invalid of operationInvalidCases(iface, operation, contract.request, 'body', kit.context)) {
        cases += 1;
        for (const asked of ['ru', 'en', 'de']) {
          // A case that breaks the language itself is answered in English, whatever it asked for.
          const body: Body = invalid.field === 'language' ? invalid.body : { ...invalid.body, language: asked };
          const language = invalid.field !== 'language' && asked === 'ru' ? 'ru' : 'en';
          const answer = await kit.send(iface, operation, body);
          if (answer.errorCode !== '0') refused += 1;
          const details = (answer.details ?? []) as Detail[];
          const names = memberNames(body, new Set(known));
          for (const d of details) for (const part of d.field.split('.')) names.add(part);
          for (const { path, text } of textsOf(answer)) {
            const foreign = foreignWords(text, language, names);
            if (foreign.length > 0) mixed.push(`${invalid.operation} ${invalid.field} (${invalid.rule}) in ${asked}: ${path} "${text}" has ${foreign.join(', ')}`);
          }
          // The English a contract writes must have a Russian of its own, not a rule's generic text.
          if (asked === 'en') for (const d of details) if (russianOf(d.message, d.rule) === undefined) untranslated.add(`${d.rule}: ${d.message}`);
        }
      }
    }
  }
  assert.ok(cases > 300, `the generators give the refusals of every operation (${cases})`);
  assert.ok(refused > cases * 2, `nearly every case is refused (${refused} of ${cases * 3})`);
  assert.deepEqual(mixed.slice(0, 40), [], `${mixed.length} texts mix languages`);
  assert.deepEqual([...untranslated], [], 'field rule messages without a Russian of their own');
});

test('business refusals, info and decline texts follow the language too, on both gateways', async (t) => {
  const kit = await languageSetup(t);
  const gw = { userName: kit.context.gateway.userName, password: kit.context.gateway.password };
  const card = { $PAN: '4444555511113333', $EXPIRY: kit.context.card.expiry, $CVC: '123', TEXT: 'TEST CARDHOLDER' };
  const fromCard = { pan: '4444555511113333', cvc: '123', expirationYear: 2099, expirationMonth: 12, cardholderName: 'TEST CARDHOLDER' };
  const register = async (orderNumber: string, extra: Body = {}) => String((await kit.send('gateway', 'register.do', { ...gw, orderNumber, amount: 100, returnUrl: 'https://shop.example/ok', ...extra })).orderId);
  let checked = 0;
  /** Sends the request in Russian and in English (`body` may differ per language); each answer must be wholly in its language. Answers the Russian one. */
  const inBoth = async (iface: 'gateway' | 'p2p', operation: string, body: Body | ((language: string) => Body | Promise<Body>), expected: string | number): Promise<Body> => {
    const answers: Body[] = [];
    for (const language of ['ru', 'en'] as const) {
      const sent = typeof body === 'function' ? await body(language) : body;
      const answer = await kit.send(iface, operation, { ...(iface === 'gateway' ? gw : kit.credentials), ...sent, language });
      assert.equal(answer.errorCode ?? answer.ErrorCode, expected, `${operation} in ${language}: ${JSON.stringify(answer)}`);
      const names = memberNames(sent, schemaNames(requestOf(iface, operation)));
      const texts = textsOf(answer);
      for (const { text } of texts) assert.deepEqual(foreignWords(text, language, names), [], `${operation} in ${language}: "${text}"`);
      if (language === 'ru') assert.ok(texts.some(({ text }) => /[а-я]/.test(text)), `${operation} answers in Russian: ${JSON.stringify(answer)}`);
      answers.push(answer);
    }
    checked += 1;
    return answers[0]!;
  };

  await inBoth('gateway', 'register.do', { orderNumber: 'B-0', amount: 2500, returnUrl: 'https://shop.example/ok', currency: '840' }, '3');
  await register('B-1');
  await inBoth('gateway', 'register.do', { orderNumber: 'B-1', amount: 2500, returnUrl: 'https://shop.example/ok' }, '1');
  await inBoth('gateway', 'paymentorder.do', { MDORDER: '00000000-0000-0000-0000-000000000009', ...card }, '6');
  const stores = await inBoth('gateway', 'paymentorder.do', { MDORDER: await register('B-2'), ...card, tii: 'CI' }, '5');
  assert.equal((stores.details as Detail[])[0]?.rule, 'store');
  const paid = await inBoth('gateway', 'paymentorder.do', async (l) => ({ MDORDER: await register(`B-3-${l}`, { clientId: 'c-1', features: 'FORCE_CREATE_BINDING' }), ...card }), '0');
  assert.equal(paid.info, 'Ваш платёж обработан, выполняется переход...');
  const declined = await inBoth('gateway', 'paymentorder.do', async (l) => ({ MDORDER: await register(`B-4-${l}`), ...card, $CVC: '999' }), '0');
  assert.equal(declined.info, 'Выполняется переход...');
  const declinedOrder = new URL(String(declined.redirect)).searchParams.get('orderId');
  const status = await inBoth('gateway', 'getOrderStatusExtended.do', { orderId: declinedOrder }, '0');
  assert.equal(status.actionCodeDescription, 'Неверные данные карты (CVC или срок действия)');
  const legacy = await inBoth('gateway', 'getOrderStatus.do', { orderId: declinedOrder }, '2');
  assert.deepEqual([legacy.ErrorMessage, legacy.actionCodeDescription], ['Заказ отклонён по причине ошибки в реквизитах платежа', 'Неверные данные карты (CVC или срок действия)']);
  const report = { size: 10, from: '20000101000000', to: '21991231235959', transactionStates: 'DECLINED', merchants: '' };
  const listed = await inBoth('gateway', 'getLastOrdersForMerchants.do', report, 0);
  assert.ok((listed.orderStatuses as Body[]).length > 0, 'the declined orders are listed');
  await inBoth('gateway', 'getLastOrdersForMerchants.do', { ...report, merchants: 'someone-else' }, '5');
  await inBoth('gateway', 'decline.do', { orderId: declinedOrder, merchantLogin: 'someone-else' }, '5');
  const bindingId = String(((await kit.send('gateway', 'getBindings.do', { ...gw, clientId: 'c-1' })).bindings as { bindingId: string }[])[0]?.bindingId);
  await inBoth('gateway', 'extendBinding.do', { bindingId, newExpiry: '200001' }, '5');
  await inBoth('gateway', 'unBindCard.do', { bindingId: 'no-such-binding' }, '2');

  // Every .do also answers a GET, its parameters in the query string: the language comes from there too.
  const query = new URLSearchParams({ ...gw, orderNumber: 'B-G', amount: '-1', returnUrl: 'https://shop.example/ok', language: 'ru' });
  const byGet = (await kit.app.inject({ method: 'GET', url: `${gatewayOperations['register.do'].path}?${query.toString()}` })).json<Body>();
  assert.equal(byGet.errorMessage, 'Неверное значение параметра: amount — не может быть отрицательным');

  const payout = { orderNumber: 'P-1', amount: 1000, returnUrl: 'https://shop.example/ok', features: { feature: ['WITHOUT_FROM_CARD'] }, transactionTypeIndicator: 'G' };
  await inBoth('p2p', 'registerP2P.do', { ...payout, feeInput: '10' }, '5');
  const orderId = kit.context.p2pOrder.id;
  await inBoth('p2p', 'verifyP2P.do', { orderId, mcc: 5411 }, '5');
  await inBoth('p2p', 'performP2P.do', { orderId, toCard: { pan: '4111111111111111' } }, '4');
  await inBoth('p2p', 'finishThreeDsVer2.do', { threeDSServerTransId: '00000000-0000-0000-0000-000000000009' }, '5');
  await inBoth('p2p', 'getP2PStatus.do', { orderId: '00000000-0000-0000-0000-000000000009' }, '6');
  const transfer = async () => String((await kit.send('p2p', 'registerP2P.do', { ...kit.credentials, orderNumber: `T-${checked}-${Math.random()}`, amount: 1000, returnUrl: 'https://shop.example/ok', email: 'payer@example.com' })).orderId);
  const done = await inBoth('p2p', 'performP2P.do', async () => ({ orderId: await transfer(), fromCard, toCard: { pan: '4111111111111111' } }), '0');
  assert.equal(done.info, 'Ваш платёж обработан, выполняется переход...');
  const raw = JSON.stringify({ ...kit.credentials, orderId, language: 'ru' });
  const unsigned = (await kit.app.inject({ method: 'POST', url: p2pOperations['getP2PStatus.do'].path, payload: raw, headers: kit.headersFor(raw, { omit: 'signature' }) })).json<Body>();
  assert.equal(unsigned.errorMessage, 'Доступ запрещён: неверная подпись запроса: X-Signature — обязателен: base64 подписи RSA-SHA256 тела запроса');
  assert.equal(checked, 19, 'every request above was checked in both languages');
});
