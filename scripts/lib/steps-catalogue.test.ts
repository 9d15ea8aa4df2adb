import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { Envelope } from '@cucumber/messages';
import { collectCatalogue, renderCatalogue } from './steps-catalogue.js';

const sources: Record<string, string[]> = {
  'steps/cards.ts': ["Given('{actor} has a virtual card', async function () {", '', "Then(/^the card is (active|blocked)$/, function () {", "When('nobody calls {int} times', () => {})"],
};
const at = (line: number) => ({ line, column: 1 });
const envelopes = [
  { parameterType: { id: 'p', name: 'actor', regularExpressions: ['[A-Z][a-z]+'], preferForRegularExpressionMatch: false, useForSnippets: true } },
  { stepDefinition: { id: 'd1', pattern: { source: '{actor} has a virtual card', type: 'CUCUMBER_EXPRESSION' }, sourceReference: { uri: 'steps/cards.ts', location: at(1) } } },
  { stepDefinition: { id: 'd2', pattern: { source: '^the card is (active|blocked)$', type: 'REGULAR_EXPRESSION' }, sourceReference: { uri: 'steps/cards.ts', location: at(3) } } },
  { stepDefinition: { id: 'd3', pattern: { source: 'nobody calls {int} times', type: 'CUCUMBER_EXPRESSION' }, sourceReference: { uri: 'steps/cards.ts', location: at(4) } } },
  {
    gherkinDocument: {
      uri: 'features/b.feature',
      feature: { children: [{ rule: { children: [{ scenario: { steps: [{ id: 'g1', location: at(9), keyword: 'And ', text: '' }, { id: 'g2', location: at(10), keyword: 'Then ', text: '' }] } }] } }] },
    },
  },
  { gherkinDocument: { uri: 'features/a.feature', feature: { children: [{ background: { steps: [{ id: 'g3', location: at(4), keyword: 'Given ', text: '' }] } }] } } },
  { pickle: { id: 'p1', uri: 'features/b.feature', steps: [{ id: 's1', astNodeIds: ['g1'], text: 'Bob has a virtual card' }, { id: 's2', astNodeIds: ['g2'], text: 'the card is active', argument: { dataTable: { rows: [{ cells: [{ value: 'a' }, { value: 'b' }] }] } } }] } },
  { testCase: { id: 't1', pickleId: 'p1', testSteps: [{ id: 'x1', pickleStepId: 's1', stepDefinitionIds: ['d1'] }, { id: 'x2', pickleStepId: 's2', stepDefinitionIds: ['d2'] }] } },
  { pickle: { id: 'p2', uri: 'features/a.feature', steps: [{ id: 's3', astNodeIds: ['g3'], text: 'Alice has a virtual card' }] } },
  { testCase: { id: 't2', pickleId: 'p2', testSteps: [{ id: 'x3', pickleStepId: 's3', stepDefinitionIds: ['d1'] }] } },
] as unknown as Envelope[];

test('each definition gets its keyword, parameters and the first use by feature path and line', () => {
  const catalogue = collectCatalogue(envelopes, (uri, line) => sources[uri]?.[line - 1] ?? '');
  const [has, is, unused] = catalogue.steps;
  assert.deepEqual(has, { keyword: 'Given', phrase: '{actor} has a virtual card', regular: false, uri: 'steps/cards.ts', line: 1, parameters: ['actor'], example: { text: 'Alice has a virtual card', uri: 'features/a.feature', line: 4, table: undefined, docString: undefined } });
  assert.equal(is?.keyword, 'Then');
  assert.deepEqual(is?.example?.table, [['a', 'b']]);
  assert.equal(unused?.example, undefined);

  const md = renderCatalogue(catalogue);
  assert.match(md, /\| `\{actor\}` \| `\[A-Z\]\[a-z\]\+` \|/);
  assert.match(md, /\| `\{int\}` \| a whole number/);
  assert.match(md, /## cards \(steps\/cards\.ts\)/);
  assert.match(md, /- \*\*Given\*\* `\{actor\} has a virtual card`\n {2}- parameters: `\{actor\}`\n {2}- example \(features\/a\.feature:4\): `Given Alice has a virtual card`/);
  assert.match(md, /- \*\*Then\*\* `\/\^the card is \(active\|blocked\)\$\/`/);
  assert.match(md, / {4}\| a \| b \|/);
  assert.match(md, /nobody calls \{int\} times`\n {2}- parameters: `\{int\}`\n {2}- example: none yet/);
  assert.equal(renderCatalogue(catalogue), md, 'the same input gives the same bytes');
});
