/** The control API (`/__emulator/`) over `app.inject`: reset, clock and the sandbox-account page. */
import assert from 'node:assert/strict';
import { type TestContext, test } from 'node:test';
import type { LightMyRequestResponse } from 'fastify';
import { clockState, sandboxAccount } from '../../contracts/control.js';
import { type ErrorBody, errorBody } from '../../contracts/errors.js';
import * as v2 from '../../contracts/v2.js';
import { buildEmulator } from './server.js';
import type { EmulatorOptions } from '../state.js';

type Response = LightMyRequestResponse;
type Method = 'GET' | 'POST' | 'PATCH';

/** Seconds of real time a test may take between setting the clock and reading it. */
const SLACK_MS = 5_000;
const T = Date.parse('2026-03-10T10:00:00.000Z');

const describeRes = (res: Response) => `${res.statusCode} ${res.body.slice(0, 400)}`;

function expectRequestId(res: Response): string {
  const id = res.headers['request-id'];
  assert.ok(typeof id === 'string' && id.length > 0, `no request-id header on ${describeRes(res)}`);
  return id;
}

function expectJson(res: Response, status: number): unknown {
  assert.equal(res.statusCode, status, describeRes(res));
  expectRequestId(res);
  assert.match(String(res.headers['content-type']), /^application\/json(;|$)/);
  return res.json();
}

function expectError(res: Response, status: number, fields?: readonly string[]): ErrorBody {
  const body = errorBody.parse(expectJson(res, status));
  assert.equal(body.requestId, res.headers['request-id']);
  if (fields) assert.deepEqual([...new Set(body.error.details?.map((d) => d.field))], fields, `fields named by ${describeRes(res)}`);
  return body;
}

/** Sends each refused clock change; returns those whose 400 did not name exactly `field`, with what they named. */
async function misnamed(api: ReturnType<typeof setup>['api'], clockNow: () => Promise<number>, field: string, bodies: readonly unknown[]) {
  const wrong: string[] = [];
  for (const body of bodies) {
    const error = expectError(await api('POST', '/__emulator/clock', body), 400);
    const fields = [...new Set(error.error.details?.map((d) => d.field))];
    if (fields.length !== 1 || fields[0] !== field) wrong.push(`${JSON.stringify(body)} named ${fields.join(', ') || 'nothing'}`);
    assertNear(await clockNow(), T, `clock after ${JSON.stringify(body)}`);
  }
  return wrong;
}

function setup(t: TestContext, options?: EmulatorOptions) {
  const { app, state } = buildEmulator(options);
  t.after(() => app.close());
  /** A request; v2 paths carry the sandbox key unless `key` is given (null: none). */
  const api = (method: Method, url: string, json?: unknown, key: string | null = state.account.v2.apiKey) => {
    const headers: Record<string, string> = {};
    if (key !== null) headers['x-api-key'] = key;
    if (json !== undefined) headers['content-type'] = 'application/json';
    return app.inject({ method, url, headers, ...(json === undefined ? {} : { payload: JSON.stringify(json) }) });
  };
  const clockNow = async () => Date.parse(clockState.parse(expectJson(await api('GET', '/__emulator/clock'), 200)).now);
  const changeClock = async (change: unknown) => Date.parse(clockState.parse(expectJson(await api('POST', '/__emulator/clock', change), 200)).now);
  return { app, state, api, clockNow, changeClock };
}

/** `ms` lies in [from, from + SLACK_MS). */
function assertNear(ms: number, from: number, what: string) {
  assert.ok(ms >= from && ms < from + SLACK_MS, `${what}: ${new Date(ms).toISOString()} is not just after ${new Date(from).toISOString()}`);
}

// =============================================================================================
// Reset

