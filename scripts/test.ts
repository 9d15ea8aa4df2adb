/**
 * `npm test`: every check, then one verdict line per stage and the count, so that what failed is the
 * last thing on the screen rather than 2,000 lines above it. Stages run side by side, up to --jobs
 * at once, except that a stage waits for the stages whose results it reads (`after`); each stage's
 * output is held and printed whole when it ends, so the log reads stage by stage. Every stage runs
 * even after one failed (a CI log then shows all that is wrong at once), unless --bail: then the
 * stages still running are stopped and the others not started. Exit code: that of the first stage
 * in the list that failed, 0 when all passed.
 */
import { spawn } from 'node:child_process';
import { availableParallelism } from 'node:os';
import { pathToFileURL } from 'node:url';
import { Command, InvalidArgumentError } from 'commander';
import { withUsageExit } from '../src/cli/exit-codes.js';

export interface Stage {
  readonly name: string;
  /** The npm script that runs it. */
  readonly script: string;
  /** Scripts of earlier stages whose results it reads: it starts once they have ended. */
  readonly after?: readonly string[];
}

const SCENARIO_RUNS = ['test:scenarios', 'test:remote'];

export const STAGES: readonly Stage[] = [
  // The scenario runs first, the rest after: a scenario run is one process (the embedded one, with
  // its Chromium) or a few that wait on each other (the remote one), the unit tests are a process a
  // core and lint, typecheck and the dry run short, so they fill the cores to the end instead of a
  // scenario run ending alone (docs/performance.md, "npm test's time").
  // test:scenarios empties the secret ledger as it starts and the remote run adds its hashes only
  // when it ends, so the remote run must not start first: stages start in this order.
  { name: 'scenarios (embedded emulator)', script: 'test:scenarios' },
  { name: 'scenarios (remote, emulator process)', script: 'test:remote' },
  { name: 'unit tests', script: 'test:unit' },
  { name: 'lint', script: 'lint' },
  { name: 'typecheck', script: 'typecheck' },
  { name: 'steps (strict dry run)', script: 'test:steps' },
  { name: 'requests name only contract fields', script: 'check:requests', after: SCENARIO_RUNS },
  // Last, as in a run one stage at a time: it reads the reports, logs and secret ledger any stage wrote.
  { name: 'no secret in reports and logs', script: 'check:secrets', after: [...SCENARIO_RUNS, 'test:unit', 'lint', 'typecheck', 'test:steps', 'check:requests'] },
];

export interface Outcome {
  readonly stage: Stage;
  /** undefined: not run, or stopped before its end (--bail after a failure). */
  readonly code: number | undefined;
  readonly seconds: number;
  readonly stopped?: boolean;
}

/** `✔ lint 7.1 s`, `✘ unit tests 40.2 s (exit 1)`, `- secrets (not run)`, `- unit tests (stopped after 3.0 s)`. */
export function verdictLine({ stage, code, seconds, stopped }: Outcome): string {
  if (stopped) return `- ${stage.name} (stopped after ${seconds.toFixed(1)} s)`;
  if (code === undefined) return `- ${stage.name} (not run)`;
  return code === 0 ? `✔ ${stage.name} ${seconds.toFixed(1)} s` : `✘ ${stage.name} ${seconds.toFixed(1)} s (exit ${code})`;
}

/** The last line: `7 passed, 1 failed` (and `, 2 not run` with --bail, the stopped ones counted with them). */
export function countLine(outcomes: readonly Outcome[]): string {
  const passed = outcomes.filter((o) => o.code === 0).length;
  const notRun = outcomes.filter((o) => o.code === undefined).length;
  const failed = outcomes.length - passed - notRun;
  return `${passed} passed, ${failed} failed${notRun ? `, ${notRun} not run` : ''}`;
}

/** What a stage printed (stdout and stderr as they came) and its exit code. */
export interface Run {
  readonly code: number;
  readonly output: string;
}

/** Runs one npm script; `stop` ends it and everything it started. */
export type RunScript = (script: string, stop: AbortSignal) => Promise<Run>;

function runScript(script: string, stop: AbortSignal): Promise<Run> {
  return new Promise((resolve) => {
    // A process group of its own, so that a stop reaches the whole tree (npm, the shell, node, and
    // the emulator or browser it started), not only npm.
    const child = spawn('npm', ['run', '--silent', script], { stdio: ['ignore', 'pipe', 'pipe'], detached: true });
    const chunks: Buffer[] = [];
    child.stdout.on('data', (chunk: Buffer) => chunks.push(chunk));
    child.stderr.on('data', (chunk: Buffer) => chunks.push(chunk));
    const kill = () => {
      try {
        if (child.pid) process.kill(-child.pid, 'SIGTERM');
      } catch {
        // Already gone.
      }
    };
    stop.addEventListener('abort', kill, { once: true });
    const end = (code: number, extra = '') => {
      stop.removeEventListener('abort', kill);
      resolve({ code, output: Buffer.concat(chunks).toString('utf8') + extra });
    };
    child.on('error', (error) => end(127, `${error.message}\n`));
    // 'close', not 'exit': the last output is through once the streams close.
    child.on('close', (code, signal) => end(code ?? (signal ? 1 : 0)));
  });
}

