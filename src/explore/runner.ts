/**
 * The explorer's runner: fast-check's model-based runs (`fc.commands`, `fc.asyncModelRun`) of one
 * interface's model against a target, within a budget of runs and time. The first failing run ends
 * the exploration (`endOnFailure`); fast-check then replays it from its path and shrinks it to the
 * shortest sequence that still fails, whose steps become the written scenario (feature.ts).
 */
import fc from 'fast-check';
import { ControlClient } from '../clients/control.js';
import { Recorder } from '../clients/exchange.js';
import { GatewayClient } from '../clients/gateway.js';
import { HttpClient, TransportError } from '../clients/http.js';
import { P2pClient } from '../clients/p2p.js';
import { V1Client } from '../clients/v1.js';
import { V2Client } from '../clients/v2.js';
import { formatMoney } from '../common/money.js';
import { SecretRegistry } from '../common/masking.js';
import type { RemoteTarget } from '../target/config.js';
import { MODELS } from './models.js';
import { type Api, type Clients, type Command, ModelClock, RULES, Session, START, type Step, Violation } from './session.js';

/** A target as the explorer sees it: the interfaces' URLs and credentials, and the control API when it is an emulator it may steer. */
export interface ExploreTarget {
  readonly target: RemoteTarget;
  /** Where the emulator's control API answers (reset, clock, ledger); absent for any other target. */
  readonly controlUrl?: string | undefined;
  readonly controlHeaders?: Record<string, string> | undefined;
  /** How reports name it: "embedded emulator", the target file's label… */
  readonly label: string;
}

export interface Budget {
  /** Runs per interface; unlimited when absent (then the time decides). */
  readonly runs?: number | undefined;
  /** The longest run, in commands. */
  readonly maxCommands: number;
  /** Milliseconds for this interface's exploration; none when absent. */
  readonly timeMs?: number | undefined;
}

export interface Progress {
  readonly api: Api;
  readonly runs: number;
  readonly commands: number;
}

/** What a run found: the violated rule, and the shrunk sequence as steps. */
export interface Finding {
  readonly api: Api;
  readonly seed: number;
  readonly rule: string;
  readonly expected: string;
  readonly actual: string;
  readonly steps: readonly Step[];
  /** The sequence moved the emulator's clock: the scenario needs the control API. */
  readonly clockMoved: boolean;
  /** Shrinks fast-check made from the first failing run. */
  readonly shrinks: number;
}

export interface Explored {
  readonly api: Api;
  readonly seed: number;
  readonly runs: number;
  readonly commands: number;
  readonly seconds: number;
  readonly finding?: Finding | undefined;
  /** The target stopped answering: what the transport said. */
  readonly unreachable?: string | undefined;
}

/** Shrinking is bounded on its own, apart from the exploration's budget. */
const SHRINK_MS = 60_000;

/** After each command: its answers kept their contracts, and the emulator's ledger still sums to zero. */
class Checked<M extends object> implements Command<M> {
  constructor(private readonly inner: Command<M>) {}
  check(m: Readonly<M>): boolean {
    return this.inner.check(m);
  }
  async run(m: M, s: Session): Promise<void> {
    s.commands++;
    await this.inner.run(m, s);
    s.checkContracts();
    if (s.clients.control) {
      const { total } = await s.clients.control.ledger();
      if (total !== 0) throw new Violation(RULES.conserved, 'a ledger whose balances sum to 0.00 EUR', `balances summing to ${formatMoney(total)}`);
    }
  }
  toString(): string {
    return this.inner.toString();
  }
}

function clientsOf(t: ExploreTarget, recorder: Recorder): Clients {
  const { target } = t;
  const http = (baseUrl: string, headers?: Record<string, string>) => new HttpClient({ baseUrl, headers, timeoutMs: target.timeoutMs, recorder });
  return {
    v2: new V2Client(http(target.v2.baseUrl, { 'x-api-key': target.v2.apiKey })),
    v1: target.v1 && new V1Client(http(target.v1.baseUrl, { authorization: `Basic ${target.v1.token}` })),
    gateway: target.gateway && new GatewayClient(http(target.gateway.baseUrl), target.gateway),
    p2p: target.p2p && new P2pClient(http(target.p2p.baseUrl), target.p2p, target.p2p.privateKey),
    control: t.controlUrl === undefined ? undefined : new ControlClient(http(t.controlUrl, t.controlHeaders)),
  };
}

