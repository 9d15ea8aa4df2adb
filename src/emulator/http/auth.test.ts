/**
 * Every scheme refuses missing and wrong credentials on every route, table-driven over each
 * contract table: v1 Basic, v2 X-API-KEY, the gateway's userName + password or token, P2P's
 * username + password and request signature. Each request carries a body the contract accepts
 * (operation-examples.ts), so the refusal is the credentials' doing: the same body with the right
 * credentials is not refused for access (a positive control). A refusal changes nothing.
 */
import assert from 'node:assert/strict';
import { createHash, generateKeyPairSync, type KeyObject, sign } from 'node:crypto';
import { test, type TestContext } from 'node:test';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { errorBody } from '../../contracts/errors.js';
import { gatewayOperations } from '../../contracts/gateway/index.js';
import { p2pOperations } from '../../contracts/p2p/index.js';
import { V1_PATH, V1_PAYMENT_PATH, v1Operations } from '../../contracts/v1/index.js';
import { v2Endpoints } from '../../contracts/v2.js';
import { type ExampleCard, type ExampleContext, operationExamples } from '../../../generators/operation-examples.js';
import { buildEmulator, type Emulator } from './server.js';

type Body = Record<string, unknown>;
const json = 'application/json';

async function setUp(t: TestContext) {
  const emulator = buildEmulator({ sandbox: { seed: 9 } });
  t.after(() => emulator.app.close());
  await emulator.app.ready();
  await emulator.callbacks.stop();
  const { app, state } = emulator;
  const v2 = async (method: 'GET' | 'POST', url: string, payload?: Body) => (await app.inject({ method, url, headers: { 'x-api-key': state.account.v2.apiKey }, ...(payload ? { payload } : {}) })).json<Body>();
  const card = async (name: string): Promise<ExampleCard> => {
    const holder = await v2('POST', '/v2/cardholders', { firstName: name, lastName: 'Auth', phoneNumber: '+491511234567', billingAddress: { postalCode: '10115', country: 'DE' } });
    const issued = await v2('POST', '/v2/cards', { productName: state.account.v2.productName, cardholder: holder.id });
    const details = await v2('GET', `/v2/cards/${String(issued.id)}`);
    const id = String(holder.id);
    return { id: String(issued.id), pan: String(details.number), expiry: String(details.expiryDate), cvc: String(details.cvc), accountNumber: String((details.account as Body).accountNumber), holderId: id, customerNumber: id };
  };
  const [alice, bob] = [await card('Alice'), await card('Bob')];
  const { gateway, p2p } = state.account;
  const context: ExampleContext = { now: state.clock.now(), card: alice, otherCard: bob, v2: { productName: state.account.v2.productName }, v1: state.account.v1, gateway, p2p };
  return { emulator, context, alice };
}

/** Everything a request could change: the sandbox, its P2P gateway included. */
function snapshot({ state }: Emulator): string {
  return JSON.stringify({ sandbox: state.sandbox }, (key, value: unknown) => {
    if (key === 'open' && value instanceof Set) return undefined;
    return value instanceof Map ? [...value.entries()] : value instanceof Set ? [...value] : value;
  });
}

/** Sends the refused request and checks that it changed nothing. */
async function refused(emulator: Emulator, request: InjectOptions): Promise<LightMyRequestResponse> {
  const before = snapshot(emulator);
  const res = await emulator.app.inject(request);
  assert.equal(snapshot(emulator), before, 'a refused request changed nothing');
  return res;
}

test('v2: every endpoint refuses a missing or wrong X-API-KEY with 401', async (t) => {
  const { emulator, context, alice } = await setUp(t);
  for (const [name, ep] of Object.entries(v2Endpoints)) {
    const url = ep.path.replace('/v2/cards/:id', `/v2/cards/${alice.id}`).replace('/v2/cardholders/:id', `/v2/cardholders/${alice.holderId}`);
    const schema = 'body' in ep ? ep.body : 'query' in ep ? ep.query : undefined;
    const example = schema ? operationExamples('v2', name, schema, context)[0] : undefined;
    const query = 'query' in ep && example ? `?${new URLSearchParams(example as Record<string, string>).toString()}` : '';
    const payload = 'body' in ep && example ? JSON.stringify(example) : undefined;
    const send = (headers: Record<string, string>) => ({ method: ep.method, url: url + query, headers: { 'content-type': json, ...headers }, ...(payload ? { payload } : {}) });
    for (const [what, headers] of [['missing', {}], ['wrong', { 'x-api-key': `${emulator.state.account.v2.apiKey}x` }], ['empty', { 'x-api-key': '' }]] as const) {
      const res = await refused(emulator, send(headers));
      assert.equal(res.statusCode, 401, `${name}, ${what} key: ${res.body}`);
      assert.equal(errorBody.parse(res.json()).error.code, 'unauthorized');
    }
    const control = await emulator.app.inject(send({ 'x-api-key': emulator.state.account.v2.apiKey }));
    assert.notEqual(control.statusCode, 401, `${name} with the right key: ${control.body}`);
  }
});

