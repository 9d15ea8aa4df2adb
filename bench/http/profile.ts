/**
 * Profiles a server under the load of one bench request: the child runs with `--cpu-prof` and writes
 * a .cpuprofile to .cardlab/profiles when it stops (open it in Chrome DevTools or VS Code). How the
 * hot paths in docs/performance.md were found. `--baseline` profiles the node:http baseline answering
 * the emulator's answer instead, to see which part of a profile both servers pay (the socket write).
 * Usage: node --import tsx bench/http/profile.ts "<request name>" [seconds] [--baseline]
 */
import { fork } from 'node:child_process';
import { once } from 'node:events';
import { mkdirSync } from 'node:fs';
import autocannon from 'autocannon';
import { request } from 'undici';
import type { ChildMessage, ChildReady } from './protocol.js';

const args = process.argv.slice(2);
const baseline = args.includes('--baseline');
const [name = 'v2 transfer', secondsArg = '8'] = args.filter((a) => a !== '--baseline');
// Outside reports/: a profile is full of long numbers the secret check would have to read as card numbers.
const dir = '.cardlab/profiles';
mkdirSync(dir, { recursive: true });
const child = (file: string, profiled: boolean) =>
  fork(new URL(file, import.meta.url).pathname, [], {
    execArgv: ['--import', 'tsx', ...(profiled ? ['--cpu-prof', `--cpu-prof-dir=${dir}`] : [])],
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
const message = async (from: ReturnType<typeof fork>) => ((await once(from, 'message')) as [ChildMessage])[0];

const emulator = child('./emulator-child.ts', !baseline);
const ready = (await message(emulator)) as ChildReady;
const req = ready.requests[name];
if (!req) throw new Error(`no bench request "${name}"; one of: ${Object.keys(ready.requests).join(', ')}`);
let url = ready.url;
let target = emulator;
if (baseline) {
  target = child('./baseline-child.ts', true);
  url = ((await message(target)) as { url: string }).url;
  const sample = await request(`${ready.url}${req.path}`, { method: req.method, headers: req.headers, body: req.body });
  target.send({ kind: 'answer', answer: { status: sample.statusCode, contentType: String(sample.headers['content-type']), body: await sample.body.text() } });
  await message(target);
}
const result = await autocannon({ url: `${url}${req.path}`, method: req.method, headers: req.headers, ...(req.body ? { body: req.body } : {}), connections: 32, duration: Number(secondsArg) });
console.log(`${baseline ? 'baseline for ' : ''}${name}: ${Math.round(result['2xx'] / result.duration)}/s, p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms, non-2xx ${result.non2xx}`);
for (const c of new Set([emulator, target])) {
  c.send({ kind: 'stop' });
  await once(c, 'exit');
}
console.log(`profile written to ${dir}/`);
