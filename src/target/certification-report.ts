/**
 * The certification report an integrator hands on: the run summary with the target (names and URLs,
 * never credentials), the date, the suite version and a verdict, as JSON and as Markdown.
 */
import type { RunSummary, ViolationRecord } from './certification.js';
import { interfaceOfOperation } from './certification.js';

export interface CertificationMeta {
  readonly target: { readonly label: string; readonly interfaces: ReadonlyArray<{ readonly title: string; readonly url: string }> };
  readonly date: string;
  readonly suite: { readonly name: string; readonly version: string; readonly commit?: string | undefined };
  readonly profile: string;
  /** Every operation id of the interfaces the target implements, to list those no scenario reached. */
  readonly catalogue?: readonly string[] | undefined;
}

export interface CertificationReport extends RunSummary, CertificationMeta {
  /** Passed: every scenario that ran passed and no answer broke its contract. */
  readonly verdict: 'passed' | 'failed';
  readonly notExercised: readonly string[];
}

export function certificationReport(summary: RunSummary, meta: CertificationMeta): CertificationReport {
  const ran = summary.totals.scenarios - summary.totals.skipped;
  const verdict = ran > 0 && summary.totals.failed === 0 && summary.violations.length === 0 ? 'passed' : 'failed';
  const called = new Set(summary.operations.map((o) => o.operation));
  const notExercised = (meta.catalogue ?? []).filter((op) => !called.has(op));
  return { ...meta, verdict, ...summary, notExercised };
}

const cell = (text: string | number) => String(text).replace(/\|/g, '\\|').replace(/\s*\n\s*/g, ' ');
const row = (cells: Array<string | number>) => `| ${cells.map(cell).join(' | ')} |`;
const table = (head: string[], rows: Array<Array<string | number>>) => [row(head), row(head.map(() => '---')), ...rows.map(row)].join('\n');

export function toMarkdown(r: CertificationReport): string {
  const { totals } = r;
  const out = [
    `# Certification summary: ${r.verdict.toUpperCase()}`,
    '',
    `- Target: ${r.target.label}`,
    ...r.target.interfaces.map((i) => `  - ${i.title}: ${i.url}`),
    `- Date: ${r.date}`,
    `- Suite: ${r.suite.name} ${r.suite.version}${r.suite.commit ? ` (${r.suite.commit})` : ''}, profile \`${r.profile}\``,
    `- Scenarios: ${totals.scenarios} (${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped); contract violations: ${r.violations.length}`,
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
    ...list(r.scenarios.filter((s) => s.outcome === 'failed').map((s) => `${s.name} (${s.uri}): ${s.message ?? ''}`)),
    '',
    '## Skipped scenarios',
    '',
    ...list(skipReasons(r).map(([reason, count]) => `${count} × ${reason}`)),
    '',
    '## Operations no scenario called',
    '',
    ...list(r.notExercised.map((op) => `${op} (${interfaceOfOperation(op)})`)),
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

function skipReasons(r: CertificationReport): Array<[string, number]> {
  const counts = new Map<string, number>();
  for (const s of r.scenarios) if (s.outcome === 'skipped') counts.set(s.message ?? 'no reason given', (counts.get(s.message ?? 'no reason given') ?? 0) + 1);
  return [...counts.entries()];
}
