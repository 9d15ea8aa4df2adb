/**
 * How long a sandbox keeps its records (docs/emulator.md, "Retention"). A shared sandbox runs for
 * months; without a rule, every order, history record, journal entry and v2 movement would stay
 * until the account is reset, and memory would grow with every operation. With one, records older
 * than the period (on the account's clock) are forgotten, and so are the oldest beyond a count, a
 * safety net for an account whose clock does not move (set and kept at one instant) or that makes
 * more records within the period than memory holds.
 *
 * Cheap and amortised, as limit trimming is (limit-trimming.ts): the logs count the records they
 * make, and every SWEEP_EVERY records the sandbox forgets what has aged, each log from its oldest
 * record on, stopping at the first it keeps. No request scans anything; a sweep costs what it
 * forgets and a few steps more.
 *
 * What is forgotten answers as what never was: a history record, a journal entry or a v2 movement
 * is no longer listed; an order is an unknown order. Money is not forgotten: the ledger folds the
 * entries it forgets into balances carried forward, and every balance stays what it was. What is
 * not a record stays: customers, cards, accounts, balances, limits and their rules, stored
 * credentials, settings.
 */
export interface RetentionRule {
  /** Records older than this, on the account's clock, are forgotten (ms). */
  readonly periodMs: number;
  /** No log of the account keeps more records than this, however young (the safety net). */
  readonly maxRecords: number;
}

/** The shared sandbox's default (`cardlab emulator`): 90 days, and at most 100,000 records of each kind per account. */
export const DEFAULT_RETENTION: RetentionRule = { periodMs: 90 * 24 * 3_600_000, maxRecords: 100_000 };

/** The count bound may not be lower than a sweep's batch: a record just made is never forgotten by the operation that made it. */
export const MIN_RETAINED_RECORDS = 2 * 1024;

/** Records made between two sweeps (a power of two: a mask checks it). */
export const SWEEP_EVERY = 1024;

/** What one sweep forgot, per log. */
export interface Forgotten {
  readonly history: number;
  readonly journal: number;
  readonly movements: number;
  readonly orders: number;
  readonly p2pOrders: number;
}

/** A log that forgets its records dated before `horizon`, and its oldest beyond `keepAtMost`; answers how many went. */
export interface AgeingLog {
  forgetOlderThan(horizon: number, keepAtMost: number): number;
}

/** The logs of a sandbox the retention sweeps, by the name each one's count goes under. */
export type RetainedLogs = { readonly [K in keyof Forgotten]: AgeingLog };

export class Retention {
  private made = 0;

  constructor(
    public rule: RetentionRule,
    logs: RetainedLogs,
  ) {
    this.#logs = logs;
  }

  /** Wiring, not state: the logs are the sandbox's (a snapshot writes them there). */
  readonly #logs: RetainedLogs;

  /** A log made a record dated `at` (the account's clock): every SWEEP_EVERY records, a sweep. */
  tick(at: number): void {
    if ((++this.made & (SWEEP_EVERY - 1)) === 0) this.sweep(at);
  }

  /** Forgets, in every log, what the rule says has aged by `now`. */
  sweep(now: number): Forgotten {
    return forgetOlderThan(this.#logs, now - this.rule.periodMs, this.rule.maxRecords);
  }
}

/** Forgets the records of every log dated before `horizon`, and the oldest beyond `keepAtMost` of each. */
export function forgetOlderThan(logs: RetainedLogs, horizon: number, keepAtMost: number): Forgotten {
  return {
    history: logs.history.forgetOlderThan(horizon, keepAtMost),
    journal: logs.journal.forgetOlderThan(horizon, keepAtMost),
    movements: logs.movements.forgetOlderThan(horizon, keepAtMost),
    orders: logs.orders.forgetOlderThan(horizon, keepAtMost),
    p2pOrders: logs.p2pOrders.forgetOlderThan(horizon, keepAtMost),
  };
}
