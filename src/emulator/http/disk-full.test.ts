/**
 * A kept sandbox on a disk that fills up (issue #29, finding 1): v2 top-ups one at a time until the
 * journal's disk is full, then a restart on the same directory. Every top-up answered 201 is there
 * after the restart; once the disk refused a write no top-up is answered 201 any more. The disk is
 * a `write` that takes what fits and then refuses with ENOSPC, as a full filesystem does (a 200 KiB
 * tmpfs did the same in the probe that found it), so the test needs neither root nor a mount.
 */
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test } from 'node:test';
import type { WriteSome } from '../store/journal-writer.js';
import { startEmulator } from './server.js';

type Body = Record<string, unknown>;

test('a disk that fills up mid-line: every top-up answered 201 is there after the restart, none answered after the refusal', async (t) => {
  const dir = mkdtempSync(join(tmpdir(), 'cardlab-full-'));
  t.after(() => rmSync(dir, { recursive: true, force: true }));
  // Room for the account, its card and some top-ups: full after a few dozen.
  let left = 24 * 1024;
  const disk: WriteSome = async (handle, data) => {
    if (left === 0) throw Object.assign(new Error('ENOSPC: no space left on device, write'), { code: 'ENOSPC' });
    const taken = Math.min(left, data.length);
    left -= taken;
    return (await handle.write(data.subarray(0, taken))).bytesWritten;
  };
  const failures: Error[] = [];
  const first = await startEmulator({ port: 0, dataDir: dir, journalWrite: disk, onStoreFailure: (error) => failures.push(error) });
  const apiKey = first.state.account.v2.apiKey;
  const call = async (app: typeof first.app, method: 'GET' | 'POST', url: string, payload?: Body) => {
    const res = await app.inject({ method, url, headers: { 'x-api-key': apiKey, 'content-type': 'application/json' }, ...(payload ? { payload: JSON.stringify(payload) } : {}) });
    return { status: res.statusCode, body: res.json<Body>() };
  };
  const holder = await call(first.app, 'POST', '/v2/cardholders', { firstName: 'Full', lastName: 'Disk', phoneNumber: '+491511234567', billingAddress: { postalCode: '10115', country: 'DE' } });
  const card = await call(first.app, 'POST', '/v2/cards', { productName: first.state.account.v2.productName, cardholder: holder.body.id });
  const number = String((await call(first.app, 'GET', `/v2/cards/${String(card.body.id)}`)).body.number);

  const acknowledged: number[] = [];
  const after: number[] = [];
  for (let amount = 1; amount <= 400; amount++) {
    const topUp = await call(first.app, 'POST', '/v2/topups', { amount, currency: 'EUR', destinationCard: { cardNumber: number } });
    if (topUp.status === 201) (failures.length ? after : acknowledged).push(amount);
    if (failures.length && amount > acknowledged.length + 5) break;
  }
  assert.equal(failures.length, 1, 'the disk filled up and the store said so');
  assert.match(failures[0]!.message, /ENOSPC/);
  assert.ok(acknowledged.length > 10, `top-ups answered before the disk was full: ${acknowledged.length}`);
  assert.deepEqual(after, [], 'nothing is acknowledged once a write was refused');
  await first.close().catch(() => undefined);

  // The disk has room again (the operator freed some): the restart reads back every acknowledged top-up.
  const second = await startEmulator({ port: 0, dataDir: dir });
  t.after(() => second.close());
  // Amounts 1, 2, 3, …: the balance is their sum exactly when every acknowledged one is there, and no other.
  const balance = ((await call(second.app, 'GET', `/v2/cards/${String(card.body.id)}`)).body.account as { balance: number }).balance;
  assert.deepEqual(acknowledged, acknowledged.map((_, i) => i + 1), 'acknowledged in order, none skipped');
  assert.equal(balance, acknowledged.reduce((sum, a) => sum + a, 0), `the balance is what the ${acknowledged.length} acknowledged top-ups make it`);
});
