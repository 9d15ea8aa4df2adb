/**
 * `npm run bench -- --only soak [--soak-seconds N]`: the emulator as a long-running shared sandbox.
 * A `cardlab emulator` process serves four sandbox accounts a bounded mixed load (v1, v2, the
 * gateway with its callbacks delivered to a receiver here, P2P), each account's clock a day further
 * every 2,000 operations so that limit windows roll over. The process's RSS is sampled and its slope
 * fitted over operations, after a warm-up fifth, in three runs of a third of the time each:
 *  - kept: no retention and no reset (`--retention off`), so the slope is what an operation keeps
 *    (ledger entries, history records, orders, v2 movements: the sandbox's own records);
 *  - retained: the process as a shared sandbox runs it, with a retention of RETENTION_DAYS
 *    (`--retention 3d`, the clocks moving a day every 2,000 operations): records are forgotten once
 *    older, so after the first days memory should stop growing;
 *  - reset: every account is reset every 20,000 operations, so what remains is what the emulator
 *    would leak besides its records (limit consumption, the callback outbox, caches): about 0.
 */
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createInterface } from 'node:readline';
import { SoakAccount } from './soak-load.js';

export interface SoakFigure {
  readonly mode: 'kept' | 'retained' | 'reset';
  readonly seconds: number;
  readonly operations: number;
  readonly requests: number;
  readonly perSecond: number;
  readonly failures: number;
  readonly callbacks: number;
  readonly rssStartMiB: number;
  readonly rssEndMiB: number;
  /** Least-squares slope of RSS over operations, after the warm-up: MiB per million operations. */
  readonly slopeMiBPerMillion: number;
}

const ACCOUNTS = 4;
const WORKERS_PER_ACCOUNT = 4;
const DAY_EVERY = 2_000;
const RESET_EVERY = 20_000;
/** The retention of the `retained` run, in the accounts' days (DAY_EVERY operations each). */
export const RETENTION_DAYS = 3;
const MIB = 2 ** 20;

/** The child's resident set (Linux /proc), in bytes. */
function rssOf(pid: number): number {
  const line = readFileSync(`/proc/${pid}/status`, 'utf8').split('\n').find((l) => l.startsWith('VmRSS:'));
  return Number(/(\d+)/.exec(line ?? '')?.[1] ?? NaN) * 1024;
}

/** Least-squares slope of y over x. */
function slope(points: readonly { x: number; y: number }[]): number {
  const n = points.length;
  if (n < 2) return NaN;
  const mx = points.reduce((s, p) => s + p.x, 0) / n;
  const my = points.reduce((s, p) => s + p.y, 0) / n;
  const num = points.reduce((s, p) => s + (p.x - mx) * (p.y - my), 0);
  const den = points.reduce((s, p) => s + (p.x - mx) ** 2, 0);
  return den === 0 ? NaN : num / den;
}

async function startEmulator(retention: string): Promise<{ url: string; pid: number; stop: () => Promise<void> }> {
  const child = spawn(process.execPath, ['bin/cardlab.js', 'emulator', '--port', '0', '--quiet', '--retention', retention], { stdio: ['ignore', 'pipe', 'inherit'] });
  const url = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('the emulator did not start within 30 s')), 30_000);
    child.once('exit', (code) => reject(new Error(`the emulator exited with ${code}`)));
    createInterface({ input: child.stdout }).on('line', (line) => {
      const match = /listening on (http:\/\/\S+)/.exec(line);
      if (match?.[1]) {
        clearTimeout(timer);
        resolve(match[1]);
      }
    });
  });
  const stop = async () => {
    if (child.exitCode !== null) return;
    child.kill('SIGTERM');
    await once(child, 'exit');
  };
  return { url, pid: child.pid!, stop };
}

async function run(mode: SoakFigure['mode'], seconds: number): Promise<SoakFigure> {
  let callbacks = 0;
  const receiver = createServer((_req, res) => {
    callbacks++;
    res.end('OK');
  });
  receiver.listen(0, '127.0.0.1');
  await once(receiver, 'listening');
  const callbackUrl = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/callbacks`;
  const emulator = await startEmulator(mode === 'retained' ? `${RETENTION_DAYS}d` : 'off');
  try {
    const accounts = Array.from({ length: ACCOUNTS }, () => new SoakAccount(emulator.url, callbackUrl));
    for (const [i, account] of accounts.entries()) await account.open(i > 0);
    let operations = 0;
    let requests = 0;
    let nextDay = DAY_EVERY;
    let nextReset = RESET_EVERY;
    // A reset or a new day waits for the operations in flight: `paused` holds the workers meanwhile.
    let paused: Promise<void> | undefined;
    const samples: { x: number; y: number }[] = [];
    const started = performance.now();
    const deadline = started + seconds * 1000;
    const sampler = setInterval(() => samples.push({ x: operations, y: rssOf(emulator.pid) }), 250);
    const rssStart = rssOf(emulator.pid);
    let inFlight = 0;
    const between = async (work: () => Promise<void>) => {
      let release!: () => void;
      paused = new Promise((resolve) => (release = resolve));
      while (inFlight > 0) await new Promise((resolve) => setTimeout(resolve, 1));
      await work();
      paused = undefined;
      release();
    };
    const worker = async (account: SoakAccount) => {
      while (performance.now() < deadline) {
        if (paused) await paused;
        inFlight++;
        const sent = await account.step().finally(() => inFlight--);
        requests += sent;
        operations++;
        if (operations >= nextDay && !paused) {
          nextDay += DAY_EVERY;
          await between(async () => void (await Promise.all(accounts.map((a) => a.advanceDays(1)))));
        }
        if (mode === 'reset' && operations >= nextReset && !paused) {
          nextReset += RESET_EVERY;
          await between(async () => void (await Promise.all(accounts.map((a) => a.reset()))));
        }
      }
    };
    await Promise.all(accounts.flatMap((a) => Array.from({ length: WORKERS_PER_ACCOUNT }, () => worker(a))));
    clearInterval(sampler);
    const elapsed = (performance.now() - started) / 1000;
    const warm = samples.filter((p) => p.x >= operations / 5);
    return {
      mode,
      seconds: elapsed,
      operations,
      requests,
      perSecond: operations / elapsed,
      failures: accounts.reduce((s, a) => s + a.failures, 0),
      callbacks,
      rssStartMiB: rssStart / MIB,
      rssEndMiB: rssOf(emulator.pid) / MIB,
      slopeMiBPerMillion: (slope(warm) * 1e6) / MIB,
    };
  } finally {
    await emulator.stop();
    receiver.close();
  }
}

export async function benchSoak(seconds: number): Promise<SoakFigure[]> {
  const figures: SoakFigure[] = [];
  for (const mode of ['kept', 'retained', 'reset'] as const) {
    const figure = await run(mode, seconds / 3);
    console.log(
      `  ${mode}: ${figure.operations} operations (${figure.requests} requests, ${figure.callbacks} callbacks delivered, ${figure.failures} unexpected answers) in ${figure.seconds.toFixed(0)} s; ` +
        `RSS ${figure.rssStartMiB.toFixed(0)} -> ${figure.rssEndMiB.toFixed(0)} MiB, slope ${figure.slopeMiBPerMillion.toFixed(1)} MiB per million operations`,
    );
    figures.push(figure);
  }
  return figures;
}
