/**
 * Card and account limits. Every card inherits the product's six limits (v1 names LMTP01xx); an
 * account has the limits set on it (none at first). Each limit caps the amount consumed by one kind
 * of operation within its cycle (cycles.ts); an exception replaces the limit's rule for a period
 * (limit-exceptions.ts). The v2 interface shows two card limits as `spendingLimits`: see
 * `V2_INTERVAL_LIMITS`.
 *
 * Consumption is kept as dated amounts rather than a running counter: what a cycle has consumed is
 * the sum of the amounts inside its window. That keeps one truth for the limit and for an exception
 * with another cycle, survives a change of cycle and a clock set back, and makes "resets when the
 * cycle rolls over" a consequence instead of a bookkeeping step.
 */
import { type CycleType, cycleWindow, type LimitRule, type Window } from './cycles.js';
import { NumberColumn } from './columns.js';
import { exceptionInForce, type LimitException } from './limit-exceptions.js';
import { trimConsumption } from './limit-trimming.js';

/** Trimming is tried when a limit's amounts reach a multiple of 64 (a mask: `length & 63` is 0). */
const TRIM_EVERY = 63;

export type LimitName = 'LMTP0107' | 'LMTP0108' | 'LMTP0109' | 'LMTP0110' | 'LMTP0111' | 'LMTP0112';

/** Which operations consume which limits. Card-to-card transfers count as cash disbursement. */
export type SpendingKind = 'transfer' | 'purchase' | 'ecommerce';

/** One consumed amount, as tests and snapshots read it. */
export interface Consumption {
  readonly at: number;
  readonly amount: number;
  /** This amount plus every earlier one. */
  readonly total: number;
}

/**
 * Every amount a limit consumed, in time order, as two columns of numbers: when (ms) and the running
 * total up to it (docs/decisions/0005-compact-logs.md). What a window consumed is the difference of
 * two totals found by binary search, so a busy card's check stays O(log n) instead of summing its
 * whole day, and an amount costs two numbers, not an object.
 */
export class Consumptions {
  private at = new NumberColumn();
  private total = new NumberColumn();
  /** Sum of the amounts dropped (dropBefore): running totals keep counting from it. */
  private base = 0;
  /** Where the last search for a window's start ended: a busy card asks for the same day's start each time. */
  // Stryker disable next-line ObjectLiteral: a shortcut only: firstAtOrAfter takes the remembered index only where it splits the amounts as the search would
  private lastStart = { at: NaN, index: 0 };

  // Stryker disable next-line BlockStatement: read for two shortcuts only: consumedIn's answer 0 without any amount (within gives 0 too) and when trimming is tried (what it drops can no longer count within the 62 days docs/emulator.md "Memory" promises)
  get length(): number {
    return this.at.length;
  }

  /** Amount consumed in [start, end). */
  within(start: number, end: number): number {
    return this.totalBefore(this.firstAtOrAfter(end)) - this.totalBefore(this.firstAtOrAfter(start));
  }

  add(at: number, amount: number): void {
    // Usually the end (firstAtOrAfter answers that without a search); after the clock was set back,
    // the amount goes before later ones, whose totals then grow.
    // Stryker disable next-line ArithmeticOperator: at - 1 differs only for an amount dated one millisecond before another, and no two requests of a scenario meet a window's edge to the millisecond
    const i = this.firstAtOrAfter(at + 1);
    this.at.insert(i, at);
    this.total.insert(i, this.totalBefore(i) + amount);
    // Stryker disable next-line EqualityOperator: j <= length writes one slot past the last amount: spare room the next amount overwrites, or past a Float64Array's end (ignored); only a limit's 16,384th amount would start a chunk and throw
    for (let j = i + 1; j < this.total.length; j++) this.total.set(j, this.total.at(j) + amount);
  }

  // Stryker disable all: read by the unit tests (limits-totals.test.ts) and the test kits' dumps; no API shows a limit's amounts, only their sum in a window
  entries(): Consumption[] {
    const entries: Consumption[] = [];
    for (let i = 0; i < this.at.length; i++) entries.push({ at: this.at.at(i), amount: this.total.at(i) - this.totalBefore(i), total: this.total.at(i) });
    return entries;
  }

