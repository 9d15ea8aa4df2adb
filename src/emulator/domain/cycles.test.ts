import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { addMonths, CYCLE_TYPES, type CycleType, cycleWindow } from './cycles.js';

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

describe('cycleLength > 1 for every cycle type', () => {
  const cases: [CycleType, number, string, string, [string, string]][] = [
    [0, 2, '2026-03-10T15:00:00Z', '2026-03-12T00:00:00Z', ['2026-03-12T00:00:00.000Z', '2026-03-14T00:00:00.000Z']],
    [1, 2, '2026-03-12T10:00:00Z', '2026-03-25T23:59:59Z', ['2026-03-12T00:00:00.000Z', '2026-03-26T00:00:00.000Z']],
    [2, 2, '2026-03-12T10:00:00Z', '2026-03-23T00:00:00Z', ['2026-03-23T00:00:00.000Z', '2026-04-06T00:00:00.000Z']],
    [3, 2, '2026-01-31T08:00:00Z', '2026-03-31T07:59:59Z', ['2026-01-31T08:00:00.000Z', '2026-03-31T08:00:00.000Z']],
    [4, 2, '2026-11-15T10:00:00Z', '2026-12-31T23:59:59Z', ['2026-11-01T00:00:00.000Z', '2027-01-01T00:00:00.000Z']],
    [5, 2, '2026-01-15T10:00:00Z', '2026-07-15T10:00:00Z', ['2026-07-15T10:00:00.000Z', '2027-01-15T10:00:00.000Z']],
    [6, 2, '2026-05-10T00:00:00Z', '2026-10-01T00:00:00Z', ['2026-10-01T00:00:00.000Z', '2027-04-01T00:00:00.000Z']],
    [7, 2, '2028-02-29T12:00:00Z', '2030-02-28T12:00:00Z', ['2030-02-28T12:00:00.000Z', '2032-02-29T12:00:00.000Z']],
    [8, 2, '2026-06-01T00:00:00Z', '2027-12-31T23:59:59Z', ['2026-01-01T00:00:00.000Z', '2028-01-01T00:00:00.000Z']],
    [11, 3, '2026-03-10T15:20:00Z', '2026-03-10T18:20:00Z', ['2026-03-10T18:20:00.000Z', '2026-03-10T21:20:00.000Z']],
    [12, 2, '2026-03-10T15:20:00Z', '2026-03-10T16:59:59Z', ['2026-03-10T15:00:00.000Z', '2026-03-10T17:00:00.000Z']],
  ];
  for (const [type, length, anchor, now, expected] of cases) {
    test(`type ${type} × ${length}, at ${now}`, () => assert.deepEqual(win(type, length, anchor, now), expected));
  }
});

describe('month ends and leap years', () => {
  test('a rolling month anchored on the 31st returns to the 31st after a short month (no drift)', () => {
    assert.deepEqual(win(3, 1, '2026-01-31T08:00:00Z', '2026-04-15T00:00:00Z'), ['2026-03-31T08:00:00.000Z', '2026-04-30T08:00:00.000Z']);
    assert.deepEqual(win(3, 1, '2026-01-31T08:00:00Z', '2026-05-15T00:00:00Z'), ['2026-04-30T08:00:00.000Z', '2026-05-31T08:00:00.000Z']);
  });
  test('a rolling month anchored on the 30th meets February 29 in a leap year', () => {
    assert.deepEqual(win(3, 1, '2028-01-30T00:00:00Z', '2028-02-29T00:00:00Z'), ['2028-02-29T00:00:00.000Z', '2028-03-30T00:00:00.000Z']);
  });
  test('a rolling quarter anchored on November 30 ends on the last day of February', () => {
    assert.deepEqual(win(5, 1, '2027-11-30T00:00:00Z', '2028-01-01T00:00:00Z'), ['2027-11-30T00:00:00.000Z', '2028-02-29T00:00:00.000Z']);
    assert.deepEqual(win(5, 1, '2026-11-30T00:00:00Z', '2027-01-01T00:00:00Z'), ['2026-11-30T00:00:00.000Z', '2027-02-28T00:00:00.000Z']);
  });
  test('a calendar year is 366 days in a leap year', () => {
    const [start, end] = win(8, 1, '2028-03-01T00:00:00Z', '2028-12-31T23:59:59Z');
    assert.equal((Date.parse(end!) - Date.parse(start!)) / 86_400_000, 366);
  });
  test('a calendar day and week cross a month end and a year end', () => {
    assert.deepEqual(win(0, 1, '2026-02-01T00:00:00Z', '2026-02-28T23:59:59.999Z'), ['2026-02-28T00:00:00.000Z', '2026-03-01T00:00:00.000Z']);
    // 2026-12-28 is a Monday: the calendar week runs into 2027.
    assert.deepEqual(win(2, 1, '2026-12-01T00:00:00Z', '2027-01-01T12:00:00Z'), ['2026-12-28T00:00:00.000Z', '2027-01-04T00:00:00.000Z']);
  });
});

