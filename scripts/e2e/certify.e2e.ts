/**
 * `npm run test:certify` (CI, not the unit tests: it runs the suite twice). `npm run certify`
 * against `cardlab emulator` as a separate process passes and writes the summary; against one that
 * answers a broken field it fails and names the operation and the field, one console line per
 * failure; a run narrowed by tags says so in its verdict; a misconfigured target file is refused
 * before anything runs.
 */
import assert from 'node:assert/strict';
import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { after, test } from 'node:test';
import type { CertificationReport } from '../../src/target/certification-report.js';
import { targetFileOf } from '../../src/target/target-file.js';
import { startEmulatorProcess } from '../lib/emulator-process.js';
import { runScript, workFolder } from './run-script.js';

const work = workFolder('e2e-certify-');
// Kept for a look at the reports when CARDLAB_KEEP_E2E is set.
after(() => {
  if (!process.env.CARDLAB_KEEP_E2E) rmSync(work, { recursive: true, force: true });
});

async function certifyAgainst(name: string, emulatorArgs: string[], cucumberArgs: string[] = [], fromEmulator = false) {
  const emulator = await startEmulatorProcess(emulatorArgs);
  try {
    const targetFile = path.join(work, `${name}.json`);
    if (fromEmulator) {
      // As README says: the target file the CLI writes for an emulator, nothing added by hand.
      const written = await runScript('bin/cardlab.js', ['target-file', '--from-emulator', emulator.url, '--out', targetFile]);
      assert.equal(written.code, 0, written.output);
    } else writeFileSync(targetFile, JSON.stringify(targetFileOf({ ...emulator.env, CARDLAB_TARGET_LABEL: `emulator ${name}` }), null, 2));
    const reports = path.join(work, name);
    const run = await runScript('scripts/certify.ts', ['--target-file', targetFile, '--reports', reports, ...cucumberArgs]);
    const folder = path.join(reports, 'certification');
    const summary = JSON.parse(readFileSync(path.join(folder, 'summary.json'), 'utf8')) as CertificationReport;
    return { ...run, summary, markdown: readFileSync(path.join(folder, 'summary.md'), 'utf8'), reports };
  } finally {
    await emulator.stop();
  }
}

