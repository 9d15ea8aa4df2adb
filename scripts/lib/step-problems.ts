/**
 * What `npm run test:steps` finds in a dry run (scripts/check-steps.ts says what and why), each
 * problem as a message with its file and line.
 */
import type { Pickle } from '@cucumber/messages';
import { nearest } from '../../support/closest.js';
import { seedKey } from '../../support/gherkin.js';
import { APIS, scenarioInterface } from '../../support/interface.js';
import type { REASON_PHRASES } from '../../support/reasons/index.js';
import type { DryRun } from './dry-run.js';
import { nearestPhrases, type Phrase } from './step-suggestions.js';
import { counted } from '../../src/common/plural.js';

export interface Declared {
  /** The sources of the phrases that depend on the interface (support/interface.ts). */
  readonly interfacePhrases: ReadonlySet<string>;
  /** The phrases that take a reason, with the reasons of each interface (support/reasons/index.ts). */
  readonly reasonPhrases: typeof REASON_PHRASES;
}

export function stepProblems({ definitions, documents, pickles, testCases, parameterTypes, line }: DryRun, { interfacePhrases: dependent, reasonPhrases }: Declared): string[] {
  const phrases: Phrase[] = [...definitions.values()].map((d) => ({
    phrase: d.pattern.source,
    regular: String(d.pattern.type) === 'REGULAR_EXPRESSION',
    source: `${d.sourceReference.uri}:${d.sourceReference.location?.line ?? 0}`,
  }));
  const defined = new Set(phrases.map((p) => p.phrase));
  const out: string[] = [...dependent]
    .filter((source) => !defined.has(source))
    .map((source) => `support/interface.ts: INTERFACE_PHRASES lists "${source}", which no step defines: make it the phrase of the step as written in steps/`);
  for (const { phrase } of reasonPhrases) {
    if (!defined.has(phrase.source)) out.push(`support/reasons/index.ts: REASON_PHRASES lists /${phrase.source}/, which no step defines: make it the phrase of the step as written in steps/`);
  }
  // A scenario's name seeds its data (support/gherkin.ts): two of one file with the same name would
  // register the same people and order numbers, which a shared target refuses the second time.
  const seeded = new Map<string, number>();
  for (const pickle of pickles) {
    const document = documents.get(pickle.uri);
    const first = line(pickle.uri, pickle.astNodeIds[0]);
    const key = document ? seedKey(pickle, document) : undefined;
    const earlier = key === undefined ? undefined : seeded.get(key);
    if (earlier !== undefined) {
      out.push(`${pickle.uri}:${first}: the scenario "${pickle.name}" has the name of the one at line ${earlier}: a name seeds the scenario's data, so on a shared target both would register the same people; name them apart`);
    } else if (key !== undefined) seeded.set(key, first);
    const matched = new Map((testCases.get(pickle.id)?.testSteps ?? []).filter((s) => s.pickleStepId).map((s) => [s.pickleStepId!, s.stepDefinitionIds ?? []]));
    const at = (step: Pickle['steps'][number]) => `${pickle.uri}:${line(pickle.uri, step.astNodeIds[0])}`;
    for (const step of pickle.steps) {
      const ids = matched.get(step.id) ?? [];
      if (ids.length === 0) {
        const near = nearestPhrases(step.text, phrases, parameterTypes).map((p) => `\n    ${p.regular ? `/${p.phrase}/` : p.phrase}   (${p.source})`);
        out.push(`${at(step)}: undefined step "${step.text}"; the nearest phrases of the catalogue (docs/steps.md):${near.join('')}`);
      } else if (ids.length > 1) {
        out.push(`${at(step)}: ambiguous step "${step.text}" matches ${ids.map((id) => phrases.find((p) => p.phrase === definitions.get(id)?.pattern.source)?.source).join(' and ')}`);
      }
    }
    if (!document) continue;
    const patternOf = (step: Pickle['steps'][number]) => (matched.get(step.id) ?? []).map((id) => definitions.get(id)?.pattern.source ?? '');
    const scenario = scenarioInterface(pickle, document, (step) => patternOf(step).some((source) => dependent.has(source)));
    if (scenario.problem) out.push(scenario.problem);
    if (!scenario.api) continue;
    for (const step of pickle.steps) {
      const sources = patternOf(step);
      for (const { phrase, kind, reasons } of reasonPhrases) {
        if (!sources.includes(phrase.source)) continue;
        const reason = phrase.exec(step.text)?.[1] ?? '';
        const known = reasons(scenario.api);
        if (known.includes(reason)) continue;
        const elsewhere = APIS.filter((api) => reasons(api).includes(reason));
        const what = elsewhere.length ? `is not a ${kind} reason of ${scenario.api} (it is one of ${elsewhere.join(', ')})` : `is not a known ${kind} reason`;
        out.push(`${at(step)}: "${reason}" ${what}; the nearest ${scenario.api} ones: ${nearest(reason, known)} (all of them: docs/steps.md)`);
      }
    }
  }
  return out;
}

/** The last line of test:steps: `check-steps: 1 problem in 1 scenario`, or all is well. */
export function verdictLine(problems: number, scenarios: number): string {
  return problems ? `check-steps: ${counted(problems, 'problem')} in ${counted(scenarios, 'scenario')}` : `check-steps: ${counted(scenarios, 'scenario')}, every step defined once, every interface and reason known`;
}
