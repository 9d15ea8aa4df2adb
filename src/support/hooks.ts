/**
 * Life of a worker and of a scenario: the target opens once per worker; each scenario gets a reset
 * emulator, a seeded faker, report labels, the masked HTTP exchanges of each step, and the guards
 * against unchecked refusals and contract violations.
 */
import 'allure-cucumberjs';
import { After, AfterAll, AfterStep, Before, BeforeAll, Status } from '@cucumber/cucumber';
import { seedFrom } from '../generators/random.js';
import { labelScenario } from './allure.js';
import { flushSecrets } from './secret-ledger.js';
import { closeTarget, openTarget } from './target.js';
import type { CardlabWorld } from './world.js';

BeforeAll({ name: 'open the target' }, async function () {
  const target: unknown = this.parameters.target;
  if (target === 'emulator' || target === 'remote') await openTarget(target);
  else throw new Error(`world parameter "target" must be emulator or remote, got ${JSON.stringify(target)}`);
});

AfterAll({ name: 'close the target' }, async function () {
  flushSecrets();
  await closeTarget();
});

Before({ name: 'reset the emulator' }, async function (this: CardlabWorld) {
  if (this.target.kind === 'emulator') await this.emulator().reset();
});

Before({ name: 'seed the test data and label the report' }, async function (this: CardlabWorld, { pickle, gherkinDocument }) {
  // CARDLAB_SEED replays one run's data; otherwise each scenario has its own stable seed.
  const seed = process.env.CARDLAB_SEED ? Number(process.env.CARDLAB_SEED) : seedFrom(`${pickle.uri}:${pickle.name}`);
  this.seedWith(seed);
  const tags = new Set(pickle.tags.map((t) => t.name));
  this.api = tags.has('@v1') ? 'v1' : tags.has('@ecom') ? 'ecom' : tags.has('@p2p') ? 'p2p' : 'v2';
  await labelScenario(pickle, gherkinDocument, { target: this.target.kind, seed });
});

// Attaches the HTTP exchanges of the step, already masked.
AfterStep(function (this: CardlabWorld) {
  for (const exchange of this.recorder.drain()) {
    const status = exchange.response ? String(exchange.response.status) : 'no answer';
    this.attach(JSON.stringify(exchange, null, 2), { mediaType: 'application/json', fileName: `${exchange.operation} → ${status}.json` });
  }
});

After({ name: 'check refusals and contracts' }, function (this: CardlabWorld, { result }) {
  if (result?.status !== Status.PASSED) return;
  const unchecked = this.uncheckedRefusal();
  if (unchecked) throw new Error(unchecked);
  const violations = this.recorder.violations;
  if (violations.length === 0) return;
  const list = violations.map((v) => `${v.operation} (HTTP ${v.status}) ${v.field}: ${v.message}`).join('\n  ');
  if (this.parameters.contracts === 'fail') throw new Error(`contract violations:\n  ${list}`);
  this.attach(`contract violations (reported, not failing in this profile):\n  ${list}`, 'text/plain');
});
