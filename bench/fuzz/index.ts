/**
 * `npm run fuzz`: the bad-input campaign. For every operation of every interface: the one-rule
 * invalid cases derived from its contract (generators/invalid.ts, from the valid examples of
 * operation-examples.ts) and random mutations (mutations.ts), sent over a socket to an in-process
 * emulator. Every answer must be a documented error or a success its contract describes
 * (oracle.ts), within a time limit, and a rejected request must leave the sandbox exactly as it
 * was. A rejection the fast lane answered (decision 0012) is sent again to fastify alone
 * (`app.inject`) and must get the same answer. Prints the counts per
 * operation, writes reports/fuzz.json (masked), exits 1 on any violation.
 * Options: see --help.
 */
import { Command } from 'commander';
import { errors, Pool } from 'undici';
import { mkdir, writeFile } from 'node:fs/promises';
import { maskText, maskValue } from '../../src/common/masking.js';
import { operationExamples, operationInvalidCases } from '../../generators/operation-examples.js';
import { createRandom } from '../../src/common/random.js';
import { type FuzzRequest, mutations, wellFormed } from './mutations.js';
import { type Answered, calibrate, laneDifference, refusalOf, snapshot, summary, verdictOf } from './oracle.js';
import { type FuzzOperation, fuzzTarget } from './setup.js';
import { type Counts, fuzzTable } from './table.js';
import { withUsageExit } from '../../src/cli/exit-codes.js';

const program = new Command('npm run fuzz')
  .description('the bad-input campaign: every operation of every interface gets its one-rule invalid cases and random mutations; exits 1 on any violation (reports/fuzz.json)')
  .option('--ci', 'a bounded run for CI: 20 mutations per operation (every kind once) instead of 130')
  .option('--seed <n>', 'seed of the mutations (a whole number)', '8')
  .option('--mutations <n>', 'mutations per operation (overrides --ci)');
withUsageExit(program).parse();
const values = program.opts<{ ci?: boolean; seed: string; mutations?: string }>();
const perOperation = Number(values.mutations ?? (values.ci ? 20 : 130));
const seed = Number(values.seed);
if (!Number.isInteger(perOperation) || perOperation < 0) program.error('--mutations takes a whole number of 0 or more');
if (!Number.isInteger(seed)) program.error('--seed takes a whole number');
const TIMEOUT_MS = 5_000;


interface Violation {
  readonly operation: string;
  readonly kind: string;
  readonly problem: string;
  readonly request: { readonly method: string; readonly url: string; readonly payload?: string | undefined };
}

const started = performance.now();
const target = await fuzzTarget();
const sandbox = () => target.state.sandbox;
const rng = createRandom(seed);
const counts: Counts[] = [];
const violations: Violation[] = [];
const statesBefore = summary(sandbox());
calibrate(target.operations.find((op) => op.iface === 'v2' && op.name === 'getCard')!, sandbox());

const pool = new Pool(target.url, { connections: 1 });
const lane = target.lane;
/** Rejections the lane answered that were sent again to fastify alone. */
let compared = 0;

/** The answer over the socket, and whether the fast lane gave it; injected when the client cannot send the request as it is. */
async function overSocket(req: FuzzRequest): Promise<Answered & { readonly byLane: boolean }> {
  const before = lane?.taken ?? 0;
  try {
    const res = await pool.request({ path: req.url, method: req.method, headers: req.headers, body: req.payload ?? null });
    return { statusCode: res.statusCode, headers: res.headers, body: await res.body.text(), byLane: (lane?.taken ?? 0) > before };
  } catch (error) {
    // undici refuses some requests before sending (a path with raw spaces, a GET with a body): fastify alone sees them.
    if (error instanceof errors.InvalidArgumentError) return { ...(await injected(req)), byLane: false };
    throw error;
  }
}

async function injected(req: FuzzRequest): Promise<Answered> {
  return target.app.inject({ method: req.method as 'POST', url: req.url, headers: req.headers, ...(req.payload === undefined ? {} : { payload: req.payload }) });
}

async function send(req: FuzzRequest): Promise<(Answered & { readonly byLane: boolean }) | 'timeout'> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<'timeout'>((resolve) => (timer = setTimeout(() => resolve('timeout'), TIMEOUT_MS)));
  try {
    return await Promise.race([overSocket(req), timeout]);
  } finally {
    clearTimeout(timer);
  }
}

