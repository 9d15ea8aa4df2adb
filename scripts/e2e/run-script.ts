/** Runs one of the npm scripts as a child process, as CI would, keeping its output for assertions. */
import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync } from 'node:fs';
import path from 'node:path';

/** A fresh folder under .cardlab/ for one test file's runs (.cardlab/ itself made on a fresh checkout). */
export function workFolder(prefix: string): string {
  mkdirSync('.cardlab', { recursive: true });
  return mkdtempSync(path.join('.cardlab', prefix));
}

export interface ScriptRun {
  readonly code: number;
  /** stdout and stderr, interleaved. */
  readonly output: string;
}

export function runScript(script: string, args: readonly string[] = [], env: NodeJS.ProcessEnv = {}): Promise<ScriptRun> {
  return run(process.execPath, ['--import', 'tsx', script, ...args], env);
}

/** `npm run <script> -- args`, through npm itself: what QA type. */
export function runNpm(script: string, args: readonly string[] = [], env: NodeJS.ProcessEnv = {}): Promise<ScriptRun> {
  return run('npm', ['run', '--silent', script, '--', ...args], env);
}

function run(command: string, args: readonly string[], env: NodeJS.ProcessEnv): Promise<ScriptRun> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    const keep = (chunk: Buffer) => {
      output += chunk.toString('utf8');
    };
    child.stdout.on('data', keep);
    child.stderr.on('data', keep);
    child.on('error', reject);
    child.on('close', (code) => resolve({ code: code ?? 1, output }));
  });
}
