import assert from 'node:assert/strict';
import { test } from 'node:test';
import { keyedEntropy, newEntropyKey } from './entropy.js';

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
