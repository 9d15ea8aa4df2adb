/**
 * The certification report an integrator hands on: the run summary with the target (names and URLs,
 * never credentials), the date, the suite version and a verdict, as JSON and as Markdown.
 */
import type { RunSummary, ScenarioResult, ViolationRecord } from './certification.js';
import { interfaceOfOperation } from './certification.js';
import { INTERFACES } from './selection.js';

/** The profile of a certification: remote, and a contract violation fails. */
export const CERTIFICATION_PROFILE = 'certification';

export interface CertificationMeta {
  readonly target: { readonly label: string; readonly interfaces: ReadonlyArray<{ readonly title: string; readonly url: string }> };
  readonly date: string;
  readonly suite: { readonly name: string; readonly version: string; readonly commit?: string | undefined };
  readonly profile: string;
  /** What narrowed the run to a part of the suite (`--tags @callbacks`, a path, `--name …`); empty for all of it. */
  readonly selection: readonly string[];
  /** Every operation id of the interfaces the target implements, to list those no scenario reached. */
  readonly catalogue?: readonly string[] | undefined;
  /** What a pass is worth: the suite's mutation score against the reference emulator, as last measured (docs/quality.md). */
  readonly suiteStrength?: SuiteStrength | undefined;
}

/** The suite's last full mutation run (docs/mutation-score.json): percentages of the reference emulator's mutants. */
export interface SuiteStrength {
  /** Of the mutants some scenario reaches: the share on which a scenario fails. */
  readonly scoreOfReached: number;
  /** Of all mutants of the emulator's rules, reached or not. */
  readonly score: number;
  readonly date: string;
  readonly commit?: string | undefined;
}

/** One sentence: what a pass of this suite is worth. */
export function strengthText(s: SuiteStrength): string {
  return `this suite fails on ${s.scoreOfReached.toFixed(1)} % of the mutants of the reference implementation it reaches (${s.score.toFixed(1)} % of all of them; mutation run of ${s.date.slice(0, 10)}${s.commit ? ` at ${s.commit}` : ''}, docs/quality.md)`;
}

export interface CertificationReport extends RunSummary, CertificationMeta {
  /** Passed: every scenario that ran passed and no answer broke its contract. */
  readonly verdict: 'passed' | 'failed';
  /** The target is certified: passed, with every scenario of the suite and the certification profile. */
  readonly certified: boolean;
  /** Not called in this run, while scenarios of their interface stopped at a failure before their end. */
  readonly notReached: readonly string[];
  /** Not called, and no scenario of their interface stopped early: no scenario of the run calls them. */
  readonly neverCalled: readonly string[];
}

export function certificationReport(summary: RunSummary, meta: CertificationMeta): CertificationReport {
  const ran = summary.totals.scenarios - summary.totals.skipped;
  const verdict = ran > 0 && summary.totals.failed === 0 && summary.violations.length === 0 ? 'passed' : 'failed';
  const certified = verdict === 'passed' && meta.selection.length === 0 && meta.profile === CERTIFICATION_PROFILE;
  const called = new Set(summary.operations.map((o) => o.operation));
  const uncalled = (meta.catalogue ?? []).filter((op) => !called.has(op));
  const stopped = new Set(summary.scenarios.filter((s) => s.stoppedEarly).flatMap((s) => s.tags));
  const tagOf = (op: string) => INTERFACES.find((i) => i.key === op.split('.')[0])?.tag ?? '';
  const notReached = uncalled.filter((op) => stopped.has(tagOf(op)));
  const neverCalled = uncalled.filter((op) => !stopped.has(tagOf(op)));
  return { ...meta, verdict, certified, ...summary, notReached, neverCalled };
}

/**
 * `PASSED`, `FAILED`, or for a run narrowed to a part of the suite (or run with another profile)
 * `PASSED for the scenarios selected by --tags @callbacks: not a certification of the whole target`.
 */
export function verdictText(r: Pick<CertificationReport, 'verdict' | 'selection' | 'profile'>): string {
  const limits = [r.selection.length ? `for the scenarios selected by ${r.selection.join(', ')}` : '', r.profile === CERTIFICATION_PROFILE ? '' : `with the ${r.profile} profile`].filter(Boolean);
  return `${r.verdict.toUpperCase()}${limits.length ? ` ${limits.join(' ')}: not a certification of the whole target` : ''}`;
}

const cell = (text: string | number) => String(text).replace(/\|/g, '\\|').replace(/\s*\n\s*/g, ' ');
const row = (cells: Array<string | number>) => `| ${cells.map(cell).join(' | ')} |`;
const table = (head: string[], rows: Array<Array<string | number>>) => [row(head), row(head.map(() => '---')), ...rows.map(row)].join('\n');

