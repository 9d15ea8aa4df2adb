/**
 * A sandbox kept on disk reads back exactly what it was: two accounts given data through every
 * route of every interface (examples the contracts accept), control calls and a reset, then the
 * emulator stopped and started again on the same directory: each account's sandbox, P2P gateway,
 * keys and clock are as they were, and its credentials still work. A directory of another version
 * is refused; without a directory nothing is written. Snapshots (decision 0011): an account read
 * back from a snapshot and its journal's tail is exactly the account a replay of its whole journal
 * reads back, down to what JSON cannot show (the next ids, card numbers and reference numbers), and
 * so is one of a data directory written by the version before snapshot format 2 (decision 0015); a
 * damaged snapshot is refused with the reason.
 */
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { test } from 'node:test';
import { gunzipSync } from 'node:zlib';
import { operationExamples } from '../../../generators/operation-examples.js';
import { DEFAULT_RETENTION } from '../domain/retention.js';
import { CARDLAB_VERSION } from '../store/format.js';
import { StoreError } from '../store/journal-reader.js';
import { appendEntries, entriesIn } from '../store/journal-test-kit.js';
import type { Tenant } from '../tenant.js';
import { type RunningEmulator, startEmulator } from './server.js';
import { accountClient, everyRoute, populate } from './tenant-test-kit.js';

const callbacks = { attempts: 1, backoffMs: [10], intervalMs: 20, timeoutMs: 500 };

