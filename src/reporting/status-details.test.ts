import assert from 'node:assert/strict';
import { test } from 'node:test';
import { Status } from '@cucumber/cucumber';
import type { TestStepResult } from '@cucumber/messages';
import { asReportedStep, cleanStepResult, messageOf } from './status-details.js';

const root = '/home/ci/cardlab';
const formatted = [
  "AssertionError: balance of Alice's card: expected 80.30 EUR, got 80.20 EUR",
  '    + expected - actual',
  '',
  '    -80.20 EUR',
  '    +80.30 EUR',
  '',
  '    at CardlabWorld.<anonymous> (/home/ci/cardlab/steps/ledger.ts:61:100)',
  '    at process.processTicksAndRejections (node:internal/process/task_queues:95:5)',
].join('\n');
const step = (status: TestStepResult['status'], extra: Partial<TestStepResult> = {}): TestStepResult => ({ status, duration: { seconds: 0, nanos: 0 }, ...extra });

test('the message keeps what the error says: no diff, no stack, no local path', () => {
  assert.equal(messageOf(formatted, root), "AssertionError: balance of Alice's card: expected 80.30 EUR, got 80.20 EUR");
  assert.equal(messageOf('Error: cannot read /home/ci/cardlab/reports/x.json\n    at y (file:///home/ci/cardlab/z.ts:1:1)', root), 'Error: cannot read reports/x.json');
  assert.equal(messageOf('contract violations:\n  v2.getCard (HTTP 200) status: bad', root), 'contract violations:\n  v2.getCard (HTTP 200) status: bad', 'a message over several lines stays whole');
});

test('the trace keeps the stack with paths relative to the suite', () => {
  const result = cleanStepResult(step(Status.FAILED, { message: formatted, exception: { type: 'AssertionError', message: formatted, stackTrace: formatted } }), root);
  assert.doesNotMatch(JSON.stringify(result), /\/home\/ci/);
  assert.match(result.exception!.stackTrace!, /at CardlabWorld\.<anonymous> \(steps\/ledger\.ts:61:100\)/);
  assert.doesNotMatch(result.message!, /at CardlabWorld/);
  const passed = step(Status.PASSED);
  assert.equal(cleanStepResult(passed, root), passed);
});

test('undefined, ambiguous and pending steps are reported broken with what is missing, never passed', () => {
  for (const [status, words] of [[Status.UNDEFINED, /^Undefined step: no step definition matches/], [Status.AMBIGUOUS, /^Ambiguous step:[\s\S]*steps\/a\.ts:1/], [Status.PENDING, /^Pending step:/]] as const) {
    const given = step(status, status === Status.AMBIGUOUS ? { message: 'Multiple step definitions match:\n  x - steps/a.ts:1\n  x - steps/b.ts:2' } : {});
    const reported = asReportedStep(given);
    assert.equal(reported.status, Status.FAILED, status);
    assert.match(reported.message!, words);
    assert.equal(reported.exception?.message, reported.message, 'the exception is what makes Allure read a status');
    assert.equal(given.status, status, 'the message cucumber gave every formatter is not changed');
  }
  for (const status of [Status.PASSED, Status.FAILED, Status.SKIPPED]) {
    const given = step(status);
    assert.equal(asReportedStep(given), given);
  }
});
