/**
 * `cardlab explore` as a library: explores the interfaces asked for, one after the other, each
 * with its share of the time budget and the same seed, and writes what it found. The CLI
 * (src/cli/explore.ts) and the tests call it; the tests hand it an emulator built with a fault.
 */
import { startEmulator } from '../emulator/http/server.js';
import type { EmulatorOptions } from '../emulator/state.js';
import { ControlClient, controlHeaders } from '../clients/control.js';
import { Recorder } from '../clients/exchange.js';
import { HttpClient } from '../clients/http.js';
import { newP2pKeyPair } from '../clients/p2p.js';
import { SecretRegistry } from '../common/masking.js';
import { targetOfSandboxPage } from '../target/config.js';
import { MODELS } from './models.js';
import { type Budget, type ExploreTarget, type Explored, exploreInterface, type Progress } from './runner.js';
import { type Api, APIS } from './session.js';

export { type Explored, type ExploreTarget, type Progress } from './runner.js';
export { type Api, APIS } from './session.js';

export interface ExploreOptions {
  readonly target: ExploreTarget;
  readonly interfaces: readonly Api[];
  readonly seed: number;
  readonly budget: Budget;
  readonly onProgress?: ((p: Progress) => void) | undefined;
}

/** The interfaces of the target the explorer has a model for. */
export function offeredInterfaces(target: ExploreTarget): Api[] {
  return APIS.filter((api) => MODELS[api].offeredBy(target.target));
}

/** Explores each interface in turn with an equal share of the time; stops early only when the target stops answering. */
export async function explore(options: ExploreOptions): Promise<Explored[]> {
  const { budget, interfaces } = options;
  const share = budget.timeMs === undefined ? undefined : budget.timeMs / interfaces.length;
  const results: Explored[] = [];
  for (const api of interfaces) {
    const explored = await exploreInterface(options.target, api, options.seed, { ...budget, timeMs: share }, options.onProgress);
    results.push(explored);
    if (explored.unreachable) break;
  }
  return results;
}

/** An emulator of the explorer's own, on a free port, as the suite's embedded target starts one (support/target.ts). */
export interface EmbeddedEmulator {
  readonly target: ExploreTarget;
  close(): Promise<void>;
}

/**
 * Starts an emulator and reads its sandbox page through its control API. `emulator` passes options
 * to it; the tests give it a deliberate fault there (`sandbox.faults`), which no command line can.
 */
export async function embeddedEmulator(emulator: EmulatorOptions = {}, label = 'embedded emulator'): Promise<EmbeddedEmulator> {
  const adminToken = process.env.CARDLAB_EMULATOR_ADMIN_TOKEN || undefined;
  const running = await startEmulator({ ...emulator, port: 0, adminToken });
  const headers = controlHeaders(adminToken);
  const secrets = new SecretRegistry();
  if (adminToken) secrets.add(adminToken);
  const control = new ControlClient(new HttpClient({ baseUrl: running.url, headers, recorder: new Recorder(secrets) }));
  const page = await control.sandboxAccount();
  const key = newP2pKeyPair();
  await control.registerP2pKey(key.publicKey);
  const target = { target: targetOfSandboxPage(running.url, page, key.privateKey), controlUrl: running.url, controlHeaders: headers, label };
  return { target, close: () => running.close() };
}
