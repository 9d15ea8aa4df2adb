/**
 * A callback address with a query of its own (`https://shop.example/cb?shop=24`), as a merchant's
 * verifier sees it. The verifier here is written from the rule alone (docs/emulator.md;
 * docs/design.md, "Callbacks"): drop `checksum`, sort every other parameter received by name,
 * `name;value;`, HMAC-SHA256 with the callback key, upper-case hex. It shares no code with the
 * emulator's signing.
 */
import assert from 'node:assert/strict';
import { createHmac } from 'node:crypto';
import { test } from 'node:test';
import { errorBody } from '../../contracts/errors.js';
import { gatewaySetup, type Hit, merchantServer, until } from './callback-test-kit.js';
import { p2pSetup, testFromCard } from './p2p-test-kit.js';

/** What a merchant's server computes from the query string it received. */
function merchantChecksum(query: string, key: string): string {
  const pairs = [...new URLSearchParams(query)].filter(([name]) => name !== 'checksum');
  pairs.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return createHmac('sha256', key)
    .update(pairs.map(([name, value]) => `${name};${value};`).join(''))
    .digest('hex')
    .toUpperCase();
}

const verifies = (hit: Hit | undefined, key: string) => hit !== undefined && merchantChecksum(hit.query, key) === hit.params.checksum;

test('an order address with its own query gets that query back, and the checksum covers it', async (t) => {
  const server = await merchantServer(t);
  const { register, pay, state } = gatewaySetup(t);
  const key = state.account.gateway.callbackKey;
  const orderId = await register('Q-1', { dynamicCallbackUrl: `${server.base}/cb?shop=24&note=a%20b%2Bc` });
  await pay(orderId);
  await until(() => server.hits.length === 1, 'the callback');
  const hit = server.hits[0];
  assert.equal(hit?.path, '/cb');
  assert.deepEqual(hit?.params && { shop: hit.params.shop, note: hit.params.note, operation: hit.params.operation }, { shop: '24', note: 'a b+c', operation: 'deposited' });
  assert.ok(verifies(hit, key), `the merchant's verifier accepts ${hit?.query}`);
  // The same callback without the merchant's own parameters would not verify: they are signed.
  const gatewayOnly = new URLSearchParams(hit?.query);
  gatewayOnly.delete('shop');
  assert.notEqual(merchantChecksum(gatewayOnly.toString(), key), hit?.params.checksum);
});

test('the static address keeps its query too, for payment and stored-card callbacks alike', async (t) => {
  const server = await merchantServer(t);
  const { register, pay, control, state } = gatewaySetup(t);
  const set = await control('POST', '/__emulator/gateway/callback-url', { url: `${server.base}/static?shop=24&channel=web` });
  assert.equal(set.statusCode, 200, set.body);
  const orderId = await register('Q-2', { clientId: 'client-1', features: 'FORCE_CREATE_BINDING' });
  await pay(orderId);
  await until(() => server.hits.length === 2, 'the payment and the stored-card callbacks');
  assert.deepEqual(server.hits.map((h) => h.params.operation).sort(), ['bindingCreated', 'deposited']);
  for (const hit of server.hits) {
    assert.equal(hit.params.shop, '24');
    assert.ok(verifies(hit, state.account.gateway.callbackKey), `${hit.params.operation}: the merchant's verifier accepts ${hit.query}`);
  }
});

test('a P2P order address with its own query is signed the same way', async (t) => {
  const server = await merchantServer(t);
  const kit = p2pSetup(t);
  const orderId = await kit.register({ dynamicCallbackUrl: `${server.base}/p2p?shop=24` });
  await kit.ok('performP2P.do', { orderId, fromCard: testFromCard(), toCard: { pan: '4111111111111111' } });
  await until(() => server.hits.length === 1, 'the P2P callback');
  assert.equal(server.hits[0]?.params.shop, '24');
  assert.ok(verifies(server.hits[0], kit.state.account.gateway.callbackKey), `the merchant's verifier accepts ${server.hits[0]?.query}`);
});

test("an address whose query repeats a name or uses one the gateway adds is refused, naming the field and the rule", async (t) => {
  const { app, control, state } = gatewaySetup(t);
  const kit = p2pSetup(t);
  const { userName, password } = state.account.gateway;
  for (const query of ['status=1', 'checksum=X', 'mdOrder=m', 'a=1&a=2']) {
    const address = `https://shop.example/cb?${query}`;
    const payload = { userName, password, orderNumber: `R-${query}`, amount: 100, returnUrl: 'https://shop.example/ok', dynamicCallbackUrl: address };
    const ecom = (await app.inject({ method: 'POST', url: '/payment/rest/register.do', payload })).json<{ errorCode: string; details?: { field: string; rule: string }[] }>();
    assert.equal(ecom.errorCode, '5', JSON.stringify(ecom));
    assert.deepEqual(ecom.details?.map((d) => [d.field, d.rule]), [['dynamicCallbackUrl', 'callback-query']]);
    const p2p = await kit.call('registerP2P.do', { orderNumber: `R-${query}`, amount: 100, returnUrl: 'https://shop.example/ok', dynamicCallbackUrl: address });
    assert.equal(p2p.errorCode, '5', JSON.stringify(p2p));
    assert.match(JSON.stringify(p2p.details), /"field":"dynamicCallbackUrl","rule":"callback-query"/);
    const res = await control('POST', '/__emulator/gateway/callback-url', { url: address });
    assert.equal(res.statusCode, 400, res.body);
    assert.deepEqual(errorBody.parse(res.json()).error.details?.map((d) => [d.field, d.rule]), [['url', 'callback-query']]);
  }
});
