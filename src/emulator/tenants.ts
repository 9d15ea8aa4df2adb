/**
 * Every sandbox account of the emulator, found by id or by any of its credentials. A credential
 * finds its account with one Map lookup (the hot path: no scan over accounts, no allocation); the
 * lookup hashes the whole string, so how long a wrong guess took says nothing about how close it was.
 */
import type { SandboxAccount } from './sandbox-account.js';
import { DEFAULT_TENANT_ID, type Tenant, type TenantRecord } from './tenant.js';

/** How many accounts one emulator keeps at most, unless configured: each one holds a whole sandbox. */
export const DEFAULT_MAX_TENANTS = 100;

export class Tenants {
  private readonly byId = new Map<string, Tenant>();
  private readonly byApiKey = new Map<string, Tenant>();
  private readonly byV1Token = new Map<string, Tenant>();
  private readonly byMerchantLogin = new Map<string, Tenant>();
  private readonly byMerchantToken = new Map<string, Tenant>();

  constructor(readonly max: number = DEFAULT_MAX_TENANTS) {}

  get size(): number {
    return this.byId.size;
  }

  add(tenant: Tenant): void {
    if (this.byId.has(tenant.id)) throw new Error(`sandbox account ${tenant.id} exists already`);
    if (this.taken(tenant.account)) throw new Error(`sandbox account ${tenant.id} would share a credential with another account`);
    const { v2, v1, gateway } = tenant.account;
    this.byId.set(tenant.id, tenant);
    this.byApiKey.set(v2.apiKey, tenant);
    this.byV1Token.set(v1.token, tenant);
    this.byMerchantLogin.set(gateway.userName, tenant);
    this.byMerchantToken.set(gateway.token, tenant);
  }

  /** Forgets an account and everything in its sandbox; the default account stays. */
  remove(id: string): Tenant | undefined {
    const tenant = this.byId.get(id);
    if (!tenant || id === DEFAULT_TENANT_ID) return undefined;
    const { v2, v1, gateway } = tenant.account;
    this.byId.delete(id);
    this.byApiKey.delete(v2.apiKey);
    this.byV1Token.delete(v1.token);
    this.byMerchantLogin.delete(gateway.userName);
    this.byMerchantToken.delete(gateway.token);
    return tenant;
  }

  /** Whether any credential of `account` is one of an existing account's (so it would find that one). */
  taken(account: SandboxAccount): boolean {
    return this.byApiKey.has(account.v2.apiKey) || this.byV1Token.has(account.v1.token) || this.byMerchantLogin.has(account.gateway.userName) || this.byMerchantToken.has(account.gateway.token);
  }

  get(id: string): Tenant | undefined {
    return this.byId.get(id);
  }

  all(): IterableIterator<Tenant> {
    return this.byId.values();
  }

  records(): TenantRecord[] {
    return [...this.byId.values()].map((t) => t.record);
  }

  /** v2: the X-API-KEY. */
  withApiKey(key: string): Tenant | undefined {
    return this.byApiKey.get(key);
  }

  /** v1: the Basic token (base64 of login:password), as sent. */
  withV1Token(token: string): Tenant | undefined {
    return this.byV1Token.get(token);
  }

  /** The gateway (userName) and P2P (username): the merchant's login. The password is the sandbox's to check. */
  withMerchantLogin(login: string): Tenant | undefined {
    return this.byMerchantLogin.get(login);
  }

  /** The gateway's alternative credential. */
  withMerchantToken(token: string): Tenant | undefined {
    return this.byMerchantToken.get(token);
  }
}