  toJSON(): Consumption[] {
    return this.entries();
  }
  // Stryker restore all

  /**
   * Forgets the amounts dated before `at` (limit-trimming.ts says when none can count any more).
   * Done only once they are at least as many as those kept: the kept ones are copied into fresh
   * columns, so each amount is copied at most once on average, and memory stays within twice the
   * amounts that can still count.
   */
  // Stryker disable next-line BlockStatement: dropping nothing keeps every amount: memory only, no answer changes
  dropBefore(at: number): number {
    const drop = this.firstAtOrAfter(at);
    // Stryker disable next-line ArithmeticOperator: when to drop is a memory policy: the amounts before `at` can no longer count, so dropping them now, later or never changes no answer
    const keep = this.at.length - drop;
    // Stryker disable next-line EqualityOperator,LogicalOperator: as above (each of these still returns before copying when nothing is to drop)
    if (drop === 0 || drop < keep) return 0;
    const [times, totals] = [new NumberColumn(), new NumberColumn()];
    for (let i = drop; i < this.at.length; i++) {
      times.push(this.at.at(i));
      totals.push(this.total.at(i));
    }
    this.base = this.total.at(drop - 1);
    this.at = times;
    this.total = totals;
    // Stryker disable next-line ObjectLiteral: the remembered start then never matches (the search answers alone)
    this.lastStart = { at: NaN, index: 0 };
    return drop;
  }

  /** Read-only (the shared NOTHING_CONSUMED): an add throws. */
  freeze(): this {
    this.at.freeze();
    this.total.freeze();
    return Object.freeze(this);
  }

  /** Sum of the amounts before index `i`. */
  private totalBefore(i: number): number {
    return i === 0 ? this.base : this.total.at(i - 1);
  }

  /** Index of the first amount at or after `at` (binary search, skipped for the usual two questions). */
  private firstAtOrAfter(at: number): number {
    const length = this.at.length;
    // A window that ends after the last amount (the current one) takes every amount up to the end.
    // Stryker disable next-line ConditionalExpression,LogicalOperator: a shortcut only: the search below gives the same index (length) when no amount is at or after `at`
    if (length === 0 || this.at.at(length - 1) < at) return length;
    // The same start as last time, if it still splits the amounts there (checked: an amount inserted since cannot fool it).
    const last = this.lastStart;
    // Stryker disable next-line all: a shortcut only: the remembered index is taken where it splits the amounts at `at` as the search would; and every amount added was first searched for in its own window (consumeLimits), which leaves the remembered start valid, so none of these checks changes an answer
    if (last.at === at && last.index <= length && (last.index === 0 || this.at.at(last.index - 1) < at) && (last.index === length || this.at.at(last.index) >= at)) return last.index;
    let lo = 0;
    let hi = length;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if (this.at.at(mid) < at) lo = mid + 1;
      else hi = mid;
    }
    // Stryker disable next-line ObjectLiteral: the shortcut above then never applies: the search answers alone
    this.lastStart = { at, index: lo };
    return lo;
  }
}

export interface Limit extends LimitRule {
  readonly name: LimitName;
  /** Periods in which another rule replaces this one; never overlapping. NONE_YET until the first. */
  exceptions: LimitException[];
  /** Every amount consumed, in time order. NOTHING_CONSUMED until the first. */
  consumed: Consumptions;
}

/**
 * The empty list a new limit starts with, shared and frozen: a card has six limits that mostly stay
 * untouched, and twelve empty lists per card are a third of a big sandbox's memory. A writer swaps
 * in a list of the limit's own first (a push onto this one throws, so a forgotten swap is loud).
 */
export const NONE_YET: never[] = Object.freeze([]) as unknown as never[];

/** The same for consumption: shared, and frozen so that an add onto it throws. */
export const NOTHING_CONSUMED: Consumptions = new Consumptions().freeze();

interface LimitDefault {
  readonly name: LimitName;
  readonly kind: SpendingKind;
  readonly value: number;
  readonly cycleType: CycleType;
}

