/**
 * `npm start`: every scenario against the embedded emulator, then the Allure report.
 * Extra arguments go to cucumber-js (e.g. `npm start -- --tags @v2`).
 */
import { Command } from 'commander';
import path from 'node:path';
import { buildReport, DEFAULT_REPORT } from './lib/allure.js';
import { cleanResults, runCucumber } from './lib/cucumber.js';

const program = new Command('npm start')
  .description('run every scenario against the embedded emulator and write the Allure report')
  .option('--profile <name>', 'cucumber profile (default, ci, remote, certification)', 'default')
  .allowUnknownOption()
  .argument('[cucumber-args...]', 'passed on to cucumber-js, e.g. --tags @v2')
  .addHelpText('after', `\nReport: ${DEFAULT_REPORT.report}/index.html (folder, with history) and ${DEFAULT_REPORT.singleFile}/index.html (one file).`)
  .parse();

const { profile } = program.opts<{ profile: string }>();
cleanResults(DEFAULT_REPORT.results);
const started = Date.now();
const code = await runCucumber(['--profile', profile, ...program.args]);
console.log(`\nscenarios finished in ${((Date.now() - started) / 1000).toFixed(1)} s (exit ${code}); building the report…`);
buildReport();
console.log(`Allure report: ${path.resolve(DEFAULT_REPORT.report, 'index.html')}`);
console.log(`single file:   ${path.resolve(DEFAULT_REPORT.singleFile, 'index.html')}`);
process.exit(code);