test('a conforming emulator process is certified, with a summary per interface and operation', async () => {
  const { code, summary, markdown, output, reports } = await certifyAgainst('conforming', []);
  assert.equal(code, 0, output.slice(-3000));
  assert.equal(summary.verdict, 'passed');
  assert.equal(summary.certified, true);
  assert.deepEqual(summary.selection, []);
  assert.equal(summary.totals.failed, 0);
  assert.deepEqual(summary.violations, []);
  assert.equal(summary.target.label, 'emulator conforming');
  assert.match(summary.suite.version, /^\d+\.\d+\.\d+/);
  const interfaces = summary.interfaces.map((i) => i.interface);
  for (const name of ['Card Management v1', 'Card Management v2', 'E-commerce gateway', 'P2P gateway']) assert.ok(interfaces.includes(name), `${name} in ${interfaces.join(', ')}`);
  assert.ok(summary.operations.some((o) => o.operation === 'v2.getCard' && o.passed > 0));
  assert.ok(summary.totals.skipped > 0, 'emulator-only scenarios are counted as skipped');
  assert.ok(summary.scenarios.filter((s) => s.outcome === 'skipped').every((s) => s.message), 'every skip says why');
  assert.match(markdown, /^# Certification summary: PASSED$/m);
  assert.match(output, /^certification PASSED$/m);
  assert.match(readFileSync(path.join(reports, 'allure-report', 'index.html'), 'utf8'), /<html/i);
});

test('an emulator answering one broken field fails, naming the operation and the field', async () => {
  const { code, summary, markdown, output } = await certifyAgainst('corrupted', ['--corrupt', 'v2.getCard.status'], ['--tags', '@v2']);
  assert.equal(code, 1, output.slice(-3000));
  assert.equal(summary.verdict, 'failed');
  assert.ok(summary.violations.length > 0);
  for (const v of summary.violations) {
    assert.equal(v.operation, 'v2.getCard');
    assert.equal(v.field, 'status');
    assert.equal(v.received, '42');
    assert.match(v.expected, /active|blocked/);
  }
  assert.ok(summary.totals.failed > 0);
  assert.match(markdown, /\| v2\.getCard \| status \| .* \| 42 \| 200 \|/);
  assert.match(output, /v2\.getCard status: expected .*; received 42 \(\d+ times\)/);
  assert.match(output, /^certification FAILED for the scenarios selected by --tags @v2: not a certification of the whole target$/m);
  // Every failure carries its file:line and the step, grouped by error in the summary.
  const failed = summary.scenarios.filter((x) => x.outcome === 'failed');
  for (const f of failed) {
    assert.match(f.location, /^features\/.+\.feature:\d+$/);
    assert.ok(f.failedAt, f.name);
  }
  assert.match(markdown, /^- \d+ × .*contract violations/m);
  assert.match(markdown, /^ {2}- features\/v2\/\S+\.feature:\d+ .* \(failed at line \d+: /m);
  // Operations the failed scenarios never got to are not reported as uncovered.
  assert.ok(summary.notReached.some((op) => op.startsWith('v2.')), 'v2 scenarios stopped early, so some v2 operations were not reached');
  assert.ok(summary.neverCalled.every((op) => !op.startsWith('v2.')), 'no v2 operation reads as uncovered');
  assert.ok(summary.neverCalled.includes('gateway.register.do'), 'the gateway, left out by --tags @v2, was never called');
  // The console stays bounded: one line per failure, no hooks, no attachments, each distinct violation once.
  assert.equal(output.split('\n').filter((l) => l.startsWith('✘ ')).length, failed.length);
  assert.doesNotMatch(output, /ALLURE_FIXTURE_IGNORE|Attachment \(|\n\s+at /);
  assert.ok(output.split('\n').length < failed.length + 150, `${output.split('\n').length} lines for ${failed.length} failures`);
});

test('a run narrowed by tags passes only for the scenarios it selected, and says so; --strict-certification refuses it', async () => {
  // The target file as `cardlab target-file --from-emulator` writes it: with its callback address, so @callbacks scenarios run.
  const { code, summary, markdown, output } = await certifyAgainst('callbacks', [], ['--tags', '@callbacks'], true);
  assert.equal(code, 0, output.slice(-3000));
  assert.equal(summary.verdict, 'passed');
  assert.equal(summary.certified, false);
  assert.deepEqual(summary.selection, ['--tags @callbacks']);
  assert.ok(summary.scenarios.every((x) => !/needs callbacks/.test(x.message ?? '')), 'the callback address came with the target file');
  assert.ok(summary.totals.passed > 0);
  const verdict = 'PASSED for the scenarios selected by --tags @callbacks: not a certification of the whole target';
  assert.match(markdown, new RegExp(`^# Certification summary: ${verdict}$`, 'm'));
  assert.match(output, new RegExp(`^certification ${verdict}$`, 'm'));

  const strict = await runScript('scripts/certify.ts', ['--target-file', path.join(work, 'callbacks.json'), '--reports', path.join(work, 'strict'), '--strict-certification', '--tags', '@callbacks']);
  assert.equal(strict.code, 2, strict.output);
  assert.match(strict.output, /--strict-certification runs every scenario .*; leave out --tags @callbacks/);
});

test('a target file with a template placeholder left in is refused before anything runs: the field named, exit 2, no stack', async () => {
  const targetFile = path.join(work, 'placeholder.json');
  writeFileSync(targetFile, JSON.stringify({ v2: { url: 'http://127.0.0.1:9', apiKey: 'k', productName: 'P' }, callbacks: { publicUrl: 'http://127.0.0.1:{port}', port: '<CARDLAB_CALLBACK_PORT>' } }));
  const reports = path.join(work, 'placeholder');
  const run = await runScript('scripts/certify.ts', ['--target-file', targetFile, '--reports', reports]);
  assert.equal(run.code, 2, run.output);
  assert.match(run.output, /placeholder\.json: callbacks\.port: still the template's placeholder/);
  assert.doesNotMatch(run.output, /\n\s+at |ENOENT|CARDLAB_CALLBACK_PORT|^ok /m);
  assert.equal(existsSync(reports), false, 'nothing was run or written');
});
