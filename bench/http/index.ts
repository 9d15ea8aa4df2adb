/**
 * Emulator throughput and latency at 32 connections, against two servers answering the same bytes,
 * measured in the same run (this 2-core machine is shared and noisy: the ratio is the figure):
 * a plain node:http server (the baseline of the targets) and a bare fastify route (to show what
 * the framework alone costs). Each server runs in its own child process and only one is loaded at
 * a time, by wrk (bench/http/wrk.ts; autocannon when wrk is missing, named in the table).
 *
 * Per operation: a warm-up of each server, then `rounds` rounds, each loading the three servers in
 * turn (the order rotates every round), so that a burst of other load hits all of them; the ratio
 * is taken within each round and the median kept, with the range beside it. Every answer is
 * checked (a 2xx with the expected success text): a refusal fails the bench, and so does a money
 * move the ledger did not record (a decline is cheaper and would flatter the figure). CPU time
 * per request of each server process and of the load generator are kept too: they are steadier
 * than requests per second when other processes share the machine.
 */
import type { ChildProcess } from 'node:child_process';
import { loadavg } from 'node:os';
import { answerWith, ledgerCount, median, next, sampleAnswers, startChild, stopChild } from './children.js';
import type { BenchRequest, ChildReady } from './protocol.js';
import { type Generator, loadGenerator, type LoadRun, runLoad } from './wrk.js';

export interface Load {
  /** Answered requests per second, every one a success. */
  readonly perSecond: number;
  readonly p50Ms: number;
  readonly p99Ms: number;
  readonly requests: number;
  /** CPU time (user + system) the server process spent per answered request, in microseconds. */
  readonly cpuMicrosPerRequest: number;
  /** CPU time the load generator spent per answer, in microseconds. */
  readonly generatorCpuMicrosPerRequest: number;
  /**
   * Share of one core the server was busy (CPU per request × requests per second): near 1 when
   * the server is the bottleneck; well below, it waited for a core other processes held.
   */
  readonly busy: number;
}

export interface HttpFigure {
  readonly name: string;
  readonly kind: 'read' | 'money move';
  readonly generator: Generator;
  readonly emulator: Load;
  /** The plain node:http server: what the targets compare with. */
  readonly baseline: Load;
  /** A bare fastify route answering the same bytes. */
  readonly fastify: Load;
  /** Median over rounds of emulator / node:http, each round's ratio taken within the round. */
  readonly ratio: number;
  readonly ratioRange: readonly [number, number];
  /**
   * Median over rounds of node:http's CPU per request / the emulator's: what the ratio of
   * requests per second would be with each server holding a core to itself. Steadier than `ratio`
   * when other processes compete for the cores, which starve the servers unevenly.
   */
  readonly cpuRatio: number;
  readonly cpuRatioRange: readonly [number, number];
  /**
   * Some server was busy less than STARVED of a core (median over rounds): other processes held
   * the cores, and requests per second (so `ratio`) say more about the scheduler than the server.
   */
  readonly starved: boolean;
  /** The 1-minute load average at the start of each round. */
  readonly loadPerRound: readonly number[];
  /** Median over rounds of fastify / node:http. */
  readonly fastifyRatio: number;
  readonly fastifyRatioRange: readonly [number, number];
  /** Minimum ratio to the baseline. */
  readonly target: number;
  readonly p99TargetMs: number;
  readonly met: boolean;
}

export interface HttpOptions {
  readonly seconds: number;
  readonly rounds: number;
  readonly warmupSeconds: number;
  readonly connections: number;
}

export const HTTP_DEFAULTS: HttpOptions = { seconds: 3, rounds: 3, warmupSeconds: 2, connections: 32 };
export const TARGETS = { read: 0.8, 'money move': 0.5 } as const;
export const P99_TARGET_MS = 5;
/** Below this share of a core, a server was waiting for the CPU more than working. */
export const STARVED = 0.7;

const here = (file: string) => new URL(file, import.meta.url).pathname;

type Server = 'node:http' | 'fastify' | 'emulator';
const SERVERS: readonly Server[] = ['node:http', 'fastify', 'emulator'];

interface Child {
  readonly process: ChildProcess;
  readonly url: string;
}

/** One load run with the server's CPU time and ledger around it; throws on any refusal or error. */
async function measured(server: Server, child: Child, name: string, req: BenchRequest, seconds: number, connections: number): Promise<LoadRun & { cpuMicrosPerRequest: number }> {
  const before = await ledgerCount(child.process);
  const run = await runLoad(child.url, name, req, { seconds, connections });
  const after = await ledgerCount(child.process);
  const what = `${name} on ${server} (${run.generator})`;
  if (run.refused > 0 || run.errors > 0) {
    throw new Error(`${what}: ${run.requests} answers, ${run.refused} not the expected success, ${run.errors} socket errors or time-outs; first refusal: ${run.refusal ?? '-'}`);
  }
  if (run.requests === 0) throw new Error(`${what}: no answer at all`);
  if (server === 'emulator') {
    if (after.total !== 0) throw new Error(`${what}: the ledger no longer sums to zero (${after.total})`);
    // Moves still in flight when the load generator stops may complete afterwards: at most one per connection.
    const entries = after.entries - before.entries;
    const moneyMove = req.moneyMove ?? req.then?.moneyMove;
    if (moneyMove && (entries < run.moves || entries > run.moves + connections || run.moves === 0)) {
      throw new Error(`${what}: ${run.moves} approved moves answered but ${entries} ledger entries: not every move was recorded`);
    }
  }
  return { ...run, cpuMicrosPerRequest: (after.cpuMicros - before.cpuMicros) / run.requests };
}

