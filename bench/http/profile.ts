/**
 * Where a server's time goes under the load of one bench request. After a warm-up, the server is
 * loaded (wrk, or autocannon without it) while V8's sampling profiler runs in it, started and
 * stopped over IPC so that the profile holds the load only; the .cpuprofile goes to
 * .cardlab/profiles/ (open it in Chrome DevTools or VS Code) and its summary is printed: the share
 * of each kind of work (bench/http/profile-summary.ts) and the top functions. `--baseline` and
 * `--fastify` profile the node:http and bare fastify references answering the emulator's answers
 * instead, to see which part of a profile every server pays. `--perf` records the process with
 * Linux perf instead (CPU time only, kernel included; the child runs with --perf-basic-prof and
 * V8's sampler stays off, so that it does not count itself) and prints the CPU per request by kind
 * of work (bench/http/perf-summary.ts) and perf's top symbols.
 * Usage: node --import tsx bench/http/profile.ts "<request name>" [seconds] [--baseline|--fastify] [--perf]
 */
import { Command } from 'commander';
import { spawn } from 'node:child_process';
import { copyFileSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { answerWith, next, sampleAnswers, startChild, stopChild } from './children.js';
import { latestPerfMap, printPerfSummary, summarisePerf } from './perf-summary.js';
import { type CpuProfile, printSummary, summarise } from './profile-summary.js';
import { runLoad } from './wrk.js';
import { withUsageExit } from '../../src/cli/exit-codes.js';

const program = new Command('npm run bench:profile')
  .description("profile a server under the load of one bench request; writes .cardlab/profiles/ and prints where the time goes")
  .argument('[request]', 'bench request name, e.g. "v2 GET card" (the list is printed for an unknown one)', 'v2 transfer')
  .argument('[seconds]', 'seconds of load while profiling', '8')
  .option('--baseline', "profile the node:http reference answering the emulator's answers")
  .option('--fastify', "profile the bare fastify reference answering the emulator's answers")
  .option('--perf', "record with Linux perf (CPU time, kernel included) instead of V8's sampler");
withUsageExit(program).parse();
const opts = program.opts<{ baseline?: boolean; fastify?: boolean; perf?: boolean }>();
const server = opts.baseline ? 'node:http' : opts.fastify ? 'fastify' : 'emulator';
const [name, secondsArg] = program.processedArgs as [string, string];
const seconds = Number(secondsArg);
if (!Number.isFinite(seconds) || seconds < 1) program.error('seconds takes a number of 1 or more');
// Outside reports/: a profile is full of long numbers the secret check would have to read as card numbers.
const dir = '.cardlab/profiles';
mkdirSync(dir, { recursive: true });
const here = (file: string) => new URL(file, import.meta.url).pathname;
const nodeFlags = opts.perf ? ['--perf-basic-prof'] : [];
const HZ = 1999;

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
  if (opts.perf) {
    const data = `${dir}/${stamp}.perf.data`;
    const perf = startPerf(target.pid!, data, seconds);
    const run = await runLoad(url, name, req, { seconds, connections: 32 });
    await perf;
    // The servers stop first, so that nothing writes the JIT's map any more; then the map keeps
    // the last name written for each address, and moves beside the data once read.
    await Promise.all([...new Set([emulator, target])].map(stopChild));
    const map = `/tmp/perf-${target.pid}.map`;
    writeFileSync(map, latestPerfMap(readFileSync(map, 'utf8')));
    console.log(`${server} under "${name}" (${run.generator}): ${Math.round(run.perSecond)}/s, p50 ${run.p50Ms} ms, p99 ${run.p99Ms} ms, ${run.refused} refused; ${run.requests} requests`);
    printPerfSummary(await summarisePerf(data, { requests: run.requests, hz: HZ }), run.requests);
    await reportPerf(data);
    copyFileSync(map, data.replace(/\.data$/, '.map'));
    rmSync(map);
  } else {
    const file = `${dir}/${stamp}.cpuprofile`;
    const profiling = next(target, 'profiling');
    target.send({ kind: 'profile', action: 'start', intervalMicros: 200 });
    await profiling;
    const run = await runLoad(url, name, req, { seconds, connections: 32 });
    const profiled = next(target, 'profiled');
    target.send({ kind: 'profile', action: 'stop', file });
    await profiled;
    console.log(`${server} under "${name}" (${run.generator}): ${Math.round(run.perSecond)}/s, p50 ${run.p50Ms} ms, p99 ${run.p99Ms} ms, ${run.refused} refused; ${run.requests} requests`);
    printSummary(summarise(JSON.parse(readFileSync(file, 'utf8')) as CpuProfile, run.requests));
    console.log(`profile written to ${file}`);
  }
} finally {
  await Promise.all([...new Set([emulator, target])].map(stopChild));
}

/** `perf record` of one process for the length of the run; resolves with the data file once perf is done. */
async function startPerf(pid: number, data: string, seconds: number): Promise<string> {
  const perf = spawn('perf', ['record', '-e', 'cpu-clock', '-F', String(HZ), '-g', '-p', String(pid), '-o', data, '--', 'sleep', String(seconds)], { stdio: ['ignore', 'ignore', 'pipe'] });
  let err = '';
  perf.stderr.setEncoding('utf8').on('data', (c: string) => (err += c));
  const code = await new Promise<number | null>((resolve, reject) => perf.once('error', reject).once('close', resolve));
  if (code !== 0) throw new Error(`perf record exited with ${code}: ${err}`);
  return data;
}

/** perf's own view: share by binary (kernel, node, JIT code) and the top symbols. */
async function reportPerf(data: string): Promise<void> {
  const report = (extra: string[]) =>
    new Promise<string>((resolve, reject) => {
      const p = spawn('perf', ['report', '-i', data, '--stdio', '--no-children', '--percent-limit', '0.7', '-g', 'none', ...extra], { stdio: ['ignore', 'pipe', 'ignore'] });
      let out = '';
      p.stdout.setEncoding('utf8').on('data', (c: string) => (out += c));
      p.once('error', reject).once('close', () => resolve(out));
    });
  const rows = (text: string, n: number) =>
    text
      .split('\n')
      .filter((l) => /^\s+\d/.test(l))
      .slice(0, n)
      .map((l) => `  ${l.trim().replace(/\s{2,}/g, '  ').replace(/\s+-\s+-\s*$/, '')}`)
      .join('\n');
  console.log(`perf by binary (${data}):\n${rows(await report(['--sort', 'dso']), 8)}`);
  console.log(`perf top symbols:\n${rows(await report(['--sort', 'symbol']), 30)}`);
}
