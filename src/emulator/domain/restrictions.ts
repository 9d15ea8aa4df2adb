/**
 * Account restriction statuses (v1 `accountStatus`, codes 0–15) and what each permits.
 * The spec names the statuses; what each allows is decided here from their names (docs/emulator.md).
 */
export const RESTRICTIONS: Readonly<Record<number, string>> = {
  0: 'NO RESTRICTIONS',
  1: 'NO WITHDRAWALS',
  2: 'NO WITHDRAWALS OR TRANSFERS',
  3: 'ONLY BALANCE INQUIRY',
  4: 'ONLY DEPOSITS',
  5: 'ONLY BALANCE INQ AND DEPOSITS',
  6: 'ONLY BALINQ, DEP, AND XFERS',
  7: 'FULLY RESTRICTED ACCOUNT',
  8: 'FULLY RESTRICTED ACCOUNT',
  9: 'FULLY RESTRICTED ACCOUNT',
  10: 'WARNING CASH DEP',
  11: 'INOPERATIVE',
  12: 'NO CREDIT',
  13: 'NO DEBIT',
  14: 'BLOCKED',
  15: 'FRAUD',
};

/** What an operation does to the account: withdraw (debit, purchase, cash), deposit, move by transfer, or read the balance. */
export type AccountUse = 'withdrawal' | 'deposit' | 'transfer_out' | 'transfer_in' | 'inquiry';

const ALL: readonly AccountUse[] = ['withdrawal', 'deposit', 'transfer_out', 'transfer_in', 'inquiry'];

const PERMITTED: Readonly<Record<number, readonly AccountUse[]>> = {
  0: ALL,
  // No money leaves the account (a transfer out withdraws it too); it may still receive transfers, which 2 forbids.
  1: ['deposit', 'transfer_in', 'inquiry'],
  2: ['deposit', 'inquiry'],
  3: ['inquiry'],
  4: ['deposit'],
  5: ['deposit', 'inquiry'],
  6: ['deposit', 'transfer_out', 'transfer_in', 'inquiry'],
  7: [],
  8: [],
  9: [],
  10: ALL,
  11: [],
  12: ['withdrawal', 'transfer_out', 'inquiry'],
  13: ['deposit', 'transfer_in', 'inquiry'],
  14: [],
  15: [],
};

export function isRestrictionCode(code: number): boolean {
  return Object.hasOwn(RESTRICTIONS, code);
}

export function permits(restriction: number, use: AccountUse): boolean {
  // Stryker disable next-line OptionalChaining,LogicalOperator,BooleanLiteral: an account's status is always a code of the table (the contract takes no other, account-controls.ts refuses one), so the fallback never runs
  return PERMITTED[restriction]?.includes(use) ?? false;
}
