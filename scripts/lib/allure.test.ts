import assert from 'node:assert/strict';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import test from 'node:test';
import { addEnvironment } from './allure.js';

test("entries added to a run's environment follow the formatter's, a space in a name escaped as Java properties want", () => {
  const dir = mkdtempSync(join(tmpdir(), 'cardlab-env-'));
  try {
    writeFileSync(join(dir, 'environment.properties'), 'target=embedded emulator\n');
    addEnvironment(dir, { 'mutation score': '92.5 %' });
    assert.equal(readFileSync(join(dir, 'environment.properties'), 'utf8'), 'target=embedded emulator\nmutation\\ score=92.5 %\n');
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});