test('v1: every operation, on every path it has, refuses missing or wrong Basic credentials with 401', async (t) => {
  const { emulator, context } = await setUp(t);
  const { login, password, token } = emulator.state.account.v1;
  const basic = (text: string) => `Basic ${Buffer.from(text).toString('base64')}`;
  const wrong = { missing: undefined, 'wrong password': basic(`${login}:${password}x`), 'unknown login': basic(`x${login}:${password}`), 'other scheme': `Bearer ${token}`, 'not base64': 'Basic ???' };
  for (const [name, op] of Object.entries(v1Operations)) {
    const payload = JSON.stringify(operationExamples('v1', name, op.request, context)[0] ?? {});
    for (const base of 'paymentAlias' in op ? [V1_PATH, V1_PAYMENT_PATH] : [V1_PATH]) {
      const send = (authorization: string | undefined) => ({ method: 'POST' as const, url: base + name, payload, headers: { 'content-type': json, ...(authorization ? { authorization } : {}) } });
      for (const [what, authorization] of Object.entries(wrong)) {
        const res = await refused(emulator, send(authorization));
        assert.equal(res.statusCode, 401, `${base}${name}, ${what}: ${res.body}`);
        assert.equal(errorBody.parse(res.json()).error.code, 'unauthorized');
      }
      const control = await emulator.app.inject(send(`Basic ${token}`));
      assert.notEqual(control.statusCode, 401, `${base}${name} with the right credentials: ${control.body}`);
    }
  }
});

test('gateway: every operation refuses missing or wrong userName/password and token with errorCode 5 (access denied)', async (t) => {
  const { emulator, context } = await setUp(t);
  const { userName, password, token } = emulator.state.account.gateway;
  const wrong: Record<string, Body> = {
    missing: {},
    'wrong password': { userName, password: `${password}x` },
    'unknown userName': { userName: `${userName}x`, password },
    'userName alone': { userName },
    'wrong token': { token: `${token}x` },
    'wrong token beside the right password': { userName, password, token: `${token}x` },
  };
  for (const [name, op] of Object.entries(gatewayOperations)) {
    const example = operationExamples('gateway', name, op.request, context)[0] ?? {};
    const params = Object.fromEntries(Object.entries(example).filter(([k]) => !['userName', 'password', 'token'].includes(k)));
    for (const [what, credentials] of Object.entries(wrong)) {
      for (const form of [false, true]) {
        const body = { ...params, ...credentials };
        const payload = form ? new URLSearchParams(Object.entries(body).map(([k, v]) => [k, typeof v === 'string' ? v : JSON.stringify(v)])).toString() : JSON.stringify(body);
        const res = await refused(emulator, { method: 'POST' as const, url: op.path, payload, headers: { 'content-type': form ? 'application/x-www-form-urlencoded' : json } });
        assert.equal(res.statusCode, 200);
        // getOrderStatus.do answers in the gateway's legacy, capitalised names, its refusals too.
        const denied = name === 'getOrderStatus.do' ? { ErrorCode: '5', ErrorMessage: 'Access denied' } : { errorCode: '5', errorMessage: 'Access denied' };
        assert.deepEqual(res.json<Body>(), denied, `${name}, ${what}${form ? ' (form)' : ''}`);
      }
    }
    for (const credentials of [{ userName, password }, { token }]) {
      const control = (await emulator.app.inject({ method: 'POST', url: op.path, payload: JSON.stringify({ ...params, ...credentials }), headers: { 'content-type': json } })).json<Body>();
      assert.notEqual(control.errorMessage ?? control.ErrorMessage, 'Access denied', `${name} with the right credentials`);
    }
  }
});

