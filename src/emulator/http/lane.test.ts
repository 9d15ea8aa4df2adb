/**
 * The fast lane (lane.ts, decision 0012) answers the hot v1, v2 and gateway requests as fastify
 * would, and leaves every other request to fastify untouched. Each request is sent over a socket (the
 * lane's path) and injected (`app.inject` bypasses the server: fastify's path) into the same
 * emulator, and the two answers compared: status, content type, length and body, the Request-id
 * aside. The lane's counter shows which path answered.
 */
import assert from 'node:assert/strict';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { test, type TestContext } from 'node:test';
import { request } from 'undici';
import { STATIC_CATALOGUE } from '../../contracts/catalogue.js';
import { gatewayOperations } from '../../contracts/gateway/index.js';
import { transfer, transferList } from '../../contracts/v2.js';
import { armCorruptions, parseCorruption } from './corruption.js';
import { buildEmulator, startEmulator } from './server.js';

interface Sent {
  readonly method: 'GET' | 'POST' | 'PATCH' | 'HEAD';
  readonly path: string;
  readonly headers?: Record<string, string>;
  readonly body?: string;
}

interface Seen {
  readonly status: number;
  readonly type: string | undefined;
  readonly length: string | undefined;
  readonly body: string;
}

/** The answer without what differs between any two answers: the Request-id in the body. */
const seen = (status: number, headers: Record<string, unknown>, body: string): Seen => {
  assert.ok(headers['request-id'], `every answer carries its Request-id (${status} ${body.slice(0, 80)})`);
  const header = (name: string) => {
    const value = headers[name];
    return typeof value === 'string' || typeof value === 'number' ? String(value) : undefined;
  };
  return { status, type: header('content-type'), length: header('content-length'), body: body.replace(/"requestId":"[^"]*"/, '"requestId":"-"') };
};

async function start(t: TestContext) {
  const emulator = await startEmulator({ sandbox: { seed: 5 } });
  t.after(() => emulator.close());
  await emulator.callbacks.stop();
  const lane = emulator.lane;
  assert.ok(lane, 'the lane is on by default');
  const { sandbox, account } = emulator.state;
  const now = sandbox.clock.now();
  const issue = (name: string, funds: number) => {
    const party = sandbox.parties.register({ firstName: name, lastName: 'Lane', phoneNumber: '+491511234567', billingAddress: { postalCode: '10115', country: 'DE' } }, now);
    const card = sandbox.cards.issue(party, account.v2.productName, now);
    if (funds > 0) assert.equal(sandbox.payments.topUp(card.pan, funds, now).status, 'approved');
    return card;
  };
  /** Over a socket: the lane's path when it takes the request. */
  const wire = async (sent: Sent): Promise<Seen & { taken: boolean }> => {
    const before = lane.taken;
    const res = await request(`${emulator.url}${sent.path}`, { method: sent.method, headers: sent.headers ?? {}, body: sent.body ?? null });
    const text = await res.body.text();
    return { ...seen(res.statusCode, res.headers, text), taken: lane.taken > before };
  };
  /** Injected: fastify's path, always. */
  const injected = async (sent: Sent): Promise<Seen> => {
    const res = await emulator.app.inject({ method: sent.method, url: sent.path, headers: sent.headers ?? {}, ...(sent.body === undefined ? {} : { payload: sent.body }) });
    return seen(res.statusCode, res.headers, res.body);
  };
  /** Sent both ways: the lane took it (or not) and the two answers are the same. */
  const same = async (sent: Sent, taken: boolean) => {
    const { taken: took, ...answer } = await wire(sent);
    assert.equal(took, taken, `${sent.method} ${sent.path}: ${taken ? 'taken by the lane' : 'left to fastify'}`);
    assert.deepEqual(answer, await injected(sent), `${sent.method} ${sent.path} ${sent.headers?.['content-type'] ?? ''} ${sent.body?.slice(0, 60) ?? ''}`);
    return answer;
  };
  const v1 = { authorization: `Basic ${account.v1.token}`, 'content-type': 'application/json' };
  const v2 = { 'x-api-key': account.v2.apiKey, 'content-type': 'application/json' };
  const { userName, password } = account.gateway;
  const form = (params: Record<string, string | number>) => new URLSearchParams(Object.entries({ userName, password, ...params }).map(([k, v]) => [k, String(v)])).toString();
  return { emulator, lane, issue, wire, injected, same, v1, v2, form };
}

test('the lane answers reads, validation refusals and malformed bodies as fastify does', async (t) => {
  const { issue, same, v1, v2, form } = await start(t);
  const card = issue('Reader', 50_000);
  const getBalance = JSON.stringify({ cardIdentification: { cardNumber: card.pan } });
  await same({ method: 'GET', path: `/v2/cards/${card.id}`, headers: { 'x-api-key': v2['x-api-key'] } }, true);
  await same({ method: 'GET', path: '/v2/cards/no-such-card', headers: { 'x-api-key': v2['x-api-key'] } }, true);
  await same({ method: 'GET', path: `/v2/transfers?cardNumberFltr=${card.pan}`, headers: { 'x-api-key': v2['x-api-key'] } }, true);
  await same({ method: 'GET', path: '/v2/transfers?cardNumberFltr=12&cardNumberFltr=34', headers: { 'x-api-key': v2['x-api-key'] } }, true);
  const balance = await same({ method: 'POST', path: '/v1/apigate/ws/rest/getCardBalance', headers: v1, body: getBalance }, true);
  assert.match(balance.body, /"responseCode":"00"/);
  await same({ method: 'POST', path: '/payment/apigate/ws/rest/getCardBalance', headers: v1, body: getBalance }, true);
  await same({ method: 'POST', path: '/v1/apigate/ws/rest/getCardBalance', headers: { ...v1, 'content-type': 'application/json; charset=utf-8' }, body: getBalance }, true);
  await same({ method: 'POST', path: '/v1/apigate/ws/rest/noSuchOperation', headers: v1, body: '{}' }, true);
  await same({ method: 'POST', path: '/v1/apigate/ws/rest/getCardBalance', headers: v1, body: '[1,2]' }, true);
  // A non-integer amount: the route's validation refusal, named field and rule.
  const amount = await same({ method: 'POST', path: '/v2/transfers', headers: v2, body: JSON.stringify({ amount: 10.5, currency: 'EUR', sourceCard: { cardNumber: card.pan, expiryDate: card.expiry }, destinationCard: { cardNumber: card.pan } }) }, true);
  assert.equal(amount.status, 400);
  assert.match(amount.body, /"field":"amount"/);
  // Malformed JSON and prototype poisoning: fastify's own refusal, in each interface's convention.
  for (const body of ['{"cardIdentification":', '{"__proto__":{"x":1}}', '{"constructor":{"prototype":{"x":1}}}', 'null']) {
    await same({ method: 'POST', path: '/v1/apigate/ws/rest/getCardBalance', headers: v1, body }, true);
    await same({ method: 'POST', path: '/v2/transfers', headers: v2, body }, true);
    await same({ method: 'POST', path: gatewayOperations['register.do'].path, headers: { 'content-type': 'application/json' }, body }, true);
  }
  // The gateway: form and JSON bodies, and GET with a query string.
  const formType = { 'content-type': 'application/x-www-form-urlencoded' };
  await same({ method: 'POST', path: gatewayOperations['register.do'].path, headers: formType, body: form({ orderNumber: 'L-1', amount: 'ten', returnUrl: 'https://shop.example/ok' }) }, true);
  await same({ method: 'POST', path: gatewayOperations['register.do'].path, headers: formType, body: 'userName=nobody&password=wrong&amount=1' }, true);
  await same({ method: 'GET', path: `${gatewayOperations['getOrderStatusExtended.do'].path}?${form({ orderId: 'no-such-order' })}`, headers: {} }, true);
});

test('what the lane answers changes the one sandbox fastify reads', async (t) => {
  const { issue, wire, injected, v2, form } = await start(t);
  const source = issue('Source', 90_000);
  const destination = issue('Destination', 0);
  const moved = await wire({
    method: 'POST',
    path: '/v2/transfers',
    headers: v2,
    body: JSON.stringify({ amount: 1_250, currency: 'EUR', sourceCard: { cardNumber: source.pan, expiryDate: source.expiry }, destinationCard: { cardNumber: destination.pan } }),
  });
  assert.ok(moved.taken);
  assert.equal(moved.status, 201, moved.body);
  const made = transfer.parse(JSON.parse(moved.body));
  assert.equal(made.status, 'approved');
  const listed = await injected({ method: 'GET', path: `/v2/transfers?cardNumberFltr=${source.pan}`, headers: { 'x-api-key': v2['x-api-key'] } });
  assert.deepEqual(
    transferList.parse(JSON.parse(listed.body)).transfers.map((t) => t.id),
    [made.id],
  );

  const registered = await wire({ method: 'POST', path: gatewayOperations['register.do'].path, headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: form({ orderNumber: 'L-2', amount: 700, returnUrl: 'https://shop.example/ok' }) });
  assert.ok(registered.taken);
  const { orderId } = gatewayOperations['register.do'].response.parse(JSON.parse(registered.body)) as { orderId: string };
  const status = await injected({ method: 'GET', path: `${gatewayOperations['getOrderStatusExtended.do'].path}?${form({ orderId })}` });
  assert.match(status.body, /"orderNumber":"L-2"/);
  assert.match(status.body, /"amount":700/);
});

test('the lane leaves to fastify every request it cannot answer exactly as fastify does', async (t) => {
  const { issue, same, v1, v2, form } = await start(t);
  const card = issue('Other', 1_000);
  const getBalance = JSON.stringify({ cardIdentification: { cardNumber: card.pan } });
  const v1Path = '/v1/apigate/ws/rest/getCardBalance';
  // Credentials that name no account: the gate's refusal is fastify's.
  await same({ method: 'POST', path: v1Path, headers: { ...v1, authorization: 'Basic bm9ib2R5Om5vcGU=' }, body: getBalance }, false);
  await same({ method: 'POST', path: v1Path, headers: { 'content-type': 'application/json' }, body: getBalance }, false);
  await same({ method: 'GET', path: `/v2/cards/${card.id}`, headers: { 'x-api-key': 'not-a-key' } }, false);
  // Content types other than JSON and forms as clients spell them, and bodies the lane does not read.
  for (const type of ['text/plain', 'application/json; charset=utf-16', 'application/JSON; Charset="UTF-8"', 'application/vnd.api+json']) {
    await same({ method: 'POST', path: v1Path, headers: { ...v1, 'content-type': type }, body: getBalance }, false);
  }
  await same({ method: 'POST', path: v1Path, headers: { authorization: v1.authorization }, body: getBalance }, false);
  await same({ method: 'POST', path: v1Path, headers: v1, body: '' }, false);
  await same({ method: 'POST', path: '/v2/transfers', headers: v2, body: `{"pad":"${'x'.repeat(1024 * 1024)}"}` }, false);
  // Forms on the JSON interfaces, JSON where a route reads none.
  await same({ method: 'POST', path: v1Path, headers: { ...v1, 'content-type': 'application/x-www-form-urlencoded' }, body: 'a=1' }, false);
  // Routes the lane does not serve: control, pages, unknown paths, HEAD.
  await same({ method: 'GET', path: '/__emulator/health' }, false);
  await same({ method: 'GET', path: '/nowhere' }, false);
  await same({ method: 'POST', path: '/payment/rest/noSuchOperation.do', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: form({}) }, false);
  await same({ method: 'HEAD', path: `/v2/cards/${card.id}`, headers: { 'x-api-key': v2['x-api-key'] } }, false);
  await same({ method: 'GET', path: '/v1/apigate/ws/rest/%E0%A4%A', headers: v1 }, false);
});

test('a chunked body goes to fastify, and so does everything while --corrupt is armed', async (t) => {
  const { emulator, lane, issue, v1 } = await start(t);
  const card = issue('Chunked', 1_000);
  const getBalance = JSON.stringify({ cardIdentification: { cardNumber: card.pan } });
  const before = lane.taken;
  const chunked = await request(`${emulator.url}/v1/apigate/ws/rest/getCardBalance`, { method: 'POST', headers: v1, body: Readable.from([getBalance.slice(0, 10), getBalance.slice(10)]) });
  assert.match(await chunked.body.text(), /"responseCode":"00"/);
  assert.equal(lane.taken, before, 'a chunked body is fastify’s to read');

  armCorruptions([parseCorruption('v1.getCardBalance.responseCode', STATIC_CATALOGUE)]);
  t.after(() => armCorruptions([]));
  const corrupted = await request(`${emulator.url}/v1/apigate/ws/rest/getCardBalance`, { method: 'POST', headers: v1, body: getBalance });
  assert.match(await corrupted.body.text(), /"responseCode":42/);
  assert.equal(lane.taken, before, 'fastify corrupts, so it answers while a corruption is armed');
});

test('the lane steps aside while the emulator closes, and is off on request and with a data directory', async (t) => {
  const { lane, wire, v2 } = await start(t);
  lane.close();
  const late = await wire({ method: 'GET', path: '/v2/cards/any', headers: { 'x-api-key': v2['x-api-key'] } });
  assert.equal(late.taken, false);
  assert.equal(late.status, 404);

  const built = (options: Parameters<typeof buildEmulator>[0]) => {
    const emulator = buildEmulator(options);
    t.after(() => emulator.app.close());
    return emulator.lane;
  };
  assert.equal(built({ lane: false }), undefined);
  assert.ok(built({}));
  const dataDir = await mkdtemp(join(tmpdir(), 'cardlab-lane-'));
  t.after(() => rm(dataDir, { recursive: true, force: true }));
  const kept = await startEmulator({ dataDir });
  t.after(() => kept.close());
  assert.equal(kept.lane, undefined, 'a kept sandbox journals its requests in fastify hooks');
});

test('the request log has the same line for an answer of the lane as for one of fastify', async (t) => {
  const lines: string[] = [];
  const emulator = await startEmulator({ log: (line) => lines.push(line) });
  t.after(() => emulator.close());
  const path = `/v1/apigate/ws/rest/getCardBalance?pan=${'4'.repeat(16)}`;
  const headers = { authorization: `Basic ${emulator.state.account.v1.token}`, 'content-type': 'application/json' };
  const body = '{"cardIdentification":{"cardNumber":"5298110000000000"}}';
  await (await request(`${emulator.url}${path}`, { method: 'POST', headers, body })).body.text();
  assert.equal(emulator.lane?.taken, 1);
  await emulator.app.inject({ method: 'POST', url: path, headers, payload: body });
  assert.equal(lines.length, 2);
  assert.equal(lines[0], lines[1]);
  assert.match(lines[0]!, /^POST \/v1\/apigate\/ws\/rest\/getCardBalance\?pan=4{6}\*{6}4{4} → 200$/);
});
