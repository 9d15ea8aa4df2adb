/**
 * docs/emulator.md's control API table against the control API itself: every endpoint of the
 * contract is documented and answered, and the sandbox page's row names every member it gives.
 */
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { test } from 'node:test';
import { controlEndpoints, sandboxAccount } from '../../contracts/control.js';
import { buildEmulator } from './server.js';

const docs = readFileSync(new URL('../../../docs/emulator.md', import.meta.url), 'utf8');
/** The "Control API" section, up to the next heading of its level. */
const section = /^## Control API[^\n]*\n([\s\S]*?)(?=^## )/m.exec(docs)?.[1] ?? '';
/** `METHOD /path` of each row of the table. */
const documented = [...section.matchAll(/^\| `(GET|POST|PUT|PATCH|DELETE) (\/__emulator\/[^`]*)`/gm)].map(([, method, path]) => ({ method: method as 'GET' | 'POST', url: path ?? '' }));

test('every control endpoint is in the docs table, and every row of the table is an endpoint the emulator answers', async (t) => {
  assert.ok(section.length > 0, 'docs/emulator.md has a "## Control API" section');
  const endpoints = Object.values(controlEndpoints).map((ep) => `${ep.method} ${ep.path}`);
  const rows = documented.map((row) => `${row.method} ${row.url}`);
  assert.deepEqual(endpoints.filter((e) => !rows.includes(e)), [], 'endpoints missing from the table');
  const emulator = buildEmulator();
  t.after(() => emulator.app.close());
  await emulator.app.ready();
  const unknown = documented.filter((row) => !emulator.app.hasRoute(row));
  assert.deepEqual(unknown, [], 'rows of the table the emulator does not answer');
});

test("the sandbox page's rows name every member the page gives", () => {
  const rows = section.split('\n').filter((line) => line.startsWith('| `GET /__emulator/sandbox`') || line.startsWith('| &nbsp;'));
  const text = rows.join('\n');
  const missing: string[] = [];
  for (const [group, schema] of Object.entries(sandboxAccount.shape)) {
    if (!text.includes(`\`${group}\``) && !text.includes(`"${group}"`)) missing.push(group);
    // The account id is a string; the interfaces are objects whose members each need a word.
    if ('shape' in schema) for (const member of Object.keys(schema.shape)) if (!text.includes(`"${member}"`)) missing.push(`${group}.${member}`);
  }
  assert.deepEqual(missing, []);
});
