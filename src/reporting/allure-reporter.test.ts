import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { TestResult } from 'allure-js-commons';
import { paragraphs, unwrapped } from './allure-reporter.js';

test("a description shows the feature file's paragraphs, not its line breaks", () => {
  const feature = 'Each cardholder can be issued virtual cards of the sandbox product. A new card is active at once,\n  carries the default spending limits and shows its full number and security code only when it is\n  read on its own.\n\n  A second paragraph\n  of two lines.';
  assert.equal(unwrapped(feature), 'Each cardholder can be issued virtual cards of the sandbox product. A new card is active at once, carries the default spending limits and shows its full number and security code only when it is read on its own.\n\nA second paragraph of two lines.');
  assert.equal(unwrapped('What it checks:\n  - the balance\n  - the history\n  1. first'), 'What it checks:\n- the balance\n- the history\n1. first', 'list items keep their lines');
  const result = { description: 'one\n  two' } as TestResult;
  paragraphs.beforeTestResultWrite!(result);
  assert.equal(result.description, 'one two');
});
