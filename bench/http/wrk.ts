/**
 * The load generator of the HTTP benches: wrk (C, one thread, epoll) when it is installed, autocannon
 * (JavaScript, in this process) otherwise. autocannon saturates before a plain node:http server
 * does on this machine, which caps the baseline and pulls every ratio toward 1 (issue #16), so it
 * is only a fallback, and named wherever its figures appear.
 *
 * Each run checks every answer (a 2xx status and the text the request `expect`s; a flow's second
 * request with the orderId of the first's answer) and reports the load generator's own CPU time.
 * wrk's script for an operation is bench/http/wrk/bench.lua with the operation written before it,
 * saved in .cardlab/wrk/ so that the run can be repeated by hand.
 */
import { spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import autocannon from 'autocannon';
import { type BenchRequest, fill, orderIdOf, succeeded } from './protocol.js';

export type Generator = 'wrk' | 'autocannon';

export interface LoadRun {
  readonly generator: Generator;
  /** Answered requests (successes and refusals) per second. */
  readonly perSecond: number;
  readonly requests: number;
  readonly ok: number;
  /** Answers that were not the expected success; a measured run with any fails the bench. */
  readonly refused: number;
  /** The first refusal, status and the start of its body. */
  readonly refusal?: string | undefined;
  /** Successful money moves (a flow's second request). */
  readonly moves: number;
  /** Socket errors and time-outs. */
  readonly errors: number;
  readonly p50Ms: number;
  readonly p99Ms: number;
  readonly maxMs: number;
  /** CPU time (user + system) the load generator spent per answer, in microseconds. */
  readonly generatorCpuMicrosPerRequest: number;
}

export interface LoadOptions {
  readonly seconds: number;
  readonly connections: number;
}

const WRK = process.env.CARDLAB_WRK ?? 'wrk';
let found: boolean | undefined;

/** wrk when it runs here, else autocannon. `CARDLAB_LOAD=autocannon` forces the fallback. */
export function loadGenerator(): Generator {
  if (process.env.CARDLAB_LOAD === 'autocannon') return 'autocannon';
  found ??= spawnSync(WRK, ['--version'], { stdio: 'ignore' }).error === undefined;
  return found ? 'wrk' : 'autocannon';
}

export async function runLoad(base: string, name: string, req: BenchRequest, options: LoadOptions): Promise<LoadRun> {
  return loadGenerator() === 'wrk' ? runWrk(base, name, req, options) : runAutocannon(base, req, options);
}

// ---- wrk ----

const SCRIPT = readFileSync(new URL('./wrk/bench.lua', import.meta.url), 'utf8');
const SCRIPT_DIR = '.cardlab/wrk';
const TICKS_PER_SECOND = Number(spawnSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).stdout.trim()) || 100;

/** A Lua string literal: decimal escapes for anything but plain printable ASCII. */
const luaString = (s: string): string => `"${s.replace(/[^ !#-[\]-~]/g, (c) => [...Buffer.from(c, 'utf8')].map((b) => `\\${String(b).padStart(3, '0')}`).join(''))}"`;

function luaTable(req: BenchRequest): string {
  const headers = Object.entries(req.headers).map(([k, v]) => `[${luaString(k)}] = ${luaString(v)}`).join(', ');
  const fields = [`method = ${luaString(req.method)}`, `path = ${luaString(req.path)}`, `headers = { ${headers} }`];
  if (req.body !== undefined) fields.push(`body = ${luaString(req.body)}`);
  if (req.expect !== undefined) fields.push(`expect = ${luaString(req.expect)}`);
  if (req.moneyMove) fields.push('moneyMove = true');
  if (req.then) fields.push(`next = ${luaTable(req.then)}`);
  return `{ ${fields.join(', ')} }`;
}

/** Writes .cardlab/wrk/<name>.lua: the operation, then the common script. */
export function wrkScript(name: string, req: BenchRequest): string {
  mkdirSync(SCRIPT_DIR, { recursive: true });
  const path = `${SCRIPT_DIR}/${name.replace(/[^A-Za-z0-9.]+/g, '-')}.lua`;
  writeFileSync(path, `-- ${name}, written by bench/http/wrk.ts\nbench = ${luaTable(req)}\n\n${SCRIPT}`);
  return path;
}

/** utime + stime of a process, in clock ticks; 0 when it cannot be read. */
function cpuTicks(pid: number | undefined): number {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').replace(/^.*\) /s, '').split(' ');
    return Number(fields[11]) + Number(fields[12]);
  } catch {
    return 0;
  }
}

