// Profiles of the scenario suite. A named export is a profile; `--profile X` does not merge the
// default, so each spreads `common`. docs/remote.md ("Profiles") says what each is for.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import os from 'node:os';
import process from 'node:process';
import { URL } from 'node:url';

const version = (file) => JSON.parse(readFileSync(new URL(file, import.meta.url), 'utf8')).version;
/** The commit the suite ran at; absent outside a git checkout. */
function commit() {
  try {
    return execFileSync('git', ['rev-parse', '--short', 'HEAD'], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();
  } catch {
    return undefined;
  }
}

const head = commit();
const environmentInfo = {
  target: process.env.CARDLAB_TARGET_LABEL ?? 'embedded emulator',
  suite: `cardlab ${version('./package.json')}${head ? ` (${head})` : ''}`,
  cucumber: version('./node_modules/@cucumber/cucumber/package.json'),
  allure: version('./node_modules/allure-cucumberjs/package.json'),
  node: process.version,
  os: `${os.type()} ${os.release()}`,
};

// allure-cucumberjs with the suite's categories and skip reasons; its stdout goes to a file so that
// the progress bar survives.
const allure = ['./src/reporting/allure-reporter.ts', 'reports/allure-formatter.txt'];

// A progress bar with counts and elapsed time on a terminal; under CI, or when the output goes to a
// file or a pipe, where a bar cannot redraw itself, the totals at the end (cucumber's summary). Both
// show a failure by its steps and error, without passing hooks and attachment lines.
const interactive = Boolean(process.stdout.isTTY) && !['true', '1'].includes(String(process.env.CI).toLowerCase());
const summary = './src/reporting/summary-formatter.ts';
const progress = interactive ? './src/reporting/progress-formatter.ts' : summary;

// No `paths`: cucumber adds a profile's paths to those given on the command line, so
// `npm start -- features/v2/cards.feature:12` would run every scenario. Without them, cucumber runs
// `features/**/*.feature` only when no path is given, and exactly the given file or line otherwise.
const common = {
  // Support code and steps, not the unit tests that sit next to them.
  import: ['support/**/!(*.test).ts', 'steps/**/!(*.test).ts'],
  format: [progress, allure],
  // junit: the suite's name in the JUnit XML the scripts write beside the results (scripts/lib/cucumber.ts).
  formatOptions: { resultsDir: 'reports/allure-results', environmentInfo, junit: { suiteName: 'cardlab' } },
  strict: true,
  tags: 'not @wip',
  worldParameters: { target: 'emulator', contracts: 'fail' },
};

const remoteParams = { target: 'remote', contracts: 'report' };

export default { ...common };

/**
 * A real endpoint from CARDLAB_* variables or CARDLAB_TARGET_FILE. Scenarios that need the emulator's
 * control API run as skipped with the reason (src/target/selection.ts), so the report counts them.
 */
export const remote = {
  ...common,
  formatOptions: { ...common.formatOptions, environmentInfo: { ...environmentInfo, target: process.env.CARDLAB_TARGET_LABEL ?? 'remote' } },
  worldParameters: remoteParams,
};

/**
 * Remote, and a response that breaks its contract fails the scenario. One line per failure on the
 * console (a broken target fails hundreds of scenarios alike); the certification summary and the
 * Allure report hold the details.
 */
export const certification = { ...remote, formatOptions: { ...remote.formatOptions, failures: 'lines' }, worldParameters: { ...remoteParams, contracts: 'fail' } };

/** The default run with a summary instead of a progress bar, for logs, whatever the terminal. */
export const ci = { ...common, format: [summary, allure] };

/**
 * `npm test`'s scenario runs (test:scenarios, and test:remote's remoteCheck): a check before each
 * commit, not the report the main job and the nightly write. As ci and remote, but the browser page
 * is the worker's one, emptied between scenarios (as in mutation runs), and a screenshot is taken
 * only of a failure: a new page per scenario and a screenshot after each browser step were a third
 * of the embedded run's CPU, Chromium's (docs/performance.md, "npm test's time").
 */
const checkParams = { browserPages: 'one per worker', screenshots: 'of a failure' };
export const check = { ...ci, worldParameters: { ...ci.worldParameters, ...checkParams } };
export const remoteCheck = { ...remote, worldParameters: { ...remote.worldParameters, ...checkParams } };

/** Dry run without calling anything; scripts/check-steps.ts fails it on undefined or ambiguous steps. */
export const lint = { ...common, dryRun: true, format: ['summary'], formatOptions: {} };

/**
 * Mutation testing (stryker.config.mjs, docs/quality.md): the scenarios on the embedded emulator,
 * without report or progress, the emulator started in the first scenario of each run so that
 * Stryker sees which scenarios reach its start-up (WorldParams.targetOpens), and the stand-ins
 * (the browser above all) kept from one mutant's run to the next (WorldParams.standIns); a run
 * from the command line then exits when it ends rather than waiting for them (forceExit). Browser
 * scenarios share their worker's page, emptied between them, and take no screenshots
 * (WorldParams.browserPages, screenshots): together about half of a browser scenario's time.
 */
export const mutation = {
  ...common,
  format: [],
  formatOptions: {},
  forceExit: true,
  worldParameters: {
    ...common.worldParameters,
    targetOpens: 'in the first scenario',
    standIns: 'kept for the next run',
    browserPages: 'one per worker',
    screenshots: 'none',
  },
};
