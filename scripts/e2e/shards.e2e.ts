/**
 * `npm run test:shards` (CI): the suite run as 2 shards, each with its own emulator, merged into one
 * report, holds exactly the scenarios of an unsharded run: none lost, none twice.
 */
import assert from 'node:assert/strict';
import { existsSync, rmSync } from 'node:fs';
import path from 'node:path';
import { after, test } from 'node:test';
import { resultsIn } from '../lib/allure.js';
import { runCucumber } from '../lib/cucumber.js';
import { runScript, workFolder } from './run-script.js';

const work = workFolder('e2e-shards-');
// Kept for a look at the reports when CARDLAB_KEEP_E2E is set.
after(() => {
  if (!process.env.CARDLAB_KEEP_E2E) rmSync(work, { recursive: true, force: true });
});

/** Scenario keys (feature path, name, parameters such as an Examples row) with how often each occurs. */
function tally(keys: readonly string[]): Map<string, number> {
  const counts = new Map<string, number>();
  for (const key of keys) counts.set(key, (counts.get(key) ?? 0) + 1);
  return counts;
}

test('two shards merged give every scenario of the unsharded run exactly once', async () => {
  const whole = path.join(work, 'unsharded');
  // Exit codes are not compared: a failing scenario is the suite's business, not sharding's; what
  // must hold is that the same scenarios ran, whatever their outcome.
  const [, sharded] = await Promise.all([
    runCucumber(['--profile', 'ci', '--format-options', JSON.stringify({ resultsDir: whole })], {}, { prefix: '[unsharded]' }),
    runScript('scripts/shards.ts', ['--total', '2', '--reports', path.join(work, 'sharded')]),
  ]);
  assert.match(sharded.output, /merged \d+ files into/, sharded.output.slice(-3000));

  const expected = resultsIn(whole).map((r) => r.key);
  const shardKeys = [1, 2].map((i) => resultsIn(path.join(work, 'sharded', 'shards', String(i))).map((r) => r.key));
  const merged = resultsIn(path.join(work, 'sharded', 'allure-results')).map((r) => r.key);
  assert.ok(expected.length > 100, `the unsharded run has the whole suite (${expected.length} scenarios)`);
  assert.equal(new Set(expected).size, expected.length, 'scenario keys are unique in one run');
  for (const keys of shardKeys) assert.ok(keys.length > 0 && keys.length < expected.length, 'each shard runs a part');
  assert.deepEqual(tally(merged), tally(expected));
  assert.equal(shardKeys[0]!.length + shardKeys[1]!.length, expected.length);
  assert.ok(existsSync(path.join(work, 'sharded', 'allure-report', 'index.html')));
  assert.match(sharded.output, /\[shard 1\/2\]/);
});
