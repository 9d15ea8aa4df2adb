import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, test } from 'node:test';
import { startEmulator } from '../emulator/http/server.js';

const dir = mkdtempSync(path.join(tmpdir(), 'cardlab-cli-target-'));
after(() => rmSync(dir, { recursive: true, force: true }));

function cardlab(args: string[], env: NodeJS.ProcessEnv = process.env): Promise<{ code: number; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    execFile(process.execPath, ['bin/cardlab.js', ...args], { encoding: 'utf8', env }, (error, stdout, stderr) => resolve({ code: error ? Number(error.code ?? 1) : 0, stdout, stderr }));
  });
}

/** A port nothing listens on: one the system just gave out and took back. */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

test('target-file --from-emulator with nothing listening says so in one line, without a stack', async () => {
  const url = `http://127.0.0.1:${await closedPort()}`;
  const out = path.join(dir, 'none.json');
  const run = await cardlab(['target-file', '--from-emulator', url, '--out', out]);
  assert.equal(run.code, 3);
  const lines = run.stderr.split('\n').filter((l) => l.trim() && !l.startsWith('npm warn'));
  assert.equal(lines.length, 1, run.stderr);
  assert.match(lines[0]!, new RegExp(`^no cardlab emulator at ${url}: .*connection refused`));
  assert.doesNotMatch(run.stderr, /\n\s+at /);
});

test('target-file --from-emulator writes the running emulator as a target file', async () => {
  const emulator = await startEmulator({ port: 0 });
  try {
    const out = path.join(dir, 'emulator.json');
    const run = await cardlab(['target-file', '--from-emulator', emulator.url, '--out', out]);
    assert.equal(run.code, 0, run.stderr);
    const file = JSON.parse(readFileSync(out, 'utf8')) as { v2: { url: string }; gateway: Record<string, string>; p2p: { privateKey: string }; callbacks?: { publicUrl: string } };
    assert.equal(file.v2.url, emulator.url);
    // An emulator on this machine calls the callback receiver back on the loopback: @callbacks scenarios run.
    assert.equal(file.callbacks?.publicUrl, 'http://127.0.0.1:{port}');
    assert.deepEqual(Object.keys(file.gateway).sort(), ['callbackKey', 'password', 'token', 'url', 'username']);
    assert.match(file.p2p.privateKey, /BEGIN PRIVATE KEY/);
    assert.doesNotMatch(run.stdout + run.stderr, /PRIVATE KEY|sk_/);
  } finally {
    await emulator.close();
  }
});

test('target-file --from-emulator of an emulator guarded by an admin token, without the token, says it refused (exit 2), not that none is there', async () => {
  const emulator = await startEmulator({ port: 0, adminToken: 'a-token-of-twenty-chars' });
  try {
    const env = { ...process.env, CARDLAB_EMULATOR_ADMIN_TOKEN: '' };
    const run = await cardlab(['target-file', '--from-emulator', emulator.url, '--out', path.join(dir, 'guarded.json')], env);
    assert.equal(run.code, 2, run.stderr);
    assert.match(run.stderr, new RegExp(`^the cardlab emulator at ${emulator.url} answered HTTP 401 to getSandbox: it guards its control API with an admin token: set CARDLAB_EMULATOR_ADMIN_TOKEN to it\\n$`));
    assert.doesNotMatch(run.stderr, /no cardlab emulator|a-token/);
    const wrong = await cardlab(['target-file', '--from-emulator', emulator.url, '--out', path.join(dir, 'guarded.json')], { ...env, CARDLAB_EMULATOR_ADMIN_TOKEN: 'not-the-token-at-all' });
    assert.equal(wrong.code, 2, wrong.stderr);
    assert.match(wrong.stderr, /refused the admin token in CARDLAB_EMULATOR_ADMIN_TOKEN/);
  } finally {
    await emulator.close();
  }
});

test('preflight refuses a target file with a placeholder left in callbacks before calling anything: the field named, exit 2, no stack', async () => {
  const file = path.join(dir, 'placeholder.json');
  writeFileSync(file, JSON.stringify({ v2: { url: 'http://127.0.0.1:9', apiKey: 'k', productName: 'P' }, callbacks: { publicUrl: 'http://127.0.0.1:{port}', port: '<CARDLAB_CALLBACK_PORT>' } }));
  const run = await cardlab(['preflight', '--target-file', file]);
  assert.equal(run.code, 2, run.stdout + run.stderr);
  assert.match(run.stderr, /placeholder\.json: callbacks\.port: still the template's placeholder/);
  assert.doesNotMatch(run.stdout, /^ok /m);
  assert.doesNotMatch(run.stderr, /\n\s+at |CARDLAB_CALLBACK_PORT/);
});
