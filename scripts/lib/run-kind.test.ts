import assert from 'node:assert/strict';
import { test } from 'node:test';
import { historyDecision, selectionOf } from './run-kind.js';

test('a full run of the default or ci profile joins the trend', () => {
  assert.equal(historyDecision([], 'default').carry, true);
  assert.equal(historyDecision(['--parallel', '2', '--format-options', '{"a":1}'], 'ci').carry, true);
  assert.equal(historyDecision(['--retry', '1', '--fail-fast'], 'default').carry, true);
});

test('a path, tags, names, a shard, a dry run or a remote profile keep the run out of the trend', () => {
  for (const args of [['features/v2/cards.feature:12'], ['--tags', '@v2'], ['-t', '@v2'], ['--tags=@v2'], ['--name', 'Issue'], ['--shard', '1/2'], ['--dry-run'], ['--profile', 'remote']]) {
    const decision = historyDecision(args, 'default');
    assert.equal(decision.carry, false, args.join(' '));
    assert.match(decision.reason, /kept out of the trend/);
  }
  assert.equal(historyDecision([], 'certification').carry, false);
  assert.match(historyDecision(['features/v2'], 'default').reason, /the path features\/v2/);
});

test('--history adds a partial run to the trend, and says so', () => {
  const decision = historyDecision(['--tags', '@v2'], 'certification', true);
  assert.equal(decision.carry, true);
  assert.match(decision.reason, /as asked \(--history\).*--tags @v2.*certification profile/);
});

test('what narrows a run is said in the words the user gave', () => {
  assert.deepEqual(selectionOf([]), []);
  assert.deepEqual(selectionOf(['--parallel', '2']), []);
  assert.deepEqual(selectionOf(['--tags', '@callbacks']), ['--tags @callbacks']);
  assert.deepEqual(selectionOf(['-t', '@v2 and not @browser', '--name', 'Issue']), ['--tags @v2 and not @browser', '--name Issue']);
  assert.deepEqual(selectionOf(['--tags', '@a', '--tags', '@b']), ['--tags (@a) and (@b)']);
  assert.deepEqual(selectionOf(['features/v2/cards.feature:12', '--shard', '1/2']), ['the path features/v2/cards.feature:12', '--shard 1/2']);
});
