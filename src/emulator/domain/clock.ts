/**
 * The emulator's only source of time. Business rules (limit windows, session timeouts,
 * expiry) read `now()`; scenarios move it through the control API instead of sleeping.
 * It runs with the wall clock plus an offset, so timestamps of successive calls still differ.
 */
export class Clock {
  private offsetMs = 0;

  constructor(private readonly source: () => number = Date.now) {}

  now(): Date {
    return new Date(this.nowMs());
  }

  nowMs(): number {
    return this.source() + this.offsetMs;
  }

  /** Jump to an absolute instant; time keeps running from there. */
  set(instant: Date): void {
    this.offsetMs = instant.getTime() - this.source();
  }

  advance(ms: number): void {
    if (!Number.isFinite(ms) || ms < 0) throw new RangeError('clock: advance needs a non-negative number of milliseconds');
    this.offsetMs += ms;
  }

  reset(): void {
    this.offsetMs = 0;
  }
}
