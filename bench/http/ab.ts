/**
 * A/B of two checkouts of the emulator under one bench request: both emulator children run at
 * once (idle in turn), and runs alternate A, B, B, A, A, B… so that the machine's load, and what
 * the side that ran last still does after its run, hit both alike.
 * On this shared 2-core machine two runs of `npm run bench` minutes apart differ by more than most
 * changes do; an interleaved A/B in one process is how the fixes in docs/performance.md were judged.
 * Usage: node --import tsx bench/http/ab.ts --a <checkout> [--b <checkout>] [--request "v1 p2pTransfer"] [--rounds 3] [--seconds 3]
 * A checkout is a directory with this repository's bench/ and src/ (e.g. `git worktree add`).
 */
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { ledgerCount, median, next, startChild, stopChild } from './children.js';
import { loadGenerator, runLoad } from './wrk.js';

const HELP = `Usage: node --import tsx bench/http/ab.ts --a <checkout> [--b <checkout>] [options]

Runs the emulator of two checkouts side by side under one bench request and prints requests per
second and CPU per request of each, run by run and as medians. --b defaults to this checkout.

Options:
  --a <dir>          checkout A (required)
  --b <dir>          checkout B (default: this repository)
  --request <name>   a bench request (default "v1 p2pTransfer")
  --rounds <n>       measured runs per side, after one warm-up each (default 3)
  --seconds <n>      length of each run (default 3)
  --help             this text`;

const { values } = parseArgs({
  options: { a: { type: 'string' }, b: { type: 'string' }, request: { type: 'string' }, rounds: { type: 'string' }, seconds: { type: 'string' }, help: { type: 'boolean' } },
});
if (values.help) {
  console.log(HELP);
  process.exit(0);
}
const here = resolve(new URL('../..', import.meta.url).pathname);
const sides = { A: values.a, B: values.b ?? here };
const name = values.request ?? 'v1 p2pTransfer';
const rounds = Number(values.rounds ?? 3);
const seconds = Number(values.seconds ?? 3);
if (!sides.A) throw new Error(`--a <checkout> is required\n\n${HELP}`);
if (!Number.isInteger(rounds) || rounds < 1) throw new Error('--rounds takes a whole number ≥ 1');
if (!Number.isFinite(seconds) || seconds < 1 || seconds > 30) throw new Error('--seconds takes 1 to 30');
for (const [side, dir] of Object.entries(sides)) {
  if (!existsSync(`${dir}/bench/http/emulator-child.ts`)) throw new Error(`--${side.toLowerCase()} ${dir}: no bench/http/emulator-child.ts there`);
}

const start = (dir: string) => startChild(`${dir}/bench/http/emulator-child.ts`, { cwd: dir });
const cpu = async (child: Parameters<typeof ledgerCount>[0]) => (await ledgerCount(child)).cpuMicros;

const children = { A: start(sides.A), B: start(sides.B) };
try {
  const ready = { A: await next(children.A, 'ready'), B: await next(children.B, 'ready') };
  const runs: Record<'A' | 'B', { perSecond: number; cpuMicros: number }[]> = { A: [], B: [] };
  for (let round = 0; round <= rounds; round++) {
    // Which side goes first alternates: the side that ran last may still be collecting its garbage on a core.
    for (const side of round % 2 === 0 ? (['A', 'B'] as const) : (['B', 'A'] as const)) {
      const req = ready[side].requests[name];
      if (!req) throw new Error(`no bench request "${name}"; one of: ${Object.keys(ready[side].requests).join(', ')}`);
      const before = await cpu(children[side]);
      const result = await runLoad(ready[side].url, `ab-${side}-${name}`, req, { seconds, connections: 32 });
      if (result.refused > 0 || result.errors > 0) throw new Error(`${side}: ${result.refused} refusals, ${result.errors} errors; first refusal: ${result.refusal ?? '-'}`);
      const cpuMicros = ((await cpu(children[side])) - before) / result.requests;
      // Round 0 warms both up and is not kept.
      if (round > 0) runs[side].push({ perSecond: result.perSecond, cpuMicros });
      process.stdout.write(round === 0 ? '.' : '');
    }
  }
  console.log(`\n${name}, ${rounds} runs of ${seconds} s per side, interleaved (${loadGenerator()}):`);
  for (const side of ['A', 'B'] as const) {
    const list = runs[side];
    const each = list.map((r) => `${Math.round(r.perSecond)}/s ${r.cpuMicros.toFixed(1)} µs`).join(', ');
    console.log(`  ${side} ${sides[side]}: median ${Math.round(median(list.map((r) => r.perSecond)))}/s, ${median(list.map((r) => r.cpuMicros)).toFixed(1)} µs CPU per request (${each})`);
  }
} finally {
  await Promise.all(Object.values(children).map(stopChild));
}
