/** Builds the Allure HTML report (a folder and a single file) with history carried between runs. */
import { spawnSync } from 'node:child_process';
import { cpSync, existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

const allureBin = path.join(path.dirname(createRequire(import.meta.url).resolve('allure-commandline/package.json')), 'dist', 'bin', 'allure');

export interface ReportPaths {
  readonly results: string;
  readonly report: string;
  readonly singleFile: string;
}

export const DEFAULT_REPORT: ReportPaths = {
  results: 'reports/allure-results',
  report: 'reports/allure-report',
  singleFile: 'reports/allure-single',
};

export function buildReport(paths: ReportPaths = DEFAULT_REPORT): void {
  if (!existsSync(paths.results)) throw new Error(`no results in ${paths.results}: run the scenarios first (npm start)`);
  // The trend needs the previous report's history inside the new results.
  const history = path.join(paths.report, 'history');
  if (existsSync(history)) cpSync(history, path.join(paths.results, 'history'), { recursive: true });
  const env = { ...process.env, ALLURE_NO_ANALYTICS: 'true' };
  allure(['generate', paths.results, '-o', paths.report, '--clean'], env);
  allure(['generate', paths.results, '-o', paths.singleFile, '--clean', '--single-file'], env);
}

function allure(args: string[], env: NodeJS.ProcessEnv): void {
  const result = spawnSync(allureBin, args, { env, encoding: 'utf8' });
  if (result.status !== 0) throw new Error(`allure ${args[0]} failed (${result.status}): ${result.stderr || result.stdout}`);
}
