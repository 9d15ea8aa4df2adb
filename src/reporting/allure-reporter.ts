/**
 * The Allure formatter of the suite: allure-cucumberjs with the suite's categories, and the reason
 * of each skip as the skipped scenario's message (cucumber carries no message for a skip, so the
 * Before hook that skips leaves the reason in a label, moved here to where Allure shows it and
 * categories.json can match it).
 *
 * A formatter runs in cucumber's coordinating process, not in the workers, so this file lives
 * outside support/ (which every worker loads).
 */
import type { Formatter, IFormatterOptions } from '@cucumber/cucumber';
import type { TestStepFinished } from '@cucumber/messages';
import reporterModule from 'allure-cucumberjs/reporter';
import { Status, type TestResult } from 'allure-js-commons';
import type { LifecycleListener } from 'allure-js-commons/sdk/reporter';
import { CATEGORIES, SKIP_REASON_LABEL } from './categories.js';
import { PlainResultsWriter } from './results-writer.js';
import { asReportedStep, cleanStepResult } from './status-details.js';

/**
 * A description as the paragraphs its feature file means: the lines of a paragraph, wrapped to the
 * file's width, joined into one; blank lines and list items keep their breaks. Allure shows every
 * line break of a description as it is.
 */
export function unwrapped(description: string): string {
  return description
    .split(/\n\s*\n/)
    .map((paragraph) =>
      paragraph
        .split('\n')
        .map((line) => line.trim())
        .filter(Boolean)
        .reduce((text, line) => (!text ? line : /^([-*+]|\d+[.)])\s/.test(line) ? `${text}\n${line}` : `${text} ${line}`), ''),
    )
    .filter(Boolean)
    .join('\n\n');
}

export const paragraphs: LifecycleListener = {
  beforeTestResultWrite(result: TestResult) {
    if (result.description) result.description = unwrapped(result.description);
  },
};

/** Moves the skip reason label into the status message of a skipped result. */
export const skipReasons: LifecycleListener = {
  beforeTestResultWrite(result: TestResult) {
    const reason = result.labels.find((l) => l.name === SKIP_REASON_LABEL)?.value;
    if (reason === undefined) return;
    result.labels = result.labels.filter((l) => l.name !== SKIP_REASON_LABEL);
    if (result.status === Status.SKIPPED) result.statusDetails = { ...result.statusDetails, message: reason };
  },
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
    const given = options.parsedArgvOptions as { categories?: unknown; listeners?: LifecycleListener[]; resultsDir?: string };
    // allure-cucumberjs lets the options' writer replace its own (results-writer.ts says why).
    const writer = new PlainResultsWriter(given.resultsDir ?? './allure-results');
    super({
      ...options,
      parsedArgvOptions: { categories: CATEGORIES, ...given, writer, listeners: [...(given.listeners ?? []), skipReasons, paragraphs] },
    });
  }

  // Steps and hooks alike. A new message, not a changed one: cucumber hands the same envelope to
  // every formatter.
  override onTestStepFinished(data: TestStepFinished): void {
    super.onTestStepFinished({ ...data, testStepResult: cleanStepResult(asReportedStep(data.testStepResult)) });
  }
}
