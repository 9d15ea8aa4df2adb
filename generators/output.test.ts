import assert from 'node:assert/strict';
import { test } from 'node:test';
import { Writable } from 'node:stream';
import { csvLine, encode, pump, take } from './output.js';

const records = [{ a: 1, b: { c: 'x,y' } }, { a: 2, b: { c: 'say "hi"\nbye' } }];
const text = (format: 'json' | 'ndjson' | 'csv', rs: unknown[] = records) => [...encode(rs, format, { columns: ['a', 'b.c', 'missing'] })].join('');

test('json is one parseable array, one record per line; an empty run is []', () => {
  assert.deepEqual(JSON.parse(text('json')), records);
  assert.equal(text('json').split('\n').length, 5);
  assert.equal(text('json', []), '[]\n');
});

test('ndjson is one JSON record per line', () => {
  assert.deepEqual(text('ndjson').trimEnd().split('\n').map((l) => JSON.parse(l) as unknown), records);
});

test('csv follows RFC 4180: header, CRLF, quoted commas, quotes and line breaks, doubled quotes', () => {
  assert.equal(text('csv'), 'a,b.c,missing\r\n1,"x,y",\r\n2,"say ""hi""\nbye",\r\n');
  assert.equal(csvLine([null, undefined, true, { k: 1 }]), ',,true,"{""k"":1}"\r\n');
});

/** A writable that accepts `highWaterMark` bytes at a time and completes each write on the next tick. */
function slowSink(fail?: Error) {
  const chunks: string[] = [];
  let peak = 0;
  let pending = 0;
  const sink = new Writable({
    highWaterMark: 1024,
    write(chunk: Buffer, _enc, done) {
      pending += chunk.length;
      peak = Math.max(peak, pending);
      setImmediate(() => {
        pending -= chunk.length;
        chunks.push(chunk.toString());
        done(fail);
      });
    },
  });
  return { sink, chunks, peak: () => peak };
}

test('pump waits for drain: all data arrives in order and at most one batch is ever queued', async () => {
  const { sink, chunks, peak } = slowSink();
  const progress = { written: 0 };
  const lines = encode(take(() => ({ n: progress.written }), 5000, progress), 'ndjson', { columns: [] });
  await pump(lines, sink, { end: true, batchBytes: 512 });
  const all = chunks.join('').trimEnd().split('\n');
  assert.equal(all.length, 5000);
  assert.deepEqual(JSON.parse(all[4999]!), { n: 4999 });
  assert.equal(progress.written, 5000);
  assert.ok(peak() < 2048, `peak ${peak()} bytes queued`);
});

test('a failing stream stops the generation and rejects with its error', async () => {
  const { sink } = slowSink(new Error('disk full'));
  let made = 0;
  const endless = encode(take(() => ({ n: made++ }), 1e9, { written: 0 }), 'ndjson', { columns: [] });
  await assert.rejects(pump(endless, sink, { end: true, batchBytes: 256 }), /disk full/);
  assert.ok(made < 100_000, `generated ${made} records after the failure`);
});
