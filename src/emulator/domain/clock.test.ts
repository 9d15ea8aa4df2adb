import assert from 'node:assert/strict';
import { test } from 'node:test';
import { Clock } from './clock.js';

test('clock follows its source and can be set', () => {
  let wall = 1_000;
  const clock = new Clock(() => wall);
  assert.equal(clock.nowMs(), 1_000);
  clock.set(new Date(50_000));
  assert.equal(clock.nowMs(), 50_000);
  wall += 10;
  assert.equal(clock.nowMs(), 50_010, 'time keeps running after a set');
  clock.reset();
  assert.equal(clock.nowMs(), 1_010);
});

test('a clock set standing still keeps its instant until it is set again or reset', () => {
  let wall = 1_000;
  const clock = new Clock(() => wall);
  clock.set(new Date(50_000), false);
  wall += 10;
  assert.equal(clock.nowMs(), 50_000, 'the wall clock moved, the clock did not');
  assert.equal(clock.running, false);
  clock.set(new Date(110_000), false);
  wall += 10;
  assert.equal(clock.nowMs(), 110_000, 'set again standing, it stands at the new instant');
  clock.set(new Date(110_000));
  assert.equal(clock.running, true);
  wall += 10;
  assert.equal(clock.nowMs(), 110_010, 'set running, it runs from the instant');
  clock.set(new Date(7_000), false);
  clock.reset();
  assert.equal(clock.running, true);
  assert.equal(clock.nowMs(), wall, 'a reset runs on real time');
});

test('calls within one millisecond share one Date; the next millisecond or a set gives a new one', () => {
  let wall = 5_000;
  const clock = new Clock(() => wall);
  const first = clock.now();
  assert.equal(clock.now(), first);
  wall += 1;
  const next = clock.now();
  assert.notEqual(next, first);
  assert.equal(first.getTime(), 5_000, 'a Date given out keeps its instant');
  assert.equal(next.getTime(), 5_001);
  clock.set(new Date(65_001));
  assert.equal(clock.now().getTime(), 65_001);
  clock.set(new Date(5_001));
  assert.equal(clock.now().getTime(), 5_001);
});
