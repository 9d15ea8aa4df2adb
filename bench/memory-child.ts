/**
 * The emulator's memory with `cards` cards issued to `holders` cardholders, through the domain
 * directly (HTTP would only add time). Cardholders carry generated data (names, phone, address), one
 * record each as v2 createCardholder keeps it. Run in a fresh process with --expose-gc, so that the
 * heap figure is what stays alive after a full collection. Prints one JSON line.
 * Usage: node --expose-gc --import tsx bench/memory-child.ts <cards> <holders>
 */
import { EmulatorState } from '../src/emulator/state.js';
import { fastCardholderFactory } from '../generators/fast-cardholder.js';
import { localeTables } from '../generators/locale-data.js';
import { createRandom } from '../src/common/random.js';

const cards = Number(process.argv[2] ?? 1_000_000);
const holders = Number(process.argv[3] ?? 10_000);
const gc = (globalThis as { gc?: () => void }).gc;
if (!gc) throw new Error('run with --expose-gc');

function settled(): NodeJS.MemoryUsage {
  gc!();
  return process.memoryUsage();
}

const state = new EmulatorState({ sandbox: { seed: 1 } });
const sandbox = state.sandbox;
const now = sandbox.clock.now();
const cardholder = fastCardholderFactory(createRandom(1), localeTables('en'), { now });
const before = settled();
const started = performance.now();
const parties = Array.from({ length: holders }, () => sandbox.parties.register(cardholder(), now));
for (let i = 0; i < cards; i++) sandbox.cards.issue(parties[i % holders]!, state.account.v2.productName, now);
const seconds = (performance.now() - started) / 1000;
const after = settled();
// The last card must be found by its number: the indexes are part of what is measured.
const last = sandbox.cards.all().at(-1);
if (sandbox.cards.all().length !== cards || !last || sandbox.cards.byNumber(last.pan) !== last) throw new Error('the cards issued are not all there');
console.log(JSON.stringify({ cards, holders, seconds, rssBefore: before.rss, rssAfter: after.rss, heapBefore: before.heapUsed, heapAfter: after.heapUsed }));
