/**
 * Report labels: epic = interface (from the interface tag), feature = the feature (set by the
 * reporter), story = the Rule the scenario sits under, severity from a severity tag (normal without
 * one); the Suites tab as a tree of interface, feature and rule; parameters: target and seed.
 */
import type { ITestCaseHookParameter } from '@cucumber/cucumber';
import * as allure from 'allure-js-commons';
import { SKIP_REASON_LABEL } from '../src/reporting/categories.js';

type Pickle = ITestCaseHookParameter['pickle'];
type GherkinDocument = ITestCaseHookParameter['gherkinDocument'];

const INTERFACES: Record<string, string> = {
  '@v1': 'Card Management v1',
  '@v2': 'Card Management v2',
  '@ecom': 'E-commerce gateway',
  '@p2p': 'P2P gateway',
};

/** `@blocker`, `@critical`, `@minor`, `@trivial` on a feature or scenario; `@normal` is the default. */
export const SEVERITY_TAGS = ['blocker', 'critical', 'normal', 'minor', 'trivial'] as const;
export type Severity = (typeof SEVERITY_TAGS)[number];

/** The most severe severity tag wins, so a scenario tagged @minor inside a @critical feature stays critical. */
export function severityOf(tags: readonly string[]): Severity {
  return SEVERITY_TAGS.find((s) => tags.includes(`@${s}`)) ?? 'normal';
}

export async function labelSkipped(reason: string): Promise<void> {
  await allure.label(SKIP_REASON_LABEL, reason);
}

/**
 * Where the scenario sits in the Suites tab: interface, then feature, then rule (Allure lists the
 * scenarios flat, by file, without these labels). A scenario outside a Rule sits under its feature.
 */
export function suitesOf(tags: readonly string[], feature: string | undefined, rule: string | undefined): { parentSuite?: string; suite?: string; subSuite?: string } {
  const iface = tags.map((t) => INTERFACES[t]).find(Boolean);
  return { ...(iface ? { parentSuite: iface } : {}), ...(feature ? { suite: feature } : {}), ...(rule ? { subSuite: rule } : {}) };
}

export async function labelScenario(pickle: Pickle, document: GherkinDocument, params: { target: string; seed: number }): Promise<void> {
  const tags = pickle.tags.map((t) => t.name);
  const epic = tags.map((t) => INTERFACES[t]).find(Boolean);
  const rule = ruleOf(pickle, document);
  const suites = suitesOf(tags, document.feature?.name, rule);
  // One message for all the labels: each call of Allure's runtime API is an attachment that cucumber
  // hands to every formatter.
  const { LabelName } = allure;
  const labels: allure.Label[] = [
    ...(epic ? [{ name: LabelName.EPIC, value: epic }] : []),
    ...(rule ? [{ name: LabelName.STORY, value: rule }] : []),
    ...(suites.parentSuite ? [{ name: LabelName.PARENT_SUITE, value: suites.parentSuite }] : []),
    ...(suites.suite ? [{ name: LabelName.SUITE, value: suites.suite }] : []),
    ...(suites.subSuite ? [{ name: LabelName.SUB_SUITE, value: suites.subSuite }] : []),
    { name: LabelName.SEVERITY, value: severityOf(tags) },
  ];
  await allure.labels(...labels);
  await allure.parameter('target', params.target);
  await allure.parameter('seed', String(params.seed));
}

/** The name of the Rule whose children include the scenario this pickle came from. */
function ruleOf(pickle: Pickle, document: GherkinDocument): string | undefined {
  for (const child of document.feature?.children ?? []) {
    if (child.rule?.children.some((c) => c.scenario && pickle.astNodeIds.includes(c.scenario.id))) return child.rule.name;
  }
  return undefined;
}