test('reset forgets cardholders and cards (404 afterwards) but keeps the API key and product', async (t) => {
  const { api, state } = setup(t);
  const accountBefore = structuredClone(state.account);
  const holder = v2.cardholder.parse(
    expectJson(await api('POST', '/v2/cardholders', { firstName: 'Ann', lastName: 'Lee', phoneNumber: '+491511234567', billingAddress: { country: 'DE', postalCode: '10115' } }), 201),
  );
  const created = v2.card.parse(expectJson(await api('POST', '/v2/cards', { productName: state.account.v2.productName, cardholder: holder.id }), 201));
  const card = v2.card.parse(expectJson(await api('GET', `/v2/cards/${created.id}`), 200));
  const topup = v2.topup.parse(expectJson(await api('POST', '/v2/topups', { amount: 5_000, currency: 'EUR', destinationCard: { cardNumber: card.number } }), 201));
  assert.equal(topup.status, 'approved');

  const reset = await api('POST', '/__emulator/reset');
  assert.equal(reset.statusCode, 204, describeRes(reset));
  expectRequestId(reset);
  assert.equal(reset.body, '');

  expectError(await api('GET', `/v2/cardholders/${holder.id}`), 404);
  expectError(await api('GET', `/v2/cards/${created.id}`), 404);
  expectError(await api('PATCH', `/v2/cards/${created.id}`, { status: 'blocked' }), 404);
  const list = v2.transferList.parse(expectJson(await api('GET', `/v2/transfers?cardNumberFltr=${card.number}`), 200));
  assert.deepEqual(list.transfers, []);
  const lostTopup = v2.topup.parse(expectJson(await api('POST', '/v2/topups', { amount: 5_000, currency: 'EUR', destinationCard: { cardNumber: card.number } }), 201));
  assert.equal(lostTopup.status, 'declined', 'the old card number is unknown now');
  assert.equal(state.sandbox.ledger.total(), 0);

  assert.deepEqual(state.account, accountBefore, 'the sandbox account stays');
  assert.deepEqual(sandboxAccount.parse(expectJson(await api('GET', '/__emulator/sandbox'), 200)), { id: 'default', ...accountBefore });
  // The kept key and product still work.
  const again = v2.cardholder.parse(
    expectJson(await api('POST', '/v2/cardholders', { firstName: 'Ann', lastName: 'Lee', phoneNumber: '+491511234567', billingAddress: { country: 'DE', postalCode: '10115' } }), 201),
  );
  const fresh = v2.card.parse(expectJson(await api('POST', '/v2/cards', { productName: accountBefore.v2.productName, cardholder: again.id }), 201));
  assert.equal(fresh.account.balance, 0, 'a new card after reset starts empty');
});

test('reset puts the clock back to real time', async (t) => {
  const { api, changeClock, clockNow } = setup(t);
  assertNear(await changeClock({ set: '2031-01-01T00:00:00Z' }), Date.parse('2031-01-01T00:00:00Z'), 'after set');
  assert.equal((await api('POST', '/__emulator/reset')).statusCode, 204);
  const before = Date.now();
  assertNear(await clockNow(), before - SLACK_MS / 2, 'after reset');
});

// =============================================================================================
// Clock

test('GET /__emulator/clock answers the emulator time, the wall clock at first', async (t) => {
  const { state, clockNow } = setup(t);
  const before = Date.now();
  const now = await clockNow();
  assertNear(now, before - SLACK_MS / 2, 'initial clock');
  assertNear(state.clock.nowMs(), now, 'the state reads the same clock');
});

test('POST /__emulator/clock {set} jumps to the instant, forwards and backwards, and time keeps running', async (t) => {
  const { api, state, changeClock, clockNow } = setup(t);
  assertNear(await changeClock({ set: new Date(T).toISOString() }), T, 'answer of set');
  assertNear(await clockNow(), T, 'GET after set');
  assertNear(state.clock.nowMs(), T, 'state clock after set');

  const holder = v2.cardholder.parse(
    expectJson(await api('POST', '/v2/cardholders', { firstName: 'Ann', lastName: 'Lee', phoneNumber: '+491511234567', billingAddress: { country: 'DE', postalCode: '10115' } }), 201),
  );
  const card = v2.card.parse(expectJson(await api('POST', '/v2/cards', { productName: state.account.v2.productName, cardholder: holder.id }), 201));
  assertNear(Date.parse(card.creationDate), T, 'the v2 interface reads the same clock');

  const past = Date.parse('2019-12-31T22:00:00Z');
  assertNear(await changeClock({ set: '2020-01-01T00:00:00+02:00' }), past, 'set backwards, with an offset');
});

