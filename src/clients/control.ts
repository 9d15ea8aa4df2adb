/** Client of the emulator's control API: reset, clock, sandbox-account values, gateway callbacks. Only for emulator targets. */
import * as wire from '../contracts/control.js';
import type { HttpClient } from './http.js';

/** The header of every control call when the emulator was started with an admin token. */
export function controlHeaders(adminToken: string | undefined): Record<string, string> {
  return adminToken ? { authorization: `Bearer ${adminToken}` } : {};
}

/** A control call the emulator answered with another status than its success (401 without the admin token, 404 for an unknown account). */
export class ControlError extends Error {
  override readonly name = 'ControlError';

  constructor(
    readonly operation: string,
    readonly status: number,
    readonly body: unknown,
  ) {
    super(`emulator control ${operation} answered ${status}: ${JSON.stringify(body)}`);
  }
}

export class ControlClient {
  /** `sandbox`: the account the per-account calls act on (default: the default account). */
  constructor(
    private readonly http: HttpClient,
    private readonly sandbox?: string,
  ) {}

  /** The same emulator, acting on another sandbox account. */
  forSandbox(id: string): ControlClient {
    return new ControlClient(this.http, id);
  }

  /** Makes a new sandbox account; answers its credentials (a client for it: `forSandbox(account.id)`). */
  createSandbox(): Promise<wire.SandboxAccountWire> {
    return this.expect('createSandbox', {});
  }

  listSandboxes(): Promise<wire.SandboxList> {
    return this.expect('listSandboxes', {});
  }

  /** Forgets a sandbox account and everything in it. */
  async deleteSandbox(id: string): Promise<void> {
    await this.expect('deleteSandbox', { sandbox: id });
  }

  /** How many journal entries the account's ledger has, and the sum of its balances. */
  ledger(): Promise<wire.LedgerState> {
    return this.expect('getLedger', {});
  }

  async reset(): Promise<void> {
    await this.expect('reset', {});
  }

  async now(): Promise<Date> {
    return new Date((await this.expect<wire.ClockState>('getClock', {})).now);
  }

  /** Moves the clock to `instant`; `running` false makes it stand still there (absent: it keeps running or standing as it did). */
  async setClock(instant: Date, running?: boolean): Promise<Date> {
    return new Date((await this.expect<wire.ClockState>('changeClock', { json: { set: instant.toISOString(), ...(running === undefined ? {} : { running }) } })).now);
  }

  async advanceClock(seconds: number): Promise<Date> {
    return new Date((await this.expect<wire.ClockState>('changeClock', { json: { advanceSeconds: seconds } })).now);
  }

  sandboxAccount(): Promise<wire.SandboxAccountWire> {
    return this.expect('getSandbox', {});
  }

  /** The gateway merchant's static callback address; null removes it. */
  async setCallbackUrl(url: string | null): Promise<void> {
    await this.expect('setCallbackUrl', { json: { url } });
  }

  /** Changes the gateway merchant's settings (as its personal area would); answers all of them. */
  changeMerchantSettings(change: wire.MerchantSettingsChange): Promise<wire.MerchantSettingsWire> {
    return this.expect('changeMerchantSettings', { json: change });
  }

  /** Adds a child merchant (a login the account may register orders for) to the account's gateway merchant. */
  addChildMerchant(login: string): Promise<wire.ChildMerchants> {
    return this.expect('addChildMerchant', { json: { login } });
  }

  /** Every callback the gateway queued, with its delivery attempts (masked). */
  callbackLog(): Promise<wire.CallbackLog> {
    return this.expect('getCallbacks', {});
  }

  /** The account's public keys of seToken (RSA) and of wallet tokens (EC), as the family's se/keys.do lists them. */
  inputKeys(): Promise<wire.InputKeyList> {
    return this.expect('getInputKeys', {});
  }

  /** Registers a public key of the P2P account's request signatures; answers how many it has. */
  async registerP2pKey(publicKeyPem: string): Promise<number> {
    return (await this.expect<{ keys: number }>('registerP2pKey', { json: { publicKey: publicKeyPem } })).keys;
  }

  private async expect<T>(operation: keyof typeof wire.controlEndpoints, input: { json?: unknown; sandbox?: string }): Promise<T> {
    const endpoint = wire.controlEndpoints[operation];
    const reply = await this.http.call({
      operation: `emulator.${operation}`,
      method: endpoint.method,
      path: endpoint.scoped ? wire.scopedPath(endpoint.path, this.sandbox) : endpoint.path,
      params: input.sandbox !== undefined ? { sandbox: input.sandbox } : undefined,
      success: endpoint.success,
      response: 'response' in endpoint ? endpoint.response : undefined,
      json: input.json,
    });
    if (reply.status !== endpoint.success) throw new ControlError(operation, reply.status, reply.body);
    return reply.body as T;
  }
}
