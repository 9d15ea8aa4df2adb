/**
 * The admin token: every registered control route (a table found from the server itself, not a
 * list written here) refuses a call without it, with a wrong one or with another scheme, and a
 * refused call changes nothing; the right token passes. Without a token the emulator refuses to
 * listen anywhere but the loopback, as a library and as the `cardlab emulator` process.
 */
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { test } from 'node:test';
import type { InjectOptions } from 'fastify';
import { controlEndpoints, scopedPath } from '../../contracts/control.js';
import { errorBody } from '../../contracts/errors.js';
import { EmulatorConfigError, isLoopback } from './listen-policy.js';
import { buildEmulator, startEmulator } from './server.js';

const TOKEN = 'admin-token-for-the-tests-0123456789';
/** Control routes a supervisor reaches without the token; each one says why in admin-auth.ts. */
const OPEN = new Set(['GET /__emulator/health', 'HEAD /__emulator/health']);

async function guarded() {
  const emulator = buildEmulator({ adminToken: TOKEN, sandbox: { seed: 5 } });
  const routes: { method: string; url: string }[] = [];
  emulator.app.addHook('onRoute', (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    for (const method of methods) if (route.url.startsWith('/__emulator')) routes.push({ method, url: route.url });
  });
  await emulator.app.ready();
  await emulator.callbacks.stop();
  return { ...emulator, routes };
}

/** Everything a control call could change: every sandbox account and its clock. */
const snapshot = (emulator: Awaited<ReturnType<typeof guarded>>) =>
  JSON.stringify([...emulator.state.tenants.all()].map((t) => ({ id: t.id, offset: Math.round((t.clock.nowMs() - Date.now()) / 1000), sandbox: t.sandbox })));

test('every control route refuses a missing, wrong or non-Bearer admin token with 401, and changes nothing', async (t) => {
  const emulator = await guarded();
  t.after(() => emulator.app.close());
  const other = emulator.state.createTenant()!;
  const guardedRoutes = emulator.routes.filter((r) => !OPEN.has(`${r.method} ${r.url}`));
  // The table is complete: every call of the control contract is in it, under both paths when it acts on one account.
  const registered = new Set(emulator.routes.map((r) => `${r.method} ${r.url}`));
  for (const endpoint of Object.values(controlEndpoints)) {
    for (const path of endpoint.scoped ? [endpoint.path, scopedPath(endpoint.path, ':sandbox')] : [endpoint.path]) assert.ok(registered.has(`${endpoint.method} ${path}`), `${endpoint.method} ${path} is registered`);
  }
  for (const route of guardedRoutes) {
    const request = (authorization?: string): InjectOptions => ({
      method: route.method,
      url: route.url.replace(':sandbox', other.id),
      headers: { 'content-type': 'application/json', ...(authorization ? { authorization } : {}) },
      ...(route.method === 'POST' ? { payload: '{}' } : {}),
    });
    const before = snapshot(emulator);
    for (const [what, authorization] of [
      ['missing', undefined],
      ['wrong', `Bearer ${TOKEN}x`],
      ['empty', 'Bearer '],
      ['Basic scheme', `Basic ${Buffer.from(`admin:${TOKEN}`).toString('base64')}`],
      ['bare token', TOKEN],
    ] as const) {
      const res = await emulator.app.inject(request(authorization));
      assert.equal(res.statusCode, 401, `${route.method} ${route.url}, ${what} token: ${res.body}`);
      if (route.method !== 'HEAD') assert.equal(errorBody.parse(res.json()).error.code, 'unauthorized');
      assert.match(String(res.headers['www-authenticate']), /^Bearer /);
    }
    assert.equal(snapshot(emulator), before, `a refused ${route.method} ${route.url} changed nothing`);
    const allowed = await emulator.app.inject(request(`Bearer ${TOKEN}`));
    assert.notEqual(allowed.statusCode, 401, `${route.method} ${route.url} with the token: ${allowed.body}`);
  }
});

test('the health probe answers without the token and tells nothing else', async (t) => {
  const emulator = await guarded();
  t.after(() => emulator.app.close());
  for (const route of OPEN) assert.ok(emulator.routes.some((r) => `${r.method} ${r.url}` === route), `${route} is registered`);
  assert.equal((await emulator.app.inject({ method: 'GET', url: '/__emulator/clock' })).statusCode, 401, 'the rest is guarded');
  const res = await emulator.app.inject({ method: 'GET', url: '/__emulator/health' });
  assert.equal(res.statusCode, 200);
  assert.deepEqual(Object.keys(res.json<object>()).sort(), ['status']);
});

test('without an admin token the control API answers, as on a developer machine', async (t) => {
  const { app } = buildEmulator();
  t.after(() => app.close());
  assert.equal((await app.inject({ method: 'GET', url: '/__emulator/clock' })).statusCode, 200);
});

test('the loopback is 127.0.0.0/8, ::1 and localhost; any other address is not', () => {
  for (const host of ['127.0.0.1', '127.1.2.3', 'localhost', '::1', '[::1]', '::ffff:127.0.0.1']) assert.ok(isLoopback(host), host);
  for (const host of ['0.0.0.0', '::', '10.0.0.5', '192.168.1.1', 'example.com', '128.0.0.1', '::ffff:10.0.0.1']) assert.ok(!isLoopback(host), host);
});

test('listening beyond the loopback needs an admin token; a short token is refused too, and one of a few characters repeated', async () => {
  await assert.rejects(startEmulator({ host: '0.0.0.0', port: 0 }), (error: Error) => error instanceof EmulatorConfigError && /0\.0\.0\.0.*admin token/.test(error.message));
  await assert.rejects(startEmulator({ host: '127.0.0.1', port: 0, adminToken: 'short' }), (error: Error) => error instanceof EmulatorConfigError && /16 to 512/.test(error.message));
  for (const weak of ['aaaaaaaaaaaaaaaa', 'abababababababababab', 'abcdeabcdeabcdeabcde']) {
    // Closed at once should it start after all, so that a failure is a failure, not a hang.
    const started = startEmulator({ host: '127.0.0.1', port: 0, adminToken: weak }).then(async (emulator) => (await emulator.close(), emulator));
    await assert.rejects(started, (error: Error) => error instanceof EmulatorConfigError && /at least 6 different characters/.test(error.message), weak);
  }
});

test('`cardlab emulator --host 0.0.0.0` without a token exits with code 2 and says why', async () => {
  const env = { ...process.env, CARDLAB_EMULATOR_ADMIN_TOKEN: '' };
  const child = spawn(process.execPath, ['bin/cardlab.js', 'emulator', '--host', '0.0.0.0', '--port', '0', '--quiet'], { stdio: ['ignore', 'pipe', 'pipe'], env });
  let stderr = '';
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const timer = setTimeout(() => child.kill('SIGKILL'), 30_000);
  const [code] = (await once(child, 'exit')) as [number | null];
  clearTimeout(timer);
  assert.equal(code, 2, stderr);
  assert.match(stderr, /refusing to listen on 0\.0\.0\.0 without an admin token/);
});
