/**
 * What a paid gateway order keeps alive in the emulator: register.do then paymentorder.do with a
 * sandbox card, sent over HTTP as a shop's server sends them (form bodies, so through the fast
 * lane), and the heap after a full collection before and after. Optionally writes a heap snapshot
 * to see what the bytes are (open it in Chrome DevTools, Memory tab).
 * Usage: npm run bench:kept -- [orders] [--snapshot <file>]
 */
import { writeHeapSnapshot } from 'node:v8';
import { Command } from 'commander';
import { Pool } from 'undici';
import { startEmulator } from '../../src/emulator/http/server.js';
import { benchRequests } from './bench-requests.js';
import { type BenchRequest, fill, orderIdOf, succeeded } from './protocol.js';
import { withUsageExit } from '../../src/cli/exit-codes.js';

const program = new Command('npm run bench:kept')
  .description('bytes the emulator keeps per paid gateway order (register.do + paymentorder.do over HTTP), after a full collection')
  .argument('[orders]', 'orders to register and pay after a warm-up of a fifth as many', '20000')
  .option('--snapshot <file>', 'write a heap snapshot there afterwards');
withUsageExit(program).parse();
const orders = Number(program.processedArgs[0]);
if (!Number.isInteger(orders) || orders < 100) program.error('orders takes a whole number of 100 or more');
const gc = (globalThis as { gc?: () => void }).gc;
if (!gc) program.error('run with node --expose-gc (npm run bench:kept does)');

const emulator = await startEmulator({ port: 0, sandbox: { seed: 8 } });
// The bench's gateway payment: register.do, then paymentorder.do for that order with a sandbox card.
const register = benchRequests(emulator.state)['gateway paymentorder.do']!;
const payment = register.then!;

const CONNECTIONS = 8;
const pool = new Pool(emulator.url, { connections: CONNECTIONS });
let sent = 0;

async function send(req: BenchRequest, body: string): Promise<string> {
  const answer = await pool.request({ method: req.method, path: req.path, headers: req.headers, body });
  const text = await answer.body.text();
  if (!succeeded(req, answer.statusCode, text)) throw new Error(`${req.path} answered ${answer.statusCode}: ${text.slice(0, 200)}`);
  return text;
}

async function payOne(): Promise<void> {
  const registered = await send(register, fill(register.body!, { orderNumber: `kept-order-${sent++}` }));
  await send(payment, fill(payment.body!, { orderId: orderIdOf(registered) ?? '' }));
}

async function pay(count: number): Promise<void> {
  await Promise.all(
    Array.from({ length: CONNECTIONS }, async (_, c) => {
      for (let i = c; i < count; i += CONNECTIONS) await payOne();
    }),
  );
}

function settledHeap(): number {
  gc!();
  gc!();
  return process.memoryUsage().heapUsed;
}

try {
  await pay(Math.ceil(orders / 5));
  const before = settledHeap();
  const started = performance.now();
  await pay(orders);
  const seconds = (performance.now() - started) / 1000;
  const kept = settledHeap() - before;
  console.log(`${orders} orders paid in ${seconds.toFixed(1)} s (the lane answered ${emulator.lane?.taken ?? 0} requests): ${Math.round(kept / orders)} bytes kept per paid order`);
  const file = program.opts<{ snapshot?: string }>().snapshot;
  if (file) console.log(`heap snapshot: ${writeHeapSnapshot(file)}`);
} finally {
  await pool.close();
  await emulator.close();
}
