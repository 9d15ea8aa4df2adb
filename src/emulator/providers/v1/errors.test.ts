import assert from 'node:assert/strict';
import { test } from 'node:test';
import { errorAnswer } from '../answer.js';
import { formatError, inV1Convention } from './errors.js';

test("the emulator's own failure carries responseCode 96, a request it cannot read 30", () => {
  for (const status of [500, 503]) assert.equal((inV1Convention(errorAnswer(status, 'internal_error', 'internal error')).body as { responseCode: string }).responseCode, '96', String(status));
  for (const status of [400, 404, 413, 499]) assert.equal((inV1Convention(errorAnswer(status, 'validation_error', 'bad')).body as { responseCode: string }).responseCode, '30', String(status));
});

test('a format error is a 400 whose message names each field, with the details beside it', () => {
  const details = [
    { field: 'institutionId', rule: 'sandbox-value', message: 'must be the institution id of the sandbox account' },
    { field: 'agentId', rule: 'sandbox-value', message: 'must be the institution id of the sandbox account' },
  ];
  const answer = formatError(details);
  assert.equal(answer.status, 400);
  assert.deepEqual(answer.body, { responseCode: '30', error: { code: 'validation_error', message: 'invalid request: institutionId, agentId', details } });
});
