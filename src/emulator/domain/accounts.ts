/**
 * Accounts as the card system sees them: the ledger balance plus a restriction status, allowed
 * beneficiaries and merchant categories, and account-level limits. One account per party.
 */
import type { Ledger } from './ledger.js';
import type { Limit } from './limits.js';

export interface AccountProfile {
  readonly number: string;
  readonly ownerId: string;
  /** Restriction status code (restrictions.ts). */
  restriction: number;
  /** When non-empty, debits that name a beneficiary must name one of these. */
  beneficiaries: string[];
  /** When non-empty, debits that carry an MCC must carry one of these. */
  mccList: number[];
  /** Account-level limits (changeAccountLimit); empty until set. */
  readonly limits: Limit[];
}

/** Shared by every account until its first list is set (the setters replace the list, never push): memory. */
export const NO_ENTRIES: never[] = Object.freeze([]) as unknown as never[];

export class Accounts {
  private readonly byNumber = new Map<string, AccountProfile>();

  constructor(
    private readonly ledger: Ledger,
    private readonly newNumber: () => string,
  ) {}

  open(ownerId: string): AccountProfile {
    const number = this.newNumber();
    this.ledger.open(number);
    const profile: AccountProfile = { number, ownerId, restriction: 0, beneficiaries: NO_ENTRIES, mccList: NO_ENTRIES, limits: [] };
    this.byNumber.set(number, profile);
    return profile;
  }

  get(number: string): AccountProfile | undefined {
    return this.byNumber.get(number);
  }

  ofOwner(ownerId: string): AccountProfile[] {
    return [...this.byNumber.values()].filter((a) => a.ownerId === ownerId);
  }

  /** Replaces the allowed beneficiaries (card or account numbers); an empty list lifts the restriction. */
  setBeneficiaries(number: string, beneficiaries: readonly string[]): 'ok' | 'unknown_account' {
    const profile = this.byNumber.get(number);
    // Stryker disable next-line all: a programming-error guard: the provider names only an account it found (providers/v1/accounts.ts namedAccount)
    if (!profile) return 'unknown_account';
    profile.beneficiaries = [...new Set(beneficiaries)];
    // Stryker disable next-line StringLiteral: the provider does not read the answer (it found the account itself)
    return 'ok';
  }

  /** Replaces the allowed merchant category codes; an empty list lifts the restriction. */
  setMccList(number: string, mccList: readonly number[]): 'ok' | 'unknown_account' {
    const profile = this.byNumber.get(number);
    // Stryker disable next-line all: a programming-error guard: the provider names only an account it found (providers/v1/accounts.ts namedAccount)
    if (!profile) return 'unknown_account';
    profile.mccList = [...new Set(mccList)];
    // Stryker disable next-line StringLiteral: the provider does not read the answer (it found the account itself)
    return 'ok';
  }
}

/**
 * A debit to a beneficiary named by its card number or its account number (either may be unknown):
 * allowed when the list is empty or holds one of them. Two arguments, not a list: this runs on every transfer.
 */
export function allowsBeneficiary(profile: AccountProfile, cardNumber: string | undefined, accountNumber: string | undefined): boolean {
  const list = profile.beneficiaries;
  return list.length === 0 || list.some((b) => b === cardNumber || b === accountNumber);
}

/** A debit at a merchant of category `mcc`: allowed when the list is empty, the debit carries no category, or the list holds it. */
export function allowsMcc(profile: AccountProfile, mcc: number | undefined): boolean {
  return profile.mccList.length === 0 || mcc === undefined || profile.mccList.includes(mcc);
}
