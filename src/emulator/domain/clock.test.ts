import assert from 'node:assert/strict';
import { test } from 'node:test';
import { Clock } from './clock.js';

test('clock follows its source, can be set and advanced', () => {
  let wall = 1_000;
  const clock = new Clock(() => wall);
  assert.equal(clock.nowMs(), 1_000);
  clock.set(new Date(50_000));
  assert.equal(clock.nowMs(), 50_000);
  wall += 10;
  assert.equal(clock.nowMs(), 50_010, 'time keeps running after a set');
  clock.advance(86_400_000);
  assert.equal(clock.now().toISOString(), new Date(50_010 + 86_400_000).toISOString());
  clock.reset();
  assert.equal(clock.nowMs(), 1_010);
});

test('clock refuses to go backwards through advance', () => {
  const clock = new Clock(() => 0);
  assert.throws(() => clock.advance(-1), /non-negative/);
  assert.throws(() => clock.advance(Number.NaN), /non-negative/);
});
