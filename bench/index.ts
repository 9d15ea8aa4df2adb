/**
 * `npm run bench`: every bench in turn, one table of figures against baselines measured in the same
 * run, and reports/bench.json. Exits 1 when a target is missed. This 2-core machine is shared and
 * noisy: the load average before and after each part is recorded beside its figures.
 * Options: --only http,suite,memory,generators   --seconds N (each measured HTTP run, default 3)
 */
import { mkdir, writeFile } from 'node:fs/promises';
import { cpus, loadavg } from 'node:os';
import { parseArgs } from 'node:util';
import { benchGenerators, type GeneratorBench } from './generators.js';
import { benchHttp, HTTP_DEFAULTS, type HttpFigure } from './http/index.js';
import { benchMemory, type MemoryFigure } from './memory.js';
import { benchSuite, type SuiteFigure } from './suite.js';
import { fmtInt, fmtMiB, renderTable, type Row } from './table.js';

const PARTS = ['http', 'suite', 'memory', 'generators'] as const;
type Part = (typeof PARTS)[number];

const { values } = parseArgs({ options: { only: { type: 'string' }, seconds: { type: 'string' } } });
const only = values.only?.split(',') ?? [...PARTS];
const unknown = only.filter((p) => !(PARTS as readonly string[]).includes(p));
if (unknown.length) throw new Error(`--only takes ${PARTS.join(', ')}; not ${unknown.join(', ')}`);
const seconds = values.seconds === undefined ? HTTP_DEFAULTS.seconds : Number(values.seconds);
if (!Number.isFinite(seconds) || seconds < 1 || seconds > 30) throw new Error('--seconds takes 1 to 30');

const load: Record<string, { before: number[]; after: number[] }> = {};
async function part<T>(name: Part, title: string, run: () => Promise<T>): Promise<T | undefined> {
  if (!only.includes(name)) return undefined;
  console.log(`\n${title}`);
  const before = loadavg();
  const result = await run();
  load[name] = { before, after: loadavg() };
  return result;
}

const http = await part('http', 'emulator over HTTP (autocannon, 32 connections; emulator and node:http baseline in child processes)', () =>
  benchHttp({ ...HTTP_DEFAULTS, seconds }),
);
const suite = await part('suite', 'whole suite on the embedded emulator against cucumber with no-op steps', () => benchSuite());
const memory = await part('memory', 'emulator memory, cards issued through the domain (child process)', () => benchMemory());
const generators = await part('generators', 'generators against plain faker', () => benchGenerators());

const rows: Row[] = [...httpRows(http), ...suiteRows(suite), ...memoryRows(memory), ...generatorRows(generators)];
console.log(`\n${renderTable(rows)}\n`);
// Other work on this shared 2-core machine moves every figure: the load beside them says how much.
for (const [name, l] of Object.entries(load)) console.log(`load average during ${name}: ${l.before[0]!.toFixed(1)} before, ${l.after[0]!.toFixed(1)} after (${cpus().length} cores)`);

const targetsMet = rows.every((r) => r.met !== false);
const report = { date: new Date().toISOString(), node: process.version, cpu: cpus()[0]?.model ?? 'unknown', cores: cpus().length, load, targetsMet, http, suite, memory, generators };
await mkdir('reports', { recursive: true });
await writeFile('reports/bench.json', `${JSON.stringify(report, null, 2)}\n`);
console.log('written: reports/bench.json');
if (!targetsMet) {
  console.error('a target was missed (see the table above and docs/performance.md)');
  process.exitCode = 1;
}

function httpRows(figures: HttpFigure[] | undefined): Row[] {
  return (figures ?? []).map((f) => ({
    area: 'emulator',
    benchmark: `${f.name} (${f.kind})`,
    ours: `${fmtInt(f.emulator.perSecond)}/s p50 ${f.emulator.p50Ms} p99 ${f.emulator.p99Ms} ms, CPU ${fmtInt(f.emulator.cpuMicrosPerRequest)} µs`,
    baseline: `node:http ${fmtInt(f.baseline.perSecond)}/s p99 ${f.baseline.p99Ms} ms, CPU ${fmtInt(f.baseline.cpuMicrosPerRequest)} µs`,
    ratio: `${f.ratio.toFixed(2)}x`,
    target: `>= ${f.target}x, p99 < ${f.p99TargetMs} ms`,
    met: f.met,
  }));
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
  rows.push({ area: 'generators', benchmark: 'same seed, same bytes (100,000 records)', ours: bench.deterministic ? 'identical' : 'MISMATCH', baseline: '-', ratio: '-', target: 'identical', met: bench.deterministic });
  for (const s of bench.streaming) {
    rows.push({ area: 'generators', benchmark: `streaming ${fmtInt(s.count)} cardholders`, ours: `${fmtInt(s.perSecond)}/s, RSS peak ${fmtMiB(s.rssPeak)}`, baseline: `RSS at start ${fmtMiB(s.rssStart)}`, ratio: '-', target: '-' });
  }
  return rows;
}
