/** `npm run report`: builds the Allure report from the last run's results, keeping the trend. */
import { Command } from 'commander';
import path from 'node:path';
import { buildReport, DEFAULT_REPORT } from './lib/allure.js';

new Command('npm run report')
  .description(`build the Allure HTML report from ${DEFAULT_REPORT.results} (folder and single file), with history`)
  .parse();

buildReport();
console.log(`Allure report: ${path.resolve(DEFAULT_REPORT.report, 'index.html')}`);
console.log(`single file:   ${path.resolve(DEFAULT_REPORT.singleFile, 'index.html')}`);
