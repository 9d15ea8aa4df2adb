import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { exceptionInForce, type LimitException, parseEdge, parsePeriod, type Period, putException, removeException } from './limit-exceptions.js';

const iso = (d: Date | undefined) => d?.toISOString();

describe('period edges', () => {
  test('a bare date starts at midnight and, as an end, covers the whole day', () => {
    assert.equal(iso(parseEdge('2026-03-10', 'start')), '2026-03-10T00:00:00.000Z');
    assert.equal(iso(parseEdge('2026-03-10', 'end')), '2026-03-11T00:00:00.000Z');
    assert.equal(iso(parseEdge('2028-02-29', 'end')), '2028-03-01T00:00:00.000Z');
  });
  test('a date-time end covers its last minute, second or millisecond', () => {
    assert.equal(iso(parseEdge('2026-03-10T18:00', 'end')), '2026-03-10T18:01:00.000Z');
    assert.equal(iso(parseEdge('2026-03-10T18:00:00', 'end')), '2026-03-10T18:00:01.000Z');
    assert.equal(iso(parseEdge('2026-03-10T18:00:00.250Z', 'end')), '2026-03-10T18:00:00.251Z');
  });
  test('no offset means UTC; an offset is honoured', () => {
    assert.equal(iso(parseEdge('2026-03-10T10:00:00', 'start')), '2026-03-10T10:00:00.000Z');
    assert.equal(iso(parseEdge('2026-03-10T10:00:00+02:00', 'start')), '2026-03-10T08:00:00.000Z');
    assert.equal(iso(parseEdge('2026-03-10T10:00:00-05:30', 'start')), '2026-03-10T15:30:00.000Z');
  });
  test('days, hours and texts that do not exist are refused', () => {
    for (const text of ['2026-02-29', '2026-02-30', '2026-13-01', '2026-03-10T24:00', '2026-03-10T10:60', '10/03/2026', 'tomorrow', '2026-03-10 10:00']) {
      assert.equal(parseEdge(text, 'start'), undefined, text);
    }
  });
  test('a period ends after it starts; one day from a date to itself is fine', () => {
    assert.equal(parsePeriod('2026-03-11', '2026-03-10'), 'end_before_start');
    assert.equal(parsePeriod('2026-03-10T10:00:00Z', '2026-03-10T09:59:59Z'), 'end_before_start');
    assert.equal(parsePeriod('nope', '2026-03-10'), 'invalid_start');
    assert.equal(parsePeriod('2026-03-10', '2026-02-30'), 'invalid_end');
    const day = parsePeriod(' 2026-03-10 ', '2026-03-10');
    assert.ok(typeof day === 'object');
    assert.deepEqual([iso(day.from), iso(day.until), day.startDate], ['2026-03-10T00:00:00.000Z', '2026-03-11T00:00:00.000Z', '2026-03-10']);
  });
});

describe('exceptions of a limit', () => {
  const period = (start: string, end: string): Period => {
    const p = parsePeriod(start, end);
    if (typeof p !== 'object') throw new Error(p);
    return p;
  };
  const exception = (start: string, end: string, value: number): LimitException => ({ period: period(start, end), value, cycleType: 0, cycleLength: 1, anchor: period(start, end).from });

  test('added in date order, in force within their period only', () => {
    const limit = { exceptions: [] as LimitException[] };
    assert.equal(putException(limit, exception('2026-04-01', '2026-04-10', 2)), 'added');
    assert.equal(putException(limit, exception('2026-03-01', '2026-03-31', 1)), 'added');
    assert.deepEqual(limit.exceptions.map((e) => e.value), [1, 2]);
    assert.equal(exceptionInForce(limit, new Date('2026-03-31T23:59:59Z'))?.value, 1);
    assert.equal(exceptionInForce(limit, new Date('2026-04-01T00:00:00Z'))?.value, 2, 'adjacent periods do not overlap');
    assert.equal(exceptionInForce(limit, new Date('2026-04-11T00:00:00Z')), undefined);
    assert.equal(exceptionInForce(limit, new Date('2026-02-28T23:59:59Z')), undefined);
  });
  test('the same period replaces; an overlapping one is refused and changes nothing', () => {
    const limit = { exceptions: [exception('2026-03-01', '2026-03-31', 1)] };
    assert.equal(putException(limit, exception('2026-03-01T00:00:00Z', '2026-03-31', 5)), 'replaced', 'the same instants in other words');
    const clash = putException(limit, exception('2026-03-31', '2026-04-02', 9));
    assert.ok(typeof clash === 'object');
    assert.equal(clash.overlaps.value, 5);
    assert.deepEqual(limit.exceptions.map((e) => e.value), [5]);
  });
  test('removed by their exact period only', () => {
    const limit = { exceptions: [exception('2026-03-01', '2026-03-31', 1)] };
    assert.equal(removeException(limit, period('2026-03-01', '2026-03-30')), 'unknown_exception');
    assert.equal(limit.exceptions.length, 1);
    assert.equal(removeException(limit, period('2026-03-01', '2026-03-31')), 'removed');
    assert.equal(limit.exceptions.length, 0);
    assert.equal(removeException(limit, period('2026-03-01', '2026-03-31')), 'unknown_exception');
  });
});
