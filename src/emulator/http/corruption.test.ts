import assert from 'node:assert/strict';
import { after, test } from 'node:test';
import { STATIC_CATALOGUE } from '../../contracts/catalogue.js';
import { card } from '../../contracts/v2.js';
import { armCorruptions, corruptField, parseCorruption } from './corruption.js';
import { buildEmulator } from './server.js';

test('a corruption names the longest known operation, then a field path', () => {
  const c = parseCorruption('gateway.register.do.orderId', STATIC_CATALOGUE);
  assert.equal(c.operation, 'gateway.register.do');
  assert.deepEqual(c.field, ['orderId']);
  assert.deepEqual(parseCorruption('v2.getCard.account.balance', STATIC_CATALOGUE).field, ['account', 'balance']);
  assert.throws(() => parseCorruption('v2.noSuchThing.status', STATIC_CATALOGUE), /v2\.getCard/);
  assert.throws(() => parseCorruption('v2.getCard.', STATIC_CATALOGUE), /empty segment/);
});

test('a field no answer of the operation carries is refused, with the nearest one: a misspelled corruption would break nothing', () => {
  assert.throws(() => parseCorruption('v2.getCard.stauts', STATIC_CATALOGUE), /^Error: --corrupt v2\.getCard\.stauts: v2\.getCard answers no field stauts \(did you mean v2\.getCard\.status\?\)/);
  assert.throws(() => parseCorruption('v2.getCard.account.balanse', STATIC_CATALOGUE), /did you mean v2\.getCard\.account\.balance\?/);
  assert.throws(() => parseCorruption('gateway.register.do.orderID', STATIC_CATALOGUE), /did you mean gateway\.register\.do\.orderId\?/);
  assert.throws(() => parseCorruption('v2.getCard.zzzzzzzzzz', STATIC_CATALOGUE), (error: Error) => !/did you mean/.test(error.message) && /its fields: id, status/.test(error.message));
  // Fields of every branch of a union, and array elements by index, are known.
  assert.deepEqual(parseCorruption('gateway.getOrderStatusExtended.do.orderStatus', STATIC_CATALOGUE).field, ['orderStatus']);
  assert.deepEqual(parseCorruption('v2.listTransfers.transfers.0.amount', STATIC_CATALOGUE).field, ['transfers', '0', 'amount']);
});

test('the corrupted value always has another JSON type', () => {
  assert.deepEqual(corruptField({ a: { b: 'x' } }, ['a', 'b']), { a: { b: 42 } });
  assert.deepEqual(corruptField({ a: 1 }, ['a']), { a: 'corrupted' });
  assert.deepEqual(corruptField({ a: [{ b: true }] }, ['a', '0', 'b']), { a: [{ b: 'corrupted' }] });
  assert.deepEqual(corruptField({}, ['a']), { a: null });
  const original = { a: 'x' };
  corruptField(original, ['a']);
  assert.deepEqual(original, { a: 'x' }, 'the answer itself is not modified');
});

test('an armed emulator breaks only the named operation, and its answers fail the contract there', async (t) => {
  const { app, state } = buildEmulator();
  after(() => app.close());
  const headers = { 'x-api-key': state.account.v2.apiKey };
  const holder = await app.inject({ method: 'POST', url: '/v2/cardholders', headers, payload: { firstName: 'Ada', lastName: 'L', phoneNumber: '+4912345678', billingAddress: { postalCode: '1', country: 'DE' } } });
  const issued = await app.inject({ method: 'POST', url: '/v2/cards', headers, payload: { productName: state.account.v2.productName, cardholder: holder.json<{ id: string }>().id } });
  const id = issued.json<{ id: string }>().id;

  // Disarmed whatever fails below: the other test files of its process (scripts/unit-tests.ts) share the armed set.
  t.after(() => armCorruptions([]));
  armCorruptions([parseCorruption('v2.getCard.status', STATIC_CATALOGUE)]);
  const read = (await app.inject({ method: 'GET', url: `/v2/cards/${id}`, headers })).json<Record<string, unknown>>();
  assert.equal(read.status, 42);
  const result = card.safeParse(read);
  assert.equal(result.success, false);
  assert.deepEqual(result.error?.issues.map((i) => i.path.join('.')), ['status']);
  const other = await app.inject({ method: 'POST', url: '/v2/cards', headers, payload: { productName: state.account.v2.productName, cardholder: holder.json<{ id: string }>().id } });
  assert.equal(card.safeParse(other.json()).success, true, 'createCard answers the same card shape, unbroken');

  armCorruptions([]);
  assert.equal(card.safeParse((await app.inject({ method: 'GET', url: `/v2/cards/${id}`, headers })).json()).success, true);
});
