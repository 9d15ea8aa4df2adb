/**
 * The target of a running cardlab emulator, read through its control API the way a user reads the
 * sandbox page, with a new P2P signing key registered there (its private half stays with the caller).
 * `cardlab target-file --from-emulator` and the scripts that start an emulator process share it.
 */
import { controlHeaders, ControlClient } from '../clients/control.js';
import { Recorder } from '../clients/exchange.js';
import { HttpClient } from '../clients/http.js';
import { newP2pKeyPair } from '../clients/p2p.js';
import { SecretRegistry } from '../common/masking.js';
import type { SandboxAccountWire } from '../contracts/control.js';
import { type RemoteTarget, targetOfSandboxPage } from './config.js';

export interface EmulatorTargetOptions {
  /** The emulator's admin token (default: CARDLAB_EMULATOR_ADMIN_TOKEN). */
  readonly adminToken?: string | undefined;
  /** The sandbox account: its id, `new` for a new one, the default account when absent. */
  readonly sandbox?: string | undefined;
}

/** `{port}` in a callback address stands for the port each worker's callback receiver listens on. */
export const LOOPBACK_CALLBACKS = 'http://127.0.0.1:{port}';

/**
 * Where an emulator calls the harness's callback receiver back: on the loopback when the emulator
 * runs on this machine; undefined for one elsewhere (a shared sandbox), since only the user knows
 * which address of this machine it can reach.
 */
export function callbackUrlFor(emulatorUrl: string): string | undefined {
  const host = new URL(emulatorUrl).hostname;
  return host === 'localhost' || host === '[::1]' || /^127\./.test(host) ? LOOPBACK_CALLBACKS : undefined;
}

export async function targetOfEmulator(url: string, options: EmulatorTargetOptions = {}): Promise<{ account: SandboxAccountWire; target: RemoteTarget }> {
  const base = url.replace(/\/+$/, '');
  const adminToken = options.adminToken ?? (process.env.CARDLAB_EMULATOR_ADMIN_TOKEN || undefined);
  const secrets = new SecretRegistry();
  if (adminToken) secrets.add(adminToken);
  const emulator = new ControlClient(new HttpClient({ baseUrl: base, headers: controlHeaders(adminToken), recorder: new Recorder(secrets) }));
  const id = options.sandbox === 'new' ? (await emulator.createSandbox()).id : options.sandbox;
  const control = id === undefined ? emulator : emulator.forSandbox(id);
  const account = await control.sandboxAccount();
  const key = newP2pKeyPair();
  await control.registerP2pKey(key.publicKey);
  return { account, target: targetOfSandboxPage(base, account, key.privateKey) };
}
