/**
 * `npm start`: the scenarios against the embedded emulator, then the Allure report. Extra arguments
 * go to cucumber-js: `npm start -- features/v2/cards.feature:12` runs that one scenario,
 * `npm start -- --tags @v2` the v2 ones.
 */
import { Command } from 'commander';
import path from 'node:path';
import { buildReport, reportPaths } from './lib/allure.js';
import { cleanResults, cucumberHelp, junitArgs, runCucumber } from './lib/cucumber.js';
import { exitIfNothingRan, readyToRun } from './lib/plan.js';
import { historyDecision } from './lib/run-kind.js';
import { withUsageExit } from '../src/cli/exit-codes.js';

const program = new Command('npm start')
  .usage('[options] [-- cucumber-js options and <GLOB|DIR|FILE[:LINE]>...]')
  .description('run the scenarios (all of them, or the files, lines or tags given) against the embedded emulator and write the Allure report')
  .option('--profile <name>', 'cucumber profile (default, ci, remote, certification)', 'default')
  .option('--reports <dir>', 'folder of results and reports', 'reports')
  .option('--history', 'add this run to the trend even when it is partial (a path, --tags, --name) or remote')
  .option('--target-file <file>', 'with --profile remote or certification: JSON file describing the target (default: CARDLAB_TARGET_FILE, else the CARDLAB_* variables)')
  .allowUnknownOption()
  .argument('[cucumber-args...]', 'passed on to cucumber-js, e.g. features/v2/cards.feature:12 or --tags @v2')
  .addHelpText(
    'after',
    `
Report: <reports>/allure-report/index.html (folder, with history) and <reports>/allure-single/index.html (one file).
Only a full run joins the trend: a partial run keeps the earlier history for the next full run.
Exit codes: that of cucumber-js (0 every scenario passed, 1 one failed); 2 a usage or configuration
error: a path, tag or name that selects no scenario, an unknown profile, a remote profile without
a target (nothing is run, the last report is left as it was).

The cucumber-js options (everything above is handled by npm start; the rest goes to cucumber-js):
`,
  )
  .addHelpText('afterAll', () => cucumberHelp());
withUsageExit(program).parse();

const opts = program.opts<{ profile: string; reports: string; history?: boolean; targetFile?: string }>();
const paths = reportPaths(opts.reports);
const history = historyDecision(program.args, opts.profile, opts.history);
const env = await readyToRun(['--profile', opts.profile, ...program.args], opts.targetFile);
cleanResults(paths.results, { ledger: opts.reports === 'reports' });
const started = Date.now();
const code = await runCucumber(['--profile', opts.profile, '--format-options', JSON.stringify({ resultsDir: paths.results }), ...junitArgs(opts.reports), ...program.args], env);
const seconds = ((Date.now() - started) / 1000).toFixed(1);
exitIfNothingRan(paths.results, code, seconds);
console.log(`\nscenarios finished in ${seconds} s (exit ${code}); building the report…`);
console.log(history.reason);
buildReport(paths, { history: history.carry });
console.log(`Allure report: ${path.resolve(paths.report, 'index.html')}`);
console.log(`single file:   ${path.resolve(paths.singleFile, 'index.html')}`);
process.exit(code);
