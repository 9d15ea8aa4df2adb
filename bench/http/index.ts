/**
 * Emulator throughput and latency at 32 connections, against a plain node:http server answering the
 * same payload, measured in the same run (this 2-core machine is noisy: the ratio is the figure).
 * Each server runs in its own child process and only one is loaded at a time; autocannon runs here.
 * Runs are short and bounded: a warm-up, then `rounds` measured runs per server and request,
 * interleaved (baseline, emulator, baseline, …) so that a burst of other load hits both; the median
 * of each is kept. CPU time per request of each server process is kept too: it is steadier than
 * requests per second when other processes share the machine.
 */
import type { ChildProcess } from 'node:child_process';
import autocannon from 'autocannon';
import { answerLike, ledgerCount, median, next, startChild, stopChild } from './children.js';
import type { BenchRequest, ChildReady } from './protocol.js';

export interface Load {
  /** Answered requests per second (2xx only; anything else fails the bench). */
  readonly perSecond: number;
  readonly p50Ms: number;
  readonly p99Ms: number;
  readonly requests: number;
  /** CPU time (user + system) the server process spent per answered request, in microseconds. */
  readonly cpuMicrosPerRequest: number;
}

export interface HttpFigure {
  readonly name: string;
  readonly kind: 'read' | 'money move';
  readonly emulator: Load;
  readonly baseline: Load;
  readonly ratio: number;
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
const TARGETS = { read: 0.7, 'money move': 0.5 } as const;
const P99_TARGET_MS = 10;

const here = (file: string) => new URL(file, import.meta.url).pathname;

type Run = Omit<Load, 'cpuMicrosPerRequest'>;

async function load(base: string, req: BenchRequest, seconds: number, connections: number): Promise<Run> {
  const result = await autocannon({
    url: `${base}${req.path}`,
    method: req.method,
    headers: req.headers,
    ...(req.body ? { body: req.body } : {}),
    connections,
    duration: seconds,
    timeout: 10,
  });
  const failed = result.non2xx + result.errors + result.timeouts;
  if (failed > 0) throw new Error(`${req.method} ${req.path}: ${result.non2xx} non-2xx answers, ${result.errors} errors, ${result.timeouts} time-outs`);
  return { perSecond: result['2xx'] / result.duration, p50Ms: result.latency.p50, p99Ms: result.latency.p99, requests: result['2xx'] };
}

/** A measured run with the server's CPU time around it. */
async function measured(child: ChildProcess, base: string, req: BenchRequest, options: HttpOptions): Promise<Load & { entries: number }> {
  const before = await ledgerCount(child);
  const run = await load(base, req, options.seconds, options.connections);
  const after = await ledgerCount(child);
  if (after.total !== 0) throw new Error(`${req.method} ${req.path}: the ledger no longer sums to zero (${after.total})`);
  return { ...run, cpuMicrosPerRequest: (after.cpuMicros - before.cpuMicros) / run.requests, entries: after.entries - before.entries };
}

function medianLoad(runs: readonly Load[]): Load {
  return {
    perSecond: median(runs.map((r) => r.perSecond)),
    p50Ms: median(runs.map((r) => r.p50Ms)),
    p99Ms: median(runs.map((r) => r.p99Ms)),
    requests: runs.reduce((sum, r) => sum + r.requests, 0),
    cpuMicrosPerRequest: median(runs.map((r) => r.cpuMicrosPerRequest)),
  };
}

export async function benchHttp(options: HttpOptions = HTTP_DEFAULTS): Promise<HttpFigure[]> {
  const emulator = startChild(here('./emulator-child.ts'));
  const baseline = startChild(here('./baseline-child.ts'));
  try {
    const ready: ChildReady = await next(emulator, 'ready');
    const { url: baselineUrl } = await next(baseline, 'listening');
    const figures: HttpFigure[] = [];
    for (const [name, req] of Object.entries(ready.requests)) {
      await answerLike(baseline, ready.url, req);

      await load(baselineUrl, req, options.warmupSeconds, options.connections);
      await load(ready.url, req, options.warmupSeconds, options.connections);
      const baseRuns: Load[] = [];
      const ourRuns: Load[] = [];
      for (let round = 0; round < options.rounds; round++) {
        baseRuns.push(await measured(baseline, baselineUrl, req, options));
        const ours = await measured(emulator, ready.url, req, options);
        // Requests still in flight when autocannon stops may complete afterwards: at most one per connection.
        if (req.moneyMove && (ours.entries < ours.requests || ours.entries > ours.requests + options.connections)) {
          throw new Error(`${name}: ${ours.requests} answers but ${ours.entries} ledger entries: not every move was approved`);
        }
        ourRuns.push(ours);
      }
      const [base, ours] = [medianLoad(baseRuns), medianLoad(ourRuns)];
      const kind = req.moneyMove ? 'money move' : 'read';
      const ratio = ours.perSecond / base.perSecond;
      const met = ratio >= TARGETS[kind] && ours.p99Ms < P99_TARGET_MS;
      figures.push({ name, kind, emulator: ours, baseline: base, ratio, target: TARGETS[kind], p99TargetMs: P99_TARGET_MS, met });
      console.log(
        `  ${name}: ${Math.round(ours.perSecond)}/s vs node:http ${Math.round(base.perSecond)}/s (${ratio.toFixed(2)}x), p50 ${ours.p50Ms} ms, p99 ${ours.p99Ms} ms;` +
          ` CPU ${ours.cpuMicrosPerRequest.toFixed(0)} vs ${base.cpuMicrosPerRequest.toFixed(0)} µs per request`,
      );
    }
    return figures;
  } finally {
    await Promise.all([stopChild(emulator), stopChild(baseline)]);
  }
}
