/** `npm run report`: builds the Allure report from the last run's results, keeping the trend. */
import { Command } from 'commander';
import path from 'node:path';
import { buildReport, DEFAULT_REPORT, mergeResults, reportPaths } from './lib/allure.js';
import { cleanResults } from './lib/cucumber.js';

const program = new Command('npm run report')
  .description(`build the Allure HTML report from ${DEFAULT_REPORT.results} (folder and single file), with history`)
  .option('--reports <dir>', 'folder of results and reports', 'reports')
  .option('--merge <dirs...>', 'first replace the results with the union of these results folders (shards of one run)')
  .parse();
const opts = program.opts<{ reports: string; merge?: string[] }>();

const paths = reportPaths(opts.reports);
if (opts.merge) {
  cleanResults(paths.results, { ledger: false });
  console.log(`merged ${mergeResults(opts.merge, paths.results)} files from ${opts.merge.join(', ')} into ${paths.results}`);
}
buildReport(paths);
console.log(`Allure report: ${path.resolve(paths.report, 'index.html')}`);
console.log(`single file:   ${path.resolve(paths.singleFile, 'index.html')}`);
