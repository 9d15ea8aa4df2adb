/**
 * `node --expose-gc --import tsx bench/retention-heap.ts [off]`: what the soak's RSS cannot show
 * in a short run (V8 grows its heap ahead of use for minutes): the emulator's heap after a full GC
 * while one account takes the soak's mix (bench/soak-load.ts) for 60,000 operations, its clock a
 * day further every 500, with a retention of 3 days (or none: `off`). Prints, every 5,000
 * operations, the heap and how many records each log keeps.
 */
import { once } from 'node:events';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { startEmulator } from '../src/emulator/http/server.js';
import { SoakAccount } from './soak-load.js';

const gc = (globalThis as { gc?: () => void }).gc;
if (!gc) throw new Error('run with node --expose-gc');
const retention = process.argv[2] === 'off' ? undefined : { periodMs: 3 * 86_400_000, maxRecords: 100_000 };
const receiver = createServer((_req, res) => res.end('OK'));
receiver.listen(0, '127.0.0.1');
await once(receiver, 'listening');
const emulator = await startEmulator({ port: 0, retention });
const account = new SoakAccount(emulator.url, `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/callbacks`);
await account.open(false);
console.log(`retention: ${retention ? '3 days' : 'off'}`);
for (let i = 1; i <= 60_000; i++) {
  await account.step();
  if (i % 500 === 0) await account.advanceDays(1);
  if (i % 5_000 === 0) {
    gc();
    const sb = emulator.state.sandbox;
    const heap = (process.memoryUsage().heapUsed / 2 ** 20).toFixed(1);
    console.log(`${i} operations: heap ${heap} MiB; kept: ${sb.history.size} history records, ${sb.ledger.size} journal entries, ${sb.payments.size} v2 movements, ${sb.gateway.orders.size} orders, ${sb.gateway.p2p.orders.size} P2P orders`);
  }
}
await emulator.close();
receiver.close();
