/**
 * The target of one cucumber worker: an embedded emulator started on port 0 (default), or a
 * remote endpoint from the environment. Resolved once per worker, shared by its scenarios.
 */
import { startEmulator, type RunningEmulator } from '../src/emulator/http/server.js';
import { type RemoteTarget, type TargetKind, targetOfSandboxPage } from '../src/target/config.js';
import { ControlClient, controlHeaders } from '../src/clients/control.js';
import { newP2pKeyPair } from '../src/clients/p2p.js';
import { HttpClient } from '../src/clients/http.js';
import { Recorder } from '../src/clients/exchange.js';
import { SecretRegistry } from '../src/common/masking.js';
import { applyTargetFile, remoteTargetOf } from '../src/target/target-file.js';

export interface ResolvedTarget extends RemoteTarget {
  readonly kind: TargetKind;
  /** Base URL of the emulator's control API, only for the embedded emulator. */
  readonly controlUrl?: string | undefined;
  /** Headers of every control call: the admin token, when CARDLAB_EMULATOR_ADMIN_TOKEN gives one. */
  readonly controlHeaders?: Record<string, string> | undefined;
}

let running: RunningEmulator | undefined;
let workerP2pKey: ReturnType<typeof newP2pKeyPair> | undefined;
let resolved: ResolvedTarget | undefined;

export async function openTarget(kind: TargetKind): Promise<ResolvedTarget> {
  if (kind === 'remote') {
    // CARDLAB_TARGET_FILE, when set, stands for every CARDLAB_* variable of the target (errors name
    // its fields); applied to this worker's environment for every other reader (callback receiver).
    resolved = { kind, ...remoteTargetOf(process.env) };
    applyTargetFile();
    return resolved;
  }
  // With CARDLAB_EMULATOR_ADMIN_TOKEN the embedded emulator guards its control API as a shared one would.
  const adminToken = process.env.CARDLAB_EMULATOR_ADMIN_TOKEN || undefined;
  running = await startEmulator({ port: 0, adminToken });
  const headers = controlHeaders(adminToken);
  const secrets = new SecretRegistry();
  if (adminToken) secrets.add(adminToken);
  // Read the sandbox account the way a user reads the sandbox page: through the emulator itself.
  const control = new ControlClient(new HttpClient({ baseUrl: running.url, headers, recorder: new Recorder(secrets) }));
  const account = await control.sandboxAccount();
  // The worker's own P2P signing key: its public half registered like a merchant uploads it. Made
  // once per process (an RSA key costs 0.3-1 s here), however often the target opens: a mutation
  // run opens it once per mutant.
  const p2pKey = (workerP2pKey ??= newP2pKeyPair());
  await control.registerP2pKey(p2pKey.publicKey);
  resolved = { kind, controlUrl: running.url, controlHeaders: headers, ...targetOfSandboxPage(running.url, account, p2pKey.privateKey) };
  return resolved;
}

export function isTargetOpen(): boolean {
  return resolved !== undefined;
}

export function currentTarget(): ResolvedTarget {
  if (!resolved) throw new Error('no target: the BeforeAll hook that opens it did not run');
  return resolved;
}

export async function closeTarget(): Promise<void> {
  await running?.close();
  running = undefined;
  resolved = undefined;
}
