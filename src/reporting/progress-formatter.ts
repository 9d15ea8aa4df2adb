/**
 * cucumber's progress-bar formatter with the elapsed time and the failures so far:
 * `1234/3063 steps [=======       ] 40% 31.2 s, 0 failed`, instead of one dot per step (3,000 dots).
 * Failures print above the bar as they happen, the summary at the end. Only for a terminal: the
 * profiles (cucumber.js) use `summary` under CI or when the output is not a TTY, where a bar that
 * redraws itself would print nothing (the `progress` package draws only on a TTY).
 *
 * A formatter runs in cucumber's coordinating process, so it lives outside support/.
 */
import { createRequire } from 'node:module';
import { formatterHelpers, type IFormatterOptions } from '@cucumber/cucumber';
import type { TestCaseFinished } from '@cucumber/messages';
import { issueText, wantsFailureLines } from './issues.js';

// Both are cucumber's own: its formatter (exported under lib/ for require only) and the `progress`
// package it draws with, resolved from cucumber so that the versions match.
const fromCucumber = createRequire(createRequire(import.meta.url).resolve('@cucumber/cucumber/package.json'));

interface Bar {
  tick(tokens?: Record<string, string> | number): void;
  interrupt(text: string): void;
}
type BarConstructor = new (format: string, options: { clear: boolean; incomplete: string; stream: NodeJS.WritableStream; total: number; width: number }) => Bar;
type Attempt = ReturnType<InstanceType<typeof formatterHelpers.EventDataCollector>['getTestCaseAttempt']>;
interface ProgressBarBase {
  progressBar: Bar | undefined;
  numberOfSteps: number;
  issueCount: number;
  readonly stream: NodeJS.WritableStream & { columns?: number };
  readonly eventDataCollector: { getTestCaseAttempt(id: string): Attempt };
}

const Bar = fromCucumber('progress') as BarConstructor;
const Base = (fromCucumber('./lib/formatter/progress_bar_formatter') as { default: new (options: IFormatterOptions) => ProgressBarBase }).default;

export const BAR_FORMAT = ':current/:total steps [:bar] :percent :elapsed s, :failed failed';

export default class ProgressWithTime extends Base {
  static readonly documentation = 'A progress bar with the steps done, the elapsed time and the failures so far';

  constructor(private readonly options: IFormatterOptions) {
    super(options);
  }

  initializeProgressBar(): void {
    if (this.progressBar) return;
    this.progressBar = new Bar(BAR_FORMAT, { clear: true, incomplete: ' ', stream: this.stream, total: this.numberOfSteps, width: 40 });
  }

  logProgress({ testStepId, testCaseStartedId }: { testStepId: string; testCaseStartedId: string }): void {
    const { testCase } = this.eventDataCollector.getTestCaseAttempt(testCaseStartedId);
    // Hooks are not steps of the scenario: only Gherkin steps move the bar, as in cucumber's own.
    if (testCase.testSteps.find((s) => s.id === testStepId)?.pickleStepId) this.progressBar?.tick({ failed: String(this.issueCount) });
  }

  // cucumber's own, printing the failure the suite's way (issues.ts).
  logErrorIfNeeded(finished: TestCaseFinished): void {
    const attempt = this.eventDataCollector.getTestCaseAttempt(finished.testCaseStartedId);
    if (!formatterHelpers.isIssue(attempt.worstTestStepResult)) return;
    this.issueCount += 1;
    this.progressBar?.interrupt(issueText(this.options, attempt, this.issueCount, wantsFailureLines(this.options)));
    if (finished.willBeRetried) this.progressBar?.tick(-attempt.pickle.steps.length);
  }
}
