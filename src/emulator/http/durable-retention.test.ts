/**
 * Retention in a sandbox kept on disk (domain/retention.ts, docs/decisions/0010-durable-sandbox.md):
 * the rule is written with the sandbox's genesis, so a replay forgets exactly what the sandbox had
 * forgotten and reads back the same account; a restart with another `--retention` writes the new
 * rule down, and the next restart replays both.
 */
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test } from 'node:test';
import type { RetentionRule } from '../domain/retention.js';
import type { Tenant } from '../tenant.js';
import { type RunningEmulator, startEmulator } from './server.js';
import { accountClient, populate } from './tenant-test-kit.js';

const DAY = 86_400_000;

function snapshot(tenant: Tenant): string {
  return JSON.stringify({ sandbox: tenant.sandbox, offset: Math.round((tenant.clock.nowMs() - Date.now()) / 60_000) }, (key, value: unknown) =>
    key === 'pinHash' ? typeof value : value instanceof Map ? [...value.entries()] : value instanceof Set ? [...value] : value,
  );
}

/** Five days of top-ups and transfers between two cards, fifty requests at a time (one fsync per batch). */
async function load(emulator: RunningEmulator): Promise<void> {
  const { app } = emulator;
  const client = await accountClient(app, '/__emulator/sandbox');
  const data = await populate(app, client, emulator.state.clock.now());
  const send = async (url: string, body: Record<string, unknown>) => {
    const raw = JSON.stringify(body);
    const res = await app.inject({ method: 'POST', url, headers: client.headers('v2', raw), payload: raw });
    assert.equal(res.statusCode, 201, res.body);
  };
  const [a, b] = [data.card, data.otherCard];
  for (let day = 0; day < 5; day++) {
    for (let batch = 0; batch < 6; batch++) {
      await Promise.all(
        Array.from({ length: 50 }, (_, i) =>
          i % 2 === 0
            ? send('/v2/topups', { amount: 10, currency: 'EUR', destinationCard: { cardNumber: a.pan } })
            : send('/v2/transfers', { amount: 5, currency: 'EUR', sourceCard: { cardNumber: a.pan, expiryDate: a.expiry }, destinationCard: { cardNumber: b.pan } }),
        ),
      );
    }
    await app.inject({ method: 'POST', url: '/__emulator/clock', payload: { advanceSeconds: 86_400 } });
  }
}

test('a sandbox that forgot records reads back exactly as it was, and a new --retention is written down', { timeout: 120_000 }, async (t) => {
  const dir = mkdtempSync(join(tmpdir(), 'cardlab-retention-'));
  t.after(() => rmSync(dir, { recursive: true, force: true }));
  const rule: RetentionRule = { periodMs: DAY, maxRecords: 1_000_000 };
  const first = await startEmulator({ port: 0, dataDir: dir, retention: rule });
  await load(first);
  const made = first.state.sandbox.history.all().at(-1)!.utrnno;
  assert.ok(first.state.sandbox.history.size < made / 2, `records were forgotten (${first.state.sandbox.history.size} of ${made} kept)`);
  const before = snapshot(first.state.main);
  await first.close();

  const second = await startEmulator({ port: 0, dataDir: dir, retention: rule });
  assert.equal(snapshot(second.state.main), before, 'the replay forgot what the sandbox had forgotten, and nothing else');
  await second.close();

  // Restarted with a longer retention: nothing comes back, the new rule holds from now on and is written down.
  const longer: RetentionRule = { periodMs: 30 * DAY, maxRecords: 1_000_000 };
  const third = await startEmulator({ port: 0, dataDir: dir, retention: longer });
  assert.deepEqual(third.state.sandbox.retention?.rule, longer);
  const withLonger = snapshot(third.state.main);
  assert.equal(withLonger.replace('"periodMs":2592000000', '"periodMs":86400000'), before, 'the same account, under the new rule');
  await third.close();
  const fourth = await startEmulator({ port: 0, dataDir: dir, retention: longer });
  t.after(() => fourth.close());
  assert.equal(snapshot(fourth.state.main), withLonger, 'the rule change replays');
});
