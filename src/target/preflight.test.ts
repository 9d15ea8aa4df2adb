import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { request } from 'undici';
import { newP2pKeyPair } from '../clients/p2p.js';
import { sandboxAccount } from '../contracts/control.js';
import { startEmulator, type RunningEmulator } from '../emulator/http/server.js';
import { targetOfSandboxPage, type RemoteTarget } from './config.js';
import { describePreflight, preflight } from './preflight.js';

let emulator: RunningEmulator;
let target: RemoteTarget;

before(async () => {
  emulator = await startEmulator({ port: 0 });
  // Read like a user reads the sandbox page.
  const page = sandboxAccount.parse(await (await request(`${emulator.url}/__emulator/sandbox`)).body.json());
  const key = newP2pKeyPair();
  await (await request(`${emulator.url}/__emulator/p2p/keys`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ publicKey: key.publicKey }) })).body.dump();
  target = targetOfSandboxPage(emulator.url, page, key.privateKey);
});
after(() => emulator.close());

test('a working target passes, one line per interface', async () => {
  const checks = await preflight(target);
  assert.deepEqual(checks.map((c) => [c.interface, c.ok]), [
    ['Card Management v2', true],
    ['Card Management v1', true],
    ['E-commerce gateway', true],
    ['P2P gateway', true],
  ]);
  assert.doesNotMatch(describePreflight(checks), /FAIL|not ready/);
});

test('wrong credentials fail per interface, and no secret is printed', async () => {
  const wrong = {
    ...target,
    v2: { ...target.v2, apiKey: 'sk_wrong_key_12345' },
    v1: { ...target.v1!, token: 'd3Jvbmc6d3Jvbmc=' },
    gateway: { ...target.gateway!, password: 'wrong-password', token: undefined },
    p2p: { ...target.p2p!, privateKey: newP2pKeyPair().privateKey },
  };
  const checks = await preflight(wrong);
  assert.deepEqual(checks.map((c) => c.ok), [false, false, false, false]);
  const text = describePreflight(checks);
  assert.match(text, /FAIL Card Management v2 .*API key was refused \(HTTP 401\)/);
  assert.match(text, /FAIL Card Management v1 .*token was refused/);
  assert.match(text, /FAIL E-commerce gateway .*credentials were refused \(errorCode 5/);
  assert.match(text, /FAIL P2P gateway .*credentials or the signature were refused/);
  assert.doesNotMatch(text, /PRIVATE KEY/);
  assert.match(text, /not ready/);
  assert.doesNotMatch(text, /sk_wrong_key_12345|wrong-password|d3Jvbmc6d3Jvbmc=/);
});

test('a wrong URL or a target that does not answer fails fast with what was tried', async () => {
  const checks = await preflight({ ...target, v2: { ...target.v2, baseUrl: `${emulator.url}/nowhere` }, v1: undefined, gateway: { ...target.gateway!, baseUrl: 'http://127.0.0.1:1' }, p2p: undefined, timeoutMs: 2000 });
  assert.equal(checks[0]?.ok, false);
  assert.match(checks[0]?.detail ?? '', /the part before \/v2/);
  assert.equal(checks[1]?.ok, false);
  assert.match(checks[1]?.detail ?? '', /no answer: .*ECONNREFUSED/);
});
