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
import { gatewayOperations } from '../../src/contracts/gateway/index.js';
import { setLimitValue } from '../../src/emulator/domain/limits.js';
import { startEmulator } from '../../src/emulator/http/server.js';

const program = new Command('npm run bench:kept')
  .description('bytes the emulator keeps per paid gateway order (register.do + paymentorder.do over HTTP), after a full collection')
  .argument('[orders]', 'orders to register and pay after a warm-up of a fifth as many', '20000')
  .option('--snapshot <file>', 'write a heap snapshot there afterwards')
  .parse();
const orders = Number(program.processedArgs[0]);
if (!Number.isInteger(orders) || orders < 100) program.error('orders takes a whole number of 100 or more');
const gc = (globalThis as { gc?: () => void }).gc;
if (!gc) program.error('run with node --expose-gc (npm run bench:kept does)');

const emulator = await startEmulator({ port: 0, sandbox: { seed: 8 } });
const { sandbox, account } = emulator.state;
const now = sandbox.clock.now();
const party = sandbox.parties.register({ firstName: 'Gateway', lastName: 'Payer', phoneNumber: '+491511234567', billingAddress: { postalCode: '10115', country: 'DE' } }, now);
const card = sandbox.cards.issue(party, account.v2.productName, now);
for (const limit of card.limits) setLimitValue(limit, 999_999_999_999);
if (sandbox.payments.topUp(card.pan, 100_000_000_000, now).status !== 'approved') throw new Error('set-up: the top-up was declined');

const CONNECTIONS = 8;
const pool = new Pool(emulator.url, { connections: CONNECTIONS });
const headers = { 'content-type': 'application/x-www-form-urlencoded' };
const merchant = { userName: account.gateway.userName, password: account.gateway.password };
let sent = 0;

async function payOne(): Promise<void> {
  const registered = await pool.request({ method: 'POST', path: gatewayOperations['register.do'].path, headers, body: new URLSearchParams({ ...merchant, orderNumber: `kept-order-${sent++}`, amount: '1', returnUrl: 'https://shop.example.com/return' }).toString() });
  const { orderId } = (await registered.body.json()) as { orderId?: string };
  if (orderId === undefined) throw new Error('register.do answered no orderId');
  const paid = await pool.request({ method: 'POST', path: gatewayOperations['paymentorder.do'].path, headers, body: new URLSearchParams({ ...merchant, MDORDER: orderId, $PAN: card.pan, $EXPIRY: card.expiry, $CVC: card.cvc, TEXT: 'GATEWAY PAYER' }).toString() });
  const text = await paid.body.text();
  if (!text.includes('"errorCode":"0"')) throw new Error(`paymentorder.do was not approved: ${paid.statusCode}`);
}

async function pay(count: number): Promise<void> {
  await Promise.all(Array.from({ length: CONNECTIONS }, async (_, c) => {
    for (let i = c; i < count; i += CONNECTIONS) await payOne();
  }));
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
