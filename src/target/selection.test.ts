import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { RemoteTarget } from './config.js';
import { configuredInterfaces, interfaceTags, skipReason } from './selection.js';

const v2Only = { v2: { baseUrl: 'http://x', apiKey: 'k', productName: 'P' }, timeoutMs: 1000 } as RemoteTarget;

test('a target runs the scenarios of the interfaces it configures', () => {
  assert.deepEqual(configuredInterfaces(v2Only).map((i) => i.tag), ['@v2']);
  assert.equal(interfaceTags(v2Only), 'not @v1 and not @ecom and not @p2p');
  const all = { ...v2Only, v1: {}, gateway: {}, p2p: {} } as unknown as RemoteTarget;
  assert.equal(interfaceTags(all), undefined);
});

test('a remote target skips, with a reason, what it cannot run', () => {
  const remote = { ...v2Only, kind: 'remote' as const };
  const embedded = { ...v2Only, kind: 'emulator' as const };
  assert.equal(skipReason(['@v2', '@emulator-only'], embedded), undefined);
  assert.match(skipReason(['@v2', '@emulator-only'], remote) ?? '', /^emulator-only: /);
  assert.equal(skipReason(['@v2'], remote), undefined);
  assert.match(skipReason(['@v1', '@v2'], remote) ?? '', /^not configured: the target has no Card Management v1/);
  const gateway = { ...remote, gateway: { baseUrl: 'http://x', userName: 'u', password: 'p' } };
  assert.match(skipReason(['@ecom', '@callbacks'], gateway, {}) ?? '', /^needs callbacks: .*callbacks\.publicUrl in the target file.*CARDLAB_CALLBACK_PUBLIC_URL/);
  assert.equal(skipReason(['@ecom', '@callbacks'], gateway, { CARDLAB_CALLBACK_PUBLIC_URL: 'https://hooks.example' }), undefined);
  assert.equal(skipReason(['@ecom', '@callbacks'], embedded, {}), undefined);
});
