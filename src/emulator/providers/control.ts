/**
 * The control API's provider (`/__emulator/`, docs/emulator.md "Control API"): sandbox accounts
 * (make, list, forget), and on one account at a time its reset, clock, sandbox-account page, the
 * public keys of its P2P signatures, its gateway merchant's static callback address and settings,
 * the callbacks queued since its last reset and its ledger. It stands for what a user does by hand
 * in a real sandbox's personal area; only `@emulator-only` scenarios and operators use it. Nothing
 * here acts on every account at once: each call names its account, and the HTTP layer resolves that name.
 *
 * LIMITATIONS: accounts are not renamed or given fixed credentials over the API (the default
 * account's come from the command line); at most `max` accounts live at once; each account's clock
 * moves as a whole (no time zones, no per-interface clocks); the merchant's settings are kept per
 * sandbox, so a reset puts them back to their defaults, as it removes the static address.
 */
import { CLOCK_RANGE, type ClockChange, type MerchantSettingsChange } from '../../contracts/control.js';
import { type GatewayMerchant, settingsOf } from '../domain/gateway/merchants.js';
import { MIN_KEY_BITS } from '../domain/gateway/p2p/signature.js';
import type { EmulatorState } from '../state.js';
import { DEFAULT_TENANT_ID, type Tenant } from '../tenant.js';
import { type Answer, errorAnswer } from './answer.js';
import type { CallbackQueue } from './callbacks.js';

export class ControlProvider {
  constructor(private readonly state: EmulatorState) {}

  account(tenant: Tenant): Answer {
    return { status: 200, body: { id: tenant.id, ...tenant.account } };
  }

  create(): Answer {
    const tenant = this.state.createTenant();
    if (!tenant) {
      const message = `the emulator keeps at most ${this.state.tenants.max} sandbox accounts: delete one first (DELETE /__emulator/sandboxes/<id>)`;
      return errorAnswer(409, 'conflict', message, [{ field: '(body)', rule: 'max-sandboxes', message }]);
    }
    return { ...this.account(tenant), status: 201 };
  }

  list(): Answer {
    const sandboxes = [...this.state.tenants.all()].map((t) => ({ id: t.id, createdAt: t.record.createdAt }));
    return { status: 200, body: { sandboxes, max: this.state.tenants.max } };
  }

  remove(tenant: Tenant): Answer {
    if (tenant.id === DEFAULT_TENANT_ID) {
      const message = 'the default sandbox account cannot be deleted (reset it instead)';
      return errorAnswer(409, 'conflict', message, [{ field: 'sandbox', rule: 'default', message }]);
    }
    this.state.removeTenant(tenant.id);
    return { status: 204, body: undefined };
  }

  reset(tenant: Tenant): Answer {
    tenant.reset();
    return { status: 204, body: undefined };
  }

  clock(tenant: Tenant): Answer {
    return { status: 200, body: { now: tenant.clock.now().toISOString(), running: tenant.clock.running } };
  }

  changeClock(tenant: Tenant, change: ClockChange): Answer {
    const target = change.set !== undefined ? Date.parse(change.set) : tenant.clock.nowMs() + (change.advanceSeconds ?? 0) * 1000;
    if (target >= CLOCK_RANGE.to) {
      return errorAnswer(400, 'validation_error', 'the clock would leave its range', [{ field: 'advanceSeconds', rule: 'range', message: 'would move the clock past 2199' }]);
    }
    // Sessions that ended while the clock moved are declined now, and their merchants told.
    tenant.setClock(target, change.running ?? tenant.clock.running);
    return this.clock(tenant);
  }

  /** The static callback address of the account's gateway merchant (its personal area, in a real sandbox). */
  setCallbackUrl(tenant: Tenant, url: string | null): Answer {
    const refused = this.state.callbackTargets.fieldRefusal({ url }, 'url');
    if (refused) return errorAnswer(400, 'validation_error', `invalid request: url ${refused.message}`, [refused]);
    tenant.setCallbackUrl(url ?? undefined);
    return { status: 200, body: { url } };
  }

  /** What the merchant's personal area allows it: stored credentials without CVC, P2P replacementData, unsigned P2P requests. */
  merchantSettings(tenant: Tenant): Answer {
    return { status: 200, body: { ...settingsOf(this.merchant(tenant)) } };
  }

  /** Applies the settings sent (the others keep their value) and answers them all. */
  changeMerchantSettings(tenant: Tenant, change: MerchantSettingsChange): Answer {
    const merchant = this.merchant(tenant);
    const next = { ...settingsOf(merchant) };
    for (const key of ['storedCredentialsWithoutCvc', 'replacementData', 'unsignedP2p'] as const) {
      const value = change[key];
      if (value !== undefined) next[key] = value;
    }
    tenant.setMerchantSettings(next);
    return { status: 200, body: { ...next } };
  }

  /** The account's gateway merchant and its child merchants. */
  childMerchants(tenant: Tenant): Answer {
    const login = tenant.account.gateway.userName;
    return { status: 200, body: { login, children: tenant.sandbox.gateway.merchants.childrenOf(login) } };
  }

  /** A child merchant, as the gateway's back office adds one under a merchant; a login taken already: 400 naming `login`. */
  addChildMerchant(tenant: Tenant, login: string): Answer {
    if (tenant.addChildMerchant(login) !== 'ok') {
      const message = 'is already the login of a merchant or a child merchant of this account';
      return errorAnswer(400, 'validation_error', `invalid login: ${message}`, [{ field: 'login', rule: 'duplicate', message }]);
    }
    return { ...this.childMerchants(tenant), status: 201 };
  }

  /** The P2P account's public key, as the merchant's personal area takes it: RSA, at least 2048 bits. */
  registerP2pKey(tenant: Tenant, publicKey: string): Answer {
    const login = tenant.account.p2p.username;
    const result = tenant.registerP2pKey(publicKey);
    if (result === 'ok') return { status: 201, body: { keys: tenant.p2pKeys.count(login) } };
    const message = { not_a_public_key: 'must be a PEM public key', not_rsa: 'must be an RSA key', too_short: `must be at least ${MIN_KEY_BITS} bits` }[result];
    return errorAnswer(400, 'validation_error', `invalid public key: ${message}`, [{ field: 'publicKey', rule: 'key', message }]);
  }

  /** The account's gateway callbacks since its last reset, for the delivery log. */
  callbacks(tenant: Tenant): CallbackQueue {
    return tenant.sandbox.gateway.callbacks;
  }

  /**
   * The account's public keys of seToken and wallet tokens, as the gateway family's `se/keys.do`
   * lists them (made on the first call). The keys do not expire: `keyExpiration` says a year from now.
   */
  inputKeys(tenant: Tenant): Answer {
    const keyExpiration = tenant.clock.now().getTime() + 365 * 24 * 3600 * 1000;
    const keys = [
      { keyValue: tenant.inputKeys.seTokenPublicPem(), protocolVersion: 'RSA', keyExpiration },
      { keyValue: tenant.inputKeys.walletPublicPem(), protocolVersion: 'ECv2', keyExpiration },
    ];
    return { status: 200, body: { keys } };
  }

  ledger(tenant: Tenant): Answer {
    const { ledger } = tenant.sandbox;
    return { status: 200, body: { entries: ledger.size, total: ledger.total() } };
  }

  private merchant(tenant: Tenant): GatewayMerchant {
    const merchant = tenant.sandbox.gateway.merchants.get(tenant.account.gateway.userName);
    if (!merchant) throw new Error(`sandbox account ${tenant.id} has no gateway merchant`);
    return merchant;
  }
}
