/** The target of a running emulator read through its control API: behind the admin token, for the default account or a new one. */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { startEmulator } from '../emulator/http/server.js';
import { targetOfEmulator } from './emulator-target.js';

test('with the admin token: the default account, or a new account of its own; without it: refused', async (t) => {
  const adminToken = 'emulator-target-test-token-0123456789';
  const emulator = await startEmulator({ port: 0, adminToken });
  t.after(() => emulator.close());
  const main = await targetOfEmulator(emulator.url, { adminToken });
  assert.equal(main.account.id, 'default');
  assert.equal(main.target.v2.apiKey, emulator.state.account.v2.apiKey);
  const own = await targetOfEmulator(emulator.url, { adminToken, sandbox: 'new' });
  assert.match(own.account.id, /^sbx_/);
  assert.notEqual(own.target.v2.apiKey, main.target.v2.apiKey);
  const tenant = emulator.state.tenants.get(own.account.id)!;
  assert.equal(tenant.p2pKeys.count(tenant.account.p2p.username), 1, 'its P2P key is registered with the new account');
  await assert.rejects(targetOfEmulator(emulator.url, { adminToken: 'wrong-token-wrong-token-000' }), /401/);
});
