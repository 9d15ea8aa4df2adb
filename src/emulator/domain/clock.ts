/**
 * The emulator's only source of time. Business rules (limit windows, session timeouts,
 * expiry) read `now()`; scenarios move it through the control API instead of sleeping.
 * It runs with the wall clock plus an offset, so timestamps of successive calls still differ; or it
 * stands still at an instant (as a payment provider's test clock does) until it is moved or let run,
 * so that a scenario's operation happens at that very instant.
 */
export class Clock {
  private offsetMs = 0;
  /** While the clock stands still, the instant it stands at; undefined while it runs. A plain field, so that a snapshot keeps it. */
  private stillAt: number | undefined = undefined;
  #last = new Date(Number.NaN);

  constructor(private readonly source: () => number = Date.now) {}

  /**
   * The instant as a Date, one Date per millisecond: every call within the same millisecond gets
   * the same object, so nothing may change a Date it was given (nothing in the project does).
   * Under load, a dozen requests share each millisecond, and the records they keep (an order's
   * creation, its authorisation) held a Date of their own each (docs/performance.md).
   */
  now(): Date {
    const ms = this.nowMs();
    // Stryker disable next-line ConditionalExpression: performance only: a new Date at each call reads the same instant (docs/design.md, "Dates are shared"; clock.test.ts judges the sharing)
    if (ms !== this.#last.getTime()) this.#last = new Date(ms);
    return this.#last;
  }

  nowMs(): number {
    return this.stillAt ?? this.source() + this.offsetMs;
  }

  // Its mutant "false" survives: a clock that stood still after every set would read the same to every
  // scenario, which moves time by steps and never waits for it (control-routes.test.ts judges it).
  get running(): boolean {
    return this.stillAt === undefined;
  }

  /** Jump to an absolute instant (the control API moves time forward this way too); time keeps running from there, or (`running` false) stands still at it. */
  set(instant: Date, running = true): void {
    this.offsetMs = instant.getTime() - this.source();
    this.stillAt = running ? undefined : instant.getTime();
  }

  reset(): void {
    this.offsetMs = 0;
    this.stillAt = undefined;
  }
}
