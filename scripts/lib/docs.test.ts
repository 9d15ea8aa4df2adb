/** Documents that describe code, checked against the code so that they cannot fall behind it. */
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { test } from 'node:test';
import { z } from 'zod';
import { sandboxAccount } from '../../src/contracts/control.js';
import { REMOTE_VARIABLES } from '../../src/target/config.js';

test("docs/emulator.md shows every section and field of the sandbox page's JSON", () => {
  const row = readFileSync('docs/emulator.md', 'utf8').split('\n').find((l) => l.startsWith('| `GET /__emulator/sandbox`'));
  assert.ok(row, 'the row of GET /__emulator/sandbox');
  for (const [section, schema] of Object.entries(sandboxAccount.shape)) {
    const fields = Object.keys((schema as z.ZodObject).shape);
    assert.ok(row.includes(`"${section}": { ${fields.map((f) => `"${f}"`).join(', ')} }`), `${section}: ${fields.join(', ')}`);
  }
});

test("README's table lists every variable of a remote target", () => {
  const readme = readFileSync('README.md', 'utf8');
  for (const name of Object.keys(REMOTE_VARIABLES)) assert.match(readme, new RegExp(`^\\| [^|]*\`${name}\``, 'm'), name);
});
