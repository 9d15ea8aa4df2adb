/**
 * `npm run test:nightly` (CI): two consecutive nightly runs give a report whose trend has two points.
 * A subset of the scenarios keeps it short: the trend is about runs, not about how many scenarios.
 */
import assert from 'node:assert/strict';
import { existsSync, rmSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { after, test } from 'node:test';
import { resultsIn, trendPoints } from '../lib/allure.js';
import { runScript, workFolder } from './run-script.js';

const reports = workFolder('e2e-nightly-');
// Kept for a look at the reports when CARDLAB_KEEP_E2E is set.
after(() => {
  if (!process.env.CARDLAB_KEEP_E2E) rmSync(reports, { recursive: true, force: true });
});
// A part of the suite joins the trend only when asked (--history): a real nightly runs it all.
const nightly = () => runScript('scripts/nightly.ts', ['--reports', reports, '--history', '--tags', '@v2 and @card-states']);
const historyFile = () => readFileSync(path.join(reports, 'allure-report', 'history', 'history-trend.json'), 'utf8');

test('two nightly runs in a row show a trend of two points', async () => {
  const first = await nightly();
  assert.equal(first.code, 0, first.output.slice(-3000));
  assert.equal(trendPoints(path.join(reports, 'allure-report')), 1);
  assert.match(first.output, /Allure report: .*allure-report\/index\.html/);

  const second = await nightly();
  assert.equal(second.code, 0, second.output.slice(-3000));
  const trend = JSON.parse(readFileSync(path.join(reports, 'allure-report', 'widgets', 'history-trend.json'), 'utf8')) as Array<{ data: { total: number } }>;
  assert.equal(trend.length, 2);
  assert.ok(trend.every((point) => point.data.total > 0));
  assert.match(second.output, /trend: 2 runs/);
  // Rebuilding the last nightly's report keeps its trend, and does not count that run twice.
  const before = historyFile();
  const rebuilt = await runScript('scripts/report.ts', ['--reports', reports]);
  assert.equal(rebuilt.code, 0, rebuilt.output.slice(-3000));
  assert.equal(trendPoints(path.join(reports, 'allure-report')), 2);
  assert.match(rebuilt.output, /history: the trend these results were reported with/);
  assert.equal(historyFile(), before);
  // Categories and environment reach the report.
  assert.ok(existsSync(path.join(reports, 'allure-results', 'categories.json')));
  assert.match(readFileSync(path.join(reports, 'allure-report', 'widgets', 'environment.json'), 'utf8'), /embedded emulator/);
});

test('a partial run without --history stays out of the trend and keeps it for the next run', async () => {
  const before = historyFile();
  const run = await runScript('scripts/nightly.ts', ['--reports', reports, '--name', '^Issue a virtual card$']);
  assert.equal(run.code, 0, run.output.slice(-3000));
  assert.match(run.output, /kept out of the trend/);
  // Allure draws the run itself as the trend's one point; what matters is that no earlier run is in it.
  assert.ok(trendPoints(path.join(reports, 'allure-report')) <= 1, 'the partial report shows no earlier runs');
  assert.equal(historyFile(), before, "the nightly's history is untouched");
});

test('a failing run exits non-zero, and still writes its report', async () => {
  // A scenario with a step nobody defined fails in the strict profiles, whatever the target does.
  const feature = path.join(reports, 'failing.feature');
  writeFileSync(feature, '@failure-probe\nFeature: A nightly that fails\n\n  Scenario: A step nobody defined\n    Given a step that no step definition matches\n');
  // Given a path, cucumber runs that file alone (the profiles name no paths of their own).
  const run = await runScript('scripts/nightly.ts', ['--reports', reports, '--history', feature]);
  assert.equal(run.code, 1, run.output.slice(-3000));
  // The failure shows its steps, without the hooks that passed and a line per attachment.
  assert.match(run.output, /\? Given a step that no step definition matches/);
  assert.doesNotMatch(run.output, /ALLURE_FIXTURE_IGNORE|Before \(|Attachment \(/);
  assert.equal(resultsIn(path.join(reports, 'allure-results')).length, 1);
  assert.match(run.output, /Allure report: /);
  assert.equal(trendPoints(path.join(reports, 'allure-report')), 3);
});
