/**
 * cucumber's `summary` formatter (the totals at the end, for CI logs and pipes) with the suite's
 * way of showing a failure (issues.ts): the steps and the error without the passing hooks and the
 * attachment lines, or one line per failure where the profile asks for it (certification).
 *
 * A formatter runs in cucumber's coordinating process, so this file lives outside support/.
 */
import { type IFormatterOptions, SummaryFormatter } from '@cucumber/cucumber';
import { issueText, wantsFailureLines } from './issues.js';

type Issues = Parameters<SummaryFormatter['logIssues']>[0];

export default class ConciseSummary extends SummaryFormatter {
  static override readonly documentation = 'The totals at the end; each failure with its steps and error, or as one line (format option failures: "lines")';

  constructor(private readonly options: IFormatterOptions) {
    super(options);
  }

  override logIssues({ issues, title }: Issues): void {
    const asLines = wantsFailureLines(this.options);
    this.log(`${title}${asLines ? ` (${issues.length}, one line each; the Allure report and the certification summary hold the details)` : ''}:\n\n`);
    issues.forEach((attempt, index) => this.log(issueText(this.options, attempt, index + 1, asLines)));
    if (asLines) this.log('\n');
  }
}
