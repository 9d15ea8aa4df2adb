/**
 * `cardlab emulator` as an operator starts it (issue #29, finding 7): a data directory it cannot
 * read back is a message and exit code 2, never a stack trace or a silent start from nothing; an
 * admin token given on the command line is warned about, and `--help` says why.
 */
import assert from 'node:assert/strict';
import { spawn, spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, rmSync, unlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { test } from 'node:test';
import { startEmulator } from '../emulator/http/server.js';
import { StoreError } from '../emulator/store/journal-reader.js';

/** The command against a data directory; it must stop at once (30 s at most). */
function emulatorOn(dir: string) {
  return spawnSync(process.execPath, ['bin/cardlab.js', 'emulator', '--port', '0', '--quiet', '--data-dir', dir], { encoding: 'utf8', timeout: 30_000 });
}

/** Starting there must be refused; should it start after all, it is closed again (a failure, not a hang). */
async function refusedStart(dir: string, reason: (error: Error) => boolean): Promise<void> {
  const started = startEmulator({ port: 0, dataDir: dir }).then(async (emulator) => (await emulator.close(), emulator));
  await assert.rejects(started, (error: Error) => error instanceof StoreError && reason(error));
}

async function keptDirectory(t: { after: (fn: () => void) => void }): Promise<string> {
  const dir = mkdtempSync(join(tmpdir(), 'cardlab-operator-'));
  t.after(() => rmSync(dir, { recursive: true, force: true }));
  await (await startEmulator({ port: 0, dataDir: dir })).close();
  return dir;
}

test('a journal path that is a folder stops the start with the usual message and exit code 2, no stack trace', async (t) => {
  const dir = await keptDirectory(t);
  const journal = join(dir, 'accounts', 'default.ndjson');
  unlinkSync(journal);
  mkdirSync(journal);
  await refusedStart(dir, (error) => error.message.includes(`${journal} is not a file`));
  const cli = emulatorOn(dir);
  assert.equal(cli.status, 2, cli.stderr);
  assert.match(cli.stderr, /default\.ndjson is not a file/);
  assert.doesNotMatch(cli.stderr, /\n\s+at /, 'no stack trace');
});

test('a data directory whose accounts/ vanished is refused, not started empty with new credentials', async (t) => {
  const dir = await keptDirectory(t);
  rmSync(join(dir, 'accounts'), { recursive: true });
  await refusedStart(dir, (error) => /no accounts\/ folder: the sandbox accounts it kept are gone/.test(error.message));
  const cli = emulatorOn(dir);
  assert.equal(cli.status, 2, cli.stderr);
  assert.match(cli.stderr, /the sandbox accounts it kept are gone .* remove cardlab-store\.json to start an empty sandbox/);
  assert.deepEqual(readdirSync(dir), ['cardlab-store.json'], 'nothing made in its place');
});

test('--admin-token on the command line is warned about at start, and --help says why the variable is better', async (t) => {
  const help = spawnSync(process.execPath, ['bin/cardlab.js', 'emulator', '--help'], { encoding: 'utf8', timeout: 30_000 });
  assert.match(help.stdout.replace(/\s+/g, ' '), /Prefer the variable CARDLAB_EMULATOR_ADMIN_TOKEN: a command line is visible to every user of the machine \(ps, \/proc\/<pid>\/cmdline\)/);
  const child = spawn(process.execPath, ['bin/cardlab.js', 'emulator', '--port', '0', '--quiet', '--admin-token', 'cli-token-visible-to-all-0123'], { stdio: ['ignore', 'pipe', 'pipe'], env: { ...process.env, CARDLAB_EMULATOR_ADMIN_TOKEN: '' } });
  t.after(() => child.kill('SIGKILL'));
  let stderr = '';
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('no URL within 30 s')), 30_000);
    createInterface({ input: child.stdout }).on('line', (line) => {
      if (!line.includes('listening on')) return;
      clearTimeout(timer);
      resolve();
    });
  });
  assert.match(stderr, /--admin-token is visible to every user of this machine .* give it in CARDLAB_EMULATOR_ADMIN_TOKEN instead/);
  assert.doesNotMatch(stderr, /cli-token-visible-to-all-0123/, 'the warning does not repeat the token');
});
