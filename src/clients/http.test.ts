import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { z } from 'zod';
import { SecretRegistry } from '../common/masking.js';
import { type RunningEmulator, startEmulator } from '../emulator/http/server.js';
import { Recorder } from './exchange.js';
import { HttpClient, TransportError } from './http.js';
import { V2Client } from './v2.js';

const API_KEY = 'sk_sandbox_client_test_0123456789';
let emulator: RunningEmulator;

before(async () => {
  emulator = await startEmulator({ port: 0, account: { v2: { apiKey: API_KEY } } });
});
after(() => emulator.close());

function client(baseUrl = emulator.url) {
  const secrets = new SecretRegistry();
  secrets.add(API_KEY);
  const recorder = new Recorder(secrets);
  return { recorder, v2: new V2Client(new HttpClient({ baseUrl, headers: { 'x-api-key': API_KEY }, recorder, timeoutMs: 2_000 })), http: new HttpClient({ baseUrl, recorder }) };
}

const holder = { firstName: 'Ann', lastName: 'Lee', phoneNumber: '+4915112345678', billingAddress: { country: 'DE', postalCode: '10115' } };

test('a typed call returns the contract body and records the exchange with secrets masked', async () => {
  const { v2, recorder } = client();
  const created = await v2.createCardholder(holder);
  assert.ok(created.ok);
  const card = await v2.createCard({ productName: emulator.state.account.v2.productName, cardholder: created.value.id });
  assert.ok(card.ok);
  const details = await v2.getCard(card.value.id);
  assert.ok(details.ok && details.value.number && details.value.cvc);
  const text = JSON.stringify(recorder.drain());
  assert.equal(text.includes(details.value.number), false, 'full card number in the recording');
  assert.equal(text.includes(API_KEY), false, 'API key in the recording');
  assert.match(text, /"cvc":"\*\*\*"/);
  assert.match(text, /"x-api-key":"\*\*\*"/);
  assert.deepEqual(recorder.drain(), [], 'drain empties the batch');
});

test('an error answer carries the emulator error body', async () => {
  const { v2 } = client();
  const answer = await v2.createCardholder({ ...holder, firstName: undefined });
  assert.equal(answer.ok, false);
  assert.equal(answer.status, 400);
  assert.deepEqual(!answer.ok && answer.error?.details?.map((d) => d.field), ['firstName']);
});

test('a success body that breaks its contract is reported as a violation with the field', async () => {
  const { http, recorder } = client();
  const reply = await http.call({ operation: 'probe', method: 'GET', path: '/__emulator/clock', success: 200, response: z.object({ now: z.number() }) });
  assert.equal(reply.status, 200);
  assert.deepEqual(reply.violations.map((v) => [v.operation, v.field]), [['probe', 'now']]);
  assert.equal(recorder.violations.length, 1);
});

test('form bodies are form-encoded; apiKey undefined removes the auth header', async () => {
  const { http, v2, recorder } = client();
  const reply = await http.call({ operation: 'form', method: 'POST', path: '/v2/cardholders', form: { firstName: 'x' }, success: 201 });
  assert.equal(reply.status, 401, 'no key on this client');
  assert.equal(recorder.drain()[0]?.request.headers['content-type'], 'application/x-www-form-urlencoded');
  assert.equal((await v2.getCard('nope', { apiKey: undefined })).status, 401);
});

test('an unreachable target is a transport error, not an answer', async () => {
  const closed = await startEmulator({ port: 0 });
  await closed.close();
  const { v2, recorder } = client(closed.url);
  await assert.rejects(v2.getCard('x'), TransportError);
  assert.match(recorder.drain()[0]?.error ?? '', /failed/);
});
