/**
 * Which runs belong in the report's history (the trend of the nightly): only a full run of the
 * suite on the embedded emulator. A run of one file, of some tags or names, of one shard, a dry run,
 * or a run against a remote target (remote, certification) would put a point on the trend that is
 * not comparable with the others (43 scenarios after 563), so it is kept out unless asked.
 */
import { createRequire } from 'node:module';

/** Profiles whose full run is the suite on the embedded emulator (cucumber.js). */
const TREND_PROFILES = new Set(['default', 'ci']);

export interface ParsedArgs {
  readonly configuration: { paths?: string[]; tags?: string; name?: string[]; shard?: string; dryRun?: boolean };
  readonly options: { profile?: string[]; config?: string };
}

// cucumber's own parser of its command line, so that a path, `-t x` or `--tags=x` are read exactly as
// cucumber will read them. The package exports it under lib/ for require only.
const argvParser = (createRequire(import.meta.url)('@cucumber/cucumber/lib/configuration/argv_parser') as { default: { parse(argv: string[]): ParsedArgs } }).default;

/** cucumber-js's reading of these arguments: the configuration they give and the profiles they name. */
export function parseCucumberArgs(args: readonly string[]): ParsedArgs {
  return argvParser.parse(['node', 'cucumber-js', ...args]);
}

/**
 * What narrows a run to a part of the suite, in the user's words: `--tags @callbacks`, `the path
 * features/v2`, `--name …`, `--shard 1/2`, `--dry-run`; empty for the whole suite.
 */
export function selectionOf(cucumberArgs: readonly string[]): string[] {
  const { configuration: c } = parseCucumberArgs(cucumberArgs);
  // cucumber wraps each --tags in parentheses to join several with "and": one is shown as given.
  const tags = c.tags && /^\((?:[^()]|\([^()]*\))*\)$/.test(c.tags) ? c.tags.slice(1, -1) : c.tags;
  return [
    c.paths?.length ? `the path${c.paths.length === 1 ? '' : 's'} ${c.paths.join(' ')}` : '',
    tags ? `--tags ${tags}` : '',
    c.name?.length ? `--name ${c.name.join(' ')}` : '',
    c.shard ? `--shard ${c.shard}` : '',
    c.dryRun ? '--dry-run' : '',
  ].filter(Boolean);
}

export interface HistoryDecision {
  /** Whether this run's results join the history (and the previous history is shown with them). */
  readonly carry: boolean;
  /** One line for the console: why. */
  readonly reason: string;
}

/**
 * `cucumberArgs` are those the user gave (not the ones a script adds itself, such as a shard of a
 * whole sharded run); `force` is the `--history` flag.
 */
export function historyDecision(cucumberArgs: readonly string[], profile: string, force = false): HistoryDecision {
  const { options } = parseCucumberArgs(cucumberArgs);
  const profiles = [profile, ...(options.profile ?? [])];
  const partial = [...selectionOf(cucumberArgs), ...profiles.filter((p) => !TREND_PROFILES.has(p)).map((p) => `the ${p} profile`)];
  if (partial.length === 0) return { carry: true, reason: 'history: a full run, added to the trend' };
  if (force) return { carry: true, reason: `history: added to the trend as asked (--history), although it has ${partial.join(', ')}` };
  return { carry: false, reason: `history: this run (${partial.join(', ')}) is kept out of the trend; the report's earlier history is kept for the next full run (--history adds it)` };
}
