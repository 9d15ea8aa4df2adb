/** `cardlab emulator --retention`: a duration in days, hours, minutes or seconds, or off; anything else is refused naming the rule. */
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { test } from 'node:test';
import { retentionPeriod } from './emulator.js';

test('a retention is a whole number of d, h, m or s, or off', () => {
  assert.equal(retentionPeriod('90d'), 90 * 86_400_000);
  assert.equal(retentionPeriod('12h'), 12 * 3_600_000);
  assert.equal(retentionPeriod('30m'), 30 * 60_000);
  assert.equal(retentionPeriod('45s'), 45_000);
  assert.equal(retentionPeriod('off'), 'off');
  for (const bad of ['0d', '90', '1.5d', '-3d', '3w', 'd', ' 3d']) assert.throws(() => retentionPeriod(bad), /whole number followed by d, h, m or s/, bad);
});

test('the command refuses a bad retention before it starts, naming the option and the rule', () => {
  const run = spawnSync(process.execPath, ['bin/cardlab.js', 'emulator', '--port', '0', '--retention', '3 weeks'], { encoding: 'utf8', timeout: 30_000 });
  assert.notEqual(run.status, 0);
  assert.match(run.stderr, /--retention <duration>.*whole number followed by d, h, m or s/s);
  const records = spawnSync(process.execPath, ['bin/cardlab.js', 'emulator', '--port', '0', '--retention-records', '10'], { encoding: 'utf8', timeout: 30_000 });
  assert.notEqual(records.status, 0);
  assert.match(records.stderr, /--retention-records <n>.*from 2048/s);
});
