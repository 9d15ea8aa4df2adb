// Profiles of the scenario suite. A named export is a profile; `--profile X` does not merge the
// default, so each spreads `common`. See README for what each is for.
import os from 'node:os';
import process from 'node:process';

const environmentInfo = {
  node: process.version,
  os: `${os.type()} ${os.release()}`,
  target: process.env.CARDLAB_TARGET_LABEL ?? 'embedded emulator',
};

const common = {
  paths: ['features/**/*.feature'],
  // Support code and steps, not the unit tests that sit next to them.
  import: ['src/support/**/!(*.test).ts', 'src/steps/**/!(*.test).ts'],
  format: ['progress', ['allure-cucumberjs/reporter', 'reports/allure-formatter.txt']],
  formatOptions: { resultsDir: 'reports/allure-results', environmentInfo },
  strict: true,
  tags: 'not @wip',
  worldParameters: { target: 'emulator', contracts: 'fail' },
};

const remoteParams = { target: 'remote', contracts: 'report' };

export default { ...common };

/** A real endpoint from CARDLAB_* variables; scenarios that need the emulator's control API are left out. */
export const remote = {
  ...common,
  tags: 'not @wip and not @emulator-only',
  formatOptions: { ...common.formatOptions, environmentInfo: { ...environmentInfo, target: process.env.CARDLAB_TARGET_LABEL ?? 'remote' } },
  worldParameters: remoteParams,
};

/** Remote, and a response that breaks its contract fails the scenario. */
export const certification = { ...remote, worldParameters: { ...remoteParams, contracts: 'fail' } };

/** The default run with a summary instead of a progress line, for logs. */
export const ci = { ...common, format: ['summary', ['allure-cucumberjs/reporter', 'reports/allure-formatter.txt']] };

/** Dry run without calling anything; scripts/check-steps.ts fails it on undefined or ambiguous steps. */
export const lint = { ...common, dryRun: true, format: ['summary'], formatOptions: {} };
