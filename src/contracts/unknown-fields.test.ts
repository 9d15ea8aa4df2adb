import assert from 'node:assert/strict';
import { test } from 'node:test';
import { z } from 'zod';
import { registerRequest } from './gateway/orders.js';
import { unknownFields } from './unknown-fields.js';

test('a field the contract does not name is found, at any depth, where zod would strip it silently', () => {
  const schema = z.object({ a: z.string(), inner: z.object({ b: z.number() }).optional(), list: z.array(z.object({ c: z.string() })) });
  const value = { a: 'x', extra: 1, inner: { b: 1, deeper: 2 }, list: [{ c: 'y' }, { c: 'z', d: 3 }] };
  assert.equal(schema.safeParse(value).success, true, 'the ordinary parse lets them through');
  assert.deepEqual(unknownFields(schema, value), ['extra', 'inner.deeper', 'list.1.d']);
  assert.deepEqual(unknownFields(schema, { a: 'x', list: [] }), []);
});

test('records, catch-alls and unknown values name every key; a union is judged by the branch that fits', () => {
  assert.deepEqual(unknownFields(z.record(z.string(), z.unknown()), { any: 1 }), []);
  assert.deepEqual(unknownFields(z.looseObject({ a: z.string() }), { a: 'x', b: 1 }), []);
  assert.deepEqual(unknownFields(z.strictObject({ a: z.string() }), { a: 'x', b: 1 }), ['b']);
  const either = z.union([z.string(), z.object({ a: z.string() }), z.object({ a: z.string(), b: z.string() })]);
  assert.deepEqual(unknownFields(either, { a: 'x', b: 'y' }), []);
  assert.deepEqual(unknownFields(either, { a: 'x', c: 'y' }), ['c'], 'a string branch does not excuse an object');
  assert.deepEqual(unknownFields(z.object({ n: z.string().transform(Number).pipe(z.number()) }), { n: '1', m: 2 }), ['m']);
  assert.deepEqual(unknownFields(z.intersection(z.object({ a: z.string() }), z.object({ b: z.string() })), { a: '', b: '', c: '' }), ['c']);
});

test('a gateway request carrying the whole target configuration is caught', () => {
  const request = { userName: 'shop', password: 'secret', baseUrl: 'http://x', callbackKey: 'k', token: 't', orderNumber: '1', amount: '100', returnUrl: 'https://s/ok' };
  assert.deepEqual(unknownFields(registerRequest, request), ['baseUrl', 'callbackKey']);
});
