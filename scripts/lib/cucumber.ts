/** Runs cucumber-js as a child process with TypeScript support, forwarding its output. */
import { spawn, spawnSync } from 'node:child_process';
import { rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { createInterface } from 'node:readline';

// The package exports no bin path, so find it beside its package.json.
const cucumberBin = path.join(path.dirname(createRequire(import.meta.url).resolve('@cucumber/cucumber/package.json')), 'bin', 'cucumber.js');

export interface RunOptions {
  /** Prefix of every output line, so that processes running side by side stay readable. */
  readonly prefix?: string | undefined;
}

export function runCucumber(args: readonly string[], env: NodeJS.ProcessEnv = {}, options: RunOptions = {}): Promise<number> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [cucumberBin, ...args], {
      stdio: options.prefix === undefined ? 'inherit' : ['ignore', 'pipe', 'pipe'],
      // Workers of --parallel inherit NODE_OPTIONS, so they load TypeScript too.
      env: { ...process.env, ...env, NODE_OPTIONS: `${process.env.NODE_OPTIONS ?? ''} --import=tsx`.trim() },
    });
    if (options.prefix !== undefined) {
      for (const [stream, out] of [[child.stdout, process.stdout], [child.stderr, process.stderr]] as const) {
        if (stream) createInterface({ input: stream }).on('line', (line) => out.write(`${options.prefix} ${line}\n`));
      }
    }
    child.on('error', reject);
    // 'close', not 'exit': the last output lines are through once the streams close.
    child.on('close', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}

/**
 * A fresh run: old results would show up as retries, old secret hashes would be checked again.
 * Runs into another folder than reports/ (tests) leave the shared secret ledger to the main run.
 */
export function cleanResults(resultsDir: string, options: { ledger?: boolean } = {}): void {
  rmSync(resultsDir, { recursive: true, force: true });
  if (options.ledger ?? true) rmSync('.cardlab/secrets', { recursive: true, force: true });
}

/** cucumber-js's own `--help`, for scripts that pass their extra options on to it. */
export function cucumberHelp(): string {
  const help = spawnSync(process.execPath, [cucumberBin, '--help'], { encoding: 'utf8' });
  return help.stdout || `(cucumber-js --help failed: ${help.stderr})`;
}

/**
 * cucumber's JUnit XML formatter writing `<dir>/junit.xml` (or another name), beside the Allure results, for CI servers
 * that read JUnit. Given by the scripts, not the profiles: parallel runs (shards, tests) each write
 * their own file.
 */
export function junitArgs(dir: string, name = 'junit.xml'): string[] {
  return ['--format', `junit:${path.join(dir, name)}`];
}
