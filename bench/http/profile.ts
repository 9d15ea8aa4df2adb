/**
 * Profiles a server under the load of one bench request: the child runs with `--cpu-prof` and writes
 * a .cpuprofile to .cardlab/profiles when it stops (open it in Chrome DevTools or VS Code). How the
 * hot paths in docs/performance.md were found. `--baseline` profiles the node:http baseline answering
 * the emulator's answer instead, to see which part of a profile both servers pay (the socket write).
 * Usage: node --import tsx bench/http/profile.ts "<request name>" [seconds] [--baseline]
 */
import { mkdirSync } from 'node:fs';
import autocannon from 'autocannon';
import { answerLike, next, startChild, stopChild } from './children.js';

const args = process.argv.slice(2);
const baseline = args.includes('--baseline');
const [name = 'v2 transfer', secondsArg = '8'] = args.filter((a) => a !== '--baseline');
// Outside reports/: a profile is full of long numbers the secret check would have to read as card numbers.
const dir = '.cardlab/profiles';
mkdirSync(dir, { recursive: true });
const here = (file: string) => new URL(file, import.meta.url).pathname;
const profiled = ['--cpu-prof', `--cpu-prof-dir=${dir}`];

const emulator = startChild(here('./emulator-child.ts'), { nodeFlags: baseline ? [] : profiled });
const ready = await next(emulator, 'ready');
const req = ready.requests[name];
if (!req) throw new Error(`no bench request "${name}"; one of: ${Object.keys(ready.requests).join(', ')}`);
let url = ready.url;
let target = emulator;
if (baseline) {
  target = startChild(here('./baseline-child.ts'), { nodeFlags: profiled });
  url = (await next(target, 'listening')).url;
  await answerLike(target, ready.url, req);
}
const result = await autocannon({ url: `${url}${req.path}`, method: req.method, headers: req.headers, ...(req.body ? { body: req.body } : {}), connections: 32, duration: Number(secondsArg) });
console.log(`${baseline ? 'baseline for ' : ''}${name}: ${Math.round(result['2xx'] / result.duration)}/s, p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms, non-2xx ${result.non2xx}`);
await Promise.all([...new Set([emulator, target])].map(stopChild));
console.log(`profile written to ${dir}/`);