describe('calendar and rolling cycles of the same unit differ', () => {
  const anchor = '2026-03-10T15:20:00Z';
  const now = '2026-04-05T10:00:00Z';
  test('month (3) vs calendar month (4)', () => {
    assert.deepEqual(win(3, 1, anchor, now), ['2026-03-10T15:20:00.000Z', '2026-04-10T15:20:00.000Z']);
    assert.deepEqual(win(4, 1, anchor, now), ['2026-04-01T00:00:00.000Z', '2026-05-01T00:00:00.000Z']);
  });
  test('week (1) vs calendar week (2): 2026-03-10 is a Tuesday', () => {
    assert.deepEqual(win(1, 1, anchor, '2026-03-16T10:00:00Z'), ['2026-03-10T00:00:00.000Z', '2026-03-17T00:00:00.000Z']);
    assert.deepEqual(win(2, 1, anchor, '2026-03-16T10:00:00Z'), ['2026-03-16T00:00:00.000Z', '2026-03-23T00:00:00.000Z']);
  });
  test('quarter (5) vs calendar quarter (6), year (7) vs calendar year (8)', () => {
    assert.deepEqual(win(5, 1, anchor, '2026-06-11T00:00:00Z'), ['2026-06-10T15:20:00.000Z', '2026-09-10T15:20:00.000Z']);
    assert.deepEqual(win(6, 1, anchor, '2026-06-11T00:00:00Z'), ['2026-04-01T00:00:00.000Z', '2026-07-01T00:00:00.000Z']);
    assert.deepEqual(win(7, 1, anchor, '2027-01-05T00:00:00Z'), ['2026-03-10T15:20:00.000Z', '2027-03-10T15:20:00.000Z']);
    assert.deepEqual(win(8, 1, anchor, '2027-01-05T00:00:00Z'), ['2027-01-01T00:00:00.000Z', '2028-01-01T00:00:00.000Z']);
  });
});

describe('windows tile time, before and after the anchor (clock set back)', () => {
  // A seeded walk over instants from 2000 to 2199: every window contains its instant, starts a
  // window of its own, and is followed by the window that starts where it ends.
  let seed = 42;
  const next = () => (seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31) / 2 ** 31;
  const instant = () => new Date(Date.UTC(2000, 0, 1) + Math.floor(next() * 199 * 365.25 * 86_400_000));
  for (const type of CYCLE_TYPES) {
    test(`type ${type}`, () => {
      for (let i = 0; i < 200; i++) {
        const length = 1 + Math.floor(next() * 3);
        const anchor = instant();
        const now = i % 2 ? new Date(anchor.getTime() - Math.floor(next() * 400 * 86_400_000)) : instant();
        const w = cycleWindow(type, length, anchor, now);
        const at = `type ${type}×${length} anchor ${anchor.toISOString()} now ${now.toISOString()}`;
        assert.ok(w.start <= now.getTime() && now.getTime() < w.end, `contains now: ${at}`);
        assert.equal(cycleWindow(type, length, anchor, new Date(w.start)).start, w.start, `starts a window: ${at}`);
        assert.equal(cycleWindow(type, length, anchor, new Date(w.end)).start, w.end, `next window starts at the end: ${at}`);
        assert.equal(cycleWindow(type, length, anchor, new Date(w.end - 1)).start, w.start, `last instant still inside: ${at}`);
      }
    });
  }
});