/** The sandbox product: 1,000.00 EUR a day and 10,000.00 EUR a calendar month per kind. */
export const PRODUCT_LIMITS: readonly LimitDefault[] = [
  { name: 'LMTP0107', kind: 'transfer', value: 100_000, cycleType: 0 },
  { name: 'LMTP0109', kind: 'transfer', value: 1_000_000, cycleType: 4 },
  { name: 'LMTP0110', kind: 'purchase', value: 100_000, cycleType: 0 },
  { name: 'LMTP0108', kind: 'purchase', value: 1_000_000, cycleType: 4 },
  { name: 'LMTP0112', kind: 'ecommerce', value: 100_000, cycleType: 0 },
  { name: 'LMTP0111', kind: 'ecommerce', value: 1_000_000, cycleType: 4 },
];

export const LIMIT_NAMES: readonly LimitName[] = PRODUCT_LIMITS.map((d) => d.name).sort();

/** v2 `spendingLimits` intervals are the card's transfer limits. */
export const V2_INTERVAL_LIMITS = { daily: 'LMTP0107', monthly: 'LMTP0109' } as const satisfies Record<string, LimitName>;
export type SpendingInterval = keyof typeof V2_INTERVAL_LIMITS;

export function productDefault(name: LimitName): LimitDefault {
  const found = PRODUCT_LIMITS.find((d) => d.name === name);
  // Stryker disable next-line ConditionalExpression,StringLiteral: a programming-error guard: every LimitName is a product limit, and the v1 contract refuses any other name (features/v1/limits.feature pins that refusal)
  if (!found) throw new Error(`no product limit ${name}`);
  return found;
}

/** The kind of operation each limit caps (every LimitName is a product limit). */
const KINDS = Object.fromEntries(PRODUCT_LIMITS.map((d) => [d.name, d.kind])) as Readonly<Record<LimitName, SpendingKind>>;

export function newLimit(name: LimitName, rule: Omit<LimitRule, 'anchor'>, now: Date): Limit {
  // Every field named (no spread), so that the object keeps them all in itself (memory, as above).
  return { name, value: rule.value, cycleType: rule.cycleType, cycleLength: rule.cycleLength, anchor: now, exceptions: NONE_YET, consumed: NOTHING_CONSUMED };
}

export function productLimits(now: Date): Limit[] {
  return PRODUCT_LIMITS.map((d) => newLimit(d.name, { value: d.value, cycleType: d.cycleType, cycleLength: 1 }, now));
}

/** The rule that caps the limit at `now`: the exception whose period covers it, or the limit's own. */
export function ruleInForce(limit: Limit, now: Date): LimitRule {
  return exceptionInForce(limit, now) ?? limit;
}

/** Amount consumed in the window of `rule` that contains `now`. */
export function consumedIn(limit: Limit, rule: LimitRule, now: Date): number {
  // Stryker disable next-line ConditionalExpression: a shortcut only: without any amount `within` answers 0 as well
  if (limit.consumed.length === 0) return 0;
  const window = windowOf(rule, now);
  return limit.consumed.within(window.start, window.end);
}

/**
 * The last window each rule was asked for, with the cycle it was computed for: a busy card asks for
 * the same day's window on every movement, and computing it (month arithmetic on Dates) was a fifth
 * of a money move's domain time. Windows tile the time line, so the one that holds `now` is the answer
 * for as long as the cycle stays as it was.
 */
const lastWindows = new WeakMap<LimitRule, { readonly cycleType: CycleType; readonly cycleLength: number; readonly anchor: number; readonly window: Window }>();

function windowOf(rule: LimitRule, now: Date): Window {
  const at = now.getTime();
  const last = lastWindows.get(rule);
  // Stryker disable next-line BlockStatement,ConditionalExpression: a shortcut only: without it (false, or no return) the window is computed again, the same
  if (last && sameCycle(last, rule) && at >= last.window.start && at < last.window.end) {
    return last.window;
  }
  const window = cycleWindow(rule.cycleType, rule.cycleLength, rule.anchor, now);
  // Stryker disable next-line ObjectLiteral: the remembered window then never matches: it is computed each time
  lastWindows.set(rule, { cycleType: rule.cycleType, cycleLength: rule.cycleLength, anchor: rule.anchor.getTime(), window });
  return window;
}

