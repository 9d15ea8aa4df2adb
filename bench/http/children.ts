/**
 * The server processes of the HTTP benches (bench/http/index.ts, profile.ts, ab.ts): started with
 * tsx as the parent is, spoken to over IPC (protocol.ts), stopped cleanly, and the reference
 * servers (node:http, bare fastify) primed with the emulator's own answers to a request.
 */
import { type ChildProcess, fork } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { once } from 'node:events';
import { request } from 'undici';
import { type BenchRequest, type CannedAnswer, type ChildMessage, fill, type LedgerCount, orderIdOf, succeeded } from './protocol.js';

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

/**
 * The emulator's answers to `req` (and to its second request, for a flow), by path, as a
 * reference server is to give them. Throws unless each is the success the bench expects.
 */
export async function sampleAnswers(emulatorUrl: string, req: BenchRequest): Promise<Record<string, CannedAnswer>> {
  const answers: Record<string, CannedAnswer> = {};
  const send = async (r: BenchRequest, body: string | undefined): Promise<CannedAnswer> => {
    const res = await request(`${emulatorUrl}${r.path}`, { method: r.method, headers: r.headers, body });
    const answer = { status: res.statusCode, contentType: String(res.headers['content-type']), body: await res.body.text() };
    if (!succeeded(r, answer.status, answer.body)) throw new Error(`bench set-up: ${r.method} ${r.path} answered ${answer.status} ${answer.body.slice(0, 300)}`);
    answers[r.path] = answer;
    return answer;
  };
  const first = await send(req, req.body === undefined ? undefined : fill(req.body, { orderNumber: `sample-${randomBytes(4).toString('hex')}` }));
  if (req.then) await send(req.then, fill(req.then.body ?? '', { orderId: orderIdOf(first.body) ?? '' }));
  return answers;
}

/** Makes a reference server answer as the emulator does (sampleAnswers), the node:http one after `workMicros` of busy CPU when given. */
export async function answerWith(reference: ChildProcess, answers: Record<string, CannedAnswer>, workMicros?: number): Promise<void> {
  const answered = next(reference, 'answering');
  reference.send({ kind: 'answer', answers, workMicros });
  await answered;
}

export const median = (values: readonly number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
};