function medianLoad(runs: readonly (LoadRun & { cpuMicrosPerRequest: number })[]): Load {
  const m = (pick: (r: (typeof runs)[number]) => number) => median(runs.map(pick));
  return {
    perSecond: m((r) => r.perSecond),
    p50Ms: m((r) => r.p50Ms),
    p99Ms: m((r) => r.p99Ms),
    requests: runs.reduce((sum, r) => sum + r.requests, 0),
    cpuMicrosPerRequest: m((r) => r.cpuMicrosPerRequest),
    generatorCpuMicrosPerRequest: m((r) => r.generatorCpuMicrosPerRequest),
    busy: m((r) => (r.cpuMicrosPerRequest * r.perSecond) / 1e6),
  };
}

const range = (values: readonly number[]): [number, number] => [Math.min(...values), Math.max(...values)];

/** Starts a reference server and waits until it listens. */
async function reference(file: string): Promise<Child> {
  const process = startChild(here(file));
  return { process, url: (await next(process, 'listening')).url };
}

export async function benchHttp(options: HttpOptions = HTTP_DEFAULTS, only?: (name: string) => boolean): Promise<HttpFigure[]> {
  const generator = loadGenerator();
  if (generator !== 'wrk') console.log('  wrk not found: autocannon loads the servers instead; it saturates first and pulls the ratios toward 1');
  const emulatorProcess = startChild(here('./emulator-child.ts'));
  const children: Partial<Record<Server, Child>> = {};
  try {
    const ready: ChildReady = await next(emulatorProcess, 'ready');
    children.emulator = { process: emulatorProcess, url: ready.url };
    children['node:http'] = await reference('./baseline-child.ts');
    children.fastify = await reference('./fastify-child.ts');
    const all = children as Record<Server, Child>;
    const figures: HttpFigure[] = [];
    for (const [name, req] of Object.entries(ready.requests)) {
      if (only && !only(name)) continue;
      const answers = await sampleAnswers(ready.url, req);
      await answerWith(all['node:http'].process, answers);
      await answerWith(all.fastify.process, answers);

      for (const server of SERVERS) await measured(server, all[server], name, req, options.warmupSeconds, options.connections);
      const runs: Record<Server, (LoadRun & { cpuMicrosPerRequest: number })[]> = { 'node:http': [], fastify: [], emulator: [] };
      const loadPerRound: number[] = [];
      for (let round = 0; round < options.rounds; round++) {
        loadPerRound.push(loadavg()[0]!);
        for (let i = 0; i < SERVERS.length; i++) {
          const server = SERVERS[(round + i) % SERVERS.length]!;
          runs[server].push(await measured(server, all[server], name, req, options.seconds, options.connections));
        }
      }
      const perRound = (server: Server) => runs[server].map((r, i) => r.perSecond / runs['node:http'][i]!.perSecond);
      const cpuPerRound = runs.emulator.map((r, i) => runs['node:http'][i]!.cpuMicrosPerRequest / r.cpuMicrosPerRequest);
      const [emulator, baseline, fastify] = [medianLoad(runs.emulator), medianLoad(runs['node:http']), medianLoad(runs.fastify)];
      const kind = (req.moneyMove ?? req.then?.moneyMove) ? 'money move' : 'read';
      const ratio = median(perRound('emulator'));
      const fastifyRatio = median(perRound('fastify'));
      const met = ratio >= TARGETS[kind] && emulator.p99Ms < P99_TARGET_MS;
      const figure: HttpFigure = {
        name,
        kind,
        generator: runs.emulator[0]!.generator,
        emulator,
        baseline,
        fastify,
        ratio,
        ratioRange: range(perRound('emulator')),
        starved: Math.min(emulator.busy, baseline.busy, fastify.busy) < STARVED,
        cpuRatio: median(cpuPerRound),
        cpuRatioRange: range(cpuPerRound),
        loadPerRound,
        fastifyRatio,
        fastifyRatioRange: range(perRound('fastify')),
        target: TARGETS[kind],
        p99TargetMs: P99_TARGET_MS,
        met,
      };
      figures.push(figure);
      const each = perRound('emulator').map((r) => r.toFixed(2)).join(' ');
      console.log(
        `  ${name}: ${Math.round(emulator.perSecond)}/s, fastify ${Math.round(fastify.perSecond)}/s, node:http ${Math.round(baseline.perSecond)}/s;` +
          ` ${ratio.toFixed(2)}x (rounds ${each}), by CPU ${figure.cpuRatio.toFixed(2)}x, fastify ${fastifyRatio.toFixed(2)}x; load ${loadPerRound.map((l) => l.toFixed(1)).join(' ')}; p50 ${emulator.p50Ms.toFixed(2)} ms, p99 ${emulator.p99Ms.toFixed(2)} ms;` +
          ` CPU ${emulator.cpuMicrosPerRequest.toFixed(0)} / ${fastify.cpuMicrosPerRequest.toFixed(0)} / ${baseline.cpuMicrosPerRequest.toFixed(0)} µs per request,` +
          ` busy ${[emulator, fastify, baseline].map((l) => `${Math.round(l.busy * 100)}%`).join(' / ')},` +
          ` ${figure.generator} ${emulator.generatorCpuMicrosPerRequest.toFixed(1)} / ${baseline.generatorCpuMicrosPerRequest.toFixed(1)} µs` +
          `${met ? '' : `  MISSED (target ${TARGETS[kind]}x, p99 < ${P99_TARGET_MS} ms)`}`,
      );
      if (figure.starved) console.log(`    servers starved (busy under ${STARVED * 100}% of a core): requests per second measured the machine's load; the ratio by CPU is the steadier figure`);
    }
    return figures;
  } finally {
    await Promise.all(Object.values(children).map((c) => stopChild(c.process)));
    await stopChild(emulatorProcess);
  }
}
