import assert from 'node:assert/strict';
import { test } from 'node:test';
import { keyedEntropy, newEntropyKey, SYSTEM_ENTROPY } from './entropy.js';

const UUID_V4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

test('a keyed stream gives the same values in the same order for the same key, others for another key', () => {
  const key = newEntropyKey();
  const draw = (k: string) => {
    const e = keyedEntropy(k);
    return [e.uuid(), e.bytes(5).toString('hex'), e.below(10), ...Array.from({ length: 600 }, () => e.uuid())];
  };
  assert.deepEqual(draw(key), draw(key));
  assert.notDeepEqual(draw(key), draw(newEntropyKey()));
});

test('keyed UUIDs are version 4 and do not repeat; below() stays in range and uses every value', () => {
  const e = keyedEntropy(newEntropyKey());
  const ids = Array.from({ length: 20_000 }, () => e.uuid());
  assert.ok(ids.every((id) => UUID_V4.test(id)), ids.find((id) => !UUID_V4.test(id)));
  assert.equal(new Set(ids).size, ids.length);
  const counts = new Array<number>(10).fill(0);
  for (let i = 0; i < 10_000; i++) counts[e.below(10)]!++;
  assert.ok(counts.every((c) => c > 850 && c < 1150), `roughly uniform: ${counts.join(', ')}`);
  assert.throws(() => keyedEntropy('short'), /64/);
});

test('a keyed stream set to a position goes on exactly as the stream that got there (a snapshot read back)', () => {
  const key = newEntropyKey();
  const walked = keyedEntropy(key);
  for (let i = 0; i < 700; i++) walked.bytes((i % 37) + 1);
  walked.below(7);
  const restored = keyedEntropy(key);
  restored.stream!.taken = walked.stream!.taken;
  const next = (e: ReturnType<typeof keyedEntropy>) => [e.uuid(), e.bytes(4099).toString('hex'), e.below(200), ...Array.from({ length: 300 }, () => e.uuid())];
  assert.deepEqual(next(restored), next(walked));
});

test('a keyed UUID is the stream’s 16 bytes in hex, with the version and variant bits set (ids kept on disk stay the same)', () => {
  const key = newEntropyKey();
  const ids = keyedEntropy(key);
  const bytes = keyedEntropy(key);
  for (let n = 0; n < 300; n++) {
    const b = bytes.bytes(16);
    b[6] = (b[6]! & 0x0f) | 0x40;
    b[8] = (b[8]! & 0x3f) | 0x80;
    const hex = b.toString('hex');
    assert.equal(ids.uuid(), `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`);
  }
});

test('system UUIDs are version 4 and do not repeat, across refills of their random bytes', () => {
  const ids = Array.from({ length: 5_000 }, () => SYSTEM_ENTROPY.uuid());
  assert.ok(ids.every((id) => UUID_V4.test(id)), ids.find((id) => !UUID_V4.test(id)));
  assert.equal(new Set(ids).size, ids.length);
});