test('POST /__emulator/clock {advanceSeconds} moves the clock forward by that many seconds', async (t) => {
  const { changeClock, clockNow } = setup(t);
  await changeClock({ set: new Date(T).toISOString() });
  assertNear(await changeClock({ advanceSeconds: 90_061 }), T + 90_061_000, 'after advancing 1d 1h 1m 1s');
  assertNear(await clockNow(), T + 90_061_000, 'GET after advance');
  assertNear(await changeClock({ advanceSeconds: 0 }), T + 90_061_000, 'advancing 0 s keeps the time');
  assertNear(await changeClock({ advanceSeconds: 100 * 366 * 86_400 }), T + 90_061_000 + 100 * 366 * 86_400_000, 'the largest advance');
});

test('a bad `set` is a 400 naming set, and the clock stays', async (t) => {
  const { api, changeClock, clockNow } = setup(t);
  await changeClock({ set: new Date(T).toISOString() });
  const values = ['x', '2026-02-30T00:00:00Z', '2026-03-10', '10.03.2026 10:00', '', 123, null, true, {}, [new Date(T).toISOString()]];
  assert.deepEqual(await misnamed(api, clockNow, 'set', values.map((set) => ({ set }))), []);
});

test('a bad `advanceSeconds` is a 400 naming advanceSeconds, and the clock stays', async (t) => {
  const { api, changeClock, clockNow } = setup(t);
  await changeClock({ set: new Date(T).toISOString() });
  const values = [1.5, '10', null, true, [], {}, 1e12, 300 * 366 * 86_400];
  assert.deepEqual(await misnamed(api, clockNow, 'advanceSeconds', values.map((advanceSeconds) => ({ advanceSeconds }))), []);
});

test('a negative advance is a 400 naming advanceSeconds: the clock never goes back through advance', async (t) => {
  const { api, changeClock, clockNow } = setup(t);
  await changeClock({ set: new Date(T).toISOString() });
  const values = [-1, -86_400, -0.5, -1e12];
  assert.deepEqual(await misnamed(api, clockNow, 'advanceSeconds', values.map((advanceSeconds) => ({ advanceSeconds }))), []);
});

test('POST /__emulator/clock {running: false} stands the clock still until it is moved or let run', async (t) => {
  const { api, changeClock } = setup(t);
  const read = async () => clockState.parse(expectJson(await api('GET', '/__emulator/clock'), 200));
  assert.equal((await read()).running, true, 'a new sandbox runs on real time');
  assert.equal(await changeClock({ set: new Date(T).toISOString(), running: false }), T);
  await new Promise((resolve) => setTimeout(resolve, 5));
  assert.deepEqual(await read(), { now: new Date(T).toISOString(), running: false });
  assert.equal(await changeClock({ advanceSeconds: 60 }), T + 60_000, 'an advance keeps it standing');
  assert.equal(await changeClock({ set: new Date(T).toISOString() }), T, 'a set without `running` keeps it standing');
  assert.equal((await read()).running, false);
  await changeClock({ running: true });
  await new Promise((resolve) => setTimeout(resolve, 5));
  const running = await read();
  assert.equal(running.running, true);
  assert.ok(Date.parse(running.now) > T, `let run, it runs from where it stood: ${running.now}`);
  await changeClock({ running: false });
  assert.equal((await api('POST', '/__emulator/reset')).statusCode, 204);
  assert.equal((await read()).running, true, 'a reset lets it run on real time');
});

test('a clock body that is neither {set} nor {advanceSeconds} is a 400, and the clock stays', async (t) => {
  const { app, api, changeClock, clockNow } = setup(t);
  await changeClock({ set: new Date(T).toISOString() });
  for (const body of [{}, { set: new Date(T).toISOString(), advanceSeconds: 1 }, { now: new Date(T).toISOString() }, { advance: 60 }, { running: 'no' }, { running: null }]) {
    expectError(await api('POST', '/__emulator/clock', body), 400);
  }
  for (const body of [[], null, 'text', 42]) expectError(await api('POST', '/__emulator/clock', body), 400, ['(body)']);
  for (const payload of ['{"set":', '', 'set=2026-03-10T10:00:00Z']) {
    const res = await app.inject({ method: 'POST', url: '/__emulator/clock', payload, headers: { 'content-type': 'application/json' } });
    expectError(res, 400, ['(body)']);
  }
  assertNear(await clockNow(), T, 'clock after the refused changes');
});