/** An account as it is, but for what differs by design: PIN hashes are salted anew (the PIN verifies the same). */
function snapshot(tenant: Tenant): string {
  // A running clock's instant to the minute (its offset from the wall clock), one standing still to the millisecond.
  const clock = tenant.clock.running ? Math.round((tenant.clock.nowMs() - Date.now()) / 60_000) : tenant.clock.now().toISOString();
  return JSON.stringify(
    { sandbox: tenant.sandbox, keys: tenant.p2pKeys.count(tenant.account.p2p.username), clock },
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
  await first.app.inject({ method: 'POST', url: '/__emulator/clock', payload: { set: '2030-05-06T07:08:09.010Z', running: false } });
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
  assert.equal(second.state.main.clock.now().toISOString(), '2030-05-06T07:08:09.010Z', "the main account's clock stands still where it stood");
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

type Body = Record<string, unknown>;

async function settled(emulator: RunningEmulator): Promise<void> {
  const waiting = () => [...emulator.state.tenants.all()].reduce((n, t) => n + t.sandbox.gateway.callbacks.pendingCount, 0);
  for (let tries = 0; waiting() > 0 && tries < 500; tries++) await new Promise((resolve) => setTimeout(resolve, 10));
  assert.equal(waiting(), 0, 'every callback finished');
  await emulator.callbacks.settled();
}

/** A few more requests on every account: a card issued, an order registered and paid (a tail after the snapshot). */
async function more(emulator: RunningEmulator): Promise<Body[]> {
  const answers: Body[] = [];
  for (const tenant of emulator.state.tenants.all()) {
    const { v2, gateway } = tenant.account;
    const v2call = async (method: 'GET' | 'POST', url: string, payload?: Body) =>
      (await emulator.app.inject({ method, url, headers: { 'x-api-key': v2.apiKey, 'content-type': 'application/json' }, ...(payload ? { payload: JSON.stringify(payload) } : {}) })).json<Body>();
    const holder = await v2call('POST', '/v2/cardholders', { firstName: 'Tail', lastName: 'Holder', phoneNumber: '+491511234567', billingAddress: { postalCode: '10115', country: 'DE' } });
    const card = await v2call('POST', '/v2/cards', { productName: v2.productName, cardholder: holder.id });
    const details = await v2call('GET', `/v2/cards/${String(card.id)}`);
    const topUp = await v2call('POST', '/v2/topups', { amount: 5_000, currency: 'EUR', destinationCard: { cardNumber: details.number } });
    const order = (await emulator.app.inject({ method: 'POST', url: '/payment/rest/register.do', payload: { userName: gateway.userName, password: gateway.password, orderNumber: `TAIL-${answers.length}`, amount: 700, returnUrl: 'https://shop.example/ok' } })).json<Body>();
    answers.push({ holder: holder.id, card: card.id, number: details.number, cvc: details.cvc, topUp: topUp.id, rrn: topUp.rrn, order: order.orderId });
  }
  return answers;
}

test('an account read back from its snapshot and journal tail is the account a whole replay reads back', { timeout: 120_000 }, async (t) => {
  const whole = mkdtempSync(join(tmpdir(), 'cardlab-whole-'));
  const compacted = mkdtempSync(join(tmpdir(), 'cardlab-snap-'));
  t.after(() => [whole, compacted].forEach((dir) => rmSync(dir, { recursive: true, force: true })));

  // Every route of every interface on two accounts, kept without snapshots.
  const first = await startEmulator({ port: 0, dataDir: whole, callbacks });
  await exercise(first);
  await settled(first);
  await first.close();
  cpSync(whole, compacted, { recursive: true });

  // Started with a bound below what the journals hold: each is compacted behind a snapshot at start; then a tail.
  const second = await startEmulator({ port: 0, dataDir: compacted, callbacks, snapshotEvery: 60 });
  const accountsDir = join(compacted, 'accounts');
  const snapshots = readdirSync(accountsDir).filter((n) => n.endsWith('.snapshot.json'));
  assert.equal(snapshots.length, 2, `one snapshot per account: ${snapshots.join(', ')}`);
  await more(second);
  await settled(second);
  await second.close();

  // The whole journals get the same tail: what the compacted journals hold after their snapshot line
  // and keys, framed again after the whole journal's last line (each line names the one before it).
  for (const name of readdirSync(accountsDir).filter((n) => n.endsWith('.ndjson'))) {
    const entries = entriesIn(join(accountsDir, name));
    assert.equal(entries[1]!.t, 'snapshot', `${name}: the account, then its snapshot`);
    let i = 2;
    while (i < entries.length && ['key', 'input-keys'].includes(entries[i]!.t)) i++;
    assert.ok(entries.length - i >= 4, `${name}: a tail after the snapshot (${entries.length - i} entries)`);
    appendEntries(join(whole, 'accounts', name), entries.slice(i));
  }

  const fromSnapshot = await startEmulator({ port: 0, dataDir: compacted, callbacks });
  t.after(() => fromSnapshot.close());
  const fromReplay = await startEmulator({ port: 0, dataDir: whole, callbacks });
  t.after(() => fromReplay.close());
  assert.ok(fromSnapshot.replayed!.entries < fromReplay.replayed!.entries / 4, `the snapshot spared the replay: ${fromSnapshot.replayed!.entries} entries, not ${fromReplay.replayed!.entries}`);
  const states = (e: RunningEmulator) => new Map([...e.state.tenants.all()].map((tenant) => [tenant.id, snapshot(tenant)]));
  const [a, b] = [states(fromSnapshot), states(fromReplay)];
  assert.deepEqual([...a.keys()].sort(), [...b.keys()].sort());
  for (const [id, state] of b) assert.equal(a.get(id), state, `account ${id}: the snapshot and its tail read back what the whole replay does`);
  // What JSON cannot show: the sequences and random streams go on alike (ids, card numbers, security codes, reference numbers).
  assert.deepEqual(await more(fromSnapshot), await more(fromReplay), 'the same ids, numbers and codes come next');
});

/**
 * Two data directories written by the cardlab before decision 0015 (commit f66f857, snapshot format
 * 1: the P2P gateway a root of its own beside the sandbox), with the default retention: `whole`,
 * the two accounts of `exercise` kept without snapshots; `compacted`, the same directory compacted
 * behind a snapshot per account at start (--snapshot-every 60) and given a tail (a card, a top-up, an
 * order per account), the same tail appended to `whole`. Unpacked into `dir`, manifests naming this
 * version: the version check is the manifest's (tested above), this is about the snapshot's layout.
 */
function formerDataDirs(dir: string): { whole: string; compacted: string } {
  const files = JSON.parse(gunzipSync(readFileSync(new URL('../store/fixtures/snapshot-format-1.json.gz', import.meta.url))).toString('utf8')) as Record<string, string>;
  for (const [name, text] of Object.entries(files)) {
    const path = join(dir, name);
    mkdirSync(dirname(path), { recursive: true, mode: 0o700 });
    const written = name.endsWith('cardlab-store.json') ? JSON.stringify({ ...(JSON.parse(text) as object), cardlab: CARDLAB_VERSION }) : text;
    writeFileSync(path, written, { mode: 0o600 });
  }
  return { whole: join(dir, 'whole'), compacted: join(dir, 'compacted') };
}

test('a data directory of the former snapshot format is carried over: its snapshot and tail read back what the whole replay does', { timeout: 120_000 }, async (t) => {
  const dir = mkdtempSync(join(tmpdir(), 'cardlab-format-1-'));
  t.after(() => rmSync(dir, { recursive: true, force: true }));
  const { whole, compacted } = formerDataDirs(dir);
  const snapshots = readdirSync(join(compacted, 'accounts')).filter((n) => n.endsWith('.snapshot.json'));
  assert.equal(snapshots.length, 2);
  for (const name of snapshots) {
    const doc = JSON.parse(readFileSync(join(compacted, 'accounts', name), 'utf8')) as { format: number; roots: Record<string, unknown> };
    assert.deepEqual([doc.format, Object.keys(doc.roots)], [1, ['sandbox', 'p2p']], `${name}: format 1, the P2P gateway a root`);
  }
  const retention = DEFAULT_RETENTION;
  // Journal format 1 too (decision 0016): carried over by --upgrade-data-dir, which reads the former
  // snapshot (format 1) and its tail and compacts the account in the new formats.
  const fromSnapshot = await startEmulator({ port: 0, dataDir: compacted, callbacks, retention, upgradeDataDir: true });
  t.after(() => fromSnapshot.close());
  const fromReplay = await startEmulator({ port: 0, dataDir: whole, callbacks, retention, upgradeDataDir: true });
  t.after(() => fromReplay.close());
  assert.ok(fromSnapshot.replayed!.entries < fromReplay.replayed!.entries / 4, `the snapshot spared the replay: ${fromSnapshot.replayed!.entries} entries, not ${fromReplay.replayed!.entries}`);
  const states = (e: RunningEmulator) => new Map([...e.state.tenants.all()].map((tenant) => [tenant.id, snapshot(tenant)]));
  const [a, b] = [states(fromSnapshot), states(fromReplay)];
  assert.deepEqual([...a.keys()].sort(), [...b.keys()].sort());
  for (const [id, state] of b) {
    assert.match(state, /"p2p":\{"orders"/, `account ${id} has its P2P gateway in its gateway`);
    assert.equal(a.get(id), state, `account ${id}: the former snapshot and its tail read back what the whole replay does`);
  }
  for (const tenant of fromSnapshot.state.tenants.all()) assert.ok(tenant.sandbox.gateway.p2p.orders.size > 0, `account ${tenant.id}: its P2P orders are back`);
  assert.deepEqual(await more(fromSnapshot), await more(fromReplay), 'the same ids, numbers and codes come next');
});

test('a damaged snapshot is refused with the reason (exit 2), a missing one too; one no journal names is removed', async (t) => {
  const dir = mkdtempSync(join(tmpdir(), 'cardlab-snap-damaged-'));
  t.after(() => rmSync(dir, { recursive: true, force: true }));
  const first = await startEmulator({ port: 0, dataDir: dir, callbacks, snapshotEvery: 100 });
  await more(first);
  for (let i = 0; i < 30; i++) await more(first);
  await settled(first);
  await first.close();
  const accountsDir = join(dir, 'accounts');
  const [file] = readdirSync(accountsDir).filter((n) => n.endsWith('.snapshot.json'));
  assert.ok(file, 'a snapshot was taken');
  const path = join(accountsDir, file);
  // A crash between a snapshot and the journal that would have named it leaves it alone: removed at start.
  const orphan = join(accountsDir, 'default.0123456789abcdef.snapshot.json');
  writeFileSync(orphan, '{}');
  await (await startEmulator({ port: 0, dataDir: dir })).close();
  assert.ok(!existsSync(orphan), 'the snapshot no journal names is gone');
  assert.ok(existsSync(path), 'the one a journal names stays');
  const text = readFileSync(path, 'utf8');
  writeFileSync(path, text.replace('"k":"o"', '"k":"O"'));
  await assert.rejects(startEmulator({ port: 0, dataDir: dir }), (error: Error) => error instanceof StoreError && /damaged \(its digest is not the one .* names\)/.test(error.message));
  const cli = spawnSync(process.execPath, ['bin/cardlab.js', 'emulator', '--port', '0', '--data-dir', dir], { encoding: 'utf8', timeout: 30_000 });
  assert.equal(cli.status, 2, 'the command exits with 2');
  assert.match(cli.stderr, /snapshot\.json: damaged/);
  rmSync(path);
  await assert.rejects(startEmulator({ port: 0, dataDir: dir }), (error: Error) => error instanceof StoreError && /names the snapshot .* which cannot be read \(ENOENT\)/.test(error.message));
});
