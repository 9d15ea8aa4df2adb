/**
 * Life of a worker and of a scenario: the target opens once per worker; each scenario gets a reset
 * emulator, a seeded faker, report labels, the masked HTTP exchanges of each step, and the guards
 * against unchecked refusals and contract violations.
 */
import 'allure-cucumberjs';
import { After, AfterAll, AfterStep, Before, BeforeAll, BeforeStep, Status } from '@cucumber/cucumber';
import type { ContractViolation } from '../src/clients/exchange.js';
import { seedFrom } from '../src/common/random.js';
import { clientsOf } from './clients.js';
import { labelScenario, labelSkipped } from './allure.js';
import { standIns } from './stand-ins/index.js';
import { seedKey } from './gherkin.js';
import { scenarioInterface } from './interface.js';
import { flushSecrets } from './secret-ledger.js';
import { EXIT } from '../src/cli/exit-codes.js';
import { ConfigurationError } from '../src/target/config.js';
import { skipReason } from '../src/target/selection.js';
import { closeTarget, isTargetOpen, openTarget } from './target.js';
import type { CardlabWorld } from './world.js';

// Opening the target starts an emulator (or checks a remote one): longer than a step, more so on a
// shared machine (a start under a load of 20 took over cucumber's 5 s).
BeforeAll({ name: 'open the target', timeout: 60_000 }, async function () {
  if (this.parameters.targetOpens === 'in the first scenario') return;
  try {
    await openTargetOf(this.parameters);
  } catch (error) {
    // A target left unconfigured (`npm run cucumber -- --profile remote` without CARDLAB_*) is a
    // usage error: its sentence and exit 2, as npm start says it, not cucumber's hook trace.
    if (!(error instanceof ConfigurationError)) throw error;
    console.error(`${error.message}\nnothing was run`);
    process.exit(EXIT.usage);
  }
});

AfterAll({ name: 'close the target' }, async function () {
  flushSecrets();
  await closeTarget();
});

// The outside parties (callback receiver, merchant site, P2P shop, browser) start on first use;
// each scenario gives back its inbox and page, and the worker stops them once (unless the next
// run in this process is to use them: WorldParams.standIns).
AfterAll({ name: 'stop the stand-ins' }, async function () {
  if (this.parameters.standIns !== 'kept for the next run') await standIns.stop();
});

// The first Before hook: every scenario has its view of the stand-ins whatever fails after it.
Before({ name: 'hand the scenario its view of the stand-ins' }, function (this: CardlabWorld) {
  this.meetStandIns(standIns.forScenario(this.parameters.browserPages));
});

// The mutation profile opens the target here instead of before the run (WorldParams.targetOpens),
// with the same time allowed (a cold start beside other runs failed Stryker's first run at 5 s).
Before({ name: 'open the target in the first scenario', timeout: 60_000 }, async function (this: CardlabWorld) {
  if (!isTargetOpen()) await openTargetOf(this.parameters);
});

async function openTargetOf({ target }: { readonly target?: unknown }): Promise<void> {
  if (target === 'emulator' || target === 'remote') await openTarget(target);
  else throw new Error(`world parameter "target" must be emulator or remote, got ${JSON.stringify(target)}`);
}

// Defined before the screenshot hook below: After hooks run in reverse order, so the page is still open for it.
After({ name: 'give back the callback inbox and the browser page' }, async function (this: CardlabWorld) {
  await this.standIns.end();
});

Before({ name: 'seed the test data and label the report' }, async function (this: CardlabWorld, { pickle, gherkinDocument }) {
  // CARDLAB_SEED replays one run's data; otherwise each scenario has its own stable seed.
  const seed = process.env.CARDLAB_SEED ? Number(process.env.CARDLAB_SEED) : seedFrom(seedKey(pickle, gherkinDocument));
  this.seedWith(seed);
  await labelScenario(pickle, gherkinDocument, { target: this.target.kind, seed });
});

