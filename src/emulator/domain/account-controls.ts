/**
 * What the card system does to an account without moving money: hold an amount (an arrest), set
 * the restriction status, and read the balances. Each change leaves a history record.
 */
import { isRestrictionCode, permits } from './restrictions.js';
import type { CardSystem } from './card-system/card-system.js';
import { authCodeOf } from './card-system/result.js';

export interface Balances {
  /** The ledger balance: held money included. */
  readonly balance: number;
  readonly held: number;
  /** What can be spent: balance minus the hold, never below zero. */
  readonly available: number;
  /** The unused credit line: the sandbox grants none. */
  readonly exceed: number;
}

export type ControlResult = { readonly status: 'ok'; readonly utrnno: number; readonly rrn: string } | { readonly status: 'unknown_account' };

/** The new amount replaces the current hold; 0 releases it. Record 579 carries the new amount. */
export function changeHold(cs: CardSystem, accountNumber: string, amount: number, now: Date): ControlResult {
  if (!cs.accounts.get(accountNumber) || cs.ledger.setHold(accountNumber, amount) !== 'ok') return { status: 'unknown_account' };
  const rrn = cs.nextRrn();
  const utrnno = cs.history.add({ at: now, kind: 'hold', direction: 'NOOP', accountNumber, amount, rrn, authorizationIdResponse: authCodeOf(rrn) });
  // Stryker disable next-line StringLiteral: the provider tells only 'unknown_account' apart (providers/v1/accounts.ts)
  return { status: 'ok', utrnno, rrn };
}

/** Any code of the restriction table, from any status; record 673. An unknown code is a caller's error. */
export function changeRestriction(cs: CardSystem, accountNumber: string, code: number, now: Date): ControlResult {
  // Stryker disable next-line all: a programming-error guard: the v1 contract takes only the table's codes (accounts.feature: "A status outside the table is refused")
  if (!isRestrictionCode(code)) throw new RangeError(`restriction code ${code} is not in the table`);
  const profile = cs.accounts.get(accountNumber);
  if (!profile) return { status: 'unknown_account' };
  profile.restriction = code;
  const rrn = cs.nextRrn();
  const utrnno = cs.history.add({ at: now, kind: 'accountStatusChange', direction: 'NOOP', accountNumber, amount: 0, rrn });
  // Stryker disable next-line StringLiteral: the provider tells only 'unknown_account' apart (providers/v1/accounts.ts)
  return { status: 'ok', utrnno, rrn };
}

/** The balances of an account, when its restriction status permits a balance inquiry. */
export function balanceInquiry(cs: CardSystem, accountNumber: string): Balances | 'unknown_account' | 'not_permitted' {
  const profile = cs.accounts.get(accountNumber);
  const account = cs.ledger.get(accountNumber);
  // Stryker disable next-line LogicalOperator: each account of the card system has its ledger account and the ledger no other (accounts.ts opens both; its own settlement and fee accounts have no profile and no number a request can name), so one is missing exactly when the other is
  if (!profile || !account) return 'unknown_account';
  if (!permits(profile.restriction, 'inquiry')) return 'not_permitted';
  return { balance: account.balance, held: account.held, available: Math.max(0, account.balance - account.held), exceed: 0 };
}
