/**
 * `npm run nightly`: the unattended regression run. Clears the last run's results (keeping the
 * report, whose history feeds the trend), runs every scenario against the embedded emulator, builds
 * the Allure report with history carried over, says where it is, and exits non-zero on failure.
 */
import path from 'node:path';
import { Command } from 'commander';
import { buildReport, reportPaths, resultsIn, trendPoints } from './lib/allure.js';
import { cleanResults, junitArgs, runCucumber } from './lib/cucumber.js';
import { exitIfNothingRan, readyToRun } from './lib/plan.js';
import { describeExploration, runExplore, writeExplorationResult } from './lib/explore.js';
import { spawn } from 'node:child_process';
import { addEnvironment } from './lib/allure.js';
import { strengthOfLastRun } from './lib/mutation-areas.js';
import { historyDecision } from './lib/run-kind.js';
import { withUsageExit } from '../src/cli/exit-codes.js';

const program = new Command('npm run nightly')
  .description('run every scenario, then build the Allure report with the history and trend of earlier nightly runs')
  .option('--reports <dir>', 'folder of results and reports (the previous report there gives the history)', 'reports')
  .option('--profile <name>', 'cucumber profile (ci prints a summary rather than progress)', 'ci')
  .option('--history', 'add this run to the trend even when it is partial (a path, --tags, --name)')
  .option('--mutation', 'after the scenarios, the whole mutation run (npm run mutation, up to an hour): its score per area is printed and the suite\'s score goes into the report\'s environment')
  .option('--explore <time>', 'after the scenarios, explore the embedded emulator for this long (cardlab explore --time, e.g. 5m); a scenario it writes runs and shows as a failed test')
  .allowUnknownOption()
  .argument('[cucumber-args...]', 'passed on to cucumber-js, e.g. --parallel 2')
  .addHelpText('after', '\nExit code: that of cucumber-js (non-zero when a scenario failed), or 1 when the report cannot be built;\n2 when nothing would run (a path, tag or name that selects no scenario, an unknown profile).');
withUsageExit(program).parse();
const opts = program.opts<{ reports: string; profile: string; history?: boolean; explore?: string; mutation?: boolean }>();
const history = historyDecision(program.args, opts.profile, opts.history);

const paths = reportPaths(opts.reports);
const env = await readyToRun(['--profile', opts.profile, ...program.args], undefined);
cleanResults(paths.results, { ledger: opts.reports === 'reports' });
const started = Date.now();
const code = await runCucumber(['--profile', opts.profile, '--format-options', JSON.stringify({ resultsDir: paths.results }), ...junitArgs(opts.reports), ...program.args], env);
const seconds = ((Date.now() - started) / 1000).toFixed(1);
exitIfNothingRan(paths.results, code, seconds);
console.log(`\nscenarios finished in ${seconds} s (exit ${code})`);
let exploreCode = 0;
if (opts.explore) {
  const exploring = Date.now();
  const exploration = await runExplore(opts.explore, path.join(opts.reports, 'explore'));
  writeExplorationResult(paths.results, exploration, exploring);
  console.log(describeExploration(exploration));
  exploreCode = exploration.code;
  // Each scenario the exploration wrote runs as every other, so the report shows it failed, step by step.
  const written = exploration.summary?.found.map((f) => f.feature) ?? [];
  if (written.length) await runCucumber(['--profile', opts.profile, '--format-options', JSON.stringify({ resultsDir: paths.results }), ...written], env);
}
let mutationCode = 0;
if (opts.mutation) {
  console.log('\nthe mutation run (npm run mutation)…');
  mutationCode = await new Promise<number>((resolve) => {
    spawn(process.execPath, ['--import', 'tsx', 'scripts/mutation.ts'], { stdio: 'inherit' }).on('close', (exit) => resolve(exit ?? 1));
  });
  const strength = strengthOfLastRun();
  if (strength) addEnvironment(paths.results, { 'mutation score': strength });
}
console.log('building the report…');
console.log(history.reason);
buildReport(paths, { history: history.carry });

const counts = new Map<string, number>();
for (const r of resultsIn(paths.results)) counts.set(r.status, (counts.get(r.status) ?? 0) + 1);
console.log(`results: ${[...counts].map(([status, n]) => `${n} ${status}`).join(', ')}`);
console.log(`trend: ${trendPoints(paths.report)} runs`);
console.log(`Allure report: ${path.resolve(paths.report, 'index.html')} (serve it: npx allure open ${paths.report})`);
console.log(`single file:   ${path.resolve(paths.singleFile, 'index.html')}`);
process.exit(code || exploreCode || mutationCode);