interface WrkReport {
  readonly requests: number;
  readonly durationMicros: number;
  readonly errors: { readonly connect: number; readonly read: number; readonly write: number; readonly status: number; readonly timeout: number };
  readonly ok: number;
  readonly refused: number;
  readonly moves: number;
  readonly refusal: string | null;
  readonly latencyMicros: { readonly p50: number; readonly p90: number; readonly p99: number; readonly p999: number; readonly max: number; readonly mean: number };
  readonly cpuTicks: { readonly user: number; readonly system: number };
}

async function runWrk(base: string, name: string, req: BenchRequest, options: LoadOptions): Promise<LoadRun> {
  const script = wrkScript(name, req);
  // A fresh orderNumber prefix per run: register.do refuses a number it has seen.
  const args = ['-t1', `-c${options.connections}`, `-d${options.seconds}s`, '--timeout', '10s', '-s', script, base, '--', randomBytes(4).toString('hex')];
  const child = spawn(WRK, args, { stdio: ['ignore', 'pipe', 'pipe'] });
  let startTicks = 0;
  child.once('spawn', () => (startTicks = cpuTicks(child.pid)));
  let out = '';
  let err = '';
  child.stdout.setEncoding('utf8').on('data', (chunk: string) => (out += chunk));
  child.stderr.setEncoding('utf8').on('data', (chunk: string) => (err += chunk));
  const code = await new Promise<number | null>((resolve, reject) => child.once('error', reject).once('close', resolve));
  const line = out.split('\n').find((l) => l.startsWith('cardlab-wrk '));
  if (code !== 0 || !line) throw new Error(`wrk ${args.join(' ')} exited with ${code}:\n${out}${err}`);
  const r = JSON.parse(line.slice('cardlab-wrk '.length)) as WrkReport;
  const ticks = r.cpuTicks.user + r.cpuTicks.system - startTicks;
  const ms = (micros: number) => micros / 1000;
  return {
    generator: 'wrk',
    perSecond: r.requests / (r.durationMicros / 1e6),
    requests: r.requests,
    ok: r.ok,
    refused: r.refused + Math.max(0, r.requests - r.ok - r.refused),
    refusal: r.refusal ?? undefined,
    moves: r.moves,
    errors: r.errors.connect + r.errors.read + r.errors.write + r.errors.timeout,
    p50Ms: ms(r.latencyMicros.p50),
    p99Ms: ms(r.latencyMicros.p99),
    maxMs: ms(r.latencyMicros.max),
    generatorCpuMicrosPerRequest: (ticks * 1e6) / TICKS_PER_SECOND / Math.max(1, r.requests),
  };
}

// ---- autocannon (fallback) ----

async function runAutocannon(base: string, req: BenchRequest, options: LoadOptions): Promise<LoadRun> {
  let ok = 0;
  let refused = 0;
  let moves = 0;
  let refusal: string | undefined;
  let counter = 0;
  const prefix = randomBytes(4).toString('hex');
  const check = (r: BenchRequest, status: number, body: string) => {
    if (succeeded(r, status, body)) {
      ok++;
      if (r.moneyMove) moves++;
      return true;
    }
    refused++;
    refusal ??= `${status} ${body.slice(0, 300)}`;
    return false;
  };
  type Context = Record<string, string | undefined>;
  const first = {
    method: req.method,
    path: req.path,
    headers: req.headers,
    ...(req.body ? { body: req.body } : {}),
    ...(req.then ? { setupRequest: (r: object) => ({ ...r, body: fill(req.body ?? '', { orderNumber: `${prefix}-${++counter}` }) }) } : {}),
    onResponse: (status: number, body: string, context: Context) => {
      if (check(req, status, body)) context.orderId = orderIdOf(body);
    },
  };
  const then = req.then;
  const requests = then
    ? [
        first,
        {
          method: then.method,
          path: then.path,
          headers: then.headers,
          setupRequest: (r: object, context: Context) => ({ ...r, body: fill(then.body ?? '', { orderId: context.orderId ?? 'none' }) }),
          onResponse: (status: number, body: string) => void check(then, status, body),
        },
      ]
    : [first];
  const cpu = process.cpuUsage();
  const result = await autocannon({ url: base, connections: options.connections, duration: options.seconds, timeout: 10, requests: requests as autocannon.Request[] });
  const used = process.cpuUsage(cpu);
  const answered = ok + refused;
  return {
    generator: 'autocannon',
    perSecond: answered / result.duration,
    requests: answered,
    ok,
    refused,
    refusal,
    moves,
    errors: result.errors + result.timeouts,
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    maxMs: result.latency.max,
    generatorCpuMicrosPerRequest: (used.user + used.system) / Math.max(1, answered),
  };
}
