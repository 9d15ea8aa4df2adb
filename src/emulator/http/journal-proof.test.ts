/**
 * A journal that proves itself whole (issue #29, finding 2). Deleting a register.do line started
 * fine, the order and its ledger entry gone; a duplicated /v2/topups line started fine, the balance
 * one top-up higher; replay compared the status only, which is 200 for most business refusals of
 * the gateways. Now each line carries its sequence number and a digest chained from the line
 * before: a gap, a repeat, a line out of order and an edited line are refused at start (exit 2,
 * naming the file and the line); and a journal rewritten consistently, which the chain cannot tell,
 * is refused by the replay, which compares every answer, not only its status. A format-1 directory
 * is refused with the way to carry it over, and carried over with `--upgrade-data-dir`: its requests
 * decide again as the code of then did (a callback address it registered stays allowed).
 */
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test, type TestContext } from 'node:test';
import { DataKey } from '../store/data-key.js';
import type { Entry } from '../store/format.js';
import { StoreError } from '../store/journal-reader.js';
import { entriesIn, linesOf, writeEntries } from '../store/journal-test-kit.js';
import { type RunningEmulator, startEmulator } from './server.js';

type Body = Record<string, unknown>;
const NO_3DS = { $PAN: '4444555511113333', $EXPIRY: `${new Date().getUTCFullYear() + 2}12`, $CVC: '123', TEXT: 'TEST CARDHOLDER' };

/** A kept sandbox given a card with three top-ups, and two gateway orders, one of them paid; then stopped. */
async function keptSandbox(t: TestContext, options: { key?: DataKey } = {}): Promise<{ dir: string; journal: string; card: string }> {
  const dir = mkdtempSync(join(tmpdir(), 'cardlab-proof-'));
  t.after(() => rmSync(dir, { recursive: true, force: true }));
  const emulator = await startEmulator({ port: 0, dataDir: dir, dataKey: options.key });
  const { v2, gateway } = emulator.state.account;
  const v2call = async (method: 'GET' | 'POST', url: string, payload?: Body) =>
    (await emulator.app.inject({ method, url, headers: { 'x-api-key': v2.apiKey, 'content-type': 'application/json' }, ...(payload ? { payload: JSON.stringify(payload) } : {}) })).json<Body>();
  const holder = await v2call('POST', '/v2/cardholders', { firstName: 'Proof', lastName: 'Holder', phoneNumber: '+491511234567', billingAddress: { postalCode: '10115', country: 'DE' } });
  const card = await v2call('POST', '/v2/cards', { productName: v2.productName, cardholder: holder.id });
  const number = String((await v2call('GET', `/v2/cards/${String(card.id)}`)).number);
  for (const amount of [100, 200, 300]) await v2call('POST', '/v2/topups', { amount, currency: 'EUR', destinationCard: { cardNumber: number } });
  const gatewayCall = (op: string, params: Body) => emulator.app.inject({ method: 'POST', url: `/payment/rest/${op}`, payload: { userName: gateway.userName, password: gateway.password, ...params } }).then((r) => r.json<Body>());
  const order = await gatewayCall('register.do', { orderNumber: 'PROOF-1', amount: 700, returnUrl: 'https://shop.example/ok' });
  await gatewayCall('paymentorder.do', { MDORDER: order.orderId, ...NO_3DS });
  await gatewayCall('register.do', { orderNumber: 'PROOF-2', amount: 900, returnUrl: 'https://shop.example/ok' });
  await emulator.close();
  return { dir, journal: join(dir, 'accounts', 'default.ndjson'), card: String(card.id) };
}

/** Index of the first journal line whose entry is a request to `path`. */
function lineOf(journal: string, path: string, key?: DataKey): number {
  const at = entriesIn(journal, key).findIndex((e) => e.t === 'req' && e.u.split('?')[0] === path);
  assert.ok(at > 0, `a ${path} line`);
  return at;
}

async function refusedAt(dir: string, reason: RegExp, key?: DataKey): Promise<void> {
  const started = startEmulator({ port: 0, dataDir: dir, dataKey: key }).then(async (emulator) => (await emulator.close(), emulator));
  await assert.rejects(started, (error: Error) => error instanceof StoreError && reason.test(error.message), String(reason));
}

