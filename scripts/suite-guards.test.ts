/**
 * The suite's guards, run on feature files written for the test: a scenario that does not say its
 * interface fails before it calls anything (real cucumber, real steps, the embedded emulator), and
 * `npm run test:steps` names the line of a typo with the nearest phrases, and rejects a reason the
 * interface does not know.
 */
import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { after, test } from 'node:test';
import { runScript } from './e2e/run-script.js';

mkdirSync('.cardlab', { recursive: true });
const dir = mkdtempSync(path.join('.cardlab', 'guards-'));
after(() => rmSync(dir, { recursive: true, force: true }));
const cucumberBin = path.join(path.dirname(createRequire(import.meta.url).resolve('@cucumber/cucumber/package.json')), 'bin', 'cucumber.js');

function write(file: string, text: string): string {
  const at = path.join(dir, file);
  mkdirSync(path.dirname(at), { recursive: true });
  writeFileSync(at, text);
  return at;
}

const BLOCKED_CARD = `
  Scenario: A blocked card
    Given Alice has a virtual card
    When Alice blocks her card
    Then Alice's card is blocked
`;

test('a scenario that does not say its interface fails before it calls anything, saying what to add; a tag or explicit phrases fix it', async () => {
  // Only these files: the suite's support code and steps, no profile (its paths would add every feature).
  const config = write('cucumber.mjs', "export default { import: ['support/**/!(*.test).ts', 'steps/**/!(*.test).ts'], format: ['summary'], strict: true, worldParameters: { target: 'emulator', contracts: 'fail' } };\n");
  const untagged = write('untagged.feature', `Feature: No interface said\n${BLOCKED_CARD}\n  Scenario: Phrases that name their interface\n    Given Alice has a virtual card issued through Card Management v2\n    Then Card Management v2 shows a balance of 0.00 EUR on Alice's card\n`);
  const tagged = write('tagged.feature', `@v1\nFeature: Tagged v1\n${BLOCKED_CARD}`);
  const run = await runScript(cucumberBin, ['--config', config, untagged, tagged]);
  assert.equal(run.code, 1, run.output);
  assert.match(run.output, /Scenario "A blocked card" \(.*untagged\.feature:3\) does not say which interface it is about/);
  assert.match(run.output, /line 4: Alice has a virtual card\n\s*line 5: Alice blocks her card\n\s*line 6: Alice's card is blocked/);
  assert.match(run.output, /put the feature file under features\/v1\/, features\/v2\/, features\/ecom\/ or features\/p2p\/; or tag the feature/);
  // Its steps never ran: nothing was issued or blocked through a guessed interface.
  assert.match(run.output, /- Given Alice has a virtual card # steps\/cards\.ts/);
  assert.match(run.output, /3 scenarios \(1 failed, 2 passed\)/);
});

// One dry run of four files (each loads the whole step library): a typo, a v2 scenario with a v1
// reason, a right one, and one outside the interface folders.
const checked = (() => {
  const typos = write(
    'features/v1/typos.feature',
    [
      'Feature: Typos',
      '',
      '  Scenario: A typo and a reason v1 does not know',
      '    Given Alice has a virtul card',
      '    When Alice tries to block her card',
      '    Then the request is refused because the crad is already blocked',
      '    And the transfer is declined because of insuficient funds',
      '    And the request is refused because the card cannot be unlocked',
      '',
    ].join('\n'),
  );
  const unlock = write('features/v2/unlock.feature', 'Feature: v2\n\n  Scenario: A v1 reason in a v2 scenario\n    Given Alice has a virtual card\n    Then the request is refused because the card is not active\n');
  const good = write('features/v2/good.feature', 'Feature: Good\n\n  Scenario: Fine\n    Given Alice has a virtual card\n    Then the request is refused because the card does not exist\n');
  const undecided = write('elsewhere/undecided.feature', `Feature: Nowhere\n${BLOCKED_CARD}`);
  return runScript('scripts/check-steps.ts', [typos, unlock, good, undecided]);
})();

test('test:steps names the line of an undefined step with the nearest phrases, and of an unknown reason with the nearest known ones', async () => {
  const run = await checked;
  assert.equal(run.code, 1, run.output);
  assert.match(run.output, /typos\.feature:4: undefined step "Alice has a virtul card"; the nearest phrases of the catalogue \(docs\/steps\.md\):\n\s+\{actor\} has a virtual card\s+\(steps\/cards\.ts:\d+\)\n.+\n.+\n/);
  assert.match(run.output, /typos\.feature:6: "the crad is already blocked" is not a known refusal reason; the nearest v1 ones: "the card is already blocked", /);
  assert.match(run.output, /typos\.feature:7: "of insuficient funds" is not a known decline reason; the nearest v1 ones: "of insufficient funds", /);
  assert.doesNotMatch(run.output, /typos\.feature:8/, 'a reason v1 knows passes');
  assert.match(run.output, /unlock\.feature:5: "the card is not active" is not a refusal reason of v2 \(it is one of v1\); the nearest v2 ones: /);
  assert.match(run.output, /check-steps: 5 problems in 4 scenarios/);
});

test('test:steps passes a scenario that is right, and finds an undecided interface without running anything', async () => {
  const run = await checked;
  assert.doesNotMatch(run.output, /good\.feature/);
  assert.match(run.output, /Scenario "A blocked card" \(.*undecided\.feature:3\) does not say which interface it is about/);
});
