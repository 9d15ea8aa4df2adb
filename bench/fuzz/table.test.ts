import assert from 'node:assert/strict';
import { test } from 'node:test';
import { refusalOf } from './oracle.js';
import { fuzzTable } from './table.js';

const answered = (statusCode: number, body: unknown) => ({ statusCode, headers: { 'request-id': 'r' }, body: JSON.stringify(body) });

test('a refused valid example says why: the gateway errorCode and its message, v1 responseCode, v2 and format errors by status', () => {
  assert.equal(refusalOf(answered(200, { errorCode: '7', errorMessage: "Operation not allowed in the order's state" })), "errorCode 7: Operation not allowed in the order's state");
  assert.equal(refusalOf(answered(200, { responseCode: '62' })), 'responseCode 62');
  assert.equal(refusalOf(answered(400, { responseCode: '30', error: { code: 'validation_error', message: 'invalid request: limit.startDate' } })), 'HTTP 400 responseCode 30: invalid request: limit.startDate');
  assert.equal(refusalOf(answered(404, { error: { code: 'not_found', message: 'no such card' } })), 'HTTP 404: no such card');
  assert.equal(refusalOf(answered(200, { ErrorCode: '6', ErrorMessage: 'x'.repeat(100) })).length, 'errorCode 6: '.length + 60);
});

test('the table says what a refused valid example means, under the counts', () => {
  const table = fuzzTable([{ operation: 'gateway.paymentorder.do', example: "refused (errorCode 7: Operation not allowed in the order's state)", invalidCases: 39, mutations: 20, rejected: 59, accepted: 0, violations: 0 }]);
  assert.match(table, /^gateway\.paymentorder\.do {2}refused \(errorCode 7: Operation not allowed in the order's state\) +39 +20 +59 +0 +0$/m);
  assert.match(table, /^valid example: the answer to one request that breaks no contract rule/m);
  assert.match(table, /"refused \(why\)" when the sandbox refused/);
});
