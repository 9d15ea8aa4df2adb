/**
 * `npm run bench`: every bench in turn, one table of figures against baselines measured in the same
 * run, and reports/bench.json. A measurement: it prints each target's verdict and exits 0, unless
 * --check asks for a gate (exit 1 when a target is missed) or a check of correctness failed. This
 * 2-core machine is shared and noisy: the load average before and after each part is recorded
 * beside its figures. Options: see --help.
 */
import { Command } from 'commander';
import { mkdir, writeFile } from 'node:fs/promises';
import { cpus, loadavg } from 'node:os';
import { benchGenerators, type GeneratorBench } from './generators.js';
import { benchHttp, HTTP_DEFAULTS, type HttpFigure } from './http/index.js';
import { loadGenerator } from './http/wrk.js';
import { benchMemory, type MemoryFigure } from './memory.js';
import { benchSoak, RETENTION_DAYS, type SoakFigure } from './soak.js';
import { benchSuite, type SuiteFigure } from './suite.js';
import { benchExitCode, fmtInt, fmtMiB, renderTable, type Row } from './table.js';
import { withUsageExit } from '../src/cli/exit-codes.js';

const PARTS = ['http', 'suite', 'memory', 'generators', 'soak'] as const;
type Part = (typeof PARTS)[number];

const program = new Command('npm run bench')
  .description('every bench in turn, one table of figures against baselines measured in the same run, and reports/bench.json; prints each target\'s verdict and exits 0 (the targets assume a quiet machine with a core for wrk and one for the server)')
  .option('--check', 'a gate: exit 1 when a target is missed')
  .option('--only <parts>', `comma-separated parts: ${PARTS.join(', ')} (default: all but soak, which runs minutes)`)
  .option('--seconds <n>', 'each measured HTTP run, 1 to 30', String(HTTP_DEFAULTS.seconds))
  .option('--rounds <n>', 'measured HTTP rounds, 1 to 20', String(HTTP_DEFAULTS.rounds))
  .option('--requests <names>', 'only these HTTP operations, comma-separated (e.g. "v2 transfer,v1 p2pTransfer")')
  .option('--soak-seconds <n>', 'length of the soak (only with --only soak), 10 to 3600', '120');
withUsageExit(program).parse();
const values = program.opts<{ only?: string; seconds: string; rounds: string; requests?: string; soakSeconds: string; check?: boolean }>();
// The soak runs minutes: only when asked for.
const only = values.only?.split(',') ?? PARTS.filter((p) => p !== 'soak');
const unknown = only.filter((p) => !(PARTS as readonly string[]).includes(p));
if (unknown.length) program.error(`--only takes ${PARTS.join(', ')}; not ${unknown.join(', ')}`);
const seconds = Number(values.seconds);
if (!Number.isFinite(seconds) || seconds < 1 || seconds > 30) program.error('--seconds takes 1 to 30');
const rounds = Number(values.rounds);
if (!Number.isInteger(rounds) || rounds < 1 || rounds > 20) program.error('--rounds takes 1 to 20');
const requests = values.requests?.split(',').map((r) => r.trim());

const load: Record<string, { before: number[]; after: number[] }> = {};
async function part<T>(name: Part, title: string, run: () => Promise<T>): Promise<T | undefined> {
  if (!only.includes(name)) return undefined;
  console.log(`\n${title}`);
  const before = loadavg();
  const result = await run();
  load[name] = { before, after: loadavg() };
  return result;
}

const generator = loadGenerator() === 'wrk' ? 'wrk, 1 thread' : 'autocannon (wrk not found)';
const http = await part('http', `emulator over HTTP (${generator}, 32 connections; emulator, node:http and bare fastify in child processes)`, () =>
  benchHttp({ ...HTTP_DEFAULTS, seconds, rounds }, requests && ((name) => requests.includes(name))),
);
const suite = await part('suite', 'whole suite on the embedded emulator against cucumber with no-op steps', () => benchSuite());
const memory = await part('memory', 'emulator memory, cards issued through the domain (child process)', () => benchMemory());
const generators = await part('generators', 'generators against plain faker', () => benchGenerators());
const soakSeconds = Number(values.soakSeconds);
if (!Number.isFinite(soakSeconds) || soakSeconds < 10 || soakSeconds > 3_600) program.error('--soak-seconds takes 10 to 3600');
const soak = await part('soak', `shared sandbox soak: mixed load on four accounts of an emulator process, ${soakSeconds} s`, () => benchSoak(soakSeconds));

const rows: Row[] = [...httpRows(http), ...suiteRows(suite), ...memoryRows(memory), ...generatorRows(generators), ...soakRows(soak)];
console.log(`\n${renderTable(rows)}\n`);
// Other work on this shared 2-core machine moves every figure: the load beside them says how much.
for (const [name, l] of Object.entries(load)) console.log(`load average during ${name}: ${l.before[0]!.toFixed(1)} before, ${l.after[0]!.toFixed(1)} after (${cpus().length} cores)`);

const targetsMet = rows.every((r) => r.met !== false);
const report = { date: new Date().toISOString(), node: process.version, cpu: cpus()[0]?.model ?? 'unknown', cores: cpus().length, load, targetsMet, http, suite, memory, generators, soak };
await mkdir('reports', { recursive: true });
await writeFile('reports/bench.json', `${JSON.stringify(report, null, 2)}\n`);
console.log('written: reports/bench.json');
if (!targetsMet) {
  for (const r of rows.filter((row) => row.met === false)) console.log(r.check ? `FAILED: ${r.area} ${r.benchmark}: ${r.ours}` : `MISSED: ${r.area} ${r.benchmark}: ${r.ratio}, ${r.ours}; target ${r.target}`);
  console.log(`a target was missed (see the table above and docs/performance.md)${values.check ? '' : '; a measurement on this machine, not a gate (--check makes it one)'}`);
}
process.exitCode = benchExitCode(rows, values.check === true);

