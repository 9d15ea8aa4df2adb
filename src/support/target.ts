/**
 * The target of one cucumber worker: an embedded emulator started on port 0 (default), or a
 * remote endpoint from the environment. Resolved once per worker, shared by its scenarios.
 */
import { startEmulator, type RunningEmulator } from '../emulator/http/server.js';
import { type RemoteTarget, remoteTargetFromEnv, type TargetKind, targetOfSandboxPage } from './config.js';
import { ControlClient } from '../clients/control.js';
import { HttpClient } from '../clients/http.js';
import { Recorder } from '../clients/exchange.js';
import { SecretRegistry } from '../common/masking.js';

export interface ResolvedTarget extends RemoteTarget {
  readonly kind: TargetKind;
  /** Base URL of the emulator's control API, only for the embedded emulator. */
  readonly controlUrl?: string | undefined;
}

let running: RunningEmulator | undefined;
let resolved: ResolvedTarget | undefined;

export async function openTarget(kind: TargetKind): Promise<ResolvedTarget> {
  if (kind === 'remote') {
    resolved = { kind, ...remoteTargetFromEnv() };
    return resolved;
  }
  running = await startEmulator({ port: 0 });
  // Read the sandbox account the way a user reads the sandbox page: through the emulator itself.
  const control = new ControlClient(new HttpClient({ baseUrl: running.url, recorder: new Recorder(new SecretRegistry()) }));
  const account = await control.sandboxAccount();
  resolved = { kind, controlUrl: running.url, ...targetOfSandboxPage(running.url, account) };
  return resolved;
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