/** Every secret of the target, so that nothing printed or written shows one. */
function secretsOf(t: ExploreTarget): SecretRegistry {
  const secrets = new SecretRegistry();
  const { v2, v1, gateway, p2p } = t.target;
  for (const secret of [v2.apiKey, v1?.token, gateway?.password, gateway?.token, gateway?.callbackKey, p2p?.password, t.controlHeaders?.authorization]) if (secret) secrets.add(secret);
  return secrets;
}

let runCounter = 0;

/** A fresh session and model for one run; on an emulator, a reset sandbox at the start instant. */
async function setUp<M extends object>(t: ExploreTarget, api: Api): Promise<{ model: M; real: Session }> {
  const secrets = secretsOf(t);
  const recorder = new Recorder(secrets);
  const clients = clientsOf(t, recorder);
  if (clients.control) {
    await clients.control.reset();
    await clients.control.setClock(START);
  }
  const clock = new ModelClock(clients.control ? START : undefined);
  const unique = `X${Date.now().toString(36).toUpperCase()}${(++runCounter).toString(36).toUpperCase()}`;
  const real = new Session({ clients, target: t.target, recorder, secrets, clock, unique });
  return { model: MODELS[api].model(clock) as M, real };
}

/** Explores one interface; resolves when the budget is spent or a violation was found and shrunk. */
export async function exploreInterface(t: ExploreTarget, api: Api, seed: number, budget: Budget, onProgress?: (p: Progress) => void): Promise<Explored> {
  const started = performance.now();
  const definition = MODELS[api];
  const commands = fc.commands(definition.commands().map((arb) => arb.map((c) => new Checked(c))), { maxCommands: budget.maxCommands, size: 'max' });
  let runs = 0;
  let executed = 0;
  let last: { session: Session; error: unknown } | undefined;
  const property = fc.asyncProperty(commands, async (cmds) => {
    let session: Session | undefined;
    try {
      await fc.asyncModelRun(async () => {
        const made = await setUp<object>(t, api);
        session = made.real;
        return made;
      }, cmds);
    } catch (error) {
      if (session) last = { session, error };
      throw error;
    } finally {
      runs++;
      executed += session?.commands ?? 0;
      onProgress?.({ api, runs, commands: executed });
    }
  });
  const explored = await fc.check(property, {
    seed,
    numRuns: budget.runs ?? Number.MAX_SAFE_INTEGER,
    endOnFailure: true,
    plugins: budget.timeMs === undefined ? [] : [fc.interruptAfterTimeLimit(budget.timeMs)],
  });
  const done = (extra: Partial<Explored> = {}): Explored => ({ api, seed, runs, commands: executed, seconds: (performance.now() - started) / 1000, ...extra });
  if (!explored.failed || explored.counterexamplePath === null) return done();
  if (explored.errorInstance instanceof TransportError) return done({ unreachable: explored.errorInstance.message });
  // Replay the failing run from its path and let fast-check shrink it; the last run that failed is the shortest.
  const [counted, countedCommands] = [runs, executed];
  const shrunk = await fc.check(property, { seed, path: explored.counterexamplePath, plugins: [fc.interruptAfterTimeLimit(SHRINK_MS)] });
  runs = counted;
  executed = countedCommands;
  if (!last) return done();
  return done({ finding: findingOf(api, seed, last, shrunk.numShrinks) });
}

function findingOf(api: Api, seed: number, last: { session: Session; error: unknown }, shrinks: number): Finding {
  const { session, error } = last;
  const violation =
    error instanceof Violation
      ? error
      : // Not a rule of the model: the explorer itself failed, or the target broke off; said as it is, masked.
        new Violation(RULES.outcome, 'the operation to complete', session.recorder.redact(error instanceof Error ? error.message : String(error)));
  return { api, seed, rule: violation.rule, expected: violation.expected, actual: violation.actual, steps: [...session.steps], clockMoved: session.clockMoved, shrinks };
}