test('a line missing, repeated, out of order or edited is refused at start, naming the file and the line; the command exits with 2', async (t) => {
  const { dir, journal } = await keptSandbox(t);
  const copy = (name: string, change: (lines: string[]) => string[]) => {
    const target = join(mkdtempSync(join(tmpdir(), `cardlab-proof-${name}-`)));
    t.after(() => rmSync(target, { recursive: true, force: true }));
    cpSync(dir, target, { recursive: true });
    writeFileSync(join(target, 'accounts', 'default.ndjson'), change(linesOf(journal)).map((l) => `${l}\n`).join(''));
    return target;
  };
  const register = lineOf(journal, '/payment/rest/register.do');
  const topUp = lineOf(journal, '/v2/topups');
  const deleted = copy('deleted', (lines) => lines.filter((_, i) => i !== register));
  await refusedAt(deleted, new RegExp(`default\\.ndjson:${register + 1}: has sequence number ${register + 2} after ${register}: a line is missing`));
  const repeated = copy('repeated', (lines) => [...lines.slice(0, topUp + 1), lines[topUp]!, ...lines.slice(topUp + 1)]);
  await refusedAt(repeated, new RegExp(`default\\.ndjson:${topUp + 2}: has sequence number ${topUp + 1} after ${topUp + 1}: a line repeated or out of order`));
  const swapped = copy('swapped', (lines) => [...lines.slice(0, topUp), lines[topUp + 1]!, lines[topUp]!, ...lines.slice(topUp + 2)]);
  await refusedAt(swapped, new RegExp(`default\\.ndjson:${topUp + 1}: has sequence number ${topUp + 2} after ${topUp}: a line is missing`));
  const edited = copy('edited', (lines) => lines.map((l, i) => (i === topUp ? l.replace('\\"amount\\":100', '\\"amount\\":9100') : l)));
  assert.notEqual(readFileSync(join(edited, 'accounts', 'default.ndjson'), 'utf8'), readFileSync(journal, 'utf8'), 'the amount was edited');
  await refusedAt(edited, new RegExp(`default\\.ndjson:${topUp + 1}: does not match its digest: edited, or damaged`));
  const lastEdited = copy('last', (lines) => lines.map((l, i) => (i === lines.length - 1 ? l.replace('PROOF-2', 'PROOF-9') : l)));
  await refusedAt(lastEdited, /does not match its digest/);

  const cli = spawnSync(process.execPath, ['bin/cardlab.js', 'emulator', '--port', '0', '--quiet', '--data-dir', deleted], { encoding: 'utf8', timeout: 30_000 });
  assert.equal(cli.status, 2, cli.stderr);
  assert.match(cli.stderr, /default\.ndjson:\d+: has sequence number \d+ after \d+: a line is missing/);
  assert.doesNotMatch(cli.stderr, /\n\s+at /, 'no stack trace');
});

test('a journal rewritten consistently (the chain framed anew) is refused by the replay, which compares every answer and not only its status', async (t) => {
  const { dir, journal } = await keptSandbox(t);
  const entries = entriesIn(journal);
  const rewrite = (change: (all: Entry[]) => Entry[]) => {
    const target = mkdtempSync(join(tmpdir(), 'cardlab-proof-forged-'));
    t.after(() => rmSync(target, { recursive: true, force: true }));
    cpSync(dir, target, { recursive: true });
    writeEntries(join(target, 'accounts', 'default.ndjson'), change(entries));
    return target;
  };
  // The untouched entries framed anew replay: the forgery below is what the replay refuses, not the framing.
  await (await startEmulator({ port: 0, dataDir: rewrite((all) => all) })).close();

  // A top-up twice: answered 201 both times, with another id and balance.
  const topUp = lineOf(journal, '/v2/topups');
  await refusedAt(rewrite((all) => [...all.slice(0, topUp + 1), all[topUp]!, ...all.slice(topUp + 1)]), /POST \/v2\/topups was answered 201 with another answer than now/);
  // The first order's registration gone: its payment is still answered 200, now with errorCode 6.
  const register = lineOf(journal, '/payment/rest/register.do');
  await refusedAt(rewrite((all) => all.filter((_, i) => i !== register)), /POST \/payment\/rest\/paymentorder\.do was answered 200 with another answer than now/);
});

test('under a data key the chain is keyed: a journal framed anew without the key is refused at its first line', async (t) => {
  const key = new DataKey(randomBytes(32));
  const { journal, dir } = await keptSandbox(t, { key });
  assert.doesNotMatch(readFileSync(journal, 'utf8'), /"t":"req"|payment\/rest/, 'every entry sealed');
  const entries = entriesIn(journal, key);
  writeEntries(journal, entries);
  await refusedAt(dir, /default\.ndjson:1: .*(is not sealed|does not match its digest)/, key);
  writeEntries(journal, entries, new DataKey(randomBytes(32)));
  await refusedAt(dir, /default\.ndjson:1: does not match its digest/, key);
});

