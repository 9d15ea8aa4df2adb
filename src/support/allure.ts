/**
 * Report labels: epic = interface (from the interface tag), feature = the feature (set by the
 * reporter), story = the Rule the scenario sits under; parameters: target and seed.
 */
import type { ITestCaseHookParameter } from '@cucumber/cucumber';
import * as allure from 'allure-js-commons';

type Pickle = ITestCaseHookParameter['pickle'];
type GherkinDocument = ITestCaseHookParameter['gherkinDocument'];

const INTERFACES: Record<string, string> = {
  '@v1': 'Card Management v1',
  '@v2': 'Card Management v2',
  '@ecom': 'E-commerce gateway',
  '@p2p': 'P2P gateway',
};

export async function labelScenario(pickle: Pickle, document: GherkinDocument, params: { target: string; seed: number }): Promise<void> {
  const tags = pickle.tags.map((t) => t.name);
  const epic = tags.map((t) => INTERFACES[t]).find(Boolean);
  if (epic) await allure.epic(epic);
  const rule = ruleOf(pickle, document);
  if (rule) await allure.story(rule);
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
