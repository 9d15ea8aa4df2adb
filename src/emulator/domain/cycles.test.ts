import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { addMonths, type CycleType, cycleWindow } from './cycles.js';

const d = (iso: string) => new Date(iso);
const win = (type: CycleType, length: number, anchor: string, now: string) => {
  const w = cycleWindow(type, length, d(anchor), d(now));
  return [new Date(w.start).toISOString(), new Date(w.end).toISOString()];
};

describe('calendar cycles', () => {
  test('day (0) runs midnight to midnight', () => {
    assert.deepEqual(win(0, 1, '2026-03-10T15:00:00Z', '2026-03-12T23:59:59.999Z'), ['2026-03-12T00:00:00.000Z', '2026-03-13T00:00:00.000Z']);
  });
  test('calendar week (2) starts on Monday', () => {
    // 2026-03-12 is a Thursday; 2026-03-15 a Sunday.
    assert.deepEqual(win(2, 1, '2026-03-12T10:00:00Z', '2026-03-15T23:00:00Z'), ['2026-03-09T00:00:00.000Z', '2026-03-16T00:00:00.000Z']);
  });
  test('calendar month (4) starts on the 1st, also across a leap February', () => {
    assert.deepEqual(win(4, 1, '2028-01-31T10:00:00Z', '2028-02-29T12:00:00Z'), ['2028-02-01T00:00:00.000Z', '2028-03-01T00:00:00.000Z']);
  });
  test('calendar month with cycleLength 2 counts two months from the anchor month', () => {
    assert.deepEqual(win(4, 2, '2026-01-20T00:00:00Z', '2026-04-30T00:00:00Z'), ['2026-03-01T00:00:00.000Z', '2026-05-01T00:00:00.000Z']);
  });
  test('calendar quarter (6) and year (8)', () => {
    assert.deepEqual(win(6, 1, '2026-02-01T00:00:00Z', '2026-05-17T00:00:00Z'), ['2026-04-01T00:00:00.000Z', '2026-07-01T00:00:00.000Z']);
    assert.deepEqual(win(8, 1, '2026-06-01T00:00:00Z', '2027-12-31T23:59:59Z'), ['2027-01-01T00:00:00.000Z', '2028-01-01T00:00:00.000Z']);
  });
  test('calendar hour (12) runs from minute 0', () => {
    assert.deepEqual(win(12, 1, '2026-03-10T15:20:00Z', '2026-03-10T16:59:59Z'), ['2026-03-10T16:00:00.000Z', '2026-03-10T17:00:00.000Z']);
  });
});

describe('rolling cycles', () => {
  test('hour (11) counts 3600 s from the anchor', () => {
    assert.deepEqual(win(11, 1, '2026-03-10T15:20:00Z', '2026-03-10T16:19:59Z'), ['2026-03-10T15:20:00.000Z', '2026-03-10T16:20:00.000Z']);
  });
  test('week (1) counts 7 days from the anchor day at 00:00', () => {
    assert.deepEqual(win(1, 1, '2026-03-12T10:00:00Z', '2026-03-19T00:00:00Z'), ['2026-03-19T00:00:00.000Z', '2026-03-26T00:00:00.000Z']);
  });
  test('month (3) keeps the anchor day, clamped at month ends', () => {
    assert.deepEqual(win(3, 1, '2026-01-31T08:00:00Z', '2026-02-28T09:00:00Z'), ['2026-02-28T08:00:00.000Z', '2026-03-31T08:00:00.000Z']);
    assert.deepEqual(win(3, 1, '2026-01-31T08:00:00Z', '2026-02-28T07:00:00Z'), ['2026-01-31T08:00:00.000Z', '2026-02-28T08:00:00.000Z']);
  });
  test('quarter (5) and year (7) from the anchor; Feb 29 anchors clamp in common years', () => {
    assert.deepEqual(win(5, 1, '2026-01-15T00:00:00Z', '2026-04-15T00:00:00Z'), ['2026-04-15T00:00:00.000Z', '2026-07-15T00:00:00.000Z']);
    assert.deepEqual(win(7, 1, '2028-02-29T00:00:00Z', '2029-03-01T00:00:00Z'), ['2029-02-28T00:00:00.000Z', '2030-02-28T00:00:00.000Z']);
  });
  test('a clock set before the anchor still finds its window', () => {
    assert.deepEqual(win(11, 1, '2026-03-10T15:20:00Z', '2026-03-10T14:00:00Z'), ['2026-03-10T13:20:00.000Z', '2026-03-10T14:20:00.000Z']);
    assert.deepEqual(win(3, 1, '2026-03-10T00:00:00Z', '2026-01-20T00:00:00Z'), ['2026-01-10T00:00:00.000Z', '2026-02-10T00:00:00.000Z']);
  });
});

test('addMonths clamps to the last day of the target month', () => {
  assert.equal(addMonths(d('2026-01-31T00:00:00Z'), 1).toISOString(), '2026-02-28T00:00:00.000Z');
  assert.equal(addMonths(d('2028-01-31T00:00:00Z'), 1).toISOString(), '2028-02-29T00:00:00.000Z');
  assert.equal(addMonths(d('2026-12-15T00:00:00Z'), 2).toISOString(), '2027-02-15T00:00:00.000Z');
});

test('cycleLength must be a positive integer', () => {
  assert.throws(() => cycleWindow(0, 0, d('2026-01-01T00:00:00Z'), d('2026-01-01T00:00:00Z')), /positive integer/);
});
