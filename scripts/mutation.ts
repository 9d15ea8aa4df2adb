/**
 * `npm run mutation`: how strong the scenario suite is. StrykerJS plants one fault at a time in the
 * reference emulator's rules (stryker.config.mjs says which files and why) and runs the scenarios
 * that reach it; a fault no scenario fails on is a rule no scenario pins. At the end: one score per
 * business area (scripts/lib/mutation-areas.ts), printed and written beside Stryker's own reports.
 */
import { execFileSync, spawn } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { Command, Option } from 'commander';
import { braceExpand } from 'minimatch';
import { EXIT, refuse, withUsageExit } from '../src/cli/exit-codes.js';
import { AREAS, areaScores, BOUNDED, coveredScore, MUTATION_REPORTS, MUTATION_SUMMARY, type MutationReport, RECORDED_SCORE, score, scoreTable, tallyOf, withinMutated } from './lib/mutation-areas.js';

const REPORTS = MUTATION_REPORTS;
/** The files the config mutates (stryker.config.mjs is plain JavaScript: its one field read here, typed). */
const { mutate: MUTATE } = ((await import(new URL('../stryker.config.mjs', import.meta.url).href)) as { default: { mutate: string[] } }).default;
const REPORT = path.join(REPORTS, 'mutation.json');
const SUMMARY = MUTATION_SUMMARY;

const program = new Command('npm run mutation')
  .description('mutation testing of the scenario suite against the reference emulator (StrykerJS), with a score per area')
  .addOption(new Option('--area <slug...>', 'mutate only the files of these areas').choices(AREAS.map((a) => a.slug)))
  .option('--bounded', `the bounded run of CI: ${BOUNDED.name}, failing under ${BOUNDED.break} % (a few points under the score it reached)`)
  .option('--break <percent>', 'exit 1 when the run scores under this', (value) => {
    const percent = Number(value);
    if (!Number.isFinite(percent) || percent < 0 || percent > 100) refuse(`--break must be a percentage from 0 to 100, got ${value}`);
    return percent;
  })
  .option('--record', `write the run's scores to ${RECORDED_SCORE}, which the certification summary quotes (a full run)`)
  .allowUnknownOption()
  .argument('[stryker-options...]', 'passed on to `stryker run`, e.g. --mutate src/emulator/domain/ledger.ts, --concurrency 1, --force (ignore the incremental file)')
  .addHelpText(
    'after',
    `
Writes ${REPORTS}/index.html (Stryker's report), ${REPORT} and ${SUMMARY} (scores per area).
Incremental: mutants whose code and scenarios did not change since the last run keep their result
(${REPORTS}/stryker-incremental.json); --force runs them all again.
Exit codes: 0 done; 1 the score fell under --break (or --bounded's), or Stryker failed; 2 a usage error.`,
  );
withUsageExit(program).parse();
const opts = program.opts<{ area?: string[]; bounded?: boolean; break?: number; record?: boolean }>();
if (opts.bounded && opts.area) refuse('--bounded mutates its own set of files: leave out --area');
if (opts.record && (opts.bounded || opts.area || program.args.some((a) => a.startsWith('--mutate') || a === '-m'))) {
  refuse(`--record is for a full run: ${RECORDED_SCORE} is what a certification quotes of the whole suite`);
}

const strykerArgs = [...program.args];
const globs = opts.bounded ? BOUNDED.files : opts.area ? AREAS.filter((a) => opts.area!.includes(a.slug)).flatMap((a) => a.files) : undefined;
// Stryker's --mutate is a comma-separated list, so a glob's {a,b} is spelled out first.
if (globs) strykerArgs.push('--mutate', [...globs.flatMap((glob) => braceExpand(glob)), '!**/*.test.ts', '!**/*-test-kit.ts'].join(','));
const breakAt = opts.break ?? (opts.bounded ? BOUNDED.break : undefined);

// The code judged is the code at the start: a commit made while the run goes on is not in it.
const commit = gitCommit();
const started = performance.now();
const code = await new Promise<number>((resolve) => {
  const child = spawn(process.execPath, ['node_modules/@stryker-mutator/core/bin/stryker.js', 'run', ...strykerArgs], {
    stdio: 'inherit',
    // A callback that a fault stops is waited for 3 s, not 5, so the scenario fails within Stryker's
    // time-out (a time-out restarts the runner); a third attempt of the emulator's comes after 1.5 s.
    env: { ...process.env, CARDLAB_CALLBACK_WAIT_MS: process.env.CARDLAB_CALLBACK_WAIT_MS ?? '3000' },
  });
  child.on('close', (exit) => resolve(exit ?? EXIT.failed));
});
const seconds = Math.round((performance.now() - started) / 1000);

let report: MutationReport;
try {
  report = withinMutated(JSON.parse(readFileSync(REPORT, 'utf8')) as MutationReport, MUTATE);
} catch {
  console.error(`no mutation report at ${REPORT}: Stryker stopped before writing one (exit ${code})`);
  process.exit(code || EXIT.failed);
}
const scores = areaScores(report);
console.log(`\nThe suite's strength by area (${seconds} s, commit ${commit ?? 'unknown'}):\n\n${scoreTable(scores)}\n`);
const summary = {
  date: new Date().toISOString(),
  commit,
  seconds,
  score: score(scores.total),
  scoreOfReached: coveredScore(scores.total),
  areas: scores.areas.map(({ area, target, tally }) => ({ area, target, score: score(tally), scoreOfReached: coveredScore(tally), ...tally })),
  total: scores.total,
};
mkdirSync(REPORTS, { recursive: true });
writeFileSync(SUMMARY, `${JSON.stringify(summary, null, 2)}\n`);
if (opts.record) {
  writeFileSync(RECORDED_SCORE, `${JSON.stringify(summary, null, 2)}\n`);
  console.log(`recorded in ${RECORDED_SCORE}`);
}
// The threshold judges the files this run mutated, not the other files an earlier run left in the report.
const judged = globs ? score(tallyOf(report, globs)) : summary.score;
if (globs) console.log(`the files this run mutated: ${(judged ?? 0).toFixed(1)} %`);
if (code === 0 && breakAt !== undefined && (judged ?? 0) < breakAt) {
  console.error(`the suite scores ${(judged ?? 0).toFixed(1)} %, under the ${breakAt} % it must keep: a change weakened the scenarios (see ${REPORTS}/index.html for the mutants they no longer catch)`);
  process.exit(EXIT.failed);
}
process.exit(code);

function gitCommit(): string | undefined {
  try {
    return execFileSync('git', ['rev-parse', '--short', 'HEAD'], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();
  } catch {
    return undefined;
  }
}
