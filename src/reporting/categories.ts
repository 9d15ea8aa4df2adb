/**
 * The Allure categories (categories.json): what broke, in the order a reader triages a nightly —
 * the contract drifted, the environment was down, the product did the wrong thing, or the scenario
 * could not run on this target. Allure puts each result in the first category that matches.
 *
 * Patterns are Java regexes matched against the whole message or stack trace; `[\s\S]*` instead of
 * `.*` because messages span lines and Java's `.` stops at a line end.
 */
import { Status } from 'allure-js-commons';
import type { Category } from 'allure-js-commons/sdk';

/** Carries a skip's reason to the report: the reporter (allure-reporter.ts) makes it the status message. */
export const SKIP_REASON_LABEL = 'cardlab.skipReason';

const anywhere = (pattern: string) => `[\\s\\S]*(${pattern})[\\s\\S]*`;

export const CATEGORIES: Category[] = [
  {
    name: 'Contract violations',
    description: 'A response broke its contract (src/contracts/): a field missing, of the wrong type or out of range. The step that received it failed.',
    matchedStatuses: [Status.FAILED, Status.BROKEN],
    messageRegex: anywhere('contract violations'),
  },
  {
    name: 'Transport errors (target unreachable or too slow)',
    description: 'No answer: connection refused or reset, DNS failure, or the time-out (CARDLAB_TIMEOUT_MS) passed. The environment, not the product.',
    matchedStatuses: [Status.FAILED, Status.BROKEN],
    traceRegex: anywhere('TransportError|ECONNREFUSED|ECONNRESET|ENOTFOUND|Timeout Error|HeadersTimeoutError|BodyTimeoutError'),
  },
  {
    name: 'Steps not written (undefined, ambiguous or pending)',
    description: 'A step no definition matches, that several match, or whose definition is still pending: the scenario never ran to its end. See docs/steps.md for the phrases that exist.',
    matchedStatuses: [Status.FAILED, Status.BROKEN],
    messageRegex: '(Undefined|Ambiguous|Pending) step: [\\s\\S]*',
  },
  {
    name: 'Business-assertion failures',
    description: 'The target answered within its contract, but not what the scenario expects: a wrong state or amount, or a refusal where success was expected.',
    matchedStatuses: [Status.FAILED, Status.BROKEN],
    messageRegex: anywhere('expected|was refused|no step checked it|AssertionError'),
  },
  {
    name: 'Emulator-only skips',
    description: 'Scenarios that need the emulator control API, skipped on a remote target.',
    matchedStatuses: [Status.SKIPPED],
    messageRegex: anywhere('emulator-only'),
  },
  {
    name: 'Skipped: interface not configured',
    description: 'Scenarios of an interface the remote target does not configure (no variables or target file section for it).',
    matchedStatuses: [Status.SKIPPED],
    messageRegex: anywhere('not configured: the target has no'),
  },
  {
    name: 'Skipped: no callback address',
    description: 'Scenarios that need callbacks, skipped because the remote target has no public address of the callback receiver (CARDLAB_CALLBACK_PUBLIC_URL).',
    matchedStatuses: [Status.SKIPPED],
    messageRegex: anywhere('needs callbacks'),
  },
];
