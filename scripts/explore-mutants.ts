/**
 * `npm run explore:mutants`: does model-based exploration catch what the scenarios miss (issue #28)?
 * Each mutant the last mutation run let survive (reports/mutation/mutation.json) becomes an emulator
 * of its own (a copy of the sources with that one change), started as a process and explored by
 * `cardlab explore --emulator` for a fixed budget and seed; a violation found kills it. The
 * unmutated copy is explored first with the same budget and seed: a violation there would make every
 * kill meaningless, so the run stops.
 */
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Command, Option } from 'commander';
import { EXIT, refuse, withUsageExit } from '../src/cli/exit-codes.js';
import { wholeNumber } from '../src/cli/whole-number.js';
import { listeningUrl } from './lib/emulator-process.js';
import { areaOf, MUTATION_REPORTS, type MutantStatus } from './lib/mutation-areas.js';
import { type Mutation, withMutant } from './lib/mutant-source.js';

interface ReportedMutant extends Partial<Mutation> {
  readonly id: string;
  readonly mutatorName: string;
  readonly status: MutantStatus;
  readonly location: Mutation['location'];
}
type Outcome = { outcome: 'killed' | 'survived' | 'error'; detail?: string };

const program = new Command('npm run explore:mutants')
  .description('explore each mutant the scenarios let survive, as an emulator process of its own: how many does cardlab explore kill?')
  .option('--report <file>', 'the mutation report to read', path.join(MUTATION_REPORTS, 'mutation.json'))
  .option('--time <duration>', "each mutant's exploration budget (cardlab explore --time)", '10s')
  .option('--seed <n>', 'seed of every exploration, so that runs compare', '1')
  .addOption(new Option('--status <status...>', 'which mutants to explore').choices(['Survived', 'NoCoverage']).default(['Survived']))
  .option('--limit <n>', 'explore at most this many (the first of the report)', wholeNumber(1, 100_000))
  .option('--out <dir>', "where each mutant's exploration writes its findings, beside summary.json", 'reports/explore-mutants')
  .addHelpText(
    'after',
    `
A mutant whose file changed since the mutation run is skipped (its line numbers no longer hold).
Exit codes: 0 done, whatever it killed; 1 the unmutated emulator shows a violation, or a mutant
could not be explored; 2 a usage error (no report). Details: docs/explore.md.`,
  );
withUsageExit(program).parse();
const opts = program.opts<{ report: string; time: string; seed: string; status: MutantStatus[]; limit?: number; out: string }>();

if (!existsSync(opts.report)) refuse(`no mutation report at ${opts.report}: run npm run mutation first (e.g. npm run mutation -- --bounded)`);
const report = JSON.parse(readFileSync(opts.report, 'utf8')) as { files: Record<string, { source: string; mutants: ReportedMutant[] }> };
const chosen = Object.entries(report.files).flatMap(([file, { source, mutants }]) =>
  mutants.filter((m) => opts.status.includes(m.status) && m.replacement !== undefined).map((mutant) => ({ file, source, mutant, stale: readFileSync(file, 'utf8') !== source })),
);
const stale = chosen.filter((c) => c.stale);
const todo = chosen.filter((c) => !c.stale).slice(0, opts.limit);
console.log(
  `${todo.length} mutants to explore (${chosen.length} ${opts.status.join(' or ')} in ${opts.report}${stale.length ? `, ${stale.length} skipped: their file changed since` : ''}), ${opts.time} each, seed ${opts.seed}`,
);

// One copy of what an emulator process needs; each mutant changes one file of it, then puts it back.
const copy = mkdtempSync(path.join(tmpdir(), 'cardlab-mutant-'));
for (const part of ['src', 'bin', 'generators', 'package.json', 'tsconfig.json']) cpSync(part, path.join(copy, part), { recursive: true });
symlinkSync(path.resolve('node_modules'), path.join(copy, 'node_modules'), 'dir');
rmSync(opts.out, { recursive: true, force: true });
mkdirSync(opts.out, { recursive: true });

