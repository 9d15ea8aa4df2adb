/**
 * `npm run shards -- --total N`: the suite as N shards (cucumber-js `--shard i/N`) run side by side,
 * each its own cucumber process with its own embedded emulator, then their Allure results merged
 * into one report. On several machines, run one shard per machine instead and merge with
 * `npm run report -- --merge` (docs/nightly.md, "Sharding").
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { Command } from 'commander';
import { buildReport, mergeResults, reportPaths, resultsIn } from './lib/allure.js';
import { cleanResults, junitArgs, runCucumber } from './lib/cucumber.js';
import { readyToRun } from './lib/plan.js';
import { historyDecision } from './lib/run-kind.js';
import { withUsageExit } from '../src/cli/exit-codes.js';
import { wholeNumber } from '../src/cli/whole-number.js';

const program = new Command('npm run shards')
  .description('run the suite as N shards side by side, each with its own emulator, and merge their results into one Allure report')
  .requiredOption('--total <n>', 'number of shards', wholeNumber(1, 32))
  .option('--reports <dir>', 'folder of results and reports (shard results go to <dir>/shards/<i>)', 'reports')
  .option('--profile <name>', 'cucumber profile of every shard', 'ci')
  .option('--history', 'add this run to the trend even when it is partial (a path, --tags, --name)')
  .allowUnknownOption()
  .argument('[cucumber-args...]', 'passed on to every shard, e.g. --tags @v2')
  .addHelpText('after', '\nExit code: the first non-zero exit code of a shard, else 0.');
withUsageExit(program).parse();
const opts = program.opts<{ total: number; reports: string; profile: string; history?: boolean }>();
// The shards together are one run: only the user's own arguments can make it partial.
const history = historyDecision(program.args, opts.profile, opts.history);

const paths = reportPaths(opts.reports);
// Refused before any shard starts: a selection of no scenario, an unknown profile, a remote one without a target.
const env = await readyToRun(['--profile', opts.profile, ...program.args], undefined);
const ledger = opts.reports === 'reports';
const shards = Array.from({ length: opts.total }, (_v, i) => ({ index: i + 1, results: path.join(opts.reports, 'shards', String(i + 1)) }));
cleanResults(paths.results, { ledger });
for (const shard of shards) cleanResults(shard.results, { ledger: false });

const started = Date.now();
const codes = await Promise.all(
  shards.map((s) =>
    runCucumber(['--profile', opts.profile, '--shard', `${s.index}/${opts.total}`, '--format-options', JSON.stringify({ resultsDir: s.results }), ...junitArgs(path.join(opts.reports, 'shards'), `junit-${s.index}.xml`), ...program.args], env, { prefix: `[shard ${s.index}/${opts.total}]` }),
  ),
);
console.log(`\n${opts.total} shards finished in ${((Date.now() - started) / 1000).toFixed(1)} s (exit ${codes.join(', ')})`);
const empty = shards.filter((s) => !existsSync(s.results));
if (empty.length) {
  // A shard that wrote no results stopped before running anything (its output above says why).
  console.error(`no results from shard ${empty.map((s) => s.index).join(', ')}: nothing to merge`);
  process.exit(codes.find((c) => c !== 0) ?? 1);
}
for (const s of shards) console.log(`  shard ${s.index}: ${resultsIn(s.results).length} scenarios in ${s.results}`);
console.log(`merged ${mergeResults(shards.map((s) => s.results), paths.results)} files into ${paths.results}`);
console.log(history.reason);
buildReport(paths, { history: history.carry });
console.log(`Allure report: ${path.resolve(paths.report, 'index.html')} (${resultsIn(paths.results).length} scenarios)`);
process.exit(codes.find((c) => c !== 0) ?? 0);