export interface RunOptions {
  /** Stop at the first stage that fails. */
  readonly bail?: boolean | undefined;
  /** How many stages run at once. */
  readonly jobs?: number | undefined;
  /** Runs one npm script (a stand-in in the tests). */
  readonly run?: RunScript | undefined;
  readonly log?: ((line: string) => void) | undefined;
  /** Aborted: the run stops as with --bail (Ctrl-C). */
  readonly signal?: AbortSignal | undefined;
}

/**
 * Runs the stages, printing each one's output and verdict as it ends and the recap at the end;
 * returns the exit code.
 */
export async function runStages(stages: readonly Stage[], options: RunOptions = {}): Promise<number> {
  const { bail = false, jobs = availableParallelism(), run = runScript, log = (line: string) => console.log(line), signal } = options;
  const scripts = stages.map((s) => s.script);
  for (const [i, stage] of stages.entries()) {
    const unknown = (stage.after ?? []).filter((script) => !scripts.slice(0, i).includes(script));
    if (unknown.length) throw new Error(`stage ${stage.name} waits for ${unknown.join(', ')}, not an earlier stage`);
  }
  const started = performance.now();
  const stop = new AbortController();
  signal?.addEventListener('abort', () => stop.abort(), { once: true });
  const outcomes = new Map<Stage, Outcome>();
  const ended = new Set<string>();
  const waiting = [...stages];
  const running = new Set<Promise<void>>();

  const runOne = async (stage: Stage) => {
    const from = performance.now();
    log(`▶ ${stage.name} (npm run ${stage.script}) started at ${((from - started) / 1000).toFixed(1)} s`);
    const { code, output } = await run(stage.script, stop.signal);
    const seconds = (performance.now() - from) / 1000;
    const outcome: Outcome = stop.signal.aborted && code !== 0 ? { stage, code: undefined, seconds, stopped: true } : { stage, code, seconds };
    outcomes.set(stage, outcome);
    ended.add(stage.script);
    log(`\n── ${stage.name} (npm run ${stage.script}, Node ${process.version}) ──`);
    if (output) log(output.replace(/\n$/, ''));
    log(verdictLine(outcome));
    if (bail && outcome.code !== undefined && outcome.code !== 0) stop.abort();
  };

  for (;;) {
    while (!stop.signal.aborted && running.size < jobs) {
      const next = waiting.findIndex((s) => (s.after ?? []).every((script) => ended.has(script)));
      if (next < 0) break;
      const [stage] = waiting.splice(next, 1);
      const done: Promise<void> = runOne(stage!).finally(() => running.delete(done));
      running.add(done);
    }
    if (running.size === 0) break;
    await Promise.race(running);
  }

  const recap = stages.map((stage) => outcomes.get(stage) ?? { stage, code: undefined, seconds: 0 });
  log(`\nnpm test on Node ${process.version}, ${jobs} at a time, ${((performance.now() - started) / 1000).toFixed(1)} s:`);
  for (const outcome of recap) log(verdictLine(outcome));
  log(countLine(recap));
  return recap.find((o) => o.code !== undefined && o.code !== 0)?.code ?? (signal?.aborted ? 130 : 0);
}

function jobCount(value: string): number {
  const n = Number(value);
  if (!Number.isInteger(n) || n < 1 || n > 16) throw new InvalidArgumentError('must be a whole number from 1 to 16');
  return n;
}

// Imported by its test; run as a script for the checks.
if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const program = new Command('npm test')
    .description(`every check: ${STAGES.map((s) => s.name).join(', ')}`)
    .option('--bail', 'stop at the first stage that fails')
    .option('--jobs <n>', 'how many stages run at once (default: the number of cores)', jobCount, availableParallelism());
  withUsageExit(program).parse();
  const { bail, jobs } = program.opts<{ bail?: boolean; jobs: number }>();
  // Ctrl-C or a CI time-out: the stages run in process groups of their own, which the terminal's
  // signal does not reach, so they are stopped here.
  const interrupt = new AbortController();
  for (const name of ['SIGINT', 'SIGTERM'] as const) process.once(name, () => interrupt.abort());
  process.exitCode = await runStages(STAGES, { bail, jobs, signal: interrupt.signal });
}
