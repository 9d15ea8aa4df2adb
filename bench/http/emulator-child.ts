/**
 * The emulator under load, in a process of its own (forked by bench/http/index.ts) so that the load
 * generator does not share its event loop. It listens on a free port, prepares the cards
 * (bench-requests.ts) and tells the parent, over IPC, where it is and what to send, and what text a
 * successful answer of each contains. On request it reports how many ledger entries exist, so the
 * parent can prove every measured money move was approved (a decline is cheaper and would flatter
 * the figure).
 */
import { startEmulator } from '../../src/emulator/http/server.js';
import { benchRequests } from './bench-requests.js';
import type { ChildReady, ParentMessage } from './protocol.js';
import './child-profiler.js';

const emulator = await startEmulator({ port: 0, sandbox: { seed: 8 } });
const { sandbox } = emulator.state;
const ready: ChildReady = { kind: 'ready', url: emulator.url, requests: benchRequests(emulator.state) };

process.on('message', (message: ParentMessage) => {
  if (message.kind === 'count') {
    const cpu = process.cpuUsage();
    process.send!({ kind: 'count', entries: sandbox.ledger.size, total: sandbox.ledger.total(), cpuMicros: cpu.user + cpu.system });
  }
  else if (message.kind === 'stop') void emulator.close().then(() => process.exit(0));
});
process.send!(ready);
