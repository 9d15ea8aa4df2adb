/**
 * Life of a worker and of a scenario: the target opens once per worker; each scenario gets a reset
 * emulator, a seeded faker, report labels, the masked HTTP exchanges of each step, and the guards
 * against unchecked refusals and contract violations.
 */
import 'allure-cucumberjs';
import { After, AfterAll, AfterStep, Before, BeforeAll, BeforeStep, type ITestCaseHookParameter, Status } from '@cucumber/cucumber';
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

// Each scenario's set-up is one hook, its parts in this order, rather than a hook each: cucumber
// reports every hook as a step of its own to every formatter, and Allure writes a file for each
// (six hooks made some 8,000 of a run's 19,000 files).
Before({ name: 'prepare the scenario: stand-ins, target, seed and labels, interface, reset', timeout: 60_000 }, async function (this: CardlabWorld, { pickle, gherkinDocument }) {
  // First: every scenario has its view of the stand-ins whatever fails after it.
  this.meetStandIns(standIns.forScenario(this.parameters.browserPages));
  // The mutation profile opens the target here instead of before the run (WorldParams.targetOpens),
  // with the same time allowed (a cold start beside other runs failed Stryker's first run at 5 s).
  if (!isTargetOpen()) await openTargetOf(this.parameters);
  // CARDLAB_SEED replays one run's data; otherwise each scenario has its own stable seed.
  const seed = process.env.CARDLAB_SEED ? Number(process.env.CARDLAB_SEED) : seedFrom(seedKey(pickle, gherkinDocument));
  this.seedWith(seed);
  await labelScenario(pickle, gherkinDocument, { target: this.target.kind, seed });
  // Never guessed (support/interface.ts): a scenario whose steps depend on an interface it does not
  // say fails here, before any of its steps calls the target.
  const scenario = scenarioInterface(pickle, gherkinDocument);
  if (scenario.problem) throw new Error(scenario.problem);
  this.interface.decide(scenario);
  if (this.target.kind === 'emulator') await clientsOf(this).control.reset();
  // After the labels, so that a skipped scenario is still labelled in the report. The interface a
  // scenario is about counts as one of its tags, whether its folder or a tag said it.
  const api = this.interface.decided?.api;
  const reason = skipReason([...pickle.tags.map((t) => t.name), ...(api ? [`@${api}`] : [])], this.target);
  if (!reason) return undefined;
  this.log(`skipped: ${reason}`);
  await labelSkipped(reason);
  return 'skipped';
});

async function openTargetOf({ target }: { readonly target?: unknown }): Promise<void> {
  if (target === 'emulator' || target === 'remote') await openTarget(target);
  else throw new Error(`world parameter "target" must be emulator or remote, got ${JSON.stringify(target)}`);
}

BeforeStep(function (this: CardlabWorld, { pickleStep }) {
  this.interface.enterStep(pickleStep.id);
});

// Defined before the screenshot hook below: After hooks run in reverse order, so the page is still
// open for it. One hook for both, as the set-up is one (above).
After({ name: 'check refusals and contracts, give back the callback inbox and the browser page' }, async function (this: CardlabWorld, { result }) {
  try {
    checkRefusalsAndContracts(this, result);
  } finally {
    await this.standIns.end();
  }
});

// @browser scenarios: one Chromium per worker, launched by the first of them; a page per scenario
// (opened after the labels, so a missing Chromium still leaves a labelled scenario), a screenshot
// after each step that used it and when the scenario failed.
Before({ name: 'open a browser page', tags: '@browser', timeout: 30_000 }, async function (this: CardlabWorld) {
  await this.standIns.openPage();
});

AfterStep({ tags: '@browser' }, async function (this: CardlabWorld) {
  const page = this.standIns.page;
  if (!page?.used || (this.parameters.screenshots ?? 'for the report') !== 'for the report') return;
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

/** The scenario passed: it checked each refusal it met, and no answer broke its contract (or, where contracts only report, the list is attached). */
function checkRefusalsAndContracts(world: CardlabWorld, result: ITestCaseHookParameter['result']): void {
  if (result?.status !== Status.PASSED) return;
  const unchecked = world.uncheckedRefusal();
  if (unchecked) throw new Error(unchecked);
  const violations = world.recorder.violations;
  if (violations.length === 0) return;
  const list = violationList(violations);
  if (world.parameters.contracts === 'fail') throw new Error(`contract violations:\n  ${list}`);
  world.attach(`contract violations (reported, not failing in this profile):\n  ${list}`, 'text/plain');
}

function violationList(violations: readonly ContractViolation[]): string {
  return violations.map((v) => `${v.operation} (HTTP ${v.status}) ${v.field}: ${v.message}`).join('\n  ');
}
