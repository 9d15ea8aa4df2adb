/**
 * Parties: the people who hold accounts and cards. v2 calls them cardholders, v1 customers; both
 * are the same record here, and each has exactly one account in the ledger.
 */
import type { Ledger } from './ledger.js';

export interface Address {
  line1?: string | undefined;
  line2?: string | undefined;
  city?: string | undefined;
  state?: string | undefined;
  postalCode: string;
  /** ISO 3166-1 alpha-2. */
  country: string;
}

export interface PartyInput {
  firstName: string;
  lastName: string;
  phoneNumber: string;
  email?: string | undefined;
  dateOfBirth?: string | undefined;
  billingAddress: Address;
  verification?: { idType?: string | undefined; documentId?: string | undefined } | undefined;
}

export interface Party extends PartyInput {
  readonly id: string;
  readonly accountNumber: string;
  readonly createdAt: Date;
  status: 'active';
}

export class Parties {
  private readonly byId = new Map<string, Party>();

  constructor(
    private readonly ledger: Ledger,
    private readonly newId: () => string,
    private readonly newAccountNumber: () => string,
  ) {}

  register(input: PartyInput, now: Date): Party {
    const account = this.ledger.open(this.newAccountNumber());
    const party: Party = { ...input, id: this.newId(), accountNumber: account.number, createdAt: now, status: 'active' };
    this.byId.set(party.id, party);
    return party;
  }

  get(id: string): Party | undefined {
    return this.byId.get(id);
  }
}
