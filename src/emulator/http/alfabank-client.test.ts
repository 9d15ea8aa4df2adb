/**
 * Another unmodified client of this gateway family from the npm registry (alfabank 1.0.0-alpha.14,
 * for alfa-biz.by) against a started emulator (issue #29, finding 8). It sends addParams.do's
 * `params` as the JSON text of an array of {"name", "value"}, the shape the gateway answers in
 * merchantOrderParams, and reads them back from getOrderStatusExtended.do as an object. The library
 * has no option for another base URL (it is a local of its factory); it hands out its axios
 * instance, whose request interceptor points the fixed URL at the emulator. None of its code is changed.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { useAlfaBank } from 'alfabank';
import { startEmulator } from './server.js';

/** The library's fixed entry point: the vendor's test gateway for alfa-biz.by. */
const VENDOR_BASE = 'https://web.rbsuat.com/ab_by';

test('alfabank 1.0.0-alpha.14, unmodified: register, addParams with its array of name and value, the extended status reading them back', async (t) => {
  const emulator = await startEmulator({ port: 0 });
  t.after(() => emulator.close());
  const { userName, password } = emulator.state.account.gateway;
  const alfaBank = useAlfaBank({ userName, password, language: 'en' });
  alfaBank.instance.interceptors.request.use((config) => ({ ...config, url: config.url?.replace(VENDOR_BASE, `${emulator.url}/payment`) }));

  const registered = await alfaBank.register({ orderNumber: 'ALFA-1', amount: 1_150, returnUrl: 'https://shop.example/status', jsonParams: { email: 'payer@example.com' } });
  assert.equal(typeof registered?.orderId, 'string', JSON.stringify(registered));
  const orderId = String(registered?.orderId);

  const added = await alfaBank.addParams({ orderId, params: [{ name: 'channel', value: 'app' }, { name: 'basket', value: '3' }] });
  // The library answers `true` only for a numeric errorCode 0; this gateway family sends the text "0".
  assert.equal(added === true ? '0' : added?.errorCode, '0', JSON.stringify(added));

  const status = await alfaBank.getOrderStatusExtended({ orderId });
  assert.deepEqual(status?.params, { email: 'payer@example.com', channel: 'app', basket: '3' }, 'read back as the library reads merchantOrderParams');
  assert.equal(status?.paid, false);

  // A refusal names both forms the field takes.
  const refused = await alfaBank.addParams({ orderId, params: [{ label: 'no name' }] });
  assert.notEqual(refused, true);
  assert.equal(refused === true ? undefined : refused?.errorCode, '5');
  assert.match(String(refused === true ? '' : refused?.errorMessage), /JSON object of names to values.*JSON array of \{"name"/);
});
