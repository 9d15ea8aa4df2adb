import { test } from 'node:test';
import assert from 'node:assert/strict';
import { createRandom, seedFrom } from './random.js';

const take = (seed: string | number, n: number): number[] => {
  const rng = createRandom(seed);
  return Array.from({ length: n }, () => rng.next());
};

test('seedFrom matches the published FNV-1a 32-bit test vectors', () => {
  assert.equal(seedFrom(''), 0x811c9dc5);
  assert.equal(seedFrom('a'), 0xe40c292c);
  assert.equal(seedFrom('foobar'), 0xbf9cf968);
});

test('same seed gives the same sequence; different seeds differ', () => {
  assert.deepEqual(take('scenario A', 20), take('scenario A', 20));
  assert.notDeepEqual(take('scenario A', 20), take('scenario B', 20));
  assert.notDeepEqual(take(1, 20), take(2, 20));
});

test('a string seed is equivalent to its seedFrom hash', () => {
  assert.deepEqual(take('checkout', 10), take(seedFrom('checkout'), 10));
});

test('next() stays in [0, 1) and is roughly uniform', () => {
  const values = take(7, 10_000);
  assert.ok(values.every((v) => v >= 0 && v < 1));
  const mean = values.reduce((a, b) => a + b, 0) / values.length;
  assert.ok(Math.abs(mean - 0.5) < 0.02, `mean ${mean}`);
});

test('int() is inclusive at both ends and rejects bad ranges', () => {
  const rng = createRandom(3);
  const seen = new Set<number>();
  for (let i = 0; i < 1000; i++) seen.add(rng.int(-2, 2));
  assert.deepEqual([...seen].sort((a, b) => a - b), [-2, -1, 0, 1, 2]);
  assert.equal(rng.int(5, 5), 5);
  assert.throws(() => rng.int(3, 1), RangeError);
  assert.throws(() => rng.int(0, 1.5), RangeError);
});

test('digits() returns exactly n digits, leading zeros included', () => {
  const rng = createRandom(11);
  assert.equal(rng.digits(0), '');
  const many = Array.from({ length: 500 }, () => rng.digits(3));
  assert.ok(many.every((d) => /^\d{3}$/.test(d)));
  assert.ok(many.some((d) => d.startsWith('0')));
  assert.throws(() => rng.digits(-1), RangeError);
});

test('pick() returns members, reaches all of them, and rejects empty arrays', () => {
  const rng = createRandom(5);
  const items = ['a', 'b', 'c'] as const;
  const seen = new Set(Array.from({ length: 200 }, () => rng.pick(items)));
  assert.deepEqual([...seen].sort(), ['a', 'b', 'c']);
  assert.throws(() => rng.pick([]), RangeError);
});

test('a stream set to the position of another goes on with the same values', () => {
  const a = createRandom(42);
  for (let i = 0; i < 57; i++) a.int(0, 1000);
  const b = createRandom(1);
  b.position!.state = a.position!.state;
  assert.deepEqual(Array.from({ length: 20 }, () => b.digits(3)), Array.from({ length: 20 }, () => a.digits(3)));
});