let before = snapshot(sandbox());
async function run(op: FuzzOperation, req: FuzzRequest, row: Counts): Promise<void> {
  const res = await send(req);
  const verdict = res === 'timeout' ? { kind: 'violation' as const, problem: `no answer within ${TIMEOUT_MS} ms` } : verdictOf(op, res);
  const after = snapshot(sandbox());
  const changed = after !== before;
  before = after;
  // A rejection the lane answered changed nothing, so sending it again to fastify alone is safe.
  let twin: string | undefined;
  if (verdict.kind === 'rejected' && !changed && res !== 'timeout' && res.byLane) {
    compared++;
    twin = laneDifference(res, await injected(req));
    before = snapshot(sandbox());
  }
  const problem = verdict.kind === 'violation' ? verdict.problem : verdict.kind === 'rejected' && changed ? `a rejected request changed the sandbox (now ${summary(sandbox())})` : twin;
  if (verdict.kind === 'accepted') row.accepted++;
  if (verdict.kind === 'rejected') row.rejected++;
  if (problem === undefined) return;
  row.violations++;
  // Masked whole, then cut: a cut can leave a secret without the closing quote masking needs.
  const payload = req.payload === undefined ? undefined : maskText(req.payload).slice(0, 500);
  violations.push({ operation: row.operation, kind: req.kind, problem: maskText(problem), request: { method: req.method, url: maskText(req.url).slice(0, 300), payload } });
}

for (const op of target.operations) {
  const row: Counts = { operation: `${op.iface}.${op.name}`, example: 'none', invalidCases: 0, mutations: 0, rejected: 0, accepted: 0, violations: 0 };
  counts.push(row);
  const place = op.place === 'query' ? 'query' : 'body';
  const examples = op.schema ? operationExamples(op.iface, op.name, op.schema, target.context) : [];
  const cases = op.schema ? operationInvalidCases(op.iface, op.name, op.schema, place, target.context) : [];
  if (examples[0] || !op.schema) {
    const res = await send(wellFormed(op, examples[0], target.headersFor, 'valid example'));
    row.example = res === 'timeout' ? 'no answer' : exampleOutcome(op, res);
    before = snapshot(sandbox());
  }
  for (const c of cases) {
    row.invalidCases++;
    await run(op, wellFormed(op, c.body, target.headersFor, `invalid ${c.rule}`), row);
  }
  // An operation without a body (a GET by id) is mutated from an empty one: paths, methods, stray bodies.
  for (const req of mutations(op, examples[0] ?? {}, rng, target.headersFor, perOperation)) {
    row.mutations++;
    await run(op, req, row);
  }
  if (op.schema && examples.length === 0) {
    row.violations++;
    violations.push({ operation: row.operation, kind: 'example', problem: 'no valid example could be built from the contract: its invalid cases were not sent', request: { method: op.method, url: op.path } });
  }
}
await pool.close();
await target.close();

const total = counts.reduce((sum, r) => sum + r.invalidCases + r.mutations, 0);
const seconds = (performance.now() - started) / 1000;
console.log(fuzzTable(counts));
console.log(`\n${total.toLocaleString('en')} requests to ${counts.length} operations in ${seconds.toFixed(1)} s (seed ${seed}, ${perOperation} mutations per operation${values.ci ? ', CI mode' : ''})`);
console.log(`sandbox before: ${statesBefore}\nsandbox after:  ${summary(sandbox())}`);
console.log(`fast lane: ${compared.toLocaleString('en')} rejections it answered compared with fastify's answer to the same request`);
for (const v of violations.slice(0, 30)) console.log(`VIOLATION ${v.operation} [${v.kind}] ${v.problem}\n  ${v.request.method} ${v.request.url} ${v.request.payload ?? ''}`);
await mkdir('reports', { recursive: true });
await writeFile('reports/fuzz.json', `${JSON.stringify(maskValue({ date: new Date().toISOString(), seed, perOperation, total, seconds, counts, violations }), null, 2)}\n`);
console.log(`written: reports/fuzz.json; ${violations.length} violations`);
process.exitCode = violations.length > 0 ? 1 : 0;

/** `accepted`, or `refused (errorCode 6: Order not found)`: a valid request the sandbox's state refused, and why. */
function exampleOutcome(op: FuzzOperation, res: Answered): string {
  const verdict = verdictOf(op, res);
  return verdict.kind === 'rejected' ? `refused (${refusalOf(res)})` : verdict.kind;
}
