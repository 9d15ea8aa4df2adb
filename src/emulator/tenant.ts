/**
 * Sandbox accounts. Each one is what a team gets from the real sandbox: its own credentials for
 * every interface and its own sandbox behind them (customers, cards, ledger, orders, clock,
 * callback address, P2P keys). Nothing is shared but the code: credentials of one account find
 * nothing of another's, exactly as an id that does not exist.
 */
import { randomBytes } from 'node:crypto';
import { Clock } from './domain/clock.js';
import type { ChildAdded, GatewayMerchant, MerchantSettings } from './domain/gateway/merchants.js';
import { type InputKeyPems, InputKeys } from './domain/gateway/card-inputs/index.js';
import { P2pKeys } from './domain/gateway/p2p/signature.js';
import { SANDBOX_MERCHANT } from './domain/merchants.js';
import type { RetentionRule } from './domain/retention.js';
import type { Sandbox } from './domain/sandbox.js';
import { DEFAULT_V1_VALUES, type GatewayAccount, type SandboxAccount, type V1AccountOptions } from './sandbox-account.js';

/** What makes an account: kept as it is for the account's life (a reset keeps it). */
export interface TenantRecord {
  readonly id: string;
  readonly account: SandboxAccount;
  /** Seed of the account's card numbers and security codes; random per sandbox when absent. */
  readonly seed?: number | undefined;
  /** Digits 9–12 of its account numbers: 0 for the default account, 1–9999 for the others, never two live accounts alike. */
  readonly block: number;
  readonly createdAt: string;
}

/** Values an operator fixes for the default account (a known API key, a vendor collection's v1 values); the rest are random or the defaults. */
export interface GivenCredentials {
  readonly v2?: Partial<SandboxAccount['v2']>;
  readonly v1?: V1AccountOptions;
  readonly gateway?: Partial<GatewayAccount>;
}

export const DEFAULT_TENANT_ID = 'default';
/** Ids are made here (`sbx_` and hex); the rule also guards ids read from a URL. */
export const TENANT_ID = /^(default|sbx_[0-9a-f]{16})$/;

/**
 * The real-time source of every account's clock. A kept sandbox (store/) fixes it while a request
 * or a control call changes an account, and records the instant, so that replaying the journal
 * sees the same time; otherwise it is the system clock.
 */
export interface Wall {
  readonly now: () => number;
  /** Runs `act` with now() fixed (at `at`, else at the current instant, else at the instant already fixed); answers that instant. */
  at<T>(act: () => T, at?: number): { value: T; wall: number };
}

export const SYSTEM_WALL: Wall = { now: Date.now, at: (act) => ({ value: act(), wall: Date.now() }) };

/** A wall that can be fixed: the one of a sandbox kept on disk. */
export class FixableWall implements Wall {
  private fixed: number | undefined;
  readonly now = (): number => this.fixed ?? Date.now();

  at<T>(act: () => T, at?: number): { value: T; wall: number } {
    const outer = this.fixed;
    const wall = at ?? outer ?? Date.now();
    this.fixed = wall;
    try {
      return { value: act(), wall };
    } finally {
      this.fixed = outer;
    }
  }
}

/** What a new sandbox of an account starts from: its card seed, its entropy key (entropy.ts), the instant it was made. */
export interface Genesis {
  readonly seed?: number | undefined;
  readonly key?: string | undefined;
  readonly wall: number;
  /** How long the sandbox keeps its records (domain/retention.ts): written down, so a replay forgets what the sandbox forgot. */
  readonly retention?: RetentionRule | undefined;
}

/** What a kept sandbox writes down when an account changes outside the interfaces' requests. */
export interface TenantEvents {
  reset(tenant: Tenant, genesis: Genesis): void;
  /** The clock moved to `target` at wall instant `wall`, running from there or standing still. */
  clock(tenant: Tenant, target: number, wall: number, running: boolean): void;
  callbackUrl(tenant: Tenant, url: string | undefined): void;
  merchantSettings(tenant: Tenant, settings: MerchantSettings): void;
  childMerchant(tenant: Tenant, login: string): void;
  p2pKey(tenant: Tenant, pem: string): void;
  /** The account made its seToken and wallet keys (private, PKCS#8). */
  inputKeys(tenant: Tenant, pems: InputKeyPems): void;
  retention(tenant: Tenant, rule: RetentionRule | undefined): void;
}

export interface TenantEnvironment {
  readonly wall: Wall;
  newSandbox(tenant: Tenant, genesis: Genesis): Sandbox;
  newGenesis(tenant: Tenant): Genesis;
  readonly events?: TenantEvents | undefined;
}

export class Tenant {
  readonly clock: Clock;
  /** Public keys of P2P request signatures: account settings, so a reset keeps them. */
  readonly p2pKeys = new P2pKeys();
  /** The account's own keys of seToken and wallet tokens, made on first use: account settings too. */
  readonly inputKeys: InputKeys;
  private current: Sandbox;
  /** What the current sandbox was made from (a snapshot is laid over a sandbox made from it again). */
  private made: Genesis;

  constructor(
    readonly record: TenantRecord,
    private readonly env: TenantEnvironment,
    genesis: Genesis,
  ) {
    this.clock = new Clock(env.wall.now);
    this.inputKeys = new InputKeys((pems) => env.events?.inputKeys(this, pems));
    this.made = genesis;
    this.current = env.wall.at(() => env.newSandbox(this, genesis), genesis.wall).value;
  }

