/**
 * Parties: the people who hold accounts and cards. v2 calls them cardholders, v1 customers; both
 * are the same record here, and each has exactly one account.
 */
import type { Accounts } from './accounts.js';

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
  /** v1 only. */
  secondName?: string | undefined;
  /** The back-office customer number (v1); the party id when not given. */
  customerNumber?: string | undefined;
  /** Registration parameters as the card system received them (v1 registerCustomer), for the record. */
  parameters?: Readonly<Record<string, string>> | undefined;
}

export interface Party extends PartyInput {
  readonly id: string;
  readonly customerNumber: string;
  readonly accountNumber: string;
  readonly createdAt: Date;
  status: 'active';
}

export type Registration = Party | 'duplicate_customer_number';

export class Parties {
  private readonly byId = new Map<string, Party>();
  private readonly byNumber = new Map<string, Party>();

  constructor(
    private readonly accounts: Accounts,
    private readonly newId: () => string,
  ) {}

  /** A party without a customer number of its own (v2): its id serves as one. */
  register(input: Omit<PartyInput, 'customerNumber'>, now: Date): Party {
    return this.add(input, this.newId(), now);
  }

  /** A second registration with the same customer number would be a second account: refused. */
  registerCustomer(input: PartyInput & { customerNumber: string }, now: Date): Registration {
    if (this.byNumber.has(input.customerNumber)) return 'duplicate_customer_number';
    return this.add(input, input.customerNumber, now);
  }

  private add(input: PartyInput, customerNumber: string, now: Date): Party {
    const id = this.newId();
    const account = this.accounts.open(id);
    const party: Party = { ...input, id, customerNumber, accountNumber: account.number, createdAt: now, status: 'active' };
    this.byId.set(id, party);
    this.byNumber.set(customerNumber, party);
    return party;
  }

  get(id: string): Party | undefined {
    return this.byId.get(id);
  }

  byCustomerNumber(customerNumber: string): Party | undefined {
    return this.byNumber.get(customerNumber);
  }
}
