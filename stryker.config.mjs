// Mutation testing of the scenario suite (docs/quality.md): StrykerJS plants one fault at a time in
// the reference emulator's rules and runs the scenarios that reach it, in cucumber's own process
// (the embedded emulator runs there), so each mutant is judged by the scenarios an integrator runs.
// `npm run mutation` runs it and prints the score per area (scripts/mutation.ts).

import { readdirSync, readFileSync } from 'node:fs';

/**
 * The feature files in the order a mutant's scenarios run: a mutant runs the scenarios that reach
 * it in this order and stops at the first that fails, so the quick ones go first: Card Management
 * v2, v1, then the P2P and e-commerce gateways, and the scenarios that drive a browser last.
 */
function featuresCheapFirst() {
  const order = ['v2', 'v1', 'p2p', 'ecom'];
  const files = readdirSync('features', { recursive: true, encoding: 'utf8' }).filter((f) => f.endsWith('.feature')).map((f) => `features/${f}`);
  const rank = (file) => (readFileSync(file, 'utf8').includes('@browser') ? order.length : 0) + Math.max(0, order.indexOf(file.split('/')[1]));
  return files.sort((a, b) => rank(a) - rank(b) || a.localeCompare(b));
}

/** @type {import('@stryker-mutator/api/core').PartialStrykerOptions} */
export default {
  testRunner: 'cucumber',
  plugins: ['@stryker-mutator/cucumber-runner'],
  // cucumber.js's `mutation` profile: no report, and the emulator started inside the first
  // scenario, so that its start-up counts as reached by the scenarios (WorldParams.targetOpens).
  cucumber: { profile: 'mutation', features: featuresCheapFirst() },
  testRunnerNodeArgs: ['--import', 'tsx'],
  // Each mutant runs only the scenarios that reach it, fastest first, and stops at the first failure.
  coverageAnalysis: 'perTest',
  // The business rules: the domain and each interface's translation of its results. Not mutated:
  // the HTTP layer (routing, the fast lane that is fastify's twin, the request log, timeouts,
  // serializers compiled from the contracts: the contracts and the unit tests judge those), the
  // contracts themselves (the clients check every answer against them), the store (journal and
  // snapshots: the shared sandbox's durability, judged by its unit tests; the suite's emulator
  // keeps no data directory). Files of the domain left out are listed below with the reason.
  mutate: [
    'src/emulator/domain/**/*.ts',
    'src/emulator/providers/**/*.ts',
    '!**/*.test.ts',
    '!**/*-test-kit.ts',
    // Retention forgets aged records of a long-running shared sandbox; the suite's emulator keeps
    // everything until its reset, so no scenario can reach it (retention.test.ts judges it).
    '!src/emulator/domain/retention.ts',
    // The same for orders: which old orders a store may forget (retention.test.ts judges it).
    '!src/emulator/domain/gateway/order-ageing.ts',
    // Deliberate faults, for the tests of `cardlab explore` (explore.test.ts finds each): no
    // scenario run arms one, so every check of them finds nothing whatever it says.
    '!src/emulator/domain/faults.ts',
    // How ids and keys are drawn (random bytes, or a keyed stream that replays a data directory):
    // any id is as good as another to a scenario (entropy.test.ts judges the streams).
    '!src/emulator/domain/entropy.ts',
    // Performance only: one string for a concatenated one (flat.ts), and column logs whose
    // contract is "what was pushed is read back" (columns.test.ts); a mutant either breaks every
    // read (and every scenario) or changes how memory is laid out, which no API can show.
    '!src/emulator/domain/flat.ts',
    '!src/emulator/domain/columns.ts',
    // Which sandbox account a browser page belongs to, in a shared sandbox of several accounts:
    // the scenarios' emulator has one, which answers every page whatever this says (http/tenancy.ts
    // pageTenant), so no scenario can judge it; page-owner.test.ts and sandbox-isolation.test.ts do.
    '!src/emulator/providers/page-owner.ts',
  ],
  // Mutants whose code and scenarios did not change keep last run's result.
  incremental: true,
  incrementalFile: 'reports/mutation/stryker-incremental.json',
  reporters: ['progress', 'json', 'html'],
  htmlReporter: { fileName: 'reports/mutation/index.html' },
  jsonReporter: { fileName: 'reports/mutation/mutation.json' },
  concurrency: 2,
  // A mutant's time limit: 2.5 × its scenarios' time in the first run, plus 10 s (Stryker's defaults:
  // 1.5 × and 5 s). The machine is shared: under a load of 12–14 its scenarios ran three times
  // slower than in the first run, and a run stopped at the limit counts as killed (a false kill
  // raises the score) and costs a restart of the runner (tsx, the suite, a browser). A mutant that
  // loops forever is stopped sooner by Stryker's hit limit, which does not wait for the clock.
  timeoutFactor: 2.5,
  timeoutMS: 10_000,
  // A mutant of code that runs only as a module loads (a table, a constant) cannot be switched on
  // per scenario: Stryker would reload every module and run the whole suite for each. They are
  // counted as ignored and listed in docs/quality.md with their number.
  ignoreStatic: true,
  tempDirName: '.stryker-tmp',
  cleanTempDir: 'always',
};
