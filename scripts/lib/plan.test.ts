import assert from 'node:assert/strict';
import { test } from 'node:test';
import { planRun } from './plan.js';

test('a run that would start no scenario is refused with the reason: a path that does not exist, a selection that matches nothing, an unknown profile', async () => {
  assert.deepEqual(await planRun(['features/v2/nosuch.feature']), { problem: 'no such feature file or folder: features/v2/nosuch.feature' });
  assert.deepEqual(await planRun(['--tags', '@no-such-tag']), { problem: 'no scenario matches --tags @no-such-tag' });
  const profile = await planRun(['--profile', 'nosuch']);
  assert.ok('problem' in profile);
  assert.match(profile.problem, /^no profile nosuch in cucumber\.js: choose .*default.*remote/);
});

test('a run that starts scenarios says how many, and against which target', async () => {
  const one = await planRun(['features/v2/cards.feature']);
  assert.ok('scenarios' in one && one.scenarios > 1, JSON.stringify(one));
  assert.equal(one.target, 'emulator');
  assert.deepEqual(await planRun(['--profile', 'remote', '--tags', '@v2 and @card-states', '--dry-run']).then((p) => 'target' in p && p.target), 'remote');
});
