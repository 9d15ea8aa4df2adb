/**
 * The emulator's composition root: the sandbox behind every interface, the clock it reads and
 * the sandbox-account values a user would read on the sandbox page. No HTTP here.
 */
import { randomBytes } from 'node:crypto';
import { Clock } from './domain/clock.js';
import { SANDBOX_MERCHANT } from './domain/merchants.js';
import { DEFAULT_MERCHANT_SETTINGS } from './domain/gateway/merchants.js';
import { P2pKeys } from './domain/gateway/p2p/signature.js';
import { DEFAULT_SANDBOX_OPTIONS, Sandbox, type SandboxOptions } from './domain/sandbox.js';

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

export interface EmulatorOptions {
  /** Fixed sandbox-account values (e.g. a known API key for a shared emulator); random otherwise. */
  readonly account?: { readonly v2?: Partial<SandboxAccount['v2']>; readonly v1?: V1AccountOptions; readonly gateway?: Partial<GatewayAccount> } | undefined;
  readonly sandbox?: Partial<SandboxOptions> | undefined;
}

export class EmulatorState {
  readonly clock = new Clock();
  readonly account: SandboxAccount;
  /** Public keys of P2P request signatures: account settings, so a reset keeps them. */
  readonly p2pKeys = new P2pKeys();
  private current: Sandbox;

  constructor(private readonly options: EmulatorOptions = {}) {
    const login = options.account?.v1?.login ?? `sandbox-${randomBytes(4).toString('hex')}`;
    const password = options.account?.v1?.password ?? randomBytes(12).toString('base64url');
    const bin = options.sandbox?.bin ?? DEFAULT_SANDBOX_OPTIONS.bin;
    const gateway = newGatewayAccount(options.account?.gateway);
    this.account = {
      v2: {
        apiKey: options.account?.v2?.apiKey ?? `sk_sandbox_${randomBytes(16).toString('hex')}`,
        productName: options.account?.v2?.productName ?? 'VIRTUAL CLASSIC EUR',
      },
      v1: {
        login,
        password,
        token: Buffer.from(`${login}:${password}`).toString('base64'),
        institutionId: options.account?.v1?.institutionId ?? DEFAULT_V1_VALUES.institutionId,
        productId: options.account?.v1?.productId ?? DEFAULT_V1_VALUES.productId,
        serviceIdAcc: options.account?.v1?.serviceIdAcc ?? DEFAULT_V1_VALUES.serviceIdAcc,
        customerTemplate: options.account?.v1?.customerTemplate ?? DEFAULT_V1_VALUES.customerTemplate,
        cardProductType: options.account?.v1?.cardProductType ?? DEFAULT_V1_VALUES.cardProductType,
        placeholderCardNumber: bin.padEnd(16, '0'),
        merchantNumber: SANDBOX_MERCHANT.merchantNumber,
        merchantCustomerNumber: SANDBOX_MERCHANT.customerNumber,
        merchantContractNumber: SANDBOX_MERCHANT.contractNumber,
        terminalNumber: SANDBOX_MERCHANT.terminalNumber,
        atmTerminalId: SANDBOX_MERCHANT.atmTerminalId,
      },
      gateway,
      p2p: { username: gateway.userName, password: gateway.password },
    };
    this.current = this.newSandbox();
  }

  get sandbox(): Sandbox {
    return this.current;
  }

  /** Forgets every party, card, movement and limit, and puts the clock back to real time. The account values stay. */
  reset(): void {
    this.clock.reset();
    this.current = this.newSandbox();
  }

  private newSandbox(): Sandbox {
    const sandbox = new Sandbox(this.clock, { ...DEFAULT_SANDBOX_OPTIONS, ...this.options.sandbox });
    const { userName, password, token, callbackKey } = this.account.gateway;
    sandbox.gateway.merchants.add({ login: userName, password, token, callbackKey, staticCallbackUrl: undefined, settings: { ...DEFAULT_MERCHANT_SETTINGS } });
    return sandbox;
  }
}

function newGatewayAccount(given: Partial<GatewayAccount> = {}): GatewayAccount {
  return {
    userName: given.userName ?? `shop-${randomBytes(4).toString('hex')}-api`,
    password: given.password ?? randomBytes(12).toString('base64url'),
    token: given.token ?? randomBytes(20).toString('hex'),
    callbackKey: given.callbackKey ?? randomBytes(16).toString('hex').toUpperCase(),
  };
}
