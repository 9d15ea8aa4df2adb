/**
 * Streams `count` cardholder records as NDJSON to `file` through the CLI's own pipeline (kind source,
 * encoder, backpressure pump) and prints memory samples as JSON. A separate process, so the
 * numbers are not blurred by the benches that ran before.
 */
import { createWriteStream } from 'node:fs';
import { KINDS } from '../generators/kinds.js';
import { encode, pump, take } from '../generators/output.js';

const [countArg = '1000000', file = '/dev/null'] = process.argv.slice(2);
const count = Number(countArg);
const start = process.memoryUsage();
let peakRss = start.rss;
let peakHeap = start.heapUsed;
const sample = () => {
  const m = process.memoryUsage();
  peakRss = Math.max(peakRss, m.rss);
  peakHeap = Math.max(peakHeap, m.heapUsed);
};
const timer = setInterval(sample, 50);
const started = performance.now();
const next = KINDS.cardholder.source({ seed: 1, locale: 'en', now: new Date('2026-03-10T00:00:00Z') });
const progress = { written: 0 };
await pump(encode(take(next, count, progress), 'ndjson', KINDS.cardholder), createWriteStream(file), { end: true });
clearInterval(timer);
sample();
const seconds = (performance.now() - started) / 1000;
const end = process.memoryUsage();
console.log(JSON.stringify({ count, seconds, perSecond: count / seconds, rssStart: start.rss, rssPeak: peakRss, rssEnd: end.rss, heapStart: start.heapUsed, heapPeak: peakHeap, heapEnd: end.heapUsed }));
