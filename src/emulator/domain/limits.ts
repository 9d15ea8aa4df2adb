/**
 * Card limits. Every card inherits the product's six limits (v1 names LMTP01xx); each limit caps
 * the amount consumed by one kind of operation within its cycle (see cycles.ts).
 * The v2 interface shows two of them as `spendingLimits`: see `V2_INTERVAL_LIMITS`.
 */
import { type CycleType, cycleWindow } from './cycles.js';

export type LimitName = 'LMTP0107' | 'LMTP0108' | 'LMTP0109' | 'LMTP0110' | 'LMTP0111' | 'LMTP0112';

/** Which operations consume which limits. Card-to-card transfers count as cash disbursement. */
export type SpendingKind = 'transfer' | 'purchase' | 'ecommerce';

export interface Limit {
  readonly name: LimitName;
  value: number;
  cycleType: CycleType;
  cycleLength: number;
  /** When the limit was last set: rolling cycles count from here. */
  anchor: Date;
  /** Consumption in the window starting at `windowStart`. */
  used: number;
  windowStart: number;
}

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

/** v2 `spendingLimits` intervals are the card's transfer limits. */
export const V2_INTERVAL_LIMITS = { daily: 'LMTP0107', monthly: 'LMTP0109' } as const satisfies Record<string, LimitName>;
export type SpendingInterval = keyof typeof V2_INTERVAL_LIMITS;

export function productLimits(now: Date): Limit[] {
  return PRODUCT_LIMITS.map((d) => ({
    name: d.name,
    value: d.value,
    cycleType: d.cycleType,
    cycleLength: 1,
    anchor: now,
    used: 0,
    windowStart: cycleWindow(d.cycleType, 1, now, now).start,
  }));
}

/** Amount consumed in the cycle that contains `now` (0 once the cycle has rolled over). */
export function currentValue(limit: Limit, now: Date): number {
  return cycleWindow(limit.cycleType, limit.cycleLength, limit.anchor, now).start === limit.windowStart ? limit.used : 0;
}

export function setLimitValue(limit: Limit, value: number, now: Date): void {
  const used = currentValue(limit, now);
  limit.value = value;
  limit.anchor = now;
  limit.windowStart = cycleWindow(limit.cycleType, limit.cycleLength, now, now).start;
  limit.used = used;
}

/**
 * Checks every limit of `kind` and, only when all allow it, consumes `amount` from each.
 * Returns the first limit that would be exceeded, or undefined when the amount was consumed.
 */
export function consumeLimits(limits: readonly Limit[], kind: SpendingKind, amount: number, now: Date): Limit | undefined {
  const applicable = limits.filter((l) => PRODUCT_LIMITS.find((d) => d.name === l.name)?.kind === kind);
  const exceeded = applicable.find((l) => currentValue(l, now) + amount > l.value);
  if (exceeded) return exceeded;
  for (const limit of applicable) {
    const window = cycleWindow(limit.cycleType, limit.cycleLength, limit.anchor, now);
    if (window.start !== limit.windowStart) {
      limit.windowStart = window.start;
      limit.used = 0;
    }
    limit.used += amount;
  }
  return undefined;
}

/**
 * The entry point of money operations: checks the card's and its account's limits of `kind`
 * together and consumes `amount` from all of them only when none would be exceeded.
 * Returns the limit that refused (card limits are checked first), or undefined once consumed.
 * Stable signature: the v1 money providers and the gateway call it.
 */
export function consumeSpending(
  cardLimits: readonly Limit[],
  accountLimits: readonly Limit[],
  kind: SpendingKind,
  amount: number,
  now: Date,
): Limit | undefined {
  return consumeLimits([...cardLimits, ...accountLimits], kind, amount, now);
}
