/**
 * A sandbox kept on disk reads back exactly what it was: two accounts given data through every
 * route of every interface (examples the contracts accept), control calls and a reset, then the
 * emulator stopped and started again on the same directory: each account's sandbox, P2P gateway,
 * keys and clock are as they were, and its credentials still work. A directory of another version
 * is refused; without a directory nothing is written.
 */
import assert from 'node:assert/strict';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test } from 'node:test';
import { operationExamples } from '../../../generators/operation-examples.js';
import { p2pOf } from '../domain/gateway/p2p/index.js';
import { StoreError } from '../store/journal-reader.js';
import type { Tenant } from '../tenant.js';
import { type RunningEmulator, startEmulator } from './server.js';
import { accountClient, everyRoute, populate } from './tenant-test-kit.js';

const callbacks = { attempts: 1, backoffMs: [10], intervalMs: 20, timeoutMs: 500 };

/** An account as it is, but for what differs by design: PIN hashes are salted anew (the PIN verifies the same). */
function snapshot(tenant: Tenant): string {
  return JSON.stringify(
    { sandbox: tenant.sandbox, p2p: p2pOf(tenant.sandbox), keys: tenant.p2pKeys.count(tenant.account.p2p.username), offset: Math.round((tenant.clock.nowMs() - Date.now()) / 60_000) },
    (key, value: unknown) => (key === 'pinHash' ? typeof value : value instanceof Map ? [...value.entries()] : value instanceof Set ? [...value] : value),
  );
}

async function exercise(emulator: RunningEmulator) {
  const { app, state } = emulator;
  const created = await app.inject({ method: 'POST', url: '/__emulator/sandboxes' });
  const other = created.json<{ id: string }>().id;
  for (const path of ['/__emulator/sandbox', `/__emulator/sandboxes/${other}`]) {
    const client = await accountClient(app, path);
    const scope = path === '/__emulator/sandbox' ? '/__emulator' : path;
    await app.inject({ method: 'POST', url: `${scope}/gateway/callback-url`, payload: { url: 'http://127.0.0.1:9/callbacks' } });
    const settings = await app.inject({ method: 'POST', url: `${scope}/gateway/settings`, payload: { replacementData: true } });
    assert.equal(settings.statusCode, 200, settings.body);
    const child = await app.inject({ method: 'POST', url: `${scope}/gateway/merchants`, payload: { login: `child-of-${scope.length}` } });
    assert.equal(child.statusCode, 201, child.body);
    const keys = await app.inject({ method: 'GET', url: `${scope}/gateway/input-keys` });
    assert.equal(keys.statusCode, 200, keys.body);
    const ctx = await populate(app, client, state.clock.now());
    for (const route of everyRoute()) {
      const example = route.schema ? operationExamples(route.iface, route.name, route.schema, ctx)[0] : undefined;
      const url = route.path.replace(':id', route.path.startsWith('/v2/cards') ? ctx.card.id : ctx.card.holderId);
      const query = route.place === 'query' && example ? `?${new URLSearchParams(example as Record<string, string>).toString()}` : '';
      const raw = route.place === 'body' && example ? JSON.stringify(example) : undefined;
      await app.inject({ method: route.method, url: url + query, headers: client.headers(route.iface, raw), ...(raw ? { payload: raw } : {}) });
    }
    await app.inject({ method: 'POST', url: `${scope}/clock`, payload: { advanceSeconds: 3 * 86_400 } });
  }
  return other;
}

