import assert from 'node:assert/strict';
import { test } from 'node:test';
import { Status, type TestResult } from 'allure-js-commons';
import { skipReasons } from './allure-reporter.js';
import { CATEGORIES, SKIP_REASON_LABEL } from './categories.js';

/** Allure's rule: the first category whose statuses and (whole-text) patterns match. */
function categoryOf(status: Status, message: string, trace = message): string | undefined {
  const whole = (pattern: string | RegExp | undefined, text: string) => pattern === undefined || new RegExp(`^(?:${String(pattern)})$`).test(text);
  return CATEGORIES.find((c) => (c.matchedStatuses ?? []).includes(status) && whole(c.messageRegex, message) && whole(c.traceRegex, trace))?.name;
}

test('each kind of failure lands in its own category, contract violations first', () => {
  const violation = 'Error: contract violations:\n  v2.getCard (HTTP 200) status: Invalid option: expected one of "active"|"blocked"\n    at x (hooks.ts:1:1)';
  assert.equal(categoryOf(Status.BROKEN, violation), 'Contract violations');
  const refused = 'TransportError: v2.getCard: GET http://127.0.0.1:1 failed: connect ECONNREFUSED 127.0.0.1:1\n    at HttpClient.call (http.ts:1:1)';
  assert.equal(categoryOf(Status.BROKEN, refused), 'Transport errors (target unreachable or too slow)');
  assert.equal(categoryOf(Status.BROKEN, 'v2.getCard: failed: Headers Timeout Error', 'TransportError: v2.getCard failed: Headers Timeout Error\n at y'), 'Transport errors (target unreachable or too slow)');
  assert.equal(categoryOf(Status.FAILED, "AssertionError: expected 'active' to equal 'blocked'\n    at z (cards.ts:1:1)"), 'Business-assertion failures');
  assert.equal(categoryOf(Status.BROKEN, 'Error: creating a card was refused with HTTP 409: {}'), 'Business-assertion failures');
  assert.equal(categoryOf(Status.BROKEN, 'Undefined step: no step definition matches it (docs/steps.md lists the phrases)'), 'Steps not written (undefined, ambiguous or pending)');
  assert.equal(categoryOf(Status.BROKEN, 'Ambiguous step: more than one step definition matches it\nMultiple step definitions match:\n  x - steps/a.ts:1'), 'Steps not written (undefined, ambiguous or pending)');
  assert.equal(categoryOf(Status.BROKEN, 'Pending step: its definition is not written yet'), 'Steps not written (undefined, ambiguous or pending)');
  assert.equal(categoryOf(Status.SKIPPED, 'emulator-only: the scenario needs the emulator control API'), 'Emulator-only skips');
  assert.equal(categoryOf(Status.SKIPPED, 'not configured: the target has no Card Management v1'), 'Skipped: interface not configured');
  assert.equal(categoryOf(Status.SKIPPED, "needs callbacks: a remote gateway cannot reach the harness's callback receiver"), 'Skipped: no callback address');
  assert.equal(categoryOf(Status.BROKEN, 'TypeError: cannot read properties of undefined'), undefined, 'a harness bug stays in Allure\'s own "test defects"');
});

test('the reporter turns a skip reason label into the status message of a skipped result', () => {
  const result = (status: Status) => ({ status, labels: [{ name: 'epic', value: 'v2' }, { name: SKIP_REASON_LABEL, value: 'emulator-only: why' }], statusDetails: {} }) as unknown as TestResult;
  const skipped = result(Status.SKIPPED);
  skipReasons.beforeTestResultWrite!(skipped);
  assert.equal(skipped.statusDetails.message, 'emulator-only: why');
  assert.deepEqual(skipped.labels, [{ name: 'epic', value: 'v2' }]);
  const passed = result(Status.PASSED);
  skipReasons.beforeTestResultWrite!(passed);
  assert.equal(passed.statusDetails.message, undefined);
  assert.deepEqual(passed.labels, [{ name: 'epic', value: 'v2' }]);
});
