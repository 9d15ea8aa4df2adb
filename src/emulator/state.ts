/**
 * The emulator's composition root: its sandbox accounts (tenant.ts), each with the sandbox behind
 * every interface, the clock it reads and the values a user would read on the sandbox page. No HTTP here.
 */
import { randomInt } from 'node:crypto';
import type { Clock } from './domain/clock.js';
import { DEFAULT_MERCHANT_SETTINGS } from './domain/gateway/merchants.js';
import type { P2pKeys } from './domain/gateway/p2p/signature.js';
import { DEFAULT_SANDBOX_OPTIONS, Sandbox, type SandboxOptions } from './domain/sandbox.js';
import { keyedEntropy, newEntropyKey } from './domain/entropy.js';
import type { RetentionRule } from './domain/retention.js';
import { DEFAULT_TENANT_ID, type Genesis, type GivenCredentials, newTenantId, newTenantRecord, SYSTEM_WALL, Tenant, type TenantEnvironment, type TenantEvents, type TenantRecord, type Wall } from './tenant.js';
import { Tenants } from './tenants.js';
import type { SandboxAccount } from './sandbox-account.js';
import { CallbackTargets } from './callback-targets.js';

export interface EmulatorOptions {
  /** Fixed sandbox-account values of the default account (e.g. a known API key for a shared emulator); random otherwise. */
  readonly account?: GivenCredentials | undefined;
  readonly sandbox?: Partial<SandboxOptions> | undefined;
  /** How many sandbox accounts the emulator keeps at most, the default one included. */
  readonly maxSandboxes?: number | undefined;
  /** How long each account keeps its records (domain/retention.ts); absent: until a reset (the suite's embedded emulator). */
  readonly retention?: RetentionRule | undefined;
  /** Where callbacks may go beside the loopback (`--callback-allow`: ranges and host names; callback-targets.ts). */
  readonly callbackAllow?: readonly string[] | undefined;
  /** Whether callbacks may go to the loopback without an entry (the emulator listens there); default true. */
  readonly callbackLoopback?: boolean | undefined;
}

/**
 * What keeps the accounts on disk (store/): its wall, and the changes it writes down. Each new
 * sandbox then gets a seed and an entropy key of its own, so that its journal replays exactly.
 */
export interface Persistence extends TenantEvents {
  readonly wall: Wall;
  created(tenant: Tenant, genesis: Genesis): void;
  removed(tenant: Tenant): void;
}

/**
 * The emulator's sandbox accounts: the default one, which `GET /__emulator/sandbox` shows and the
 * embedded emulator of the suite uses, and those made with `POST /__emulator/sandboxes`. The
 * members `clock`, `account`, `p2pKeys`, `sandbox` and `reset` are the default account's.
 */
export class EmulatorState {
  readonly tenants: Tenants;
  readonly main: Tenant;
  /** Where the gateways' callbacks may go (callback-targets.ts). */
  readonly callbackTargets: CallbackTargets;
  private readonly sandboxOptions: SandboxOptions;
  private readonly env: TenantEnvironment;
  private created = 0;

  /** `restored`: the default account as the data directory kept it (then it is not announced as new). */
  constructor(
    private readonly options: EmulatorOptions = {},
    private readonly persistence?: Persistence,
    restored?: { record: TenantRecord; genesis: Genesis },
  ) {
    this.sandboxOptions = { ...DEFAULT_SANDBOX_OPTIONS, ...options.sandbox };
    this.tenants = new Tenants(options.maxSandboxes);
    this.callbackTargets = new CallbackTargets({ allow: options.callbackAllow, loopback: options.callbackLoopback });
    this.env = {
      wall: persistence?.wall ?? SYSTEM_WALL,
      newSandbox: (tenant, genesis) => this.newSandbox(tenant, genesis),
      newGenesis: (tenant) => this.newGenesis(tenant.record),
      events: persistence,
    };
    if (restored) this.main = this.adopt(restored.record, restored.genesis);
    else this.main = this.announce(newTenantRecord(DEFAULT_TENANT_ID, { bin: this.sandboxOptions.bin, block: 0, seed: this.sandboxOptions.seed, given: options.account }));
  }