test('stopped and started on the same data directory, every account is as it was', async (t) => {
  const dir = mkdtempSync(join(tmpdir(), 'cardlab-durable-'));
  t.after(() => rmSync(dir, { recursive: true, force: true }));
  const first = await startEmulator({ port: 0, dataDir: dir, callbacks });
  const other = await exercise(first);
  // A reset compacts the other account's journal: what it had is gone, its keys stay.
  await first.app.inject({ method: 'POST', url: `/__emulator/sandboxes/${other}/reset` });
  await first.app.inject({ method: 'POST', url: `/__emulator/sandboxes/${other}/clock`, payload: { set: '2031-02-03T04:05:06.000Z' } });
  // Every callback finished (given up: nobody listens at port 9) and its outcome written, so none is still moving when compared.
  const waiting = () => [...first.state.tenants.all()].reduce((n, t) => n + t.sandbox.gateway.callbacks.pendingCount, 0);
  for (let tries = 0; waiting() > 0 && tries < 500; tries++) await new Promise((resolve) => setTimeout(resolve, 10));
  assert.equal(waiting(), 0, 'every callback finished');
  await first.callbacks.settled();
  const before = new Map([...first.state.tenants.all()].map((t) => [t.id, snapshot(t)]));
  const account = first.state.main.account;
  const settingsOf = (app: RunningEmulator['app']) => app.inject({ method: 'GET', url: '/__emulator/gateway/settings' }).then((r) => r.json<unknown>());
  const settingsBefore = await settingsOf(first.app);
  const merchantsBefore = await first.app.inject({ method: 'GET', url: '/__emulator/gateway/merchants' }).then((r) => r.json<{ children: string[] }>());
  assert.equal(merchantsBefore.children.length, 1, 'a child merchant was added');
  const keysBefore = await first.app.inject({ method: 'GET', url: '/__emulator/gateway/input-keys' }).then((r) => r.json<{ keys: { keyValue: string }[] }>().keys.map((k) => k.keyValue));
  assert.equal((settingsBefore as { replacementData: boolean }).replacementData, true);
  await first.close();

  const second = await startEmulator({ port: 0, dataDir: dir, callbacks });
  t.after(() => second.close());
  assert.ok(second.replayed && second.replayed.entries > 60, `replayed ${second.replayed?.entries} entries`);
  const after = new Map([...second.state.tenants.all()].map((t) => [t.id, snapshot(t)]));
  assert.deepEqual([...after.keys()].sort(), [...before.keys()].sort(), 'the same accounts');
  for (const [id, kept] of before) assert.equal(after.get(id), kept, `account ${id} reads back as it was`);
  assert.deepEqual(second.state.main.account, account, 'the same credentials');
  assert.deepEqual(await settingsOf(second.app), settingsBefore, "the merchant's settings as they were");
  const merchantsOf = (app: RunningEmulator['app']) => app.inject({ method: 'GET', url: '/__emulator/gateway/merchants' }).then((r) => r.json<unknown>());
  const keysOf = (app: RunningEmulator['app']) => app.inject({ method: 'GET', url: '/__emulator/gateway/input-keys' }).then((r) => r.json<{ keys: { keyValue: string }[] }>().keys.map((k) => k.keyValue));
  assert.deepEqual(await merchantsOf(second.app), merchantsBefore, 'the same child merchants');
  assert.deepEqual(await keysOf(second.app), keysBefore, 'the same seToken and wallet keys');
  assert.match(second.state.tenants.get(other)!.clock.now().toISOString(), /^2031-02-03T04:0/, "the other account's clock went on from where it was");
  const card = await second.app.inject({ method: 'GET', url: '/v2/cards/nope', headers: { 'x-api-key': account.v2.apiKey } });
  assert.equal(card.statusCode, 404, 'the key still opens the account');
});

test('a data directory of another cardlab version, or one that is not a data directory, is refused at start', async (t) => {
  const dir = mkdtempSync(join(tmpdir(), 'cardlab-durable-'));
  t.after(() => rmSync(dir, { recursive: true, force: true }));
  const emulator = await startEmulator({ port: 0, dataDir: dir });
  await emulator.close();
  const manifest = JSON.parse(readFileSync(join(dir, 'cardlab-store.json'), 'utf8')) as Record<string, unknown>;
  writeFileSync(join(dir, 'cardlab-store.json'), JSON.stringify({ ...manifest, cardlab: '0.0.1' }));
  await assert.rejects(startEmulator({ port: 0, dataDir: dir }), (error: Error) => error instanceof StoreError && /written by cardlab 0\.0\.1/.test(error.message));
  const stranger = mkdtempSync(join(tmpdir(), 'cardlab-stranger-'));
  t.after(() => rmSync(stranger, { recursive: true, force: true }));
  writeFileSync(join(stranger, 'notes.txt'), 'mine');
  await assert.rejects(startEmulator({ port: 0, dataDir: stranger }), /not a cardlab data directory/);
  assert.deepEqual(readdirSync(stranger), ['notes.txt'], 'nothing written into it');
});
