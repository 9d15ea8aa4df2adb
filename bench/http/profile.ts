/**
 * Where a server's time goes under the load of one bench request. After a warm-up, the server is
 * loaded (wrk, or autocannon without it) while V8's sampling profiler runs in it, started and
 * stopped over IPC so that the profile holds the load only; the .cpuprofile goes to
 * .cardlab/profiles/ (open it in Chrome DevTools or VS Code) and its summary is printed: the share
 * of each kind of work (bench/http/profile-summary.ts) and the top functions. `--baseline` and
 * `--fastify` profile the node:http and bare fastify references answering the emulator's answers
 * instead, to see which part of a profile every server pays. `--perf` also records the process
 * with Linux perf (CPU time only, kernel included; the child runs with --perf-basic-prof) and
 * prints perf's top symbols and the samples per 10,000 requests.
 * Usage: node --import tsx bench/http/profile.ts "<request name>" [seconds] [--baseline|--fastify] [--perf]
 */
import { spawn } from 'node:child_process';
import { mkdirSync, readFileSync } from 'node:fs';
import { answerWith, next, sampleAnswers, startChild, stopChild } from './children.js';
import { type CpuProfile, printSummary, summarise } from './profile-summary.js';
import { runLoad } from './wrk.js';

const args = process.argv.slice(2);
const flag = (name: string) => args.includes(name);
const server = flag('--baseline') ? 'node:http' : flag('--fastify') ? 'fastify' : 'emulator';
const [name = 'v2 transfer', secondsArg = '8'] = args.filter((a) => !a.startsWith('--'));
const seconds = Number(secondsArg);
// Outside reports/: a profile is full of long numbers the secret check would have to read as card numbers.
const dir = '.cardlab/profiles';
mkdirSync(dir, { recursive: true });
const here = (file: string) => new URL(file, import.meta.url).pathname;
const nodeFlags = flag('--perf') ? ['--perf-basic-prof'] : [];

const emulator = startChild(here('./emulator-child.ts'), { nodeFlags: server === 'emulator' ? nodeFlags : [] });
const ready = await next(emulator, 'ready');
const req = ready.requests[name];
if (!req) throw new Error(`no bench request "${name}"; one of: ${Object.keys(ready.requests).join(', ')}`);
let url = ready.url;
let target = emulator;
if (server !== 'emulator') {
  target = startChild(here(server === 'fastify' ? './fastify-child.ts' : './baseline-child.ts'), { nodeFlags });
  url = (await next(target, 'listening')).url;
  await answerWith(target, await sampleAnswers(ready.url, req));
}
try {
  await runLoad(url, name, req, { seconds: 2, connections: 32 });
  const stamp = `${name.replace(/[^A-Za-z0-9.]+/g, '-')}-${server.replace(':', '')}-${new Date().toISOString().replace(/[:.]/g, '')}`;
  const file = `${dir}/${stamp}.cpuprofile`;
  const profiling = next(target, 'profiling');
  target.send({ kind: 'profile', action: 'start', intervalMicros: 200 });
  await profiling;
  const perf = flag('--perf') ? startPerf(target.pid!, `${dir}/${stamp}.perf.data`, seconds) : undefined;
  const run = await runLoad(url, name, req, { seconds, connections: 32 });
  const profiled = next(target, 'profiled');
  target.send({ kind: 'profile', action: 'stop', file });
  await profiled;
  console.log(`${server} under "${name}" (${run.generator}): ${Math.round(run.perSecond)}/s, p50 ${run.p50Ms} ms, p99 ${run.p99Ms} ms, ${run.refused} refused; ${run.requests} requests`);
  printSummary(summarise(JSON.parse(readFileSync(file, 'utf8')) as CpuProfile, run.requests));
  console.log(`profile written to ${file}`);
  if (perf) await reportPerf(await perf, run.requests);
} finally {
  await Promise.all([...new Set([emulator, target])].map(stopChild));
}

/** `perf record` of one process for the length of the run; resolves with the data file once perf is done. */
async function startPerf(pid: number, data: string, seconds: number): Promise<string> {
  const perf = spawn('perf', ['record', '-e', 'cpu-clock', '-F', '1999', '-g', '-p', String(pid), '-o', data, '--', 'sleep', String(seconds)], { stdio: ['ignore', 'ignore', 'pipe'] });
  let err = '';
  perf.stderr.setEncoding('utf8').on('data', (c: string) => (err += c));
  const code = await new Promise<number | null>((resolve, reject) => perf.once('error', reject).once('close', resolve));
  if (code !== 0) throw new Error(`perf record exited with ${code}: ${err}`);
  return data;
}

async function reportPerf(data: string, requests: number): Promise<void> {
  const report = (extra: string[]) =>
    new Promise<string>((resolve, reject) => {
      const p = spawn('perf', ['report', '-i', data, '--stdio', '--no-children', '--percent-limit', '0.7', ...extra], { stdio: ['ignore', 'pipe', 'ignore'] });
      let out = '';
      p.stdout.setEncoding('utf8').on('data', (c: string) => (out += c));
      p.once('error', reject).once('close', () => resolve(out));
    });
  const bySymbol = await report(['--sort', 'symbol', '-g', 'none']);
  const samples = Number(/of event 'cpu-clock'\s*\n# Event count \(approx\.\): (\d+)/.exec(bySymbol)?.[1] ?? 0) / 1e6 / (1e3 / 1999);
  const byDso = await report(['--sort', 'dso', '-g', 'none']);
  console.log(`perf: ~${Math.round(samples)} CPU samples at 1999 Hz, ${((samples / requests) * 10_000).toFixed(0)} per 10,000 requests (${data})`);
  console.log(byDso.split('\n').filter((l) => /^\s+\d/.test(l)).slice(0, 8).join('\n'));
  console.log(bySymbol.split('\n').filter((l) => /^\s+\d/.test(l)).slice(0, 30).join('\n'));
}
