/**
 * A test fixture, not a command: an emulator process with deliberate faults (faults.ts), for
 * scripts/e2e/explore.e2e.ts, which may not import the emulator (scripts run it as a process).
 * `node --import tsx src/explore/faulty-emulator-kit.ts <fault>…` prints its URL and runs until stopped.
 */
import { FAULTS, type Fault } from '../emulator/domain/faults.js';
import { startEmulator } from '../emulator/http/server.js';

const faults = process.argv.slice(2);
const unknown = faults.filter((f) => !Object.hasOwn(FAULTS, f));
if (unknown.length) {
  console.error(`unknown fault ${unknown.join(', ')}; the faults: ${Object.keys(FAULTS).join(', ')}`);
  process.exit(2);
}
const running = await startEmulator({ port: 0, sandbox: { faults: faults as Fault[] } });
console.log(running.url);
process.once('SIGTERM', () => void running.close().then(() => process.exit(0)));
