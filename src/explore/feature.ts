/**
 * What the explorer writes down: a finding as a feature file of one scenario in catalogued phrases
 * (`npm run test:steps` accepts it), tagged with its interface, `@emulator-only` when the sequence
 * moved the clock; and the exploration's one-line summary.json beside it.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Explored, Finding } from './runner.js';
import type { Step } from './session.js';

const START_STEP = 'it is 2026-03-10 at 10:00';

/** Keeps a description line from reading as Gherkin (a keyword, a tag, a table, a comment). */
function prose(text: string): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length > 240 ? `${flat.slice(0, 237)}…` : flat;
}

function table(rows: readonly (readonly string[])[]): string[] {
  const widths = rows[0]!.map((_c, i) => Math.max(...rows.map((r) => r[i]!.length)));
  return rows.map((r) => `      | ${r.map((cell, i) => cell.padEnd(widths[i]!)).join(' | ')} |`);
}

/** The scenario's steps: "And" where the keyword repeats, the clock set first when the sequence moves it. */
export function stepLines(finding: Pick<Finding, 'steps' | 'clockMoved'>): string[] {
  const steps: Step[] = [...(finding.clockMoved ? [{ keyword: 'Given', text: START_STEP } as const] : []), ...finding.steps];
  const lines: string[] = [];
  let previous: string | undefined;
  for (const step of steps) {
    lines.push(`    ${step.keyword === previous ? 'And' : step.keyword} ${step.text}`);
    previous = step.keyword;
    if (step.table) lines.push(...table(step.table));
  }
  return lines;
}

export interface FeatureContext {
  readonly label: string;
  readonly date: string;
}

export function featureText(finding: Finding, context: FeatureContext): string {
  const tags = [`@${finding.api}`, ...(finding.clockMoved ? ['@emulator-only'] : [])].join(' ');
  return [
    tags,
    `Feature: Explored: ${finding.rule}`,
    `  Found by cardlab explore --interface ${finding.api} --seed ${finding.seed} against ${prose(context.label)} on ${context.date},`,
    `  shrunk by fast-check to the shortest sequence that still fails.`,
    `  Expected: ${prose(finding.expected)}`,
    `  The target answered: ${prose(finding.actual)}`,
    '',
    `  Scenario: ${finding.rule} (seed ${finding.seed})`,
    ...stepLines(finding),
    '',
  ].join('\n');
}

export function featurePath(dir: string, finding: Pick<Finding, 'api' | 'seed'>): string {
  return path.join(dir, `${finding.api}-${finding.seed}.feature`);
}

export interface Summary {
  readonly seed: number;
  readonly verdict: 'passed' | 'failed' | 'unreachable';
  readonly seconds: number;
  readonly runs: number;
  readonly commands: number;
  readonly explored: readonly { readonly interface: string; readonly runs: number; readonly commands: number; readonly seconds: number }[];
  readonly found: readonly { readonly interface: string; readonly seed: number; readonly rule: string; readonly steps: readonly string[]; readonly feature: string }[];
}

export function summaryOf(results: readonly Explored[], dir: string): Summary {
  const found = results.flatMap((r) => (r.finding ? [r.finding] : []));
  return {
    seed: results[0]?.seed ?? 0,
    verdict: results.some((r) => r.unreachable) ? 'unreachable' : found.length ? 'failed' : 'passed',
    seconds: Math.round(results.reduce((s, r) => s + r.seconds, 0) * 10) / 10,
    runs: results.reduce((s, r) => s + r.runs, 0),
    commands: results.reduce((s, r) => s + r.commands, 0),
    explored: results.map((r) => ({ interface: r.api, runs: r.runs, commands: r.commands, seconds: Math.round(r.seconds * 10) / 10 })),
    found: found.map((f) => ({ interface: f.api, seed: f.seed, rule: f.rule, steps: stepLines(f).map((l) => l.trim()), feature: featurePath(dir, f) })),
  };
}

/** Writes each finding's feature and the one-line summary.json into `dir`; answers the features' paths. */
export function writeReports(results: readonly Explored[], dir: string, context: FeatureContext): string[] {
  mkdirSync(dir, { recursive: true });
  const written: string[] = [];
  for (const r of results) {
    if (!r.finding) continue;
    const file = featurePath(dir, r.finding);
    writeFileSync(file, featureText(r.finding, context));
    written.push(file);
  }
  writeFileSync(path.join(dir, 'summary.json'), `${JSON.stringify(summaryOf(results, dir))}\n`);
  return written;
}
