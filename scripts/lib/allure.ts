/** Builds the Allure HTML report (a folder and a single file) with history carried between runs. */
import { spawnSync } from 'node:child_process';
import { appendFileSync, copyFileSync, cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import { createRequire } from 'node:module';
import path from 'node:path';

const allureBin = path.join(path.dirname(createRequire(import.meta.url).resolve('allure-commandline/package.json')), 'dist', 'bin', 'allure');

export interface ReportPaths {
  readonly results: string;
  readonly report: string;
  readonly singleFile: string;
}

/** The folders of a run under one root (`reports` by default; tests use their own). */
export function reportPaths(root = 'reports'): ReportPaths {
  return { results: path.join(root, 'allure-results'), report: path.join(root, 'allure-report'), singleFile: path.join(root, 'allure-single') };
}

export const DEFAULT_REPORT: ReportPaths = reportPaths();

export interface BuildOptions {
  /**
   * Whether this run joins the history (scripts/lib/run-kind.ts decides). When it does not, the
   * report shows no trend (a rebuild of results that joined it shows the trend they were reported
   * with) and the previous report's history is put back afterwards, so the next full run continues
   * the trend as if this run had not happened.
   */
  readonly history: boolean;
}

export function buildReport(paths: ReportPaths = DEFAULT_REPORT, options: BuildOptions): void {
  if (!existsSync(paths.results)) throw new Error(`no results in ${paths.results}: run the scenarios first (npm start)`);
  const history = path.join(paths.report, 'history');
  const resultsHistory = path.join(paths.results, 'history');
  const carry = options.history;
  const kept = !carry && existsSync(history) ? mkdtempSync(path.join(os.tmpdir(), 'cardlab-history-')) : undefined;
  // The trend needs the previous report's history inside the new results. Without carrying, a
  // history already in the results is the one they were reported with the first time (every run
  // starts from an empty results folder): a rebuild shows that same trend, without adding the run again.
  if (carry) {
    rmSync(resultsHistory, { recursive: true, force: true });
    if (existsSync(history)) cpSync(history, resultsHistory, { recursive: true });
  }
  if (kept) cpSync(history, kept, { recursive: true });
  const env = { ...process.env, ALLURE_NO_ANALYTICS: 'true' };
  try {
    allure(['generate', paths.results, '-o', paths.report, '--clean'], env);
    allure(['generate', paths.results, '-o', paths.singleFile, '--clean', '--single-file'], env);
  } finally {
    if (kept) {
      rmSync(history, { recursive: true, force: true });
      cpSync(kept, history, { recursive: true });
      rmSync(kept, { recursive: true, force: true });
    }
  }
}

function allure(args: string[], env: NodeJS.ProcessEnv): void {
  const result = spawnSync(allureBin, args, { env, encoding: 'utf8' });
  if (result.status !== 0) throw new Error(`allure ${args[0]} failed (${result.status}): ${result.stderr || result.stdout}`);
}

/**
 * Merges the results folders of several shards into one. Result and attachment files have unique
 * (uuid) names; the run-level files (environment, categories) are the same in every shard and are
 * kept once. A name found twice with different content means two runs were mixed up: that fails.
 */
export function mergeResults(from: readonly string[], into: string): number {
  mkdirSync(into, { recursive: true });
  let copied = 0;
  for (const dir of from) {
    if (!existsSync(dir)) throw new Error(`no results folder ${dir}: did that shard run?`);
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      if (!entry.isFile()) continue;
      const source = path.join(dir, entry.name);
      const target = path.join(into, entry.name);
      if (existsSync(target)) {
        if (readFileSync(target).equals(readFileSync(source))) continue;
        throw new Error(`${entry.name} is in more than one results folder with different content (last: ${dir})`);
      }
      copyFileSync(source, target);
      copied++;
    }
  }
  return copied;
}

export interface ResultSummary {
  readonly key: string;
  readonly name: string;
  readonly status: string;
}

/** The scenarios of a results folder, one entry per result file, keyed by scenario and parameters. */
export function resultsIn(dir: string): ResultSummary[] {
  return readdirSync(dir)
    .filter((f) => f.endsWith('-result.json'))
    .map((f) => {
      const r = JSON.parse(readFileSync(path.join(dir, f), 'utf8')) as { fullName?: string; name: string; status: string; parameters?: Array<{ name: string; value: string }> };
      const parameters = (r.parameters ?? []).map((p) => `${p.name}=${p.value}`).join(',');
      return { key: `${r.fullName ?? r.name}[${parameters}]`, name: r.name, status: r.status };
    });
}

/** Whether a run left results to report: cucumber stopped before its first scenario leaves none. */
export function hasResults(dir: string): boolean {
  return existsSync(dir) && readdirSync(dir).some((f) => f.endsWith('-result.json'));
}

/** How many runs the report's trend shows. */
export function trendPoints(report: string): number {
  const file = path.join(report, 'widgets', 'history-trend.json');
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as unknown[]).length : 0;
}

/** Adds entries to the run's environment (the report's Environment widget), after those the formatter wrote. */
export function addEnvironment(resultsDir: string, entries: Readonly<Record<string, string>>): void {
  const lines = Object.entries(entries).map(([name, value]) => `${name.replaceAll(' ', '\\ ')}=${value}`);
  appendFileSync(path.join(resultsDir, 'environment.properties'), `${lines.join('\n')}\n`);
}
