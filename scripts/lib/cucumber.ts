/** Runs cucumber-js as a child process with TypeScript support, forwarding its output. */
import { spawn } from 'node:child_process';
import { rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

// The package exports no bin path, so find it beside its package.json.
const cucumberBin = path.join(path.dirname(createRequire(import.meta.url).resolve('@cucumber/cucumber/package.json')), 'bin', 'cucumber.js');

export function runCucumber(args: readonly string[], env: NodeJS.ProcessEnv = {}): Promise<number> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [cucumberBin, ...args], {
      stdio: 'inherit',
      // Workers of --parallel inherit NODE_OPTIONS, so they load TypeScript too.
      env: { ...process.env, ...env, NODE_OPTIONS: `${process.env.NODE_OPTIONS ?? ''} --import=tsx`.trim() },
    });
    child.on('error', reject);
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}

/** A fresh run: old results would show up as retries, old secret hashes would be checked again. */
export function cleanResults(resultsDir: string): void {
  rmSync(resultsDir, { recursive: true, force: true });
  rmSync('.cardlab/secrets', { recursive: true, force: true });
}
