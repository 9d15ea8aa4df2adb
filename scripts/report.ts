/** `npm run report`: builds the Allure report from the last run's results, keeping the trend. */
import { Command } from 'commander';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { buildReport, DEFAULT_REPORT, mergeResults, reportPaths } from './lib/allure.js';
import { cleanResults } from './lib/cucumber.js';
import { withUsageExit } from '../src/cli/exit-codes.js';

const program = new Command('npm run report')
  .description(`build the Allure HTML report from ${DEFAULT_REPORT.results} (folder and single file)`)
  .option('--reports <dir>', 'folder of results and reports', 'reports')
  .option('--merge <dirs...>', 'first replace the results with the union of these results folders (shards of one run); the merged run joins the trend')
  .option('--history', 'add the results to the trend (a rebuild of results already reported would count them twice, so not by default)');
withUsageExit(program).parse();
const opts = program.opts<{ reports: string; merge?: string[]; history?: boolean }>();

const paths = reportPaths(opts.reports);
if (opts.merge) {
  cleanResults(paths.results, { ledger: false });
  console.log(`merged ${mergeResults(opts.merge, paths.results)} files from ${opts.merge.join(', ')} into ${paths.results}`);
}
// Shards merged here are a run never reported before; a plain rebuild re-reports the last run.
const carry = opts.merge !== undefined || opts.history === true;
if (!carry) {
  const withTrend = existsSync(path.join(paths.results, 'history'));
  console.log(withTrend ? 'history: the trend these results were reported with, without adding them again (--history adds them)' : 'history: these results were reported without a trend (a partial run); --history adds them to it');
}
buildReport(paths, { history: carry });
console.log(`Allure report: ${path.resolve(paths.report, 'index.html')}`);
console.log(`single file:   ${path.resolve(paths.singleFile, 'index.html')}`);
