/**
 * The certification summary, collected from the cucumber messages of a run (the `message`
 * formatter's NDJSON): each scenario's outcome and interface, and from the HTTP exchanges the hooks
 * attach to each step, the operations every scenario called and every contract violation with the
 * value the target actually sent (already masked when it was recorded).
 */
import type { Envelope, TestStepResultStatus } from '@cucumber/messages';
import type { Exchange } from '../clients/exchange.js';
import { gherkinLines } from '../reporting/gherkin-lines.js';
import { INTERFACES } from './selection.js';

export type Outcome = 'passed' | 'failed' | 'skipped';

export interface ScenarioResult {
  readonly name: string;
  readonly uri: string;
  /** `features/v2/cards.feature:12`: the scenario, or its Examples row. */
  readonly location: string;
  readonly interface: string;
  /** Every interface the scenario's tags name (a @v1 scenario may also use @v2). */
  readonly tags: readonly string[];
  readonly outcome: Outcome;
  /** First line of the failure, or the reason of a skip. */
  readonly message?: string | undefined;
  /** The step that failed (`line 15: Alice reads her card`), or the hook. */
  readonly failedAt?: string | undefined;
  /** Failed before its last step: the operations of the steps it skipped were not reached. */
  readonly stoppedEarly: boolean;
  readonly operations: readonly string[];
}

export interface ViolationRecord {
  readonly operation: string;
  readonly field: string;
  readonly expected: string;
  /** The value the target sent at that field (masked), as JSON; `(absent)` when there was none. */
  readonly received: string;
  readonly httpStatus: number;
  readonly scenario: string;
}

export interface Tally {
  scenarios: number;
  passed: number;
  failed: number;
  skipped: number;
}

export interface OperationSummary extends Omit<Tally, 'skipped'> {
  readonly operation: string;
  readonly interface: string;
  calls: number;
  violations: number;
}

export interface RunSummary {
  readonly totals: Tally;
  readonly interfaces: ReadonlyArray<Tally & { readonly interface: string }>;
  readonly operations: readonly OperationSummary[];
  readonly violations: readonly ViolationRecord[];
  readonly scenarios: readonly ScenarioResult[];
}

const OPERATION_INTERFACES: Record<string, string> = { v1: 'Card Management v1', v2: 'Card Management v2', gateway: 'E-commerce gateway', p2p: 'P2P gateway', '3ds': '3-D Secure pages' };
export const interfaceOfOperation = (operation: string) => OPERATION_INTERFACES[operation.split('.')[0] ?? ''] ?? 'Other';

const FAILING = new Set<TestStepResultStatus | string>(['FAILED', 'AMBIGUOUS', 'UNDEFINED', 'PENDING']);

interface Attempt {
  readonly pickleId: string;
  readonly statuses: Array<{ status: string; message?: string | undefined; testStepId: string }>;
  readonly exchanges: Exchange[];
  readonly logs: string[];
  finished: boolean;
  retried: boolean;
}

/** Reads a run's envelopes into a summary; retried attempts count once, by their last attempt. */
export function summarize(envelopes: Iterable<Envelope>): RunSummary {
  const pickles = new Map<string, PickleSummary>();
  const testCases = new Map<string, string>();
  const attempts = new Map<string, Attempt>();
  const lines = new Map<string, number>();
  /** The pickle step each test step runs (hooks run none). */
  const steps = new Map<string, string>();
  for (const e of envelopes) {
    if (e.gherkinDocument) for (const [id, line] of gherkinLines(e.gherkinDocument)) lines.set(id, line);
    if (e.pickle) {
      const { id, name, uri, tags, astNodeIds } = e.pickle;
      const pickleSteps = new Map(e.pickle.steps.map((step) => [step.id, { text: step.text, astNodeId: step.astNodeIds[0] }]));
      pickles.set(id, { name, uri, tags: tags.map((t) => t.name), astNodeId: astNodeIds.at(-1), steps: pickleSteps });
    }
    if (e.testCase) {
      testCases.set(e.testCase.id, e.testCase.pickleId);
      for (const step of e.testCase.testSteps) if (step.pickleStepId) steps.set(step.id, step.pickleStepId);
    }
    if (e.testCaseStarted) {
      const pickleId = testCases.get(e.testCaseStarted.testCaseId) ?? '';
      attempts.set(e.testCaseStarted.id, { pickleId, statuses: [], exchanges: [], logs: [], finished: false, retried: false });
    }
    const attempt = (id: string | undefined) => (id === undefined ? undefined : attempts.get(id));
    if (e.testStepFinished) {
      const r = e.testStepFinished.testStepResult;
      attempt(e.testStepFinished.testCaseStartedId)?.statuses.push({ status: String(r.status), message: r.message ?? r.exception?.message, testStepId: e.testStepFinished.testStepId });
    }
    if (e.attachment) readAttachment(e.attachment, attempt(e.attachment.testCaseStartedId));
    if (e.testCaseFinished) {
      const a = attempt(e.testCaseFinished.testCaseStartedId);
      if (a) Object.assign(a, { finished: true, retried: e.testCaseFinished.willBeRetried });
    }
  }
  const scenarios: ScenarioResult[] = [];
  const violations: ViolationRecord[] = [];
  for (const a of attempts.values()) {
    const pickle = pickles.get(a.pickleId);
    if (!pickle || !a.finished || a.retried) continue;
    const scenario = scenarioOf(pickle, a, { lines, steps });
    scenarios.push(scenario);
    for (const exchange of a.exchanges) violations.push(...violationsOf(exchange, scenario.name));
  }
  return { totals: tally(scenarios), interfaces: byInterface(scenarios), operations: byOperation(scenarios, attempts, violations), violations, scenarios };
}

