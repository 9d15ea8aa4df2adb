/**
 * The server processes of the HTTP benches (bench/http/index.ts, profile.ts, ab.ts): started with
 * tsx as the parent is, spoken to over IPC (protocol.ts), stopped cleanly, and the baseline primed
 * with the emulator's own answer to a request.
 */
import { type ChildProcess, fork } from 'node:child_process';
import { once } from 'node:events';
import { request } from 'undici';
import type { BenchRequest, ChildMessage, LedgerCount } from './protocol.js';

export interface StartOptions {
  /** Working directory of the child (another checkout, for ab.ts). */
  readonly cwd?: string | undefined;
  /** Extra node flags, e.g. `--cpu-prof`. */
  readonly nodeFlags?: readonly string[] | undefined;
}

/** Forks a bench child; its stdout is ours only for errors. */
export function startChild(path: string, options: StartOptions = {}): ChildProcess {
  return fork(path, [], { cwd: options.cwd, execArgv: ['--import', 'tsx', ...(options.nodeFlags ?? [])], stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
}

/** The child's next message of `kind`; rejects when the child exits or stays silent. */
export function next<K extends ChildMessage['kind']>(child: ChildProcess, kind: K, timeoutMs = 30_000): Promise<Extract<ChildMessage, { kind: K }>> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`bench child did not answer "${kind}" within ${timeoutMs} ms`)), timeoutMs);
    const onExit = (code: number | null) => reject(new Error(`bench child exited with ${code} while waiting for "${kind}"`));
    const onMessage = (message: ChildMessage) => {
      if (message.kind !== kind) return;
      clearTimeout(timer);
      child.off('message', onMessage).off('exit', onExit);
      resolve(message as Extract<ChildMessage, { kind: K }>);
    };
    child.on('message', onMessage).once('exit', onExit);
  });
}

export async function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return;
  const exited = once(child, 'exit');
  child.send({ kind: 'stop' });
  const timer = setTimeout(() => child.kill('SIGKILL'), 5_000);
  await exited;
  clearTimeout(timer);
}

/** The ledger's figures and the CPU time the child has used so far. */
export async function ledgerCount(child: ChildProcess): Promise<LedgerCount> {
  const answer = next(child, 'count');
  child.send({ kind: 'count' });
  return answer;
}

/** Makes the baseline answer exactly what the emulator at `emulatorUrl` answers to `req`. */
export async function answerLike(baseline: ChildProcess, emulatorUrl: string, req: BenchRequest): Promise<void> {
  const sample = await request(`${emulatorUrl}${req.path}`, { method: req.method, headers: req.headers, body: req.body });
  const answered = next(baseline, 'answering');
  baseline.send({ kind: 'answer', answer: { status: sample.statusCode, contentType: String(sample.headers['content-type']), body: await sample.body.text() } });
  await answered;
}

export const median = (values: readonly number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
};