export function toMarkdown(r: CertificationReport): string {
  const { totals } = r;
  const out = [
    `# Certification summary: ${verdictText(r)}`,
    '',
    `- Target: ${r.target.label}`,
    ...r.target.interfaces.map((i) => `  - ${i.title}: ${i.url}`),
    `- Date: ${r.date}`,
    `- Suite: ${r.suite.name} ${r.suite.version}${r.suite.commit ? ` (${r.suite.commit})` : ''}, profile \`${r.profile}\``,
    `- Scenarios: ${totals.scenarios} (${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped); contract violations: ${r.violations.length}`,
    `- What a pass is worth: ${r.suiteStrength ? strengthText(r.suiteStrength) : 'not measured yet (no full mutation run of this suite is recorded, docs/quality.md)'}`,
    '',
    '## Per interface',
    '',
    table(['Interface', 'Scenarios', 'Passed', 'Failed', 'Skipped'], r.interfaces.map((i) => [i.interface, i.scenarios, i.passed, i.failed, i.skipped])),
    '',
    '## Per operation',
    '',
    'Scenarios that called the operation (a skipped scenario calls nothing, so skips are counted per interface).',
    '',
    table(
      ['Operation', 'Interface', 'Scenarios', 'Passed', 'Failed', 'Calls', 'Contract violations'],
      r.operations.map((o) => [o.operation, o.interface, o.scenarios, o.passed, o.failed, o.calls, o.violations]),
    ),
    '',
    '## Contract violations',
    '',
    ...violationSection(r.violations),
    '',
    '## Failed scenarios',
    '',
    ...failureSection(r.scenarios.filter((s) => s.outcome === 'failed')),
    '',
    '## Skipped scenarios',
    '',
    ...list(skipReasons(r).map(([reason, count]) => `${count} × ${reason}`)),
    '',
    '## Operations not reached',
    '',
    ...(r.notReached.length ? ['Not called in this run, while scenarios of their interface stopped at a failure before their last step: they may call them once those failures are fixed.', ''] : []),
    ...list(r.notReached.map((op) => `${op} (${interfaceOfOperation(op)})`)),
    '',
    '## Operations no scenario called',
    '',
    ...(r.neverCalled.length ? ['No scenario of this run called them, and none of their interface stopped early.', ''] : []),
    ...list(r.neverCalled.map((op) => `${op} (${interfaceOfOperation(op)})`)),
    '',
  ];
  return out.join('\n');
}

function list(items: readonly string[]): string[] {
  return items.length ? items.map((i) => `- ${cell(i)}`) : ['None.'];
}

/** One row per distinct violation, with how often and where it was first seen. */
function violationSection(violations: readonly ViolationRecord[]): string[] {
  if (violations.length === 0) return ['None: every answer matched its contract.'];
  const groups = new Map<string, { v: ViolationRecord; count: number }>();
  for (const v of violations) {
    const key = `${v.operation}\u0000${v.field}\u0000${v.expected}\u0000${v.received}`;
    const group = groups.get(key);
    if (group) group.count++;
    else groups.set(key, { v, count: 1 });
  }
  const rows = [...groups.values()].map(({ v, count }) => [v.operation, v.field, v.expected, v.received, v.httpStatus, count, v.scenario]);
  return [table(['Operation', 'Field', 'Expected', 'Received', 'HTTP', 'Times', 'First seen in'], rows)];
}

/** Failures grouped by their error, most frequent first, each scenario with its file:line and the step that failed. */
function failureSection(failed: readonly ScenarioResult[]): string[] {
  if (failed.length === 0) return ['None.'];
  const groups = new Map<string, ScenarioResult[]>();
  for (const s of failed) groups.set(s.message ?? 'no message', [...(groups.get(s.message ?? 'no message') ?? []), s]);
  return [...groups.entries()]
    .sort((a, b) => b[1].length - a[1].length)
    .flatMap(([message, scenarios]) => [`- ${scenarios.length} × ${cell(message)}`, ...scenarios.map((s) => `  - ${s.location} ${cell(s.name)}${s.failedAt ? ` (failed at ${cell(s.failedAt)})` : ''}`)]);
}

function skipReasons(r: CertificationReport): Array<[string, number]> {
  const counts = new Map<string, number>();
  for (const s of r.scenarios) if (s.outcome === 'skipped') counts.set(s.message ?? 'no reason given', (counts.get(s.message ?? 'no reason given') ?? 0) + 1);
  return [...counts.entries()];
}
