/**
 * When a limit's consumed amounts can be forgotten (docs/decisions/0005-compact-logs.md keeps them
 * as dated amounts, so without this a busy card's list would only grow). An amount counts toward
 * the window, of the rule in force, that contains the instant asked about: now and later, and
 * earlier when a scenario sets the clock back or changes a cycle (a calendar cycle then counts from
 * its boundary before the change). So an amount is kept while it lies in the current or previous
 * window of the limit's own rule, or of an exception that has not ended (for one still to come: of
 * its first instant), or within the last RETAIN_MS.
 *
 * What this gives up: a clock set back by more than that, or a cycle changed to one longer than
 * two months, no longer sees the amounts dropped (they count as never consumed).
 */
import { cycleWindow, type LimitRule } from './cycles.js';
import type { LimitException } from './limit-exceptions.js';

/** What trimming reads of a limit (limits.ts): its rule, its exceptions and the amounts it consumed. */
export interface TrimmedLimit extends LimitRule {
  readonly exceptions: readonly LimitException[];
  readonly consumed: { dropBefore(at: number): number };
}

/** However the rules look, amounts of the last 62 days stay: two calendar months, set-backs and cycle changes within them are exact. */
export const RETAIN_MS = 62 * 24 * 3_600_000;

/** Start of the window before the one that contains `at`. */
// Stryker disable next-line BlockStatement: a horizon of undefined or NaN drops nothing (dropBefore keeps every amount): memory only, no answer changes
function previousWindowStart(rule: LimitRule, at: number): number {
  const current = cycleWindow(rule.cycleType, rule.cycleLength, rule.anchor, new Date(at));
  return cycleWindow(rule.cycleType, rule.cycleLength, rule.anchor, new Date(current.start - 1)).start;
}

/** The earliest instant an amount of this limit can still count from, seen at `now`. */
// Stryker disable next-line BlockStatement: a horizon of undefined or NaN drops nothing (dropBefore keeps every amount): memory only, no answer changes
export function consumptionHorizon(limit: TrimmedLimit, now: Date): number {
  const at = now.getTime();
  let horizon = Math.min(at - RETAIN_MS, previousWindowStart(limit, at));
  for (const exception of limit.exceptions) {
    if (exception.period.until.getTime() <= at) continue;
    horizon = Math.min(horizon, previousWindowStart(exception, Math.max(at, exception.period.from.getTime())));
  }
  return horizon;
}

/** Drops the limit's amounts that can no longer count; answers how many went. */
// Stryker disable next-line BlockStatement: dropping nothing keeps every amount: memory only, no answer changes
export function trimConsumption(limit: TrimmedLimit, now: Date): number {
  return limit.consumed.dropBefore(consumptionHorizon(limit, now));
}