test('the clock stays within 2000–2199, so card dates always fit their contract', async (t) => {
  const { api, changeClock, clockNow } = setup(t);
  expectError(await api('POST', '/__emulator/clock', { set: '9999-12-31T00:00:00Z' }), 400, ['set']);
  expectError(await api('POST', '/__emulator/clock', { set: '1999-12-31T23:59:59Z' }), 400, ['set']);
  await changeClock({ set: '2199-12-31T00:00:00Z' });
  expectError(await api('POST', '/__emulator/clock', { advanceSeconds: 86_400 }), 400, ['advanceSeconds']);
  assertNear(await clockNow(), Date.parse('2199-12-31T00:00:00Z'), 'clock after the refused advance');
  const read = await api('GET', '/__emulator/clock');
  assert.ok(clockState.safeParse(expectJson(read, 200)).success, `GET /clock answered ${read.body}`);
});

// =============================================================================================
// Sandbox page

test('GET /__emulator/sandbox answers the sandbox account (v2 key and product, v1 credentials and values, gateway merchant) matching state.account', async (t) => {
  const { api, state } = setup(t);
  const page = sandboxAccount.parse(expectJson(await api('GET', '/__emulator/sandbox'), 200));
  assert.deepEqual(page, { id: 'default', ...state.account });
  assert.deepEqual(Object.keys(page).sort(), ['gateway', 'id', 'p2p', 'v1', 'v2']);
  assert.deepEqual(page.p2p, { username: page.gateway.userName, password: page.gateway.password }, 'the P2P account is the gateway merchant, named in lower case');
  assert.equal(Buffer.from(page.v1.token, 'base64').toString(), `${page.v1.login}:${page.v1.password}`, 'the v1 token is the Basic credentials');
  assert.notEqual(page.v2.apiKey, '');

  const other = setup(t);
  const otherPage = sandboxAccount.parse(expectJson(await other.api('GET', '/__emulator/sandbox'), 200));
  assert.notEqual(otherPage.v2.apiKey, page.v2.apiKey, 'each emulator has its own random key');
  // The page's key is the one v2 accepts, and only in its own emulator.
  expectError(await api('GET', '/v2/cardholders/nobody', undefined, page.v2.apiKey), 404);
  expectError(await api('GET', '/v2/cardholders/nobody', undefined, otherPage.v2.apiKey), 401);
});

test('GET /__emulator/sandbox shows fixed sandbox-account values given as options', async (t) => {
  const { api } = setup(t, { account: { v2: { apiKey: 'sk_sandbox_fixed', productName: 'TEST PRODUCT' } } });
  assert.deepEqual(sandboxAccount.parse(expectJson(await api('GET', '/__emulator/sandbox'), 200)).v2, { apiKey: 'sk_sandbox_fixed', productName: 'TEST PRODUCT' });
  const holder = v2.cardholder.parse(
    expectJson(await api('POST', '/v2/cardholders', { firstName: 'Ann', lastName: 'Lee', phoneNumber: '+491511234567', billingAddress: { country: 'DE', postalCode: '10115' } }, 'sk_sandbox_fixed'), 201),
  );
  const card = v2.card.parse(expectJson(await api('POST', '/v2/cards', { productName: 'TEST PRODUCT', cardholder: holder.id }, 'sk_sandbox_fixed'), 201));
  assert.equal(card.productName, 'TEST PRODUCT');
});

test('control answers carry unique request ids', async (t) => {
  const { api } = setup(t);
  const responses = [
    await api('GET', '/__emulator/clock'),
    await api('GET', '/__emulator/clock'),
    await api('POST', '/__emulator/clock', { advanceSeconds: 1 }),
    await api('POST', '/__emulator/clock', { advanceSeconds: -1 }),
    await api('GET', '/__emulator/sandbox'),
    await api('POST', '/__emulator/reset'),
    await api('GET', '/__emulator/no-such-thing'),
  ];
  assert.deepEqual(responses.map((r) => r.statusCode), [200, 200, 200, 400, 200, 204, 404]);
  const ids = responses.map(expectRequestId);
  assert.equal(new Set(ids).size, ids.length, `request ids repeat: ${ids.join(', ')}`);
  expectError(responses[6] as Response, 404);
});
