/**
 * The Allure formatter of the suite: allure-cucumberjs with the suite's categories, and the reason
 * of each skip as the skipped scenario's message (cucumber carries no message for a skip, so the
 * Before hook that skips leaves the reason in a label, moved here to where Allure shows it and
 * categories.json can match it).
 *
 * A formatter runs in cucumber's coordinating process, not in the workers, so this file lives
 * outside support/ (which every worker loads).
 */
import { type Formatter, type IFormatterOptions, Status as StepStatus } from '@cucumber/cucumber';
import type { TestStepFinished, TestStepResult } from '@cucumber/messages';
import reporterModule from 'allure-cucumberjs/reporter';
import { Status, type TestResult } from 'allure-js-commons';
import type { LifecycleListener } from 'allure-js-commons/sdk/reporter';
import { CATEGORIES, SKIP_REASON_LABEL } from './categories.js';
import { cleanStepResult } from './status-details.js';

/** Moves the skip reason label into the status message of a skipped result. */
export const skipReasons: LifecycleListener = {
  beforeTestResultWrite(result: TestResult) {
    const reason = result.labels.find((l) => l.name === SKIP_REASON_LABEL)?.value;
    if (reason === undefined) return;
    result.labels = result.labels.filter((l) => l.name !== SKIP_REASON_LABEL);
    if (result.status === Status.SKIPPED) result.statusDetails = { ...result.statusDetails, message: reason };
  },
};

/**
 * allure-cucumberjs gives an undefined or ambiguous step no status and a pending one "skipped", so a
 * scenario cucumber fails (strict) showed green or grey in the report. Such a step becomes a broken
 * one with a message saying what is missing; every other result is left as cucumber gave it.
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

// The package's types read as a CommonJS module with the class under `default`, but both of its
// builds export the class itself as the default. Its step handler is private in the types, and is
// what this class overrides.
interface AllureFormatter extends Formatter {
  onTestStepFinished(data: TestStepFinished): void;
}
const AllureCucumberReporter = reporterModule as unknown as new (options: IFormatterOptions) => AllureFormatter;

export default class CardlabAllureReporter extends AllureCucumberReporter {
  constructor(options: IFormatterOptions) {
    const given = options.parsedArgvOptions as { categories?: unknown; listeners?: LifecycleListener[] };
    super({
      ...options,
      parsedArgvOptions: { categories: CATEGORIES, ...given, listeners: [...(given.listeners ?? []), skipReasons] },
    });
  }

  // Steps and hooks alike. A new message, not a changed one: cucumber hands the same envelope to
  // every formatter.
  override onTestStepFinished(data: TestStepFinished): void {
    super.onTestStepFinished({ ...data, testStepResult: cleanStepResult(asReportedStep(data.testStepResult)) });
  }
}