/** The set-up with the P2P account's key registered (`mine`), and a key nobody registered (`foreign`). */
async function p2pSetUp(t: TestContext) {
  const { emulator, context } = await setUp(t);
  const mine = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const foreign = generateKeyPairSync('rsa', { modulusLength: 2048 });
  assert.equal(emulator.state.p2pKeys.register(emulator.state.account.p2p.username, mine.publicKey.export({ type: 'spki', format: 'pem' }).toString()), 'ok');
  return { emulator, context, state: emulator.state, mine, foreign };
}

test('P2P: every operation refuses a missing, wrong or foreign signature and wrong credentials with errorCode 5', async (t) => {
  const { emulator, context, state, mine, foreign } = await p2pSetUp(t);
  const signed = (raw: string, key: KeyObject | undefined, omit?: 'hash' | 'signature', signedBody = raw) => ({
    'content-type': json,
    ...(omit === 'hash' ? {} : { 'x-hash': createHash('sha256').update(signedBody).digest('base64') }),
    ...(omit === 'signature' || !key ? {} : { 'x-signature': sign('sha256', Buffer.from(signedBody), key).toString('base64') }),
  });
  for (const [name, op] of Object.entries(p2pOperations)) {
    const example = operationExamples('p2p', name, op.request, context)[0] ?? {};
    const raw = JSON.stringify(example);
    const otherPassword = JSON.stringify({ ...example, password: `${state.account.p2p.password}x` });
    const otherUser = JSON.stringify({ ...example, username: `${state.account.p2p.username}x` });
    const cases: [string, string, Record<string, string>, string][] = [
      ['no X-Hash', raw, signed(raw, mine.privateKey, 'hash'), 'X-Hash'],
      ['X-Hash of another body', raw, { ...signed(raw, mine.privateKey), 'x-hash': createHash('sha256').update(`${raw} `).digest('base64') }, 'X-Hash'],
      ['no X-Signature', raw, signed(raw, mine.privateKey, 'signature'), 'X-Signature'],
      ["another merchant's key", raw, signed(raw, foreign.privateKey), 'X-Signature'],
      ['wrong password', otherPassword, signed(otherPassword, mine.privateKey), ''],
      // No key of a username that does not exist signed it: refused as a signature, as for a known one.
      ['unknown username', otherUser, signed(otherUser, mine.privateKey), 'X-Signature'],
    ];
    for (const [what, payload, headers, field] of cases) {
      const res = await refused(emulator, { method: 'POST' as const, url: op.path, payload, headers });
      assert.equal(res.statusCode, 200, `${name}, ${what}`);
      const answer = res.json<{ errorCode: string; errorMessage: string; details?: { field: string }[] }>();
      assert.equal(answer.errorCode, '5', `${name}, ${what}: ${res.body}`);
      if (field) assert.equal(answer.details?.[0]?.field, field, `${name}, ${what} names ${field}`);
      else assert.match(answer.errorMessage, /^Access denied/, `${name}, ${what}`);
    }
    const control = (await emulator.app.inject({ method: 'POST', url: op.path, payload: raw, headers: signed(raw, mine.privateKey) })).json<Body>();
    assert.doesNotMatch(String(control.errorMessage), /^Access denied/, `${name} signed with the registered key: ${JSON.stringify(control)}`);
  }
});

test('P2P: an outsider without the key learns nothing of which usernames exist: an unknown one is answered as a known one with a wrong password', async (t) => {
  const { emulator, context, state, foreign: outsider } = await p2pSetUp(t);
  const keyless = state.createTenant()!;
  const example = operationExamples('p2p', 'registerP2P.do', p2pOperations['registerP2P.do'].request, context)[0] ?? {};
  const answerTo = async (username: string, withSignature: boolean) => {
    const raw = JSON.stringify({ ...example, username, password: 'guessed-password' });
    const headers = { 'content-type': json, 'x-hash': createHash('sha256').update(raw).digest('base64'), ...(withSignature ? { 'x-signature': sign('sha256', Buffer.from(raw), outsider.privateKey).toString('base64') } : {}) };
    const body = (await emulator.app.inject({ method: 'POST', url: p2pOperations['registerP2P.do'].path, payload: raw, headers })).json<Body>();
    return body;
  };
  for (const withSignature of [true, false]) {
    const unknown = await answerTo('nobody-by-this-name', withSignature);
    assert.equal(unknown.errorCode, '5');
    for (const known of [state.account.p2p.username, keyless.account.p2p.username]) {
      assert.deepEqual(await answerTo(known, withSignature), unknown, `${known} (${withSignature ? 'signed by another key' : 'unsigned'}) is answered as an unknown username`);
    }
  }
});

