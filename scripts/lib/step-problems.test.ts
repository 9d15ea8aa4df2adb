import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { after, test } from 'node:test';
import { interfaceDependentPhrases } from '../../support/interface.js';
import { REASON_PHRASES } from '../../support/reasons/index.js';
import { dryRun } from './dry-run.js';
import { stepProblems, verdictLine } from './step-problems.js';

mkdirSync('.cardlab', { recursive: true });
const dir = mkdtempSync(path.join('.cardlab', 'step-problems-'));
after(() => rmSync(dir, { recursive: true, force: true }));

test('a phrase the lists name but no step defines is a problem, so a renamed step cannot leave the lists behind', async () => {
  const feature = path.join(dir, 'features', 'v2', 'fine.feature');
  mkdirSync(path.dirname(feature), { recursive: true });
  writeFileSync(feature, 'Feature: Fine\n\n  Scenario: Fine\n    Given Alice has a virtual card\n    Then the request is refused because the card does not exist\n');
  const run = await dryRun({ paths: [feature] });
  const declared = { interfacePhrases: interfaceDependentPhrases(), reasonPhrases: REASON_PHRASES };
  assert.deepEqual(stepProblems(run, declared), [], 'the lists as they are name defined phrases only');

  const renamed = stepProblems(run, {
    interfacePhrases: new Set([...declared.interfacePhrases, '{actor} owns a virtual card']),
    reasonPhrases: [...REASON_PHRASES, { phrase: /^the order is refused because (.+)$/, kind: 'refusal', reasons: () => [] }],
  });
  assert.deepEqual(renamed, [
    'support/interface.ts: INTERFACE_PHRASES lists "{actor} owns a virtual card", which no step defines: make it the phrase of the step as written in steps/',
    'support/reasons/index.ts: REASON_PHRASES lists /^the order is refused because (.+)$/, which no step defines: make it the phrase of the step as written in steps/',
  ]);
});

test('two scenarios of one file with the same name are a problem (their data would be the same); outline rows and other files are not', async () => {
  const twice = path.join(dir, 'features', 'v2', 'twice.feature');
  const other = path.join(dir, 'features', 'v2', 'other.feature');
  mkdirSync(path.dirname(twice), { recursive: true });
  const scenario = '  Scenario: A card\n    Given Alice has a virtual card\n\n';
  const outline = '  Scenario Outline: A card of <n>\n    Given Alice has a virtual card\n\n    Examples:\n      | n |\n      | 1 |\n      | 2 |\n\n';
  writeFileSync(twice, `@v2\nFeature: Twice\n\n${scenario}  Rule: Another rule\n\n${scenario}${outline}`);
  writeFileSync(other, `@v2\nFeature: Other\n\n${scenario}`);
  const run = await dryRun({ paths: [twice, other] });
  // Only the names are judged here: cucumber loads the steps once a process, so a second dry run in it sees none.
  const problems = stepProblems(run, { interfacePhrases: interfaceDependentPhrases(), reasonPhrases: REASON_PHRASES }).filter((p) => p.includes('has the name of'));
  assert.deepEqual(problems, [
    `${path.relative('.', twice)}:9: the scenario "A card" has the name of the one at line 4: a name seeds the scenario's data, so on a shared target both would register the same people; name them apart`,
  ]);
});

test('the verdict line counts in words: one problem in one scenario', () => {
  assert.equal(verdictLine(1, 1), 'check-steps: 1 problem in 1 scenario');
  assert.equal(verdictLine(5, 4), 'check-steps: 5 problems in 4 scenarios');
  assert.equal(verdictLine(0, 1), 'check-steps: 1 scenario, every step defined once, every interface and reason known');
});
