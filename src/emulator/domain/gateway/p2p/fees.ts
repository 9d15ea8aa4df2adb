/**
 * The sandbox's P2P fee schedule (docs/emulator.md): the payer pays 1% of the amount, rounded half
 * up to the cent, at least 0.50 EUR, on top of the amount; a payout costs its recipient nothing.
 * A fee the merchant sets at registration (feeInput) replaces the schedule.
 */
import type { P2pKind } from './orders.js';

export const FEE_RATE_BASIS_POINTS = 100;
export const MINIMUM_FEE = 50;

export function feeOf(kind: P2pKind, amount: number, feeInput?: number): number {
  if (feeInput !== undefined) return feeInput;
  if (kind === 'payout' || amount === 0) return 0;
  // Integer arithmetic: amount × 100 bp / 10000, half up.
  const percent = Math.floor((amount * FEE_RATE_BASIS_POINTS + 5_000) / 10_000);
  return Math.max(percent, MINIMUM_FEE);
}
