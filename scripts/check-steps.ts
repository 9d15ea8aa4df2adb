/**
 * `npm run test:steps [-- features/v2/my-first.feature …]`: a strict dry run (nothing is called)
 * that fails on what would otherwise only show at run time, each problem with its file and line:
 *
 * - a step without a definition, with the three nearest phrases of the catalogue;
 * - a step with several definitions;
 * - a scenario whose phrases depend on an interface it does not say (support/interface.ts);
 * - a refusal or decline reason the scenario's interface does not know (support/reasons.ts), with
 *   the nearest known ones.
 *
 * cucumber-js's own --dry-run exits 0 whatever it finds, so this reads its messages.
 */
import { Command } from 'commander';
import type { Pickle } from '@cucumber/messages';
import { nearest } from '../support/closest.js';
import { APIS, interfaceDependentPhrases, scenarioInterface } from '../support/interface.js';
import { REASON_PHRASES } from '../support/reasons.js';
import { type DryRun, dryRun } from './lib/dry-run.js';
import { nearestPhrases, type Phrase } from './lib/step-suggestions.js';

const program = new Command('npm run test:steps')
  .description('dry-run the scenarios (all, or the feature files and folders given) and fail on undefined or ambiguous steps, scenarios without an interface and unknown reasons')
  .argument('[paths...]', 'feature files or folders (default: those of the profile)')
  .option('--profile <name>', 'cucumber profile to dry-run', 'lint')
  .parse();

const run = await dryRun({ profile: program.opts<{ profile: string }>().profile, paths: program.args });
const problems = checkSteps(run);
for (const problem of problems) console.error(`${problem}\n`);
const scenarios = run.pickles.length;
console.log(problems.length ? `check-steps: ${problems.length} problems in ${scenarios} scenarios` : `check-steps: ${scenarios} scenarios, every step defined once, every interface and reason known`);
// Support code loaded for the dry run may keep timers or sockets open; the work is done.
process.exit(problems.length ? 1 : 0);

function checkSteps({ definitions, documents, pickles, testCases, parameterTypes, line }: DryRun): string[] {
  const phrases: Phrase[] = [...definitions.values()].map((d) => ({
    phrase: d.pattern.source,
    regular: String(d.pattern.type) === 'REGULAR_EXPRESSION',
    source: `${d.sourceReference.uri}:${d.sourceReference.location?.line ?? 0}`,
  }));
  const dependent = interfaceDependentPhrases();
  const out: string[] = [];
  for (const pickle of pickles) {
    const document = documents.get(pickle.uri);
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
      for (const { phrase, kind, reasons } of REASON_PHRASES) {
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
