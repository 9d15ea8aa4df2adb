/**
 * Documents that describe code, checked against the code so that they cannot fall behind it (the
 * sandbox page in docs/emulator.md: src/emulator/http/control-docs.test.ts).
 */
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { test } from 'node:test';
import { REMOTE_VARIABLES } from '../../src/target/config.js';

test("docs/remote.md's table lists every variable of a remote target", () => {
  const page = readFileSync('docs/remote.md', 'utf8');
  for (const name of Object.keys(REMOTE_VARIABLES)) assert.match(page, new RegExp(`^\\| [^|]*\`${name}\``, 'm'), name);
});

test("docs/certification.md's block starts the emulator quietly: its request log would bury certify's output", () => {
  const page = readFileSync('docs/certification.md', 'utf8');
  assert.match(page, /^npx cardlab emulator --port 4010 --quiet &\nnpx cardlab target-file --from-emulator [^\n]*\nnpm run certify /m);
});
