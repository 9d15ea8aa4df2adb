import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { test } from 'node:test';
import { groupsOf, testFiles } from './unit-tests.js';

test('every *.test.ts under the test roots is found, this one included, and nothing else', () => {
  const found = execFileSync('find', ['src', 'steps', 'support', 'generators', 'scripts', 'bench', '-name', '*.test.ts'], { encoding: 'utf8' }).trim().split('\n').sort();
  assert.deepEqual(testFiles(), found);
  assert.ok(found.includes('scripts/unit-tests.test.ts'));
});

test('the groups hold every file exactly once, dealt in turn; never an empty group', () => {
  const files = ['a', 'b', 'c', 'd', 'e'].map((f) => `${f}.test.ts`);
  assert.deepEqual(groupsOf(files, 2), [['a.test.ts', 'c.test.ts', 'e.test.ts'], ['b.test.ts', 'd.test.ts']]);
  assert.deepEqual(groupsOf(files, 9), files.map((f) => [f]));
  assert.deepEqual(groupsOf(files, 1), [files]);
  const all = testFiles();
  assert.deepEqual(groupsOf(all, 3).flat().sort(), all);
});
