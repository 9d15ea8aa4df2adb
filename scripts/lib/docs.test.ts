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