  /** The genesis of the current sandbox, with the retention it keeps its records for now. */
  get genesis(): Genesis {
    const rule = this.current.retention?.rule;
    const genesis: { -readonly [K in keyof Genesis]: Genesis[K] } = { ...this.made };
    delete genesis.retention;
    return rule ? { ...genesis, retention: { ...rule } } : genesis;
  }

  get id(): string {
    return this.record.id;
  }

  get account(): SandboxAccount {
    return this.record.account;
  }

  get sandbox(): Sandbox {
    return this.current;
  }

  /** Forgets every party, card, movement, order and limit, and puts the clock back to real time. The credentials and P2P keys stay. */
  reset(genesis: Genesis = this.env.newGenesis(this)): void {
    this.clock.reset();
    this.made = genesis;
    this.current = this.env.wall.at(() => this.env.newSandbox(this, genesis), genesis.wall).value;
    this.env.events?.reset(this, genesis);
  }

  /**
   * Moves the clock to `target`, running from there or (`running` false) standing still at it; orders
   * and sessions that ended meanwhile are declined now, and their merchants told.
   */
  setClock(target: number, running = true, at?: number): void {
    const { wall } = this.env.wall.at(() => {
      this.clock.set(new Date(target), running);
      const now = this.clock.now();
      this.sandbox.gateway.sweep(now);
      this.sandbox.gateway.p2p.sweep(now);
    }, at);
    this.env.events?.clock(this, target, wall, running);
  }

  /** The static callback address of the account's gateway merchant (its personal area, in a real sandbox); a reset removes it. */
  setCallbackUrl(url: string | undefined): void {
    this.merchant().staticCallbackUrl = url;
    this.env.events?.callbackUrl(this, url);
  }

  /** What the merchant's personal area allows it; a reset puts the defaults back. */
  setMerchantSettings(settings: MerchantSettings): void {
    this.merchant().settings = { ...settings };
    this.env.events?.merchantSettings(this, settings);
  }

  /** A child merchant of the account's gateway merchant; a reset forgets it. */
  addChildMerchant(login: string): ChildAdded {
    const added = this.sandbox.gateway.merchants.addChild(this.account.gateway.userName, login);
    if (added === 'ok') this.env.events?.childMerchant(this, login);
    return added;
  }

  private merchant(): GatewayMerchant {
    const merchant = this.sandbox.gateway.merchants.get(this.account.gateway.userName);
    if (!merchant) throw new Error(`sandbox account ${this.id} has no gateway merchant`);
    return merchant;
  }

  /** Keeps the sandbox's records for `rule` from now on (a restart with another `--retention`); a reset keeps it too. */
  setRetention(rule: RetentionRule | undefined): void {
    this.sandbox.retainFor(rule);
    this.env.events?.retention(this, rule);
  }

  /** A public key of the P2P account's request signatures. */
  registerP2pKey(pem: string): ReturnType<P2pKeys['register']> {
    const result = this.p2pKeys.register(this.account.p2p.username, pem);
    if (result === 'ok') this.env.events?.p2pKey(this, pem);
    return result;
  }
}

/** A new account record: random credentials (unless given), unlike any of `taken`. */
export function newTenantRecord(
  id: string,
  options: { bin: string; block: number; seed?: number | undefined; given?: GivenCredentials | undefined; taken?: (account: SandboxAccount) => boolean },
): TenantRecord {
  for (;;) {
    const account = newSandboxAccount(options.bin, options.given);
    if (!options.taken?.(account)) return { id, account, seed: options.seed, block: options.block, createdAt: new Date().toISOString() };
  }
}

export function newTenantId(): string {
  return `sbx_${randomBytes(8).toString('hex')}`;
}

function newSandboxAccount(bin: string, given: GivenCredentials = {}): SandboxAccount {
  const login = given.v1?.login ?? `sandbox-${randomBytes(4).toString('hex')}`;
  const password = given.v1?.password ?? randomBytes(12).toString('base64url');
  const gateway: GatewayAccount = {
    userName: given.gateway?.userName ?? `shop-${randomBytes(4).toString('hex')}-api`,
    password: given.gateway?.password ?? randomBytes(12).toString('base64url'),
    token: given.gateway?.token ?? randomBytes(20).toString('hex'),
    callbackKey: given.gateway?.callbackKey ?? randomBytes(16).toString('hex').toUpperCase(),
  };
  return {
    v2: {
      apiKey: given.v2?.apiKey ?? `sk_sandbox_${randomBytes(16).toString('hex')}`,
      productName: given.v2?.productName ?? 'VIRTUAL CLASSIC EUR',
    },
    v1: {
      login,
      password,
      token: Buffer.from(`${login}:${password}`).toString('base64'),
      institutionId: given.v1?.institutionId ?? DEFAULT_V1_VALUES.institutionId,
      productId: given.v1?.productId ?? DEFAULT_V1_VALUES.productId,
      serviceIdAcc: given.v1?.serviceIdAcc ?? DEFAULT_V1_VALUES.serviceIdAcc,
      customerTemplate: given.v1?.customerTemplate ?? DEFAULT_V1_VALUES.customerTemplate,
      cardProductType: given.v1?.cardProductType ?? DEFAULT_V1_VALUES.cardProductType,
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
}