/** The kept directory rewritten as format 1 was: bare entries, no answer digests or decisions, and its manifest. */
function asFormat1(dir: string, journal: string): void {
  const bare = entriesIn(journal).map((entry) => {
    if (entry.t !== 'req') return entry;
    const bareEntry: Record<string, unknown> = { ...entry };
    delete bareEntry.a;
    delete bareEntry.x;
    return bareEntry;
  });
  writeFileSync(journal, bare.map((e) => `${JSON.stringify(e)}\n`).join(''));
  const manifestPath = join(dir, 'cardlab-store.json');
  writeFileSync(manifestPath, JSON.stringify({ ...(JSON.parse(readFileSync(manifestPath, 'utf8')) as Body), format: 1 }));
}

test('a format-1 directory is refused with the way to carry it over, and carried over by --upgrade-data-dir', async (t) => {
  const { dir, journal, card } = await keptSandbox(t);
  const before = await balanceOf(dir, card);
  // This data took no decisions a format-1 line could not take again.
  asFormat1(dir, journal);
  const manifestPath = join(dir, 'cardlab-store.json');
  await refusedAt(dir, /is in journal format 1 .* start once with --upgrade-data-dir/);
  const cli = spawnSync(process.execPath, ['bin/cardlab.js', 'emulator', '--port', '0', '--quiet', '--data-dir', dir], { encoding: 'utf8', timeout: 30_000 });
  assert.equal(cli.status, 2, cli.stderr);
  assert.match(cli.stderr, /--upgrade-data-dir/);

  const upgraded = await startEmulator({ port: 0, dataDir: dir, upgradeDataDir: true });
  await upgraded.close();
  assert.equal((JSON.parse(readFileSync(manifestPath, 'utf8')) as { format: number }).format, 2);
  const kinds = entriesIn(journal).map((e) => e.t);
  assert.deepEqual(kinds.slice(0, 2), ['account', 'snapshot'], 'compacted behind a snapshot, in lines of the new format');
  assert.equal(await balanceOf(dir, card), before, 'the account as it was');
});

test('a format-1 journal replays the callback addresses its requests gave as allowed, as they were: format 1 had no rule on them', async (t) => {
  // Written where the operator allowed the address (as format 1 allowed every one), then carried over where no rule allows it.
  const dir = mkdtempSync(join(tmpdir(), 'cardlab-proof-callbacks-'));
  t.after(() => rmSync(dir, { recursive: true, force: true }));
  const hooked = { orderNumber: 'HOOKED-1', amount: 700, returnUrl: 'https://shop.example/ok', dynamicCallbackUrl: 'https://hooks.shop.example/cb' };
  const register = (emulator: RunningEmulator, params: Body) => {
    const { gateway } = emulator.state.account;
    return emulator.app.inject({ method: 'POST', url: '/payment/rest/register.do', payload: { userName: gateway.userName, password: gateway.password, ...params } }).then((r) => r.json<Body>());
  };
  const statusOf = (emulator: RunningEmulator, orderId: unknown) => {
    const { gateway } = emulator.state.account;
    return emulator.app.inject({ method: 'POST', url: '/payment/rest/getOrderStatusExtended.do', payload: { userName: gateway.userName, password: gateway.password, orderId } }).then((r) => r.json<Body>());
  };
  const first = await startEmulator({ port: 0, dataDir: dir, callbackAllow: ['.shop.example'] });
  const order = await register(first, hooked);
  assert.equal(order.errorCode, '0', JSON.stringify(order));
  // The next order's id is drawn after the first's: a replay that dropped the first would give it another.
  const next = await register(first, { orderNumber: 'AFTER-1', amount: 900, returnUrl: 'https://shop.example/ok' });
  await first.close();
  const journal = join(dir, 'accounts', 'default.ndjson');
  asFormat1(dir, journal);

  const upgraded = await startEmulator({ port: 0, dataDir: dir, upgradeDataDir: true });
  t.after(() => upgraded.close());
  assert.match(JSON.stringify(await register(upgraded, { ...hooked, orderNumber: 'HOOKED-2' })), /"rule":"callback-address"/, "today's rule refuses the address");
  const kept = await statusOf(upgraded, order.orderId);
  assert.equal(kept.orderNumber, 'HOOKED-1', `the order registered with that address is there: ${JSON.stringify(kept)}`);
  assert.equal((await statusOf(upgraded, next.orderId)).orderNumber, 'AFTER-1', 'the order after it has the id it was given');
});

async function balanceOf(dir: string, card: string): Promise<number> {
  const emulator: RunningEmulator = await startEmulator({ port: 0, dataDir: dir });
  try {
    const res = await emulator.app.inject({ method: 'GET', url: `/v2/cards/${card}`, headers: { 'x-api-key': emulator.state.account.v2.apiKey } });
    return (res.json<{ account: { balance: number } }>()).account.balance;
  } finally {
    await emulator.close();
  }
}
