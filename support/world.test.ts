/**
 * Loading the World loads the scenario's bookkeeping and none of the layers above it: no task,
 * question, page object or stand-in (with them chai, Playwright and the merchant's servers), and not
 * the scenario's clients. The modules are the ones Node really loads, recorded by a resolve hook in
 * a child process, so an import of a type that turned into an import of a module shows too.
 */
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { test } from 'node:test';
import { pathToFileURL } from 'node:url';

const root = path.resolve(import.meta.dirname, '..');

const RECORDER = `import { appendFileSync } from 'node:fs';
export async function resolve(specifier, context, next) {
  const resolved = await next(specifier, context);
  appendFileSync(process.env.CARDLAB_LOADED_LOG, resolved.url + '\\n');
  return resolved;
}
`;

/** The URLs of every module that loading `file` loads. */
function modulesLoadedBy(file: string, dir: string): string[] {
  const recorder = path.join(dir, 'recorder.mjs');
  const register = path.join(dir, 'register.mjs');
  const log = path.join(dir, 'loaded.txt');
  writeFileSync(recorder, RECORDER);
  writeFileSync(register, `import { register } from 'node:module';\nregister(${JSON.stringify(pathToFileURL(recorder).href)});\n`);
  writeFileSync(log, '');
  // The World registers itself with cucumber, which refuses outside a run: by then every module it needs is loaded.
  const load = `await import(${JSON.stringify(pathToFileURL(path.join(root, file)).href)}).catch((error) => { if (!/isn't running/.test(error.message)) throw error; });`;
  const run = spawnSync(process.execPath, ['--import', 'tsx', '--import', pathToFileURL(register).href, '--input-type=module', '--eval', load], {
    cwd: root,
    env: { ...process.env, CARDLAB_LOADED_LOG: log },
    encoding: 'utf8',
  });
  assert.equal(run.status, 0, run.stderr);
  return readFileSync(log, 'utf8').split('\n').filter(Boolean);
}

test('loading the World loads no task, question, page, stand-in, client or chai', (t) => {
  const dir = mkdtempSync(path.join(tmpdir(), 'cardlab-world-'));
  t.after(() => rmSync(dir, { recursive: true, force: true }));
  const loaded = [...new Set(modulesLoadedBy('support/world.ts', dir).map((url) => url.replace(pathToFileURL(root).href, '')))];
  // The recorder saw the World and what it does use: a list that missed them would prove nothing.
  for (const used of ['/support/world.ts', '/support/interface.ts', '/support/notepad.ts', '/support/reasons/index.ts']) assert.ok(loaded.includes(used), `${used} is loaded`);
  const above = loaded.filter((url) => /^\/support\/(tasks|questions|pages|stand-ins)\/|^\/support\/clients[.]ts$|\/node_modules\/(chai|playwright(-core)?)\//.test(url));
  assert.deepEqual(above, []);
});
