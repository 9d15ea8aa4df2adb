import assert from 'node:assert/strict';
import { test } from 'node:test';
import { benchExitCode, type Row } from './table.js';

const row = (met: boolean | undefined, check?: boolean): Row => ({ area: 'emulator', benchmark: 'v1 read', ours: '1/s', baseline: '2/s', ratio: '0.71x', target: '>= 0.8x', met, check });

test('a bench is a measurement: a missed target exits 0, unless --check asks for a gate', () => {
  const missed = [row(true), row(false), row(undefined)];
  assert.equal(benchExitCode(missed, false), 0);
  assert.equal(benchExitCode(missed, true), 1);
  assert.equal(benchExitCode([row(true), row(undefined)], true), 0);
});

test('a failed check of correctness (other bytes for the same seed, unexpected answers) fails the bench whatever --check says', () => {
  assert.equal(benchExitCode([row(true), row(false, true)], false), 1);
});
