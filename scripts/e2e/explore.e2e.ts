/**
 * `npm run test:explore` (in test:e2e): `cardlab explore` as QA run it. Against an emulator process
 * built with a deliberate fault it finds the fault, writes a feature that `npm run test:steps`
 * accepts, that fails on the faulty emulator and passes on the correct (embedded) one; bad usage
 * exits 2 and a target that does not answer exits 3.
 */
import assert from 'node:assert/strict';
import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { after, describe, it } from 'node:test';
import { runNpm, runScript } from './run-script.js';

const CLI = 'bin/cardlab.js';
const dir = mkdtempSync(path.join(tmpdir(), 'cardlab-explore-'));
after(() => rmSync(dir, { recursive: true, force: true }));

/** The faulty emulator's process (src/explore/faulty-emulator-kit.ts) and its URL. */
async function faultyEmulator(fault: string): Promise<{ url: string; child: ChildProcess }> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/explore/faulty-emulator-kit.ts', fault], { stdio: ['ignore', 'pipe', 'inherit'] });
  const url = await new Promise<string>((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`the faulty emulator exited with ${code}`)));
    createInterface({ input: child.stdout }).once('line', resolve);
  });
  return { url, child };
}

const cardlab = (args: readonly string[]) => runScript(CLI, args);

describe('cardlab explore finds a deliberate fault and writes a scenario that shows it', { concurrency: 1 }, () => {
  for (const [fault, api, seed] of [
    ['refund-over-deposit', 'ecom', 1],
    ['payout-leaves-funding-whole', 'p2p', 1],
  ] as const) {
    it(`${fault} (${api})`, { timeout: 300_000 }, async () => {
      const { url, child } = await faultyEmulator(fault);
      try {
        const out = path.join(dir, fault);
        const explored = await cardlab(['explore', '--emulator', url, '--interface', api, '--seed', String(seed), '--time', '120s', '--out', out]);
        assert.equal(explored.code, 1, explored.output);
        assert.match(explored.output, new RegExp(`seed ${seed}`));
        const feature = path.join(out, `${api}-${seed}.feature`);
        assert.ok(existsSync(feature), explored.output);
        const summary = JSON.parse(readFileSync(path.join(out, 'summary.json'), 'utf8')) as { seed: number; verdict: string; found: { interface: string; rule: string }[] };
        assert.deepEqual([summary.seed, summary.verdict, summary.found[0]?.interface], [seed, 'failed', api]);

        const steps = await runNpm('test:steps', [feature]);
        assert.equal(steps.code, 0, steps.output);

        const targetFile = path.join(out, 'target.json');
        const written = await cardlab(['target-file', '--from-emulator', url, '--out', targetFile]);
        assert.equal(written.code, 0, written.output);
        const onFaulty = await runNpm('cucumber', ['--profile', 'remote', '--format', 'summary', feature], { CARDLAB_TARGET_FILE: targetFile, CI: 'true' });
        assert.notEqual(onFaulty.code, 0, `the scenario passed on the faulty emulator:\n${onFaulty.output}`);
        assert.match(onFaulty.output, /1 scenario \(1 failed\)/);

        const onCorrect = await runNpm('cucumber', ['--format', 'summary', feature], { CI: 'true' });
        assert.equal(onCorrect.code, 0, `the scenario failed on the correct emulator:\n${onCorrect.output}`);
      } finally {
        child.kill('SIGTERM');
      }
    });
  }
});

describe('cardlab explore exit codes', () => {
  it('2 for a bad option, naming it', async () => {
    for (const args of [['--seed', 'x'], ['--interface', 'v3'], ['--time', '0s'], ['--emulator', 'http://127.0.0.1:1', '--target-file', 'x.json']]) {
      const run = await cardlab(['explore', ...args]);
      assert.equal(run.code, 2, `${args.join(' ')}: ${run.output}`);
      assert.doesNotMatch(run.output, /\n\s+at /, 'no stack trace');
    }
  });

  it('3 when the emulator named does not answer', async () => {
    const run = await cardlab(['explore', '--emulator', 'http://127.0.0.1:9', '--time', '5s', '--out', path.join(dir, 'none')]);
    assert.equal(run.code, 3, run.output);
  });

  it('--help documents the options and the exit codes', async () => {
    const run = await cardlab(['explore', '--help']);
    assert.equal(run.code, 0);
    for (const option of ['--target-file', '--emulator', '--interface', '--seed', '--runs', '--max-commands', '--time', '--out', 'Exit codes']) assert.ok(run.output.includes(option), option);
  });
});
