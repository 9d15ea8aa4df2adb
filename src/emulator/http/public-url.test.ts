/**
 * Absolute URLs the emulator gives out (formUrl, 3-D Secure method and ACS URLs, P2P formUrl)
 * start with its public URL: the configured one (behind a proxy), else the listening address, and
 * only without either the request's Host header.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { gatewayOperations } from '../../contracts/gateway/index.js';
import { buildEmulator, startEmulator } from './server.js';

type Body = Record<string, unknown>;

async function register(app: ReturnType<typeof buildEmulator>['app'], credentials: Body, host = 'internal:8080'): Promise<Body> {
  const res = await app.inject({ method: 'POST', url: gatewayOperations['register.do'].path, headers: { host }, payload: { ...credentials, orderNumber: `P-${Math.random()}`, amount: 100, returnUrl: 'https://shop.example/ok' } });
  return res.json<Body>();
}

test('a configured public URL starts formUrl and the 3-D Secure URLs, whatever Host the request came with', async (t) => {
  const { app, state } = buildEmulator({ publicUrl: 'https://sandbox.example.com/cardlab/' });
  t.after(() => app.close());
  const { userName, password } = state.account.gateway;
  const registered = await register(app, { userName, password });
  assert.match(String(registered.formUrl), /^https:\/\/sandbox\.example\.com\/cardlab\/payment\/merchants\/sandbox\/payment_en\.html\?mdOrder=/);
  const first = await app.inject({
    method: 'POST',
    url: gatewayOperations['paymentorder.do'].path,
    headers: { host: 'internal:8080' },
    payload: { userName, password, MDORDER: registered.orderId, $PAN: '5555555555555599', $EXPIRY: '203012', $CVC: '123', TEXT: 'A B' },
  });
  const answer = first.json<Body>();
  for (const key of ['threeDSMethodURLServer', 'threeDSMethodURL']) assert.match(String(answer[key]), /^https:\/\/sandbox\.example\.com\/cardlab\//, key);
});

test('without one, the listening address of a started emulator; an app only injected into follows the Host header', async (t) => {
  const running = await startEmulator({ port: 0 });
  t.after(() => running.close());
  const { userName, password } = running.state.account.gateway;
  assert.ok(String((await register(running.app, { userName, password })).formUrl).startsWith(`${running.url}/payment/`));
  const { app, state } = buildEmulator();
  t.after(() => app.close());
  const injected = await register(app, { userName: state.account.gateway.userName, password: state.account.gateway.password }, 'shop-proxy:9000');
  assert.ok(String(injected.formUrl).startsWith('http://shop-proxy:9000/payment/'));
});
