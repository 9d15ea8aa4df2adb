/**
 * The journal writer on a disk that fills up (issue #29, finding 1): a write(2) that takes only
 * part of what it was given is not taken for the whole. Either the rest follows (a short write
 * completed) or the disk refuses it, and then nobody waiting is told that their entries are on disk.
 */
import assert from 'node:assert/strict';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test } from 'node:test';
import { JournalWriter, type WriteSome } from './journal-writer.js';

const real: WriteSome = async (handle, data) => (await handle.write(data)).bytesWritten;

/** A disk with `room` bytes left: a write that does not fit takes what fits, the next one gets ENOSPC. */
function fillingDisk(room: number): WriteSome {
  let left = room;
  return async (handle, data) => {
    if (left === 0) throw Object.assign(new Error('ENOSPC: no space left on device, write'), { code: 'ENOSPC' });
    const taken = Math.min(left, data.length);
    left -= taken;
    return real(handle, data.subarray(0, taken));
  };
}

function dirOf(t: { after: (fn: () => void) => void }): string {
  const dir = mkdtempSync(join(tmpdir(), 'cardlab-writer-'));
  t.after(() => rmSync(dir, { recursive: true, force: true }));
  return dir;
}

test('a write the disk takes only half of is an error, told before any waiter hears of it, never an acknowledgement', async (t) => {
  const dir = dirOf(t);
  const told: string[] = [];
  const writer = new JournalWriter(dir, (error) => told.push(`failure: ${(error as NodeJS.ErrnoException).code}`), fillingDisk(30));
  writer.append('a', '{"first":"fits whole"}\n');
  await writer.durable();
  writer.append('a', '{"second":"is cut short by the full disk"}\n');
  const waiting = writer.durable().then(
    () => told.push('acknowledged'),
    () => told.push('refused'),
  );
  await waiting;
  assert.deepEqual(told, ['failure: ENOSPC', 'refused'], 'the emulator is told first; the waiter is refused, not acknowledged');
  await assert.rejects(writer.durable(), /ENOSPC/, 'and every later waiter too: memory is ahead of the disk');
  assert.equal(readFileSync(join(dir, 'a.ndjson'), 'utf8'), '{"first":"fits whole"}\n{"secon', 'on disk: the first line, and a torn tail that start-up cuts');
});

test('short writes that the disk completes on the next call leave every line whole', async (t) => {
  const dir = dirOf(t);
  // A disk (or a pipe, a network filesystem) that takes at most 5 bytes per write(2).
  const dribbling: WriteSome = (handle, data) => real(handle, data.subarray(0, 5));
  const writer = new JournalWriter(dir, (error) => assert.fail(error), dribbling);
  const lines = ['{"n":1}\n', '{"n":2,"longer":"than five bytes"}\n', '{"n":3}\n'];
  for (const line of lines) writer.append('b', line);
  await writer.durable();
  writer.rewrite('c', lines);
  await writer.durable();
  await writer.close();
  assert.equal(readFileSync(join(dir, 'b.ndjson'), 'utf8'), lines.join(''));
  assert.equal(readFileSync(join(dir, 'c.ndjson'), 'utf8'), lines.join(''), 'a rewrite too');
});

test('a write that takes nothing and reports no error is an error, not a loop', async (t) => {
  const dir = dirOf(t);
  let failure: Error | undefined;
  const writer = new JournalWriter(dir, (error) => (failure = error), () => Promise.resolve(0));
  writer.append('c', '{"n":1}\n');
  await assert.rejects(writer.durable(), /took 0 of 8 bytes/);
  assert.match(String(failure?.message), /took 0 of 8 bytes/);
});