// Never guessed (support/interface.ts): a scenario whose steps depend on an interface it does not
// say fails here, before any of its steps calls the target.
Before({ name: "decide the scenario's interface" }, function (this: CardlabWorld, { pickle, gherkinDocument }) {
  const scenario = scenarioInterface(pickle, gherkinDocument);
  if (scenario.problem) throw new Error(scenario.problem);
  this.interface.decide(scenario);
});

Before({ name: 'reset the emulator' }, async function (this: CardlabWorld) {
  if (this.target.kind === 'emulator') await clientsOf(this).control.reset();
});

BeforeStep(function (this: CardlabWorld, { pickleStep }) {
  this.interface.enterStep(pickleStep.id);
});

// Defined after the labels, so that a skipped scenario is still labelled in the report. The interface
// a scenario is about counts as one of its tags, whether its folder or a tag said it.
Before({ name: 'skip what the target cannot run' }, async function (this: CardlabWorld, { pickle }) {
  const api = this.interface.decided?.api;
  const reason = skipReason([...pickle.tags.map((t) => t.name), ...(api ? [`@${api}`] : [])], this.target);
  if (!reason) return undefined;
  this.log(`skipped: ${reason}`);
  await labelSkipped(reason);
  return 'skipped';
});

// @browser scenarios: one Chromium per worker, launched by the first of them; a page per scenario
// (opened after the labels, so a missing Chromium still leaves a labelled scenario), a screenshot
// after each step that used it and when the scenario failed.
Before({ name: 'open a browser page', tags: '@browser', timeout: 30_000 }, async function (this: CardlabWorld) {
  await this.standIns.openPage();
});

AfterStep({ tags: '@browser' }, async function (this: CardlabWorld) {
  const page = this.standIns.page;
  if (!page?.used || this.parameters.screenshots === 'none') return;
  page.used = false;
  const shot = await page.screenshot();
  if (shot) this.attach(shot, { mediaType: 'image/png', fileName: 'browser.png' });
});

After({ name: 'screenshot a failed browser scenario', tags: '@browser' }, async function (this: CardlabWorld, { result }) {
  const wanted = result?.status === Status.FAILED && this.parameters.screenshots !== 'none';
  const shot = wanted ? await this.standIns.page?.screenshot() : undefined;
  if (shot) this.attach(shot, { mediaType: 'image/png', fileName: 'browser when the scenario failed.png' });
});

// Attaches the HTTP exchanges of the step, already masked. Where contracts are fatal, a violation
// fails the step that received it: Allure judges a scenario by its steps, not by its After hooks.
AfterStep(function (this: CardlabWorld) {
  const exchanges = this.recorder.drain();
  for (const exchange of exchanges) {
    const status = exchange.response ? String(exchange.response.status) : 'no answer';
    this.attach(JSON.stringify(exchange, null, 2), { mediaType: 'application/json', fileName: `${exchange.operation} → ${status}.json` });
  }
  const violations = exchanges.flatMap((e) => e.violations);
  if (violations.length && this.parameters.contracts === 'fail') throw new Error(`contract violations:\n  ${violationList(violations)}`);
});

After({ name: 'check refusals and contracts' }, function (this: CardlabWorld, { result }) {
  if (result?.status !== Status.PASSED) return;
  const unchecked = this.uncheckedRefusal();
  if (unchecked) throw new Error(unchecked);
  const violations = this.recorder.violations;
  if (violations.length === 0) return;
  const list = violationList(violations);
  if (this.parameters.contracts === 'fail') throw new Error(`contract violations:\n  ${list}`);
  this.attach(`contract violations (reported, not failing in this profile):\n  ${list}`, 'text/plain');
});

function violationList(violations: readonly ContractViolation[]): string {
  return violations.map((v) => `${v.operation} (HTTP ${v.status}) ${v.field}: ${v.message}`).join('\n  ');
}
