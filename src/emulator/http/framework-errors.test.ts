/**
 * Requests the router refuses before any route runs (a malformed URL, an over-long id) still answer
 * in their interface's convention: v1 with responseCode 30, the gateways with HTTP 200 and errorCode 5,
 * v2 with the error body. Found by the bad-input campaign (bench/fuzz).
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { request } from 'undici';
import { errorBody } from '../../contracts/errors.js';
import { buildEmulator, startEmulator } from './server.js';

test('a malformed URL answers in each interface convention, with its Request-id', async (t) => {
  const { app, state, callbacks } = buildEmulator();
  t.after(() => app.close());
  await app.ready();
  await callbacks.stop();
  const send = (url: string, headers: Record<string, string>) => app.inject({ method: 'POST', url, headers: { ...headers, 'content-type': 'application/json' }, payload: '{}' });

  const v1 = await send('/v1/apigate/ws/rest/%E0%A4%A', { authorization: `Basic ${state.account.v1.token}` });
  assert.equal(v1.statusCode, 400);
  assert.equal(v1.json<{ responseCode: string }>().responseCode, '30');
  assert.ok(errorBody.safeParse(v1.json()).success, v1.body);

  const gateway = await send('/payment/rest/%E0%A4%A.do', {});
  assert.equal(gateway.statusCode, 200);
  assert.equal(gateway.json<{ errorCode: string }>().errorCode, '5');

  const v2 = await send('/v2/cards/%E0%A4%A', { 'x-api-key': state.account.v2.apiKey });
  assert.equal(v2.statusCode, 400);
  assert.ok(errorBody.safeParse(v2.json()).success, v2.body);
  for (const res of [v1, gateway, v2]) assert.ok(res.headers['request-id'], 'every answer carries its Request-id');
});

test('a request line and headers over 16 KiB get the error body, a Request-id and the interface convention', async (t) => {
  const emulator = await startEmulator();
  t.after(() => emulator.close());
  const long = 'A'.repeat(20 * 1024);
  const get = async (path: string, headers: Record<string, string> = {}) => {
    const res = await request(`${emulator.url}${path}?filter=${long}`, { headers });
    return { status: res.statusCode, id: res.headers['request-id'], body: (await res.body.json()) as Record<string, unknown> };
  };
  const v2 = await get('/v2/transfers', { 'x-api-key': emulator.state.account.v2.apiKey });
  assert.equal(v2.status, 431);
  assert.ok(errorBody.safeParse(v2.body).success, JSON.stringify(v2.body));
  assert.deepEqual((v2.body.error as { details: unknown }).details, [{ field: '(headers)', rule: 'size', message: 'the request line and headers exceed 16 KiB' }]);
  assert.equal(v2.body.requestId, v2.id);
  const v1 = await get('/v1/apigate/ws/rest/getCardBalance');
  assert.equal(v1.status, 431);
  assert.equal(v1.body.responseCode, '30');
  const gateway = await get('/payment/rest/register.do');
  assert.equal(gateway.status, 200);
  assert.equal(gateway.body.errorCode, '5');
  for (const answer of [v2, v1, gateway]) assert.ok(answer.id, 'every answer carries its Request-id');
});