  /** A new sandbox account with random credentials; undefined when the emulator has as many as it may keep. */
  createTenant(): Tenant | undefined {
    if (this.tenants.size >= this.tenants.max) return undefined;
    const seed = this.sandboxOptions.seed;
    // A fixed seed gives each account its own card numbers, still the same from one run to the next.
    const own = seed === undefined ? undefined : (seed + Math.imul(++this.created, 0x9e3779b9)) >>> 0;
    const used = new Set([...this.tenants.all()].map((t) => t.record.block));
    let block = 1;
    while (used.has(block)) block++;
    // The sandbox's own values (v1 identifiers, product names) are the default account's; credentials are new.
    const { institutionId, productId, serviceIdAcc, customerTemplate, cardProductType } = this.options.account?.v1 ?? {};
    const given = { v1: { institutionId, productId, serviceIdAcc, customerTemplate, cardProductType }, v2: { productName: this.options.account?.v2?.productName } };
    return this.announce(newTenantRecord(newTenantId(), { bin: this.sandboxOptions.bin, block, seed: own, given, taken: (a) => this.tenants.taken(a) }));
  }

  /** Forgets an account and everything in it (never the default one). */
  removeTenant(id: string): Tenant | undefined {
    const removed = this.tenants.remove(id);
    if (removed) this.persistence?.removed(removed);
    return removed;
  }

  /** An account from its record and the genesis of its sandbox: a new one, or one read back from the data directory. */
  adopt(record: TenantRecord, genesis: Genesis = this.newGenesis(record)): Tenant {
    const tenant = new Tenant(record, this.env, genesis);
    this.tenants.add(tenant);
    return tenant;
  }

  get clock(): Clock {
    return this.main.clock;
  }

  get account(): SandboxAccount {
    return this.main.account;
  }

  get p2pKeys(): P2pKeys {
    return this.main.p2pKeys;
  }

  get sandbox(): Sandbox {
    return this.main.sandbox;
  }

  /** Forgets every party, card, movement and limit of the default account, and puts its clock back to real time. The account values stay. */
  reset(): void {
    this.main.reset();
  }

  /** After a restart: every account read back keeps its records for the configured rule from now on, if it kept them for another. */
  applyRetention(): void {
    const rule = this.options.retention;
    for (const tenant of this.tenants.all()) {
      const current = tenant.sandbox.retention?.rule;
      if (current?.periodMs !== rule?.periodMs || current?.maxRecords !== rule?.maxRecords) tenant.setRetention(rule);
    }
  }

  private announce(record: TenantRecord): Tenant {
    const genesis = this.newGenesis(record);
    const tenant = this.adopt(record, genesis);
    this.persistence?.created(tenant, genesis);
    return tenant;
  }

  /** Kept on disk, a sandbox needs its seed and entropy written down; in memory, the options' seed (or none: random) will do. */
  private newGenesis(record: TenantRecord): Genesis {
    const wall = this.env.wall.now();
    const retention = this.options.retention;
    if (!this.persistence) return { seed: record.seed, wall, ...(retention ? { retention } : {}) };
    return { seed: record.seed ?? randomInt(2 ** 32), key: newEntropyKey(), wall, ...(retention ? { retention } : {}) };
  }

  private newSandbox(tenant: Tenant, genesis: Genesis): Sandbox {
    const entropy = genesis.key === undefined ? undefined : keyedEntropy(genesis.key);
    const sandbox = new Sandbox(tenant.clock, { ...this.sandboxOptions, seed: genesis.seed, accountBlock: tenant.record.block, entropy, retention: genesis.retention });
    const { userName, password, token, callbackKey } = tenant.account.gateway;
    sandbox.gateway.merchants.add({ login: userName, password, token, callbackKey, staticCallbackUrl: undefined, settings: { ...DEFAULT_MERCHANT_SETTINGS } });
    return sandbox;
  }
}
