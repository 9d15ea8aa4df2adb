/**
 * `npm test`: every check in order, each with its own output, then one verdict line per stage and
 * the count, so that what failed is the last thing on the screen rather than 2,000 lines above it.
 * Every stage runs even after one failed (a CI log then shows all that is wrong at once), unless
 * --bail. Exit code: that of the first stage that failed, 0 when all passed.
 */
import { spawn } from 'node:child_process';
import { pathToFileURL } from 'node:url';
import { Command } from 'commander';

export interface Stage {
  readonly name: string;
  /** The npm script that runs it. */
  readonly script: string;
}

export const STAGES: readonly Stage[] = [
  { name: 'lint', script: 'lint' },
  { name: 'typecheck', script: 'typecheck' },
  { name: 'unit tests', script: 'test:unit' },
  { name: 'steps (strict dry run)', script: 'test:steps' },
  { name: 'scenarios (embedded emulator)', script: 'test:scenarios' },
  { name: 'scenarios (remote, emulator process)', script: 'test:remote' },
  { name: 'requests name only contract fields', script: 'check:requests' },
  { name: 'no secret in reports and logs', script: 'check:secrets' },
];

export interface Outcome {
  readonly stage: Stage;
  /** undefined: not run (--bail after a failure). */
  readonly code: number | undefined;
  readonly seconds: number;
}

/** `✔ lint 7.1 s`, `✘ unit tests 40.2 s (exit 1)`, `- secrets (not run)`. */
export function verdictLine({ stage, code, seconds }: Outcome): string {
  if (code === undefined) return `- ${stage.name} (not run)`;
  return code === 0 ? `✔ ${stage.name} ${seconds.toFixed(1)} s` : `✘ ${stage.name} ${seconds.toFixed(1)} s (exit ${code})`;
}

/** The last line: `7 passed, 1 failed` (and `, 2 not run` with --bail). */
export function countLine(outcomes: readonly Outcome[]): string {
  const passed = outcomes.filter((o) => o.code === 0).length;
  const notRun = outcomes.filter((o) => o.code === undefined).length;
  const failed = outcomes.length - passed - notRun;
  return `${passed} passed, ${failed} failed${notRun ? `, ${notRun} not run` : ''}`;
}

function runScript(script: string): Promise<number> {
  return new Promise((resolve) => {
    const child = spawn('npm', ['run', '--silent', script], { stdio: 'inherit' });
    child.on('error', () => resolve(127));
    child.on('close', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}

/**
 * Runs the stages in order, printing each verdict as it comes and the recap at the end; returns the
 * exit code. `run` runs one npm script and gives its exit code (a stand-in in the tests).
 */
export async function runStages(stages: readonly Stage[], options: { bail?: boolean | undefined; run?: (script: string) => Promise<number>; log?: (line: string) => void } = {}): Promise<number> {
  const { bail = false, run = runScript, log = (line: string) => console.log(line) } = options;
  const outcomes: Outcome[] = [];
  for (const stage of stages) {
    if (bail && outcomes.some((o) => o.code !== 0)) {
      outcomes.push({ stage, code: undefined, seconds: 0 });
      continue;
    }
    log(`\n── ${stage.name} (npm run ${stage.script}, Node ${process.version}) ──`);
    const started = performance.now();
    const code = await run(stage.script);
    const outcome = { stage, code, seconds: (performance.now() - started) / 1000 };
    outcomes.push(outcome);
    log(verdictLine(outcome));
  }
  log(`\nnpm test on Node ${process.version}:`);
  for (const outcome of outcomes) log(verdictLine(outcome));
  log(countLine(outcomes));
  return outcomes.find((o) => o.code !== undefined && o.code !== 0)?.code ?? 0;
}

// Imported by its test; run as a script for the checks.
if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const program = new Command('npm test')
    .description(`every check in order: ${STAGES.map((s) => s.name).join(', ')}`)
    .option('--bail', 'stop at the first stage that fails')
    .parse();
  process.exitCode = await runStages(STAGES, { bail: program.opts<{ bail?: boolean }>().bail });
}
