/**
 * The line of each scenario, background, step and Examples row of a feature file, by its id in the
 * cucumber messages: what turns a pickle (or one of its steps) into `features/v2/cards.feature:12`.
 */
import type { GherkinDocument } from '@cucumber/messages';

type Child = NonNullable<GherkinDocument['feature']>['children'][number];

/** Line numbers by AST node id (scenarios, backgrounds, steps, Examples rows, inside Rules too). */
export function gherkinLines(document: GherkinDocument): Map<string, number> {
  const lines = new Map<string, number>();
  const visit = (children: readonly Child[]) => {
    for (const child of children) {
      const scenario = child.scenario ?? child.background;
      if (scenario) lines.set(scenario.id, scenario.location.line);
      for (const step of scenario?.steps ?? []) lines.set(step.id, step.location.line);
      for (const row of child.scenario?.examples.flatMap((e) => e.tableBody) ?? []) lines.set(row.id, row.location.line);
      if (child.rule) visit(child.rule.children);
    }
  };
  visit(document.feature?.children ?? []);
  return lines;
}
