/** Merchant API accounts of the gateway: credentials, callback settings and the key that signs callbacks. */
export interface GatewayMerchant {
  readonly login: string;
  readonly password: string;
  /** Alternative to login + password. */
  readonly token: string;
  /** HMAC-SHA256 key of callback checksums (hex, as the merchant's personal area shows it). */
  readonly callbackKey: string;
  /** The static callback address; payment callbacks go to `dynamicCallbackUrl` when an order has one. */
  staticCallbackUrl: string | undefined;
  /** What the merchant's personal area allows it (the control API sets it in the sandbox). */
  settings?: MerchantSettings | undefined;
}

/** Permissions of a merchant account that change what the gateway accepts. */
export interface MerchantSettings {
  /** A stored credential may pay a cardholder-initiated payment without its CVC (paymentOrderBinding.do). */
  storedCredentialsWithoutCvc: boolean;
  /** P2P fundings may name `toCard.replacementData`. */
  replacementData: boolean;
  /** P2P requests without X-Hash and X-Signature are taken (signed ones are still checked). */
  unsignedP2p: boolean;
}

/** The sandbox merchant's settings until changed: what a merchant storing credentials usually has. */
export const DEFAULT_MERCHANT_SETTINGS: Readonly<MerchantSettings> = { storedCredentialsWithoutCvc: true, replacementData: false, unsignedP2p: false };

/** A merchant's settings; a merchant added without any has the strict ones (every permission off). */
export function settingsOf(merchant: GatewayMerchant | undefined): Readonly<MerchantSettings> {
  return merchant?.settings ?? { storedCredentialsWithoutCvc: false, replacementData: false, unsignedP2p: false };
}

export type ChildAdded = 'ok' | 'login_taken' | 'unknown_parent';

/**
 * The merchant API accounts of a sandbox account, and their child merchants. A child merchant is a
 * login the parent may register orders for (`merchantLogin`); it has no API credentials of its own
 * in the sandbox: the parent acts for it, with its own settings, callback address and key.
 */
export class GatewayMerchants {
  private readonly byLogin = new Map<string, GatewayMerchant>();
  /** Child login → its parent's login, in the order they were added. */
  private readonly parents = new Map<string, string>();

  add(merchant: GatewayMerchant): void {
    this.byLogin.set(merchant.login, merchant);
  }

  /** The merchant these credentials belong to, or undefined: wrong credentials name no one. */
  authenticate(credentials: { userName?: string | undefined; password?: string | undefined; token?: string | undefined }): GatewayMerchant | undefined {
    for (const m of this.byLogin.values()) {
      if (credentials.token !== undefined ? credentials.token === m.token : credentials.userName === m.login && credentials.password === m.password) return m;
    }
    return undefined;
  }

  get(login: string): GatewayMerchant | undefined {
    return this.byLogin.get(login);
  }

  /** Adds a child merchant to a merchant: a login no merchant or child has yet. */
  addChild(parent: string, login: string): ChildAdded {
    if (!this.byLogin.has(parent)) return 'unknown_parent';
    if (this.byLogin.has(login) || this.parents.has(login)) return 'login_taken';
    this.parents.set(login, parent);
    return 'ok';
  }

  /** The merchant's child merchants, in the order they were added. */
  childrenOf(parent: string): string[] {
    return [...this.parents].filter(([, p]) => p === parent).map(([child]) => child);
  }

  /** Whether `acting` may register and see orders for `login`: itself, or one of its children. */
  mayActFor(acting: string, login: string): boolean {
    return login === acting || this.parents.get(login) === acting;
  }

  /** The account's own merchant: the first one added. */
  main(): GatewayMerchant | undefined {
    return this.byLogin.values().next().value;
  }
}
