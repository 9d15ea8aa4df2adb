/**
 * What a failed step says in the report. cucumber gives the whole formatted error as the message:
 * the assertion, chai's diff and the stack with this machine's paths. Allure groups the Categories
 * tab by message, so every failure became its own group, and local paths reached a report that is
 * shared. The message keeps what the error says; the trace keeps the stack, with paths relative to
 * the suite's folder.
 */
import { Status as StepStatus } from '@cucumber/cucumber';
import type { TestStepResult } from '@cucumber/messages';

const STACK_LINE = /^\s+at\s/;
// chai's and node:assert's diffs repeat the expected and actual values the first line already names.
const DIFF_START = /^\s*(\+ expected - actual|\+ actual - expected)\s*$/;

const escapeRegExp = (s: string): string => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The message without the stack, the diff, and any absolute path of `root` (made relative). */
export function messageOf(message: string, root: string): string {
  const lines: string[] = [];
  for (const line of message.split('\n')) {
    if (STACK_LINE.test(line) || DIFF_START.test(line)) break;
    lines.push(line);
  }
  return relative(lines.join('\n').trimEnd(), root);
}

/** Absolute paths under `root` (file URLs too) made relative to it. */
export function relative(text: string, root: string): string {
  const base = root.replace(/\/$/, '');
  return text.replace(new RegExp(`(file://)?${escapeRegExp(base)}/`, 'g'), '');
}

/** A step result as the report shows it: a short message, a stack without local paths. */
export function cleanStepResult(result: TestStepResult, root = process.cwd()): TestStepResult {
  if (result.message === undefined && result.exception === undefined) return result;
  const exception = result.exception && {
    ...result.exception,
    ...(result.exception.message !== undefined ? { message: messageOf(result.exception.message, root) } : {}),
    ...(result.exception.stackTrace !== undefined ? { stackTrace: relative(result.exception.stackTrace, root) } : {}),
  };
  return { ...result, ...(result.message !== undefined ? { message: messageOf(result.message, root) } : {}), ...(exception ? { exception } : {}) };
}

/**
 * allure-cucumberjs gives an undefined or ambiguous step no status and a pending one "skipped", so a
 * scenario cucumber fails (strict) showed green or grey in the report. Such a step becomes a broken
 * one with a message saying what is missing (the console's one line per failure says it too);
 * every other result is left as cucumber gave it.
 */
export function asReportedStep(result: TestStepResult): TestStepResult {
  const message = NOT_RUNNABLE[result.status];
  if (message === undefined) return result;
  const text = result.message ? `${message}\n${result.message}` : message;
  // An exception is what makes allure-cucumberjs read a status and a message from the result.
  return { ...result, status: StepStatus.FAILED, message: text, exception: { type: 'StepNotRunnable', message: text } };
}

const NOT_RUNNABLE: Partial<Record<string, string>> = {
  [StepStatus.UNDEFINED]: 'Undefined step: no step definition matches it (docs/steps.md lists the phrases; cucumber printed a snippet to start one)',
  [StepStatus.AMBIGUOUS]: 'Ambiguous step: more than one step definition matches it',
  [StepStatus.PENDING]: 'Pending step: its definition is not written yet (it returned "pending")',
};