const results: { id: string; file: string; line: number; area: string; mutator: string; replacement: string; outcome: Outcome['outcome']; detail?: string }[] = [];
const started = Date.now();
try {
  const control = await explore('unmutated');
  if (control.outcome !== 'survived') {
    console.error(`the unmutated emulator ${control.outcome === 'killed' ? `shows a violation (${opts.out}/mutant-unmutated)` : `could not be explored: ${control.detail}`}: nothing to compare the mutants with`);
    process.exit(EXIT.failed);
  }
  for (const [i, { file, source, mutant }] of todo.entries()) {
    const target = path.join(copy, file);
    writeFileSync(target, withMutant(source, mutant as Mutation));
    const outcome = await explore(mutant.id);
    writeFileSync(target, source);
    results.push({ id: mutant.id, file, line: mutant.location.start.line, area: areaOf(file).name, mutator: mutant.mutatorName, replacement: mutant.replacement!, ...outcome });
    const killed = results.filter((r) => r.outcome === 'killed').length;
    console.log(`${i + 1}/${todo.length} ${file}:${mutant.location.start.line} ${mutant.mutatorName}: ${outcome.outcome}${outcome.detail ? ` (${outcome.detail})` : ''}; ${killed} killed so far`);
  }
} finally {
  rmSync(copy, { recursive: true, force: true });
}

const killed = results.filter((r) => r.outcome === 'killed');
const errors = results.filter((r) => r.outcome === 'error');
const minutes = ((Date.now() - started) / 60_000).toFixed(1);
console.log(
  `\ncardlab explore killed ${killed.length} of the ${results.length} mutants the scenarios let survive (${opts.time} each, seed ${opts.seed}; ${minutes} min in all)${errors.length ? `; ${errors.length} could not be explored` : ''}`,
);
for (const r of killed) console.log(`  killed: ${r.file}:${r.line} ${r.mutator} -> ${r.replacement.replace(/\s+/g, ' ').slice(0, 60)}`);
const summary = { date: new Date().toISOString(), report: opts.report, time: opts.time, seed: opts.seed, minutes: Number(minutes), explored: results.length, killed: killed.length, stale: stale.length, results };
writeFileSync(path.join(opts.out, 'summary.json'), `${JSON.stringify(summary, null, 2)}\n`);
console.log(`summary: ${path.join(opts.out, 'summary.json')}; each kill's scenario: ${opts.out}/mutant-<id>/`);
process.exit(errors.length ? EXIT.failed : EXIT.ok);

/** Starts the copy's emulator and explores it: the explorer's exit 1 is a violation found. */
async function explore(id: string): Promise<Outcome> {
  const emulator = spawn(process.execPath, [path.join(copy, 'bin/cardlab.js'), 'emulator', '--port', '0', '--quiet'], { cwd: copy, stdio: ['ignore', 'pipe', 'ignore'] });
  try {
    const url = await listeningUrl(emulator);
    const args = ['bin/cardlab.js', 'explore', '--emulator', url, '--time', opts.time, '--seed', opts.seed, '--out', path.join(opts.out, `mutant-${id}`)];
    const explorer = spawn(process.execPath, args, { stdio: ['ignore', 'ignore', 'pipe'] });
    let stderr = '';
    explorer.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    const [code] = (await once(explorer, 'close')) as [number | null];
    if (code === EXIT.ok) return { outcome: 'survived' };
    if (code === EXIT.failed) return { outcome: 'killed' };
    return { outcome: 'error', detail: `explore exited ${code}: ${stderr.trim().split('\n').pop() ?? ''}` };
  } catch (error) {
    // A mutant that keeps the emulator from starting would fail every scenario too: not the explorer's catch.
    return { outcome: 'error', detail: (error as Error).message };
  } finally {
    emulator.kill('SIGKILL');
  }
}
