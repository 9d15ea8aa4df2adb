/**
 * `npm run test:nightly` (CI): two consecutive nightly runs give a report whose trend has two points.
 * A subset of the scenarios keeps it short: the trend is about runs, not about how many scenarios.
 */
import assert from 'node:assert/strict';
import { existsSync, mkdtempSync, rmSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { after, test } from 'node:test';
import { trendPoints } from '../lib/allure.js';
import { runScript } from './run-script.js';

const reports = mkdtempSync(path.join('.cardlab', 'e2e-nightly-'));
// Kept for a look at the reports when CARDLAB_KEEP_E2E is set.
after(() => {
  if (!process.env.CARDLAB_KEEP_E2E) rmSync(reports, { recursive: true, force: true });
});
const nightly = () => runScript('scripts/nightly.ts', ['--reports', reports, '--tags', '@v2 and @card-states']);

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
  // Categories and environment reach the report.
  assert.ok(existsSync(path.join(reports, 'allure-results', 'categories.json')));
  assert.match(readFileSync(path.join(reports, 'allure-report', 'widgets', 'environment.json'), 'utf8'), /embedded emulator/);
});

test('a failing run exits non-zero, and still writes its report', async () => {
  // A scenario with a step nobody defined fails in the strict profiles, whatever the target does.
  const feature = path.join(reports, 'failing.feature');
  writeFileSync(feature, '@failure-probe\nFeature: A nightly that fails\n\n  Scenario: A step nobody defined\n    Given a step that no step definition matches\n');
  // A path given to cucumber adds to the profile's paths: the tag keeps the run to this one scenario.
  const run = await runScript('scripts/nightly.ts', ['--reports', reports, feature, '--tags', '@failure-probe']);
  assert.equal(run.code, 1, run.output.slice(-3000));
  assert.match(run.output, /Allure report: /);
  assert.equal(trendPoints(path.join(reports, 'allure-report')), 3);
});
