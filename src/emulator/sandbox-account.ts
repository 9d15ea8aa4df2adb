/**
 * What a sandbox account gives its user, as the sandbox page shows it: credentials for every
 * interface and the v1 values its requests name. Below the accounts (tenant.ts, tenants.ts) and the
 * emulator's state (state.ts), which all use these types and defaults.
 */
export interface SandboxAccount {
  readonly v2: { readonly apiKey: string; readonly productName: string };
  readonly v1: V1Account;
  readonly gateway: GatewayAccount;
  readonly p2p: P2pAccount;
}

/**
 * The P2P API account: the gateway's merchant account, with the lower-case member names the P2P
 * operations use. Its requests are signed with a key whose public half is registered beside it.
 */
export interface P2pAccount {
  readonly username: string;
  readonly password: string;
}

/** The merchant API account of the e-commerce gateway: credentials and the key that signs callbacks. */
export interface GatewayAccount {
  readonly userName: string;
  readonly password: string;
  readonly token: string;
  readonly callbackKey: string;
}

/** What the sandbox page gives a v1 user: Basic credentials and the values registerCustomer sends back. */
export interface V1Account {
  readonly login: string;
  readonly password: string;
  /** The API security token: the Basic credentials, base64 of login:password. */
  readonly token: string;
  readonly institutionId: string;
  readonly productId: string;
  readonly serviceIdAcc: string;
  /** registerCustomer's productName: the one customer template. */
  readonly customerTemplate: string;
  /** createVirtualCard's productType: the one card product. */
  readonly cardProductType: string;
  /** createVirtualCard's placeholder card number: this prefix followed by zeros, 16 digits. */
  readonly placeholderCardNumber: string;
  /** The sandbox merchant (changeMerchantStatus, getMerchantTransactions, getPaymentOrders): its number, back-office customer and contract. */
  readonly merchantNumber: string;
  readonly merchantCustomerNumber: string;
  readonly merchantContractNumber: string;
  /** A POS terminal and an ATM of the sandbox merchant. */
  readonly terminalNumber: string;
  readonly atmTerminalId: string;
}

/** The v1 sandbox-page values a run may fix (a shared emulator, or the values a vendor's collection names). */
export type V1AccountOptions = Partial<Pick<V1Account, 'login' | 'password' | 'institutionId' | 'productId' | 'serviceIdAcc' | 'customerTemplate' | 'cardProductType'>>;

/**
 * The v1 sandbox page's values unless configured. The customer template is the one the vendor's
 * public v1 sandbox collection sends (CRCU1001); the collection names no institution, product or
 * account service, so those keep the emulator's own.
 */
export const DEFAULT_V1_VALUES = { institutionId: '1001', productId: '2001', serviceIdAcc: '3001', customerTemplate: 'CRCU1001', cardProductType: 'VIRTUAL_CLASSIC' } as const;
