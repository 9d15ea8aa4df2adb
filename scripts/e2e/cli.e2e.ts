/**
 * `npm run test:cli` (CI): the emulator as docs/sandbox.md starts it. `kill` of a backgrounded
 * `npx cardlab emulator` stops the emulator too: npm's shell dies of the signal without passing it
 * on, and the emulator must not stay behind holding its port.
 */
import assert from 'node:assert/strict';
import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { createInterface } from 'node:readline';
import { test } from 'node:test';
import { request } from 'undici';

async function answers(url: string): Promise<boolean> {
  try {
    const reply = await request(`${url}/__emulator/clock`, { headersTimeout: 1_000, bodyTimeout: 1_000 });
    await reply.body.dump();
    return true;
  } catch {
    return false;
  }
}

test('kill of `npx cardlab emulator &` stops the emulator: nothing answers at its port afterwards', { timeout: 90_000 }, async () => {
  // Its own process group, so that whatever the test leaves behind can be stopped at the end; the
  // kill under test goes to npx alone, as `kill $!` does.
  const npx = spawn('npx', ['cardlab', 'emulator', '--port', '0', '--quiet'], { stdio: ['ignore', 'pipe', 'inherit'], detached: true });
  try {
    await killedAndGone(npx);
  } finally {
    try {
      process.kill(-npx.pid!, 'SIGKILL');
    } catch {
      // the group is gone: nothing was left behind
    }
  }
});

async function killedAndGone(npx: ChildProcess): Promise<void> {
  const url = await new Promise<string>((resolve, reject) => {
    npx.once('exit', (code) => reject(new Error(`npx exited early with ${code}`)));
    createInterface({ input: npx.stdout! }).on('line', (line) => {
      const match = /listening on (http:\/\/\S+)/.exec(line);
      if (match?.[1]) resolve(match[1]);
    });
  });
  assert.equal(await answers(url), true, 'the emulator answers before the kill');
  npx.kill('SIGTERM');
  // 'exit', not 'close': an emulator left behind would keep the output pipe open.
  await once(npx, 'exit');
  let stillAnswering = true;
  for (let i = 0; i < 40 && stillAnswering; i++) {
    await new Promise((resolve) => setTimeout(resolve, 250));
    stillAnswering = await answers(url);
  }
  assert.equal(stillAnswering, false, `the emulator at ${url} outlived the kill of npx`);
}

// Every command a user runs answers --help with its usage and does nothing else. The test:* and
// check:docs scripts are fixed pipelines of other commands (npm test names them), lint and
// typecheck are the tools' own.
const WITH_HELP = ['start', 'test', 'test:remote', 'check:secrets', 'check:requests', 'report', 'bench', 'bench:profile', 'fuzz', 'certify', 'nightly', 'shards', 'steps', 'openapi', 'emulator'];

test('every command answers --help with its usage, exit 0', { timeout: 240_000 }, async () => {
  for (const script of WITH_HELP) {
    const child = spawn('npm', ['run', '-s', script, '--', '--help'], { stdio: ['ignore', 'pipe', 'pipe'] });
    let out = '';
    child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
    const [code] = (await once(child, 'exit')) as [number | null];
    assert.equal(code, 0, `npm run ${script} -- --help exited ${code}`);
    assert.match(out, /^Usage: /m, `npm run ${script} -- --help printed no usage`);
  }
});