function httpRows(figures: HttpFigure[] | undefined): Row[] {
  const ms = (n: number) => (n < 10 ? n.toFixed(2) : n.toFixed(0));
  const ratio = (r: number, [lo, hi]: readonly [number, number]) => `${r.toFixed(2)}x (${lo.toFixed(2)}-${hi.toFixed(2)})`;
  return (figures ?? []).flatMap((f) => {
    const busy = (l: HttpFigure['baseline']) => `CPU ${fmtInt(l.cpuMicrosPerRequest)} µs, ${Math.round(l.busy * 100)}% busy`;
    const node = `node:http ${fmtInt(f.baseline.perSecond)}/s p99 ${ms(f.baseline.p99Ms)} ms, ${busy(f.baseline)}`;
    const load = `${f.generator} ${f.emulator.generatorCpuMicrosPerRequest.toFixed(1)} / ${f.baseline.generatorCpuMicrosPerRequest.toFixed(1)} µs`;
    return [
      {
        area: 'emulator',
        benchmark: `${f.name} (${f.kind}; ${f.generator})`,
        ours: `${fmtInt(f.emulator.perSecond)}/s p50 ${ms(f.emulator.p50Ms)} p99 ${ms(f.emulator.p99Ms)} ms, ${busy(f.emulator)}`,
        baseline: `${node}; ${load}`,
        ratio: `${ratio(f.ratio, f.ratioRange)}${f.starved ? ' STARVED' : ''}; by CPU ${ratio(f.cpuRatio, f.cpuRatioRange)}`,
        target: `>= ${f.target}x, p99 < ${f.p99TargetMs} ms`,
        met: f.met,
      },
      {
        area: 'reference',
        benchmark: `${f.name}: bare fastify, same bytes`,
        ours: `${fmtInt(f.fastify.perSecond)}/s p50 ${ms(f.fastify.p50Ms)} p99 ${ms(f.fastify.p99Ms)} ms, ${busy(f.fastify)}`,
        baseline: node,
        ratio: ratio(f.fastifyRatio, f.fastifyRatioRange),
        target: '-',
      },
    ];
  });
}

function suiteRows(figures: SuiteFigure[] | undefined): Row[] {
  return (figures ?? []).map((f) => ({
    area: 'suite',
    benchmark: `whole suite, ${f.mode} (${f.suite.scenarios} scenarios${f.suite.failed ? `, ${f.suite.failed} failed` : ''})`,
    ours: `${f.suite.seconds.toFixed(1)} s, ${f.suite.perSecond.toFixed(1)} scenarios/s`,
    baseline: `no-op floor ${f.floor.seconds.toFixed(1)} s, ${f.floor.perSecond.toFixed(0)}/s`,
    ratio: `${f.ratio.toFixed(1)}x the time`,
    target: `< ${f.targetSeconds} s`,
    met: f.met,
  }));
}

function memoryRows(figures: MemoryFigure[] | undefined): Row[] {
  return (figures ?? []).map((f) => ({
    area: 'memory',
    benchmark: f.name,
    ours: `RSS ${fmtMiB(f.rssAfter)}, heap ${fmtMiB(f.heapAfter)}`,
    baseline: `empty: RSS ${fmtMiB(f.rssBefore)}, heap ${fmtMiB(f.heapBefore)}`,
    ratio: `${fmtInt((f.heapAfter - f.heapBefore) / f.cards)} B/card`,
    target: f.targetBytes ? `RSS < ${fmtMiB(f.targetBytes)}` : '-',
    met: f.targetBytes ? f.met : undefined,
  }));
}

function generatorRows(bench: GeneratorBench | undefined): Row[] {
  if (!bench) return [];
  const rows: Row[] = bench.comparisons.map((c) => ({
    area: 'generators',
    benchmark: c.name,
    ours: `${fmtInt(c.ours)}/s`,
    baseline: `faker ${fmtInt(c.baseline)}/s`,
    ratio: `${c.ratio.toFixed(1)}x`,
    target: c.target ? `>= ${c.target}x` : '-',
    met: c.target ? c.ratio >= c.target : undefined,
  }));
  rows.push({ area: 'generators', benchmark: 'same seed, same bytes (100,000 records)', ours: bench.deterministic ? 'identical' : 'MISMATCH', baseline: '-', ratio: '-', target: 'identical', met: bench.deterministic, check: true });
  for (const s of bench.streaming) {
    rows.push({ area: 'generators', benchmark: `streaming ${fmtInt(s.count)} cardholders`, ours: `${fmtInt(s.perSecond)}/s, RSS peak ${fmtMiB(s.rssPeak)}`, baseline: `RSS at start ${fmtMiB(s.rssStart)}`, ratio: '-', target: '-' });
  }
  return rows;
}

function soakRows(figures: SoakFigure[] | undefined): Row[] {
  return (figures ?? []).map((f) => ({
    area: 'soak',
    benchmark: `${f.mode === 'kept' ? 'records kept' : f.mode === 'retained' ? `retention ${RETENTION_DAYS} days` : 'accounts reset every 20,000'} (${fmtInt(f.operations)} operations)`,
    ours: `RSS slope ${f.slopeMiBPerMillion.toFixed(1)} MiB per million operations`,
    baseline: `RSS ${f.rssStartMiB.toFixed(0)} -> ${f.rssEndMiB.toFixed(0)} MiB, ${fmtInt(f.perSecond)} operations/s`,
    ratio: '',
    target: 'for information',
    met: f.failures === 0,
    check: true,
  }));
}
