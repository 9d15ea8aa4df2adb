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

test('the verdict line counts in words: one problem in one scenario', () => {
  assert.equal(verdictLine(1, 1), 'check-steps: 1 problem in 1 scenario');
  assert.equal(verdictLine(5, 4), 'check-steps: 5 problems in 4 scenarios');
  assert.equal(verdictLine(0, 1), 'check-steps: 1 scenario, every step defined once, every interface and reason known');
});
