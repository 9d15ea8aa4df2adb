/**
 * Profiles the emulator under the load of one bench request: the emulator child runs with
 * `--cpu-prof` and writes a .cpuprofile to .cardlab/profiles when it stops (open it in Chrome
 * DevTools or VS Code). How the hot paths in docs/performance.md were found.
 * Usage: node --import tsx bench/http/profile.ts "<request name>" [seconds]
 */
import { fork } from 'node:child_process';
import { once } from 'node:events';
import { mkdirSync } from 'node:fs';
import autocannon from 'autocannon';
import type { ChildReady } from './protocol.js';

const [name = 'v2 transfer', secondsArg = '8'] = process.argv.slice(2);
// Outside reports/: a profile is full of long numbers the secret check would have to read as card numbers.
const dir = '.cardlab/profiles';
mkdirSync(dir, { recursive: true });
const child = fork(new URL('./emulator-child.ts', import.meta.url).pathname, [], {
  execArgv: ['--import', 'tsx', '--cpu-prof', `--cpu-prof-dir=${dir}`],
  stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
});
const [ready] = (await once(child, 'message')) as [ChildReady];
const req = ready.requests[name];
if (!req) throw new Error(`no bench request "${name}"; one of: ${Object.keys(ready.requests).join(', ')}`);
const result = await autocannon({ url: `${ready.url}${req.path}`, method: req.method, headers: req.headers, ...(req.body ? { body: req.body } : {}), connections: 32, duration: Number(secondsArg) });
console.log(`${name}: ${Math.round(result['2xx'] / result.duration)}/s, p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms, non-2xx ${result.non2xx}`);
child.send({ kind: 'stop' });
await once(child, 'exit');
console.log(`profile written to ${dir}/`);
