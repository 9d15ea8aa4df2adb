/**
 * `npm run test:start` (CI): what QA do first. One file or one scenario (file:line) runs alone
 * through `npm start`, `npm run cucumber` and the remote profile; a scenario with a step nobody
 * defined is broken in the Allure results, never passed.
 */
import assert from 'node:assert/strict';
import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { after, test } from 'node:test';
import { resultsIn } from '../lib/allure.js';
import { runNpm, workFolder } from './run-script.js';

const work = workFolder('e2e-start-');
// Kept for a look at the reports when CARDLAB_KEEP_E2E is set.
after(() => {
  if (!process.env.CARDLAB_KEEP_E2E) rmSync(work, { recursive: true, force: true });
});

/** `features/v2/cards.feature:<line>` of a scenario found by its name, so edits above it do not break the test. */
function lineOf(feature: string, scenario: string): string {
  const index = readFileSync(feature, 'utf8').split('\n').findIndex((line) => line.trim() === `Scenario: ${scenario}`);
  assert.ok(index >= 0, `${scenario} in ${feature}`);
  return `${feature}:${index + 1}`;
}
const oneScenario = lineOf('features/v2/cards.feature', 'Issue a virtual card');

test('npm start -- <file:line> runs that one scenario, and keeps the run out of the trend', async () => {
  const reports = path.join(work, 'one');
  const run = await runNpm('start', ['--reports', reports, oneScenario]);
  assert.equal(run.code, 0, run.output.slice(-3000));
  assert.match(run.output, /^1 scenario \(1 passed\)$/m);
  const results = resultsIn(path.join(reports, 'allure-results'));
  assert.deepEqual(results.map((r) => [r.name, r.status]), [['Issue a virtual card', 'passed']]);
  assert.match(run.output, /kept out of the trend/);
  // The JUnit XML for CI servers, beside the Allure results.
  assert.match(readFileSync(path.join(reports, 'junit.xml'), 'utf8'), /<testsuite name="cardlab"[^>]* tests="1"/);
});

test('npm run cucumber runs only the file given, with the default and the remote profile', async () => {
  const resultsDir = path.join(work, 'file');
  const file = await runNpm('cucumber', ['--format-options', JSON.stringify({ resultsDir }), 'features/v2/top-ups.feature']);
  assert.equal(file.code, 0, file.output.slice(-3000));
  const results = resultsIn(resultsDir);
  assert.ok(results.length > 1 && results.every((r) => r.key.includes('features/v2/top-ups.feature')), results.map((r) => r.key).join('\n'));
  assert.match(file.output, new RegExp(`^${results.length} scenarios \\(${results.length} passed\\)$`, 'm'));
  // A dry run: the remote profile needs no target to show which scenarios it would run.
  const remote = await runNpm('cucumber', ['--profile', 'remote', '--dry-run', '--format', 'summary', '--format-options', JSON.stringify({ resultsDir: path.join(work, 'remote') }), oneScenario]);
  assert.equal(remote.code, 0, remote.output.slice(-3000));
  assert.match(remote.output, /^1 scenario \(1 skipped\)$/m);
});

test('a scenario with a step nobody defined is broken in the Allure results, with the reason', async () => {
  const feature = path.join(work, 'undefined.feature');
  writeFileSync(feature, '@v2\nFeature: A step nobody wrote\n\n  Scenario: A step nobody defined\n    Given Alice has a virtual card\n    When a step that no step definition matches runs\n');
  const reports = path.join(work, 'undefined');
  const run = await runNpm('start', ['--reports', reports, feature]);
  assert.equal(run.code, 1, run.output.slice(-3000));
  assert.match(run.output, /1 scenario \(1 undefined\)/);
  const [file] = resultsIn(path.join(reports, 'allure-results'));
  assert.equal(file?.status, 'broken');
  const resultsDir = path.join(reports, 'allure-results');
  const written = readFileSync(path.join(resultsDir, readdirResult(resultsDir)), 'utf8');
  const result = JSON.parse(written) as { statusDetails: { message: string }; steps: Array<{ name: string; status: string }> };
  assert.match(result.statusDetails.message, /^Undefined step: no step definition matches it/);
  assert.deepEqual(result.steps.map((s) => s.status), ['passed', 'broken']);
});

function readdirResult(dir: string): string {
  const found = readdirSync(dir).filter((f) => f.endsWith('-result.json'));
  assert.equal(found.length, 1);
  return found[0]!;
}

/** A report and results from an earlier run, to see that a refused run leaves them as they were. */
function earlierRun(name: string): { reports: string; marks: string[] } {
  const reports = path.join(work, name);
  const marks = [path.join(reports, 'allure-report', 'index.html'), path.join(reports, 'allure-results', 'earlier-result.json')];
  for (const file of marks) {
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, 'the earlier run');
  }
  return { reports, marks };
}

test('a path that matches no feature file exits 2, says so, and leaves the last report and results alone', async () => {
  const { reports, marks } = earlierRun('nosuch');
  const run = await runNpm('start', ['--reports', reports, 'features/v2/nosuch.feature']);
  assert.equal(run.code, 2, run.output.slice(-3000));
  assert.match(run.output, /^no such feature file or folder: features\/v2\/nosuch\.feature; nothing was run, and the last report is left as it was$/m);
  for (const file of marks) assert.equal(readFileSync(file, 'utf8'), 'the earlier run', file);
  const tags = await runNpm('start', ['--reports', reports, '--tags', '@no-such-tag']);
  assert.equal(tags.code, 2, tags.output.slice(-3000));
  assert.match(tags.output, /no scenario matches --tags @no-such-tag/);
});

test('a remote profile without a target, or an unknown profile, is one sentence (exit 2), not a hook trace; the report is left alone', async () => {
  const { reports, marks } = earlierRun('no-target');
  const noTarget = Object.fromEntries(Object.keys(process.env).filter((k) => k.startsWith('CARDLAB_')).map((k) => [k, '']));
  const remote = await runNpm('start', ['--reports', reports, '--profile', 'remote'], noTarget);
  assert.equal(remote.code, 2, remote.output.slice(-3000));
  assert.match(remote.output, /CARDLAB_V2_URL \(or CARDLAB_BASE_URL\): missing/);
  assert.match(remote.output, /--target-file <file> or CARDLAB_TARGET_FILE/);
  // cucumber-js run directly (npm run cucumber) says the same, from the hook that opens the target.
  const direct = await runNpm('cucumber', ['--profile', 'remote', '--format-options', JSON.stringify({ resultsDir: path.join(reports, 'direct') }), 'features/v2/top-ups.feature'], noTarget);
  assert.equal(direct.code, 2, direct.output.slice(-3000));
  assert.match(direct.output, /CARDLAB_V2_URL \(or CARDLAB_BASE_URL\): missing[\s\S]*nothing was run/);
  const profile = await runNpm('start', ['--reports', reports, '--profile', 'nosuch']);
  assert.equal(profile.code, 2, profile.output.slice(-3000));
  assert.match(profile.output, /^no profile nosuch in cucumber\.js: choose certification, check, ci, default, lint, mutation, remote, remoteCheck; nothing was run/m);
  for (const run of [remote, direct, profile]) assert.doesNotMatch(run.output, /\n\s+at |BeforeAll|run the scenarios first/);
  for (const file of marks) assert.equal(readFileSync(file, 'utf8'), 'the earlier run', file);
});
