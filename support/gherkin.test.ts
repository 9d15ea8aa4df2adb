import assert from 'node:assert/strict';
import { test } from 'node:test';
import { lineOf, seedKey } from './gherkin.js';

const at = (line: number) => ({ line, column: 1 });
const document = {
  feature: {
    children: [
      { scenario: { id: 'sc', location: at(3), steps: [{ id: 'st', location: at(4) }], examples: [] } },
      { rule: { children: [{ scenario: { id: 'outline', location: at(8), steps: [], examples: [{ tableBody: [{ id: 'row1', location: at(12) }, { id: 'row2', location: at(13) }] }] } }] } },
    ],
  },
} as never;

test('lines of scenarios, steps and example rows, inside Rules too', () => {
  assert.deepEqual(['sc', 'st', 'outline', 'row2', 'nothing'].map((id) => lineOf(document, id)), [3, 4, 8, 13, '?']);
});

test("rows of an outline get seeds of their own; a plain scenario's seed is its file and name, as before", () => {
  const pickle = (ids: string[]) => ({ uri: 'features/p2p/x.feature', name: 'An initiator is refused', astNodeIds: ids }) as never;
  assert.equal(seedKey(pickle(['sc']), document), 'features/p2p/x.feature:An initiator is refused');
  assert.notEqual(seedKey(pickle(['outline', 'row1']), document), seedKey(pickle(['outline', 'row2']), document));
  assert.equal(seedKey(pickle(['outline', 'row2']), document), 'features/p2p/x.feature:An initiator is refused:13');
});
