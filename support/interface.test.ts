import assert from 'node:assert/strict';
import { test } from 'node:test';
import { decideInterface, InterfaceOfScenario } from './interface.js';

test("the folder decides, and other interface tags only say what else the scenario uses", () => {
  assert.deepEqual(decideInterface('features/v1/limits.feature', ['@v1', '@limits'], ['@v2']), { api: 'v1', by: 'its folder features/v1/' });
  assert.deepEqual(decideInterface('features/v1/cross-interface.feature', ['@v1', '@v2'], []), { api: 'v1', by: 'its folder features/v1/' });
  assert.equal(decideInterface('features/p2p/new.feature', [], []).api, 'p2p', 'the folder alone is enough');
  assert.equal(decideInterface('/home/qa/cardlab/features/ecom/x.feature', [], []).api, 'ecom');
  assert.equal(decideInterface('features\\v2\\x.feature', [], []).api, 'v2', 'Windows paths too');
});

test('a folder and a feature tag that disagree are a conflict, whatever the steps', () => {
  const decision = decideInterface('features/v2/x.feature', ['@v1'], []);
  assert.equal(decision.api, undefined);
  assert.match(decision.conflict ?? '', /folder features\/v2\/ says v2, but the feature is tagged @v1: tag the feature @v2/);
});

test('outside the folders: the one tag of the feature, else the one tag of the scenario', () => {
  assert.deepEqual(decideInterface('features/misc/x.feature', ['@v2'], ['@v1']), { api: 'v2', by: "the feature's tag @v2" });
  assert.deepEqual(decideInterface('tmp/x.feature', [], ['@ecom']), { api: 'ecom', by: "the scenario's tag @ecom" });
  assert.deepEqual(decideInterface('features/x.feature', ['@browser'], ['@limits']), { api: undefined }, 'other tags say nothing');
  assert.deepEqual(decideInterface('features/v3/x.feature', [], []), { api: undefined }, 'only the four folders count');
});

test('several interface tags outside the folders are ambiguous (fatal only for a phrase that depends on it)', () => {
  assert.match(decideInterface('features/x.feature', ['@v1', '@v2'], []).ambiguity ?? '', /feature is tagged @v1 and @v2 .*move it to the folder/);
  assert.match(decideInterface('features/x.feature', [], ['@v1', '@p2p']).ambiguity ?? '', /scenario is tagged @v1 and @p2p/);
  assert.equal(decideInterface('features/x.feature', [], ['@v1', '@p2p']).api, undefined);
});

test('the interface is told only to a step whose phrase depends on it', () => {
  const scenario = new InterfaceOfScenario();
  assert.throws(() => scenario.api, /not in INTERFACE_PHRASES/, 'before any step');
  scenario.decide({ api: 'v1', dependentSteps: new Set(['step-1']) });
  scenario.enterStep('step-1');
  assert.equal(scenario.api, 'v1');
  scenario.enterStep('step-2');
  assert.throws(() => scenario.api, /reads the scenario's interface, but its phrase is not in INTERFACE_PHRASES \(support\/interface\.ts\): add it there/);
});

test('a phrase that names its interface gets it whatever the scenario says, only while it runs; an undecided one is never defaulted', async () => {
  const scenario = new InterfaceOfScenario();
  scenario.decide({ api: undefined, dependentSteps: new Set(['step-1']), problem: 'Scenario "x" does not say which interface it is about' });
  scenario.enterStep('step-2');
  assert.equal(await scenario.through('v2', () => Promise.resolve(scenario.api)), 'v2');
  assert.throws(() => scenario.api, /not in INTERFACE_PHRASES/);
  scenario.enterStep('step-1');
  assert.throws(() => scenario.api, /does not say which interface/);
});