/** Whether a remembered window was computed for the rule's cycle as it is now. */
// Stryker disable next-line BlockStatement: no answer (undefined) is "not the same": the window is computed again
function sameCycle(last: { readonly cycleType: CycleType; readonly cycleLength: number; readonly anchor: number }, rule: LimitRule): boolean {
  // Stryker disable next-line ConditionalExpression,EqualityOperator: each check guards what the others do as well: a change of cycle changes its type or length and sets its anchor (changeLimit), so one check broken is caught by the others (features/v1/limit-cycles.feature pins a changed cycle)
  return last.cycleType === rule.cycleType && last.cycleLength === rule.cycleLength && last.anchor === rule.anchor.getTime();
}

/** Amount consumed in the limit's own current cycle (0 once the cycle has rolled over). */
export function currentValue(limit: Limit, now: Date): number {
  return consumedIn(limit, limit, now);
}

/** A new ceiling only: the cycle and what it has consumed stay (v2 `spendingLimits`). */
export function setLimitValue(limit: Limit, value: number, _now?: Date): void {
  limit.value = value;
}

export interface LimitSettings {
  readonly value?: number | undefined;
  readonly cycleType?: CycleType | undefined;
  readonly cycleLength?: number | undefined;
}

/**
 * Applies the settings given. A new cycle type or length starts the cycle afresh at `now` (rolling
 * cycles count from then); a new value alone keeps the cycle and its consumption.
 */
export function changeLimit(limit: LimitRule, settings: LimitSettings, now: Date): void {
  const cycleType = settings.cycleType ?? limit.cycleType;
  const cycleLength = settings.cycleLength ?? limit.cycleLength;
  if (cycleType !== limit.cycleType || cycleLength !== limit.cycleLength) limit.anchor = now;
  limit.cycleType = cycleType;
  limit.cycleLength = cycleLength;
  if (settings.value !== undefined) limit.value = settings.value;
}

/**
 * Checks every limit of `kind` against the rule in force and, only when all allow it, consumes
 * `amount` from each. Returns the first limit that would be exceeded, or undefined when consumed.
 */
export function consumeLimits(limits: readonly Limit[], kind: SpendingKind, amount: number, now: Date): Limit | undefined {
  // Plain loops: this runs on every money move (docs/performance.md).
  for (const limit of limits) {
    if (KINDS[limit.name] !== kind) continue;
    const rule = ruleInForce(limit, now);
    if (consumedIn(limit, rule, now) + amount > rule.value) return limit;
  }
  const at = now.getTime();
  for (const limit of limits) {
    if (KINDS[limit.name] !== kind) continue;
    if (limit.consumed === NOTHING_CONSUMED) limit.consumed = new Consumptions();
    limit.consumed.add(at, amount);
    // Now and then, what can no longer count goes (a long-lived sandbox keeps its windows, not its past).
    // Stryker disable next-line ConditionalExpression,EqualityOperator: memory only: when trimming is tried does not change an answer, since it drops only amounts that can no longer count within the 62 days docs/emulator.md "Memory" promises (limit-trimming.test.ts)
    if ((limit.consumed.length & TRIM_EVERY) === 0) trimConsumption(limit, now);
  }
  return undefined;
}

/** What a movement spends, as the limits count it: the amount, of a kind (a transfer when none is said). */
export interface Spending {
  readonly amount: number;
  readonly kind?: SpendingKind | undefined;
}

/** What has limits: a card, an account. */
interface Limited {
  readonly limits: readonly Limit[];
}

/**
 * The entry point of money operations (the card system's only): checks the card's and its
 * account's limits of the kind together and consumes the amount from all of them only when none
 * would be exceeded. Returns the limit that refused (card limits are checked first), or undefined
 * once consumed. A money request is its own Spending (no object is made to ask).
 */
export function consumeSpending(card: Limited, account: Limited, spending: Spending, now: Date): Limit | undefined {
  const cardLimits = card.limits;
  // Stryker disable next-line ConditionalExpression: joining an empty list gives the card's limits too (a copy: the shortcut saves it on every money move)
  const limits = account.limits.length === 0 ? cardLimits : [...cardLimits, ...account.limits];
  return consumeLimits(limits, spending.kind ?? 'transfer', spending.amount, now);
}
