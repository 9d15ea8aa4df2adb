/**
 * The remote target a script runs against: a target file (`--target-file` or CARDLAB_TARGET_FILE)
 * or the CARDLAB_* variables, the environment its cucumber process gets, and what may be printed
 * about it (names and URLs, never credentials).
 */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import type { RemoteTarget } from '../../src/target/config.js';
import { configuredInterfaces } from '../../src/target/selection.js';
import { remoteTargetOf, TARGET_FILE_VARIABLE, withTargetFile } from '../../src/target/target-file.js';

export interface ResolvedRemote {
  readonly target: RemoteTarget;
  /** The environment of the cucumber process: the file, if any, already turned into variables. */
  readonly env: NodeJS.ProcessEnv;
  readonly label: string;
  readonly interfaces: ReadonlyArray<{ readonly title: string; readonly url: string }>;
}

export function resolveRemote(targetFile: string | undefined, env: NodeJS.ProcessEnv = process.env): ResolvedRemote {
  const file = targetFile ?? env[TARGET_FILE_VARIABLE];
  const target = remoteTargetOf(env, file);
  const resolvedEnv = withTargetFile(env, file);
  const parts = target as unknown as Record<string, { baseUrl?: string } | undefined>;
  const interfaces = configuredInterfaces(target).map((i) => ({ title: i.title, url: parts[i.key]?.baseUrl ?? '(not given)' }));
  const label = resolvedEnv.CARDLAB_TARGET_LABEL ?? `remote target at ${new URL(target.v2.baseUrl).host}`;
  return { target, env: { ...resolvedEnv, CARDLAB_TARGET_LABEL: label }, label, interfaces };
}

export function suiteVersion(): { name: string; version: string; commit: string | undefined } {
  const pkg = JSON.parse(readFileSync('package.json', 'utf8')) as { name: string; version: string };
  let commit: string | undefined;
  try {
    commit = execFileSync('git', ['rev-parse', '--short', 'HEAD'], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();
  } catch {
    commit = undefined;
  }
  return { name: pkg.name, version: pkg.version, commit };
}
