/**
 * `--explore <time>` of npm run nightly and npm run certify: `cardlab explore` as a process after
 * the scenarios (scripts run the emulator only as a process), its summary.json read back, and the
 * exploration written into the Allure results as a test of its own: passed with what was explored
 * (runs, commands, seed), or failed with the rule it found broken. The written scenario is then run
 * by the caller, so it shows as a failed test with its steps.
 */
import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Summary as ExploreSummary } from '../../src/explore/feature.js';

export interface Exploration {
  readonly code: number;
  readonly summary: ExploreSummary | undefined;
}

/** Runs `cardlab explore --time <time> --out <dir>` (plus `args`), its output passed through. */
export async function runExplore(time: string, dir: string, args: readonly string[] = [], env: NodeJS.ProcessEnv = {}): Promise<Exploration> {
  rmSync(dir, { recursive: true, force: true });
  const code = await new Promise<number>((resolve) => {
    const child = spawn(process.execPath, ['bin/cardlab.js', 'explore', '--time', time, '--out', dir, ...args], { stdio: 'inherit', env: { ...process.env, ...env } });
    child.on('close', (exit) => resolve(exit ?? 1));
  });
  const file = path.join(dir, 'summary.json');
  const summary = existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as ExploreSummary) : undefined;
  return { code, summary };
}

/** One Allure result for the exploration itself, beside the scenarios' results. */
export function writeExplorationResult(resultsDir: string, exploration: Exploration, started: number): void {
  const { summary, code } = exploration;
  const found = summary?.found ?? [];
  const status = code === 0 ? 'passed' : found.length ? 'failed' : 'broken';
  const message = found.length ? found.map((f) => `${f.interface}: ${f.rule} (written: ${f.feature})`).join('\n') : code === 0 ? undefined : `cardlab explore exited with ${code}`;
  const explored = (summary?.explored ?? []).map((e) => `${e.interface} ${e.runs} runs, ${e.commands} commands`).join('; ');
  mkdirSync(resultsDir, { recursive: true });
  const uuid = randomUUID();
  const result = {
    uuid,
    historyId: 'cardlab-explore',
    testCaseId: 'cardlab-explore',
    name: 'Model-based exploration (cardlab explore)',
    fullName: 'cardlab explore',
    status,
    stage: 'finished',
    start: started,
    stop: Date.now(),
    ...(message ? { statusDetails: { message } } : {}),
    labels: [
      { name: 'suite', value: 'Exploration' },
      { name: 'feature', value: 'cardlab explore' },
    ],
    parameters: [
      { name: 'seed', value: String(summary?.seed ?? '') },
      { name: 'runs', value: String(summary?.runs ?? 0) },
      { name: 'commands', value: String(summary?.commands ?? 0) },
      { name: 'seconds', value: String(summary?.seconds ?? 0) },
      { name: 'explored', value: explored },
    ],
  };
  writeFileSync(path.join(resultsDir, `${uuid}-result.json`), JSON.stringify(result));
}

/** One line for the console and the certification summary. */
export function describeExploration({ summary, code }: Exploration): string {
  if (!summary) return `exploration did not run to its end (exit ${code})`;
  const what = `${summary.runs} runs, ${summary.commands} commands in ${summary.seconds} s, seed ${summary.seed}`;
  if (summary.verdict === 'unreachable') return `exploration stopped: the target did not answer (${what})`;
  return summary.found.length ? `exploration FOUND ${summary.found.map((f) => `${f.interface}: ${f.rule}`).join('; ')} (${what})` : `exploration found nothing (${what})`;
}