function readAttachment(attachment: NonNullable<Envelope['attachment']>, attempt: Attempt | undefined): void {
  if (!attempt) return;
  const body = String(attachment.contentEncoding) === 'BASE64' ? Buffer.from(attachment.body, 'base64').toString('utf8') : attachment.body;
  if (attachment.mediaType.startsWith('text/x.cucumber.log')) attempt.logs.push(body);
  if (attachment.mediaType !== 'application/json') return;
  try {
    const value = JSON.parse(body) as Partial<Exchange>;
    if (typeof value.operation === 'string' && Array.isArray(value.violations) && value.request) attempt.exchanges.push(value as Exchange);
  } catch {
    // Not an exchange: other JSON attachments are none of the summary's business.
  }
}

interface PickleSummary {
  readonly name: string;
  readonly uri: string;
  readonly tags: string[];
  /** The scenario, or the Examples row it came from. */
  readonly astNodeId: string | undefined;
  readonly steps: ReadonlyMap<string, { readonly text: string; readonly astNodeId: string | undefined }>;
}

/** Where things are: lines of AST nodes, and the pickle step of each test step. */
interface Places {
  readonly lines: ReadonlyMap<string, number>;
  readonly steps: ReadonlyMap<string, string>;
}

function scenarioOf(pickle: PickleSummary, a: Attempt, places: Places): ScenarioResult {
  const failedIndex = a.statuses.findIndex((s) => FAILING.has(s.status));
  const failed = a.statuses[failedIndex];
  const skipped = !failed && a.statuses.some((s) => s.status === 'SKIPPED');
  const outcome: Outcome = failed ? 'failed' : skipped ? 'skipped' : 'passed';
  const skipReason = a.logs.find((l) => l.startsWith('skipped: '))?.slice('skipped: '.length);
  const message = failed ? firstLine(failed.message ?? failed.status) : skipped ? skipReason : undefined;
  const iface = INTERFACES.find((i) => pickle.tags.includes(i.tag))?.title ?? 'Other';
  const line = pickle.astNodeId === undefined ? undefined : places.lines.get(pickle.astNodeId);
  return {
    name: pickle.name,
    uri: pickle.uri,
    location: line === undefined ? pickle.uri : `${pickle.uri}:${line}`,
    interface: iface,
    tags: INTERFACES.filter((i) => pickle.tags.includes(i.tag)).map((i) => i.tag),
    outcome,
    message,
    failedAt: failed ? failedStep(failed.testStepId, pickle, places) : undefined,
    stoppedEarly: failed !== undefined && a.statuses.slice(failedIndex + 1).some((s) => s.status === 'SKIPPED'),
    operations: [...new Set(a.exchanges.map((x) => x.operation))],
  };
}

/** `line 15: Alice reads her card`, or `a hook` when no step of the scenario failed. */
function failedStep(testStepId: string, pickle: PickleSummary, places: Places): string {
  const step = pickle.steps.get(places.steps.get(testStepId) ?? '');
  if (!step) return 'a hook';
  const line = step.astNodeId === undefined ? undefined : places.lines.get(step.astNodeId);
  return line === undefined ? step.text : `line ${line}: ${step.text}`;
}

function firstLine(text: string): string {
  // Cucumber's message is the whole stack; the error's own first line says what went wrong.
  const lines = text.split('\n').filter((l) => l.trim() && !/^\s+at /.test(l));
  return lines.slice(0, 3).join(' ').slice(0, 300);
}

function violationsOf(exchange: Exchange, scenario: string): ViolationRecord[] {
  return exchange.violations.map((v) => ({
    operation: v.operation,
    field: v.field,
    expected: v.message,
    received: receivedAt(exchange.response?.body, v.field),
    httpStatus: v.status,
    scenario,
  }));
}

/** The value at a dotted path of a body, as short JSON. */
export function receivedAt(body: unknown, field: string): string {
  let node: unknown = body;
  if (field !== '(body)') {
    for (const segment of field.split('.')) {
      if (typeof node !== 'object' || node === null || !(segment in node)) return '(absent)';
      node = (node as Record<string, unknown>)[segment];
    }
  }
  if (node === undefined) return '(absent)';
  const text = JSON.stringify(node);
  return text.length > 120 ? `${text.slice(0, 117)}...` : text;
}

function tally(scenarios: readonly ScenarioResult[]): Tally {
  const t: Tally = { scenarios: scenarios.length, passed: 0, failed: 0, skipped: 0 };
  for (const s of scenarios) t[s.outcome]++;
  return t;
}

function byInterface(scenarios: readonly ScenarioResult[]) {
  const names = [...INTERFACES.map((i) => i.title), 'Other'].filter((name) => scenarios.some((s) => s.interface === name));
  return names.map((name) => ({ interface: name, ...tally(scenarios.filter((s) => s.interface === name)) }));
}

function byOperation(scenarios: readonly ScenarioResult[], attempts: Map<string, Attempt>, violations: readonly ViolationRecord[]): OperationSummary[] {
  const ops = new Map<string, OperationSummary>();
  const get = (operation: string) => {
    let op = ops.get(operation);
    if (!op) ops.set(operation, (op = { operation, interface: interfaceOfOperation(operation), scenarios: 0, passed: 0, failed: 0, calls: 0, violations: 0 }));
    return op;
  };
  for (const s of scenarios) {
    for (const operation of s.operations) {
      const op = get(operation);
      op.scenarios++;
      if (s.outcome === 'passed') op.passed++;
      if (s.outcome === 'failed') op.failed++;
    }
  }
  for (const a of attempts.values()) if (a.finished && !a.retried) for (const x of a.exchanges) get(x.operation).calls++;
  for (const v of violations) get(v.operation).violations++;
  return [...ops.values()].sort((a, b) => a.operation.localeCompare(b.operation));
}
