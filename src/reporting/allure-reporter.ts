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
import reporterModule from 'allure-cucumberjs/reporter';
import { Status, type TestResult } from 'allure-js-commons';
import type { LifecycleListener } from 'allure-js-commons/sdk/reporter';
import { CATEGORIES, SKIP_REASON_LABEL } from './categories.js';

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
// builds export the class itself as the default.
const AllureCucumberReporter = reporterModule as unknown as new (options: IFormatterOptions) => Formatter;

export default class CardlabAllureReporter extends AllureCucumberReporter {
  constructor(options: IFormatterOptions) {
    const given = options.parsedArgvOptions as { categories?: unknown; listeners?: LifecycleListener[] };
    super({
      ...options,
      parsedArgvOptions: { categories: CATEGORIES, ...given, listeners: [...(given.listeners ?? []), skipReasons] },
    });
  }
}
