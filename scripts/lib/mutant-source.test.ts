import assert from 'node:assert/strict';
import { test } from 'node:test';
import { withMutant } from './mutant-source.js';

const source = 'const a = 1;\nif (amount > limit) refuse();\nreturn a;\n';

test("a mutant's replacement takes the place of its location, on any line", () => {
  const at = (line: number, start: number, end: number) => ({ start: { line, column: start }, end: { line, column: end } });
  assert.equal(withMutant(source, { replacement: 'amount >= limit', location: at(2, 5, 19) }), 'const a = 1;\nif (amount >= limit) refuse();\nreturn a;\n');
  assert.equal(withMutant(source, { replacement: '0', location: at(1, 11, 12) }), 'const a = 0;\nif (amount > limit) refuse();\nreturn a;\n');
  assert.equal(withMutant(source, { replacement: '{}', location: { start: { line: 2, column: 21 }, end: { line: 3, column: 10 } } }), 'const a = 1;\nif (amount > limit) {}\n');
});

test('a location outside the source, or ending before it starts, is refused rather than applied somewhere else', () => {
  const mutant = (start: [number, number], end: [number, number]) => ({ replacement: 'x', location: { start: { line: start[0], column: start[1] }, end: { line: end[0], column: end[1] } } });
  assert.throws(() => withMutant(source, mutant([9, 1], [9, 2])), /no position 9:1 in a source of 4 lines/);
  assert.throws(() => withMutant(source, mutant([1, 40], [1, 41])), /no position 1:40/);
  assert.throws(() => withMutant(source, mutant([2, 10], [2, 5])), /ends \(2:5\) before it starts/);
});
