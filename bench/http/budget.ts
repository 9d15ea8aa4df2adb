/**
 * What a microsecond of a route's own work costs under wrk on this machine, and so how much work
 * a target leaves the emulator. Copies of the node:http baseline (baseline-child.ts) answer one
 * bench request's bytes after burning a fixed amount of CPU each (0, 5, 10… µs), and the emulator
 * answers the request itself; rounds load each server in turn, as `npm run bench` does, and the
 * ratios are taken within each round against the copy that does no work.
 *
 * The curve shows what the wrk bench charges a slower server beyond its own work (the kernel's
 * wake-up of wrk at each answer grows with the server's time per request, docs/performance.md),
 * and it places the emulator on it: "answers like node:http with N µs of work per request", and
 * "the target is node:http with M µs of work". Read with the perf profile of the operation
 * (`npm run bench:profile -- "<request>" 5 --perf`), it says how far the route's work is from what
 * the target allows.
 * Usage: npm run bench:budget -- ["<request>"] [--work 0,5,10,15,20,30] [--rounds 3] [--seconds 2]
 */
import type { ChildProcess } from 'node:child_process';
import { Command } from 'commander';
import { answerWith, ledgerCount, median, next, sampleAnswers, startChild, stopChild } from './children.js';
import { P99_TARGET_MS, TARGETS } from './index.js';
import type { BenchRequest } from './protocol.js';
import { loadGenerator, runLoad } from './wrk.js';
import { withUsageExit } from '../../src/cli/exit-codes.js';

const program = new Command('npm run bench:budget')
  .description("places the emulator on the curve of node:http servers doing a fixed amount of work per request, under one bench request's load")
  .argument('[request]', 'bench request name, e.g. "v2 transfer" (the list is printed for an unknown one)', 'v2 transfer')
  .option('--work <list>', 'µs of busy CPU per request of each node:http copy, comma-separated; 0 is always measured', '0,5,10,15,20,30')
  .option('--rounds <n>', 'measured rounds, after one warm-up', '3')
  .option('--seconds <n>', 'seconds of load per server and round', '2');
withUsageExit(program).parse();
const opts = program.opts<{ work: string; rounds: string; seconds: string }>();
const [name] = program.processedArgs as [string];
const works = [...new Set([0, ...opts.work.split(',').map(Number)])].sort((a, b) => a - b);
const rounds = Number(opts.rounds);
const seconds = Number(opts.seconds);
if (works.some((w) => !Number.isFinite(w) || w < 0 || w > 1000)) program.error('--work takes µs from 0 to 1000, comma-separated');
if (!Number.isInteger(rounds) || rounds < 1) program.error('--rounds takes a whole number of 1 or more');
if (!Number.isFinite(seconds) || seconds < 1 || seconds > 30) program.error('--seconds takes 1 to 30');

interface Server {
  readonly label: string;
  readonly process: ChildProcess;
  readonly url: string;
  readonly runs: { perSecond: number; cpuMicros: number; p99Ms: number }[];
}

const here = (file: string) => new URL(file, import.meta.url).pathname;
const emulatorProcess = startChild(here('./emulator-child.ts'));
const started: ChildProcess[] = [emulatorProcess];
try {
  const ready = await next(emulatorProcess, 'ready');
  const req = ready.requests[name];
  if (!req) throw new Error(`no bench request "${name}"; one of: ${Object.keys(ready.requests).join(', ')}`);
  const answers = await sampleAnswers(ready.url, req);
  const servers: Server[] = [];
  for (const work of works) {
    const child = startChild(here('./baseline-child.ts'));
    started.push(child);
    const url = (await next(child, 'listening')).url;
    await answerWith(child, answers, work);
    servers.push({ label: work === 0 ? 'node:http' : `node:http + ${work} µs`, process: child, url, runs: [] });
  }
  servers.push({ label: 'emulator', process: emulatorProcess, url: ready.url, runs: [] });

  console.log(`${name}: ${servers.length} servers, ${rounds} rounds of ${seconds} s each after a warm-up (${loadGenerator()}, 32 connections)`);
  for (let round = 0; round <= rounds; round++) {
    for (let i = 0; i < servers.length; i++) {
      // The order rotates every round, so that a burst of other load does not always hit the same server.
      const server = servers[(round + i) % servers.length]!;
      const run = await measure(server, req, round === 0 ? 1 : seconds);
      if (round > 0) server.runs.push(run);
    }
    process.stdout.write(round === 0 ? 'warmed up' : ` · round ${round}`);
  }
  console.log('\n');
  print(servers, works, (req.moneyMove ?? req.then?.moneyMove) ? TARGETS['money move'] : TARGETS.read);
} finally {
  await Promise.all(started.map(stopChild));
}

