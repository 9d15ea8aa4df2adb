import assert from 'node:assert/strict';
import { test } from 'node:test';
import { Notepad, subject } from './notepad.js';

test('a subject starts from its initial notes, made once per notepad and kept between reads', () => {
  const orders = subject(() => new Map<string, number>());
  const notes = new Notepad();
  notes.get(orders).set('A-1', 100);
  assert.deepEqual([...notes.get(orders)], [['A-1', 100]]);
  assert.equal(new Notepad().get(orders).size, 0, 'another scenario (another World) starts empty');
});

test('two subjects are two keys, even with the same shape', () => {
  const first = subject(() => ({ count: 0 }));
  const second = subject(() => ({ count: 0 }));
  const notes = new Notepad();
  notes.get(first).count = 3;
  notes.set(second, { count: 7 });
  assert.deepEqual([notes.get(first).count, notes.get(second).count], [3, 7]);
});
