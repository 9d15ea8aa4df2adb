import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { Envelope } from '@cucumber/messages';
import { collectCatalogue, topicOf } from './steps-catalogue.js';
import { catalogueJson, editorSettings, phraseInWords, reasonTables, renderCatalogue } from './steps-render.js';

const sources: Record<string, string[]> = {
  'steps/cards.ts': ["Given('{actor} has a virtual card', async function () {", '', "Then(/^the card is (active|blocked)$/, function () {", "When('nobody calls {int} times', () => {})"],
  'steps/limits.ts': ["Then('{actor} has a limit', () => {})"],
};
const at = (line: number) => ({ line, column: 1 });
const envelopes = [
  { parameterType: { id: 'p', name: 'actor', regularExpressions: ['[A-Z][a-z]+'], preferForRegularExpressionMatch: false, useForSnippets: true } },
  { stepDefinition: { id: 'd4', pattern: { source: '{actor} has a limit', type: 'CUCUMBER_EXPRESSION' }, sourceReference: { uri: 'steps/limits.ts', location: at(1) } } },
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
const line = (uri: string, n: number) => sources[uri]?.[n - 1] ?? '';
const REASONS = [
  { phrase: /^the request is refused because (.+)$/, kind: 'refusal' as const, reasons: (api: string) => (api === 'v1' ? ['the card is not active', 'the card does not exist'] : ['the card does not exist']) },
  { phrase: /^the (?:top-up|debit) is declined because (.+)$/, kind: 'decline' as const, reasons: () => ['of insufficient funds'] },
];

test('each definition gets its topic, keyword, parameters, interface dependence and first use; topics in their order', () => {
  const catalogue = collectCatalogue(envelopes, line, new Set(['{actor} has a virtual card']));
  assert.deepEqual(catalogue.steps.map((s) => [s.topic, s.phrase]), [
    ['Cards', '{actor} has a virtual card'],
    ['Cards', '^the card is (active|blocked)$'],
    ['Cards', 'nobody calls {int} times'],
    ['Limits', '{actor} has a limit'],
  ]);
  const [has, is, unused] = catalogue.steps;
  assert.deepEqual(has, { topic: 'Cards', keyword: 'Given', phrase: '{actor} has a virtual card', regular: false, uri: 'steps/cards.ts', line: 1, parameters: ['actor'], dependsOnInterface: true, example: { text: 'Alice has a virtual card', uri: 'features/a.feature', line: 4, table: undefined, docString: undefined } });
  assert.equal(is?.keyword, 'Then');
  assert.equal(is?.dependsOnInterface, false);
  assert.deepEqual(is?.example?.table, [['a', 'b']]);
  assert.equal(unused?.example, undefined);
});

test('a step file without a topic is refused, naming where to add it', () => {
  assert.equal(topicOf('steps/bindings.ts'), 'Stored credentials');
  assert.throws(() => topicOf('steps/loyalty.ts'), /steps\/loyalty\.ts has no business topic: add 'loyalty' to one of TOPICS in scripts\/lib\/steps-catalogue\.ts/);
});

test('the Markdown groups by topic, marks the interface-dependent phrases and lists reasons per interface', () => {
  const catalogue = collectCatalogue(envelopes, line, new Set(['{actor} has a virtual card']));
  const md = renderCatalogue(catalogue, reasonTables(REASONS));
  assert.match(md, /- \[Cards\]\(#cards\): issuing/);
  assert.match(md, /## Cards\n\nIssuing, blocking/);
  assert.match(md, /- \*\*Given\*\* `\{actor\} has a virtual card` · \*\*depends on the interface\*\*\n {2}- parameters: `\{actor\}`\n {2}- defined in steps\/cards\.ts\n {2}- example \(features\/a\.feature:4\): `Given Alice has a virtual card`/);
  assert.match(md, /- \*\*Then\*\* `\/\^the card is \(active\|blocked\)\$\/`\n/);
  assert.match(md, / {4}\| a \| b \|/);
  assert.match(md, /nobody calls \{int\} times`\n {2}- parameters: `\{int\}`\n {2}- defined in steps\/cards\.ts\n {2}- example: none yet/);
  assert.match(md, /### `the request is refused because …`\n\n\| reason \| v1 \| v2 \| ecom \| p2p \|\n\| --- \| :-: \| :-: \| :-: \| :-: \|\n\| the card is not active \| ✓ \| {2}\| {2}\| {2}\|\n\| the card does not exist \| ✓ \| ✓ \| ✓ \| ✓ \|/);
  assert.match(md, /### `the top-up\/debit is declined because …`/);
  assert.match(md, /\| `\{actor\}` \| `\[A-Z\]\[a-z\]\+` \|/);
  assert.match(md, /\| `\{int\}` \| a whole number/);
  assert.ok(md.indexOf('## Cards') < md.indexOf('## Limits'));
  assert.equal(renderCatalogue(catalogue, reasonTables(REASONS)), md, 'the same input gives the same bytes');
});

test('the JSON catalogue and the editor settings come from the same catalogue', () => {
  const catalogue = collectCatalogue(envelopes, line, new Set(['{actor} has a virtual card']));
  const json = JSON.parse(catalogueJson(catalogue, reasonTables(REASONS))) as { topics: Array<{ topic: string; steps: Array<{ phrase: string; dependsOnInterface: boolean; definedIn: unknown }> }>; reasons: Array<{ phrase: string; reasons: unknown[] }> };
  assert.deepEqual(json.topics.map((t) => t.topic), ['Cards', 'Limits']);
  assert.deepEqual(json.topics[0]?.steps[0], { keyword: 'Given', phrase: '{actor} has a virtual card', kind: 'cucumber expression', parameters: ['actor'], dependsOnInterface: true, definedIn: 'steps/cards.ts', example: { text: 'Given Alice has a virtual card', file: 'features/a.feature', line: 4 } });
  assert.deepEqual(json.reasons[0], { phrase: 'the request is refused because …', kind: 'refusal', reasons: [{ reason: 'the card is not active', interfaces: ['v1'] }, { reason: 'the card does not exist', interfaces: ['v1', 'v2', 'ecom', 'p2p'] }] });
  assert.deepEqual(editorSettings(catalogue), {
    'cucumber.features': ['features/**/*.feature'],
    'cucumber.glue': ['steps/**/*.ts', 'support/**/*.ts'],
    'cucumber.parameterTypes': [{ name: 'actor', regexp: '[A-Z][a-z]+' }],
  });
  assert.equal(phraseInWords(/^the (?:top-up|debit|credit) is declined because (.+)$/), 'the top-up/debit/credit is declined because …');
});
