/**
 * What a run would do, read before it starts, with cucumber's own configuration loader: which
 * profile, which target, how many scenarios the paths, tags and names select. A run that would do
 * nothing (a misspelled path, a tag no scenario has, a profile that does not exist) is refused
 * before the last run's results and report are touched, instead of "passing" with 0 scenarios and
 * replacing the report with an empty one.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { loadConfiguration, loadSources } from '@cucumber/cucumber/api';
import { EXIT, refuse } from '../../src/cli/exit-codes.js';
import { ConfigurationError } from '../../src/target/config.js';
import { resolveRemote } from './remote-target.js';
import { hasResults } from './allure.js';
import { parseCucumberArgs, selectionOf } from './run-kind.js';

export interface RunPlan {
  /** How many scenarios (pickles, one per Examples row) the run would start. */
  readonly scenarios: number;
  /** The world parameter `target` of the profile: `remote` runs need a remote target (a dry run calls nothing). */
  readonly target: unknown;
  readonly dryRun: boolean;
}

/** The plan of `cucumber-js <args>`, or the sentence that says why the run would do nothing. */
export async function planRun(args: readonly string[]): Promise<RunPlan | { readonly problem: string }> {
  const { configuration, options } = parseCucumberArgs(args);
  const profiles = options.profile ?? [];
  const known = await profileNames(options.config);
  const unknown = profiles.filter((p) => !known.includes(p));
  if (unknown.length) return { problem: `no profile ${unknown.join(', ')} in ${options.config ?? 'cucumber.js'}: choose ${known.join(', ')}` };
  const environment = { cwd: process.cwd(), env: process.env };
  const { runConfiguration, useConfiguration } = await loadConfiguration({ file: options.config, profiles, provided: configuration }, environment);
  const { plan, errors } = await loadSources(runConfiguration.sources, environment);
  const target = (useConfiguration.worldParameters as { target?: unknown } | undefined)?.target;
  // A feature cucumber cannot parse is cucumber's to report, with its line.
  if (plan.length > 0 || errors.length > 0) return { scenarios: plan.length, target, dryRun: runConfiguration.runtime.dryRun };
  const missing = (configuration.paths ?? []).map((p) => p.replace(/:[\d:]+$/, '')).filter((p) => !existsSync(p));
  if (missing.length) return { problem: `no such feature file or folder: ${missing.join(', ')}` };
  const selection = selectionOf(args);
  return { problem: `no scenario matches ${selection.length ? selection.join(', ') : 'the profile'}` };
}

/** The profiles of the configuration file: its named exports, `default` for the default one. */
async function profileNames(file = 'cucumber.js'): Promise<string[]> {
  const module = (await import(pathToFileURL(path.resolve(file)).href)) as Record<string, unknown>;
  return Object.keys(module);
}

/**
 * The checks before a run starts, so that nothing is cleared for a run that cannot happen: a run
 * that would start no scenario, or a remote one without a usable target, is refused with its
 * sentence (exit 2). Answers the environment of the cucumber process (a target file turned into
 * variables for a remote run).
 */
export async function readyToRun(cucumberArgs: readonly string[], targetFile: string | undefined): Promise<NodeJS.ProcessEnv> {
  const plan = await planRun(cucumberArgs);
  if ('problem' in plan) refuse(`${plan.problem}; nothing was run, and the last report is left as it was`);
  if (plan.target !== 'remote' || plan.dryRun) {
    if (targetFile !== undefined) refuse('--target-file describes a remote target: give it with a remote profile (--profile remote or certification)');
    return {};
  }
  try {
    return resolveRemote(targetFile).env;
  } catch (error) {
    if (error instanceof ConfigurationError) refuse(error.message);
    throw error;
  }
}

/**
 * After the run: cucumber that stopped before its first scenario (its output says why) left no
 * results, and an empty report would hide the last one; this says so and exits with its code.
 */
export function exitIfNothingRan(resultsDir: string, code: number, seconds: string): void {
  if (hasResults(resultsDir)) return;
  console.error(`\ncucumber-js stopped after ${seconds} s without running a scenario (exit ${code}): no report written, the last one is left as it was`);
  process.exit(code || EXIT.failed);
}
