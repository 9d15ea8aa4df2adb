/**
 * How the console shows a failed scenario. cucumber's own text lists every hook of the scenario
 * (allure-cucumberjs's "Before (ALLURE_FIXTURE_IGNORE)" included) and a line per attachment (the
 * HTTP exchanges of every step): a reader needs the steps, a hook only when it failed, and the
 * error; the rest is in the Allure report. With the format option `failures: "lines"` (the
 * certification profile) each failure is one line, so that a run with hundreds of failures stays
 * readable: the summary and the report hold the details.
 *
 * The formatters run in cucumber's coordinating process, so this lives outside support/.
 */
import { formatterHelpers, type IFormatterOptions } from '@cucumber/cucumber';
import { TestStepResultStatus } from '@cucumber/messages';
import { gherkinLines } from './gherkin-lines.js';
import { asReportedStep, messageOf } from './status-details.js';

type Attempt = ReturnType<InstanceType<typeof formatterHelpers.EventDataCollector>['getTestCaseAttempt']>;

/** Hooks that passed, or were skipped after a failure, say nothing about it. */
const QUIET = new Set<TestStepResultStatus>([TestStepResultStatus.PASSED, TestStepResultStatus.SKIPPED]);

/** The attempt without its quiet hooks: the Gherkin steps all stay, a hook only when it failed. */
export function withoutQuietHooks(attempt: Attempt): Attempt {
  const testSteps = attempt.testCase.testSteps.filter((step) => step.pickleStepId !== undefined || !QUIET.has(attempt.stepResults[step.id]?.status ?? TestStepResultStatus.PASSED));
  return { ...attempt, testCase: { ...attempt.testCase, testSteps } };
}

/**
 * `✘ features/v2/cards.feature:12 Issue a virtual card: line 15 "Then …": contract violations: …`,
 * the error's first lines without its stack, cut to a line's length.
 */
export function failureLine(attempt: Attempt, root = process.cwd()): string {
  const lines = gherkinLines(attempt.gherkinDocument);
  const { pickle } = attempt;
  const at = lines.get(pickle.astNodeIds.at(-1) ?? '');
  const failed = attempt.testCase.testSteps.find((s) => attempt.stepResults[s.id] && !QUIET.has(attempt.stepResults[s.id]!.status));
  const result = failed ? attempt.stepResults[failed.id] : attempt.worstTestStepResult;
  const step = pickle.steps.find((s) => s.id === failed?.pickleStepId);
  const stepLine = step ? lines.get(step.astNodeIds[0] ?? '') : undefined;
  const where = step ? `${stepLine === undefined ? '' : `line ${stepLine} `}"${step.text}"` : 'a hook';
  // An undefined, ambiguous or pending step says so in words, without the hint about a snippet the line does not print.
  const reported = result && String(result.status) !== 'FAILED' ? asReportedStep(result).message?.split(' (')[0] : result?.message;
  const error = messageOf(reported ?? result?.status ?? '', root).split('\n').map((l) => l.trim()).filter(Boolean).join(' ');
  const line = `✘ ${pickle.uri}${at === undefined ? '' : `:${at}`} ${pickle.name}: ${where}: ${error}`;
  return line.length > 400 ? `${line.slice(0, 399)}…` : line;
}

/** Whether the profile asked for one line per failure (`formatOptions: { failures: 'lines' }`). */
export function wantsFailureLines(options: IFormatterOptions): boolean {
  return (options.parsedArgvOptions as { failures?: unknown }).failures === 'lines';
}

/** What a formatter prints for one failed or undefined scenario: its line, or cucumber's issue without the quiet hooks. */
export function issueText(options: IFormatterOptions, attempt: Attempt, number: number, asLine: boolean): string {
  if (asLine) return `${failureLine(attempt)}\n`;
  return formatterHelpers.formatIssue({
    colorFns: options.colorFns,
    number,
    snippetBuilder: options.snippetBuilder,
    supportCodeLibrary: options.supportCodeLibrary,
    testCaseAttempt: withoutQuietHooks(attempt),
    printAttachments: false,
  });
}
