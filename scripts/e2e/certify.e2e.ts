/**
 * `npm run test:certify` (CI, not the unit tests: it runs the suite twice). `npm run certify`
 * against `cardlab emulator` as a separate process passes and writes the summary; against one that
 * answers a broken field it fails and names the operation and the field.
 */
import assert from 'node:assert/strict';
import { rmSync, readFileSync, writeFileSync } from 'node:fs';
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

async function certifyAgainst(name: string, emulatorArgs: string[], cucumberArgs: string[] = []) {
  const emulator = await startEmulatorProcess(emulatorArgs);
  try {
    const targetFile = path.join(work, `${name}.json`);
    writeFileSync(targetFile, JSON.stringify(targetFileOf({ ...emulator.env, CARDLAB_TARGET_LABEL: `emulator ${name}` }), null, 2));
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
  assert.equal(summary.totals.failed, 0);
  assert.deepEqual(summary.violations, []);
  assert.equal(summary.target.label, 'emulator conforming');
  assert.match(summary.suite.version, /^\d+\.\d+\.\d+/);
  const interfaces = summary.interfaces.map((i) => i.interface);
  for (const name of ['Card Management v1', 'Card Management v2', 'E-commerce gateway', 'P2P gateway']) assert.ok(interfaces.includes(name), `${name} in ${interfaces.join(', ')}`);
  assert.ok(summary.operations.some((o) => o.operation === 'v2.getCard' && o.passed > 0));
  assert.ok(summary.totals.skipped > 0, 'emulator-only scenarios are counted as skipped');
  assert.ok(summary.scenarios.filter((s) => s.outcome === 'skipped').every((s) => s.message), 'every skip says why');
  assert.match(markdown, /^# Certification summary: PASSED/);
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
  assert.match(output, /v2\.getCard status: expected/);
});