async function measure(server: Server, req: BenchRequest, length: number): Promise<Server['runs'][number]> {
  const before = (await ledgerCount(server.process)).cpuMicros;
  const run = await runLoad(server.url, `budget-${name}`, req, { seconds: length, connections: 32 });
  if (run.refused > 0 || run.errors > 0 || run.requests === 0) {
    throw new Error(`${server.label}: ${run.requests} answers, ${run.refused} refused, ${run.errors} errors; first refusal: ${run.refusal ?? '-'}`);
  }
  const cpuMicros = ((await ledgerCount(server.process)).cpuMicros - before) / run.requests;
  return { perSecond: run.perSecond, cpuMicros, p99Ms: run.p99Ms };
}

function print(servers: readonly Server[], works: readonly number[], target: number): void {
  const base = servers[0]!;
  const ratio = (s: Server) => median(s.runs.map((r, i) => r.perSecond / base.runs[i]!.perSecond));
  const baseCpu = median(base.runs.map((r) => r.cpuMicros));
  const header = ['server', 'req/s', 'ratio', 'CPU µs/req', 'CPU beyond node:http', 'of which not the work', 'p99 ms'];
  const rows = servers.map((s, i) => {
    const cpu = median(s.runs.map((r) => r.cpuMicros));
    const work = works[i];
    return [
      s.label,
      String(Math.round(median(s.runs.map((r) => r.perSecond)))),
      `${ratio(s).toFixed(2)}x`,
      cpu.toFixed(1),
      i === 0 ? '-' : (cpu - baseCpu).toFixed(1),
      work === undefined || i === 0 ? '-' : (cpu - baseCpu - work).toFixed(1),
      median(s.runs.map((r) => r.p99Ms)).toFixed(2),
    ];
  });
  const widths = header.map((h, c) => Math.max(h.length, ...rows.map((r) => r[c]!.length)));
  for (const row of [header, ...rows]) console.log(row.map((cell, c) => (c === 0 ? cell.padEnd(widths[c]!) : cell.padStart(widths[c]!))).join('  '));

  const curve = works.map((work, i) => ({ work, ratio: ratio(servers[i]!) }));
  const emulator = servers[servers.length - 1]!;
  const describe = (r: number): string => {
    const work = workAt(curve, r);
    if (work !== undefined) return `≈ ${work.toFixed(0)} µs`;
    return r > curve[0]!.ratio ? 'no work at all' : `more than ${curve[curve.length - 1]!.work} µs (beyond the measured curve: add --work points)`;
  };
  console.log(`\nThe emulator answers as node:http with ${describe(ratio(emulator))} of work per request would; the target (${target}x, p99 < ${P99_TARGET_MS} ms) is node:http with ${describe(target)}.`);
}

/** The work at which the curve's ratio falls to `ratio`, by linear interpolation between measured points; undefined outside them. */
function workAt(curve: readonly { work: number; ratio: number }[], ratio: number): number | undefined {
  for (let i = 1; i < curve.length; i++) {
    const [a, b] = [curve[i - 1]!, curve[i]!];
    if ((a.ratio >= ratio && ratio >= b.ratio) || (a.ratio <= ratio && ratio <= b.ratio)) {
      return a.ratio === b.ratio ? a.work : a.work + ((a.ratio - ratio) / (a.ratio - b.ratio)) * (b.work - a.work);
    }
  }
  return undefined;
}
