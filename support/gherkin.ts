/** Where things are in a feature file, from cucumber's parsed document. */
import type { ITestCaseHookParameter } from '@cucumber/cucumber';

type Pickle = ITestCaseHookParameter['pickle'];
type GherkinDocument = ITestCaseHookParameter['gherkinDocument'];

/** The line of a scenario, step or example row in the feature file. */
export function lineOf(document: GherkinDocument, id: string | undefined): number | string {
  type Child = NonNullable<NonNullable<GherkinDocument['feature']>['children']>[number];
  const find = (children: readonly Child[]): number | undefined => {
    for (const child of children) {
      const scenario = child.scenario ?? child.background;
      if (scenario?.id === id) return scenario?.location.line;
      const step = scenario?.steps.find((s) => s.id === id);
      if (step) return step.location.line;
      const row = child.scenario?.examples.flatMap((e) => e.tableBody).find((r) => r.id === id);
      if (row) return row.location.line;
      const inRule = child.rule ? find(child.rule.children) : undefined;
      if (inRule) return inRule;
    }
    return undefined;
  };
  return find(document.feature?.children ?? []) ?? '?';
}

/**
 * What a scenario's seed is made from: its file and name, and for a row of an Examples table the
 * row's line too. Rows share their outline's name; with the same seed they would make the same
 * order numbers and client ids, which a remote target (never reset) refuses the second time.
 */
export function seedKey(pickle: Pickle, document: GherkinDocument): string {
  const row = pickle.astNodeIds[1];
  return row === undefined ? `${pickle.uri}:${pickle.name}` : `${pickle.uri}:${pickle.name}:${lineOf(document, row)}`;
}
