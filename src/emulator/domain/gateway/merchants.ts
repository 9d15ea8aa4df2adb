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
}

export class GatewayMerchants {
  private readonly byLogin = new Map<string, GatewayMerchant>();

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
}
