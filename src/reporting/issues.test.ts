import assert from 'node:assert/strict';
import { test } from 'node:test';
import { formatterHelpers } from '@cucumber/cucumber';
import { TestStepResultStatus as S } from '@cucumber/messages';
import { failureLine, withoutQuietHooks } from './issues.js';

type Attempt = ReturnType<InstanceType<typeof formatterHelpers.EventDataCollector>['getTestCaseAttempt']>;

const result = (status: S, message?: string) => ({ status, message, duration: { seconds: 0, nanos: 0 } });

/** A scenario at line 12 of cards.feature: two hooks, two steps (lines 13 and 15), the second failed, an After hook skipped. */
function attempt(second = result(S.FAILED, 'Error: contract violations:\n  v2.getCard (HTTP 200) status: bad\n    at check (/home/ci/cardlab/support/hooks.ts:1:1)')): Attempt {
  return {
    attempt: 0,
    willBeRetried: false,
    gherkinDocument: { uri: 'features/v2/cards.feature', comments: [], feature: { children: [{ scenario: { id: 'sc', location: { line: 12 }, steps: [{ id: 'g1', location: { line: 13 } }, { id: 'g2', location: { line: 15 } }], examples: [] } }] } },
    pickle: { id: 'p', uri: 'features/v2/cards.feature', name: 'Issue a virtual card', astNodeIds: ['sc'], tags: [], language: 'en', steps: [{ id: 'ps1', text: 'Alice has a virtual card', astNodeIds: ['g1'] }, { id: 'ps2', text: "Alice's card is active", astNodeIds: ['g2'] }] },
    testCase: { id: 'tc', pickleId: 'p', testSteps: [{ id: 'allure', hookId: 'h1' }, { id: 'seed', hookId: 'h2' }, { id: 's1', pickleStepId: 'ps1' }, { id: 's2', pickleStepId: 'ps2' }, { id: 'after', hookId: 'h3' }] },
    stepAttachments: {},
    stepResults: { allure: result(S.PASSED), seed: result(S.PASSED), s1: result(S.PASSED), s2: second, after: result(S.SKIPPED) },
    worstTestStepResult: second,
  } as unknown as Attempt;
}

test('a failure is shown with its steps, without the hooks that passed or were skipped (ALLURE_FIXTURE_IGNORE and the like)', () => {
  assert.deepEqual(withoutQuietHooks(attempt()).testCase.testSteps.map((s) => s.id), ['s1', 's2']);
  const failedHook = { ...attempt(), stepResults: { ...attempt().stepResults, seed: result(S.FAILED, 'boom') } } as Attempt;
  assert.deepEqual(withoutQuietHooks(failedHook).testCase.testSteps.map((s) => s.id), ['seed', 's1', 's2'], 'a hook that failed stays');
});

test('one line per failure: file:line, scenario, the step and its line, the error without its stack', () => {
  assert.equal(failureLine(attempt(), '/home/ci/cardlab'), '✘ features/v2/cards.feature:12 Issue a virtual card: line 15 "Alice\'s card is active": Error: contract violations: v2.getCard (HTTP 200) status: bad');
  assert.equal(failureLine(attempt(result(S.UNDEFINED))), '✘ features/v2/cards.feature:12 Issue a virtual card: line 15 "Alice\'s card is active": Undefined step: no step definition matches it');
  assert.ok(failureLine(attempt(result(S.FAILED, 'x'.repeat(1000)))).length <= 400, 'a line stays a line');
});
