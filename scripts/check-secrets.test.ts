import assert from 'node:assert/strict';
import { test } from 'node:test';
import { hashSecret } from '../src/support/secret-ledger.js';
import { findLeaks } from './check-secrets.js';

test('finds full card numbers, named secrets and known secrets; ignores masks, timestamps and floats', () => {
  const known = new Set([hashSecret('sk_sandbox_0123456789abcdef')]);
  assert.deepEqual(findLeaks('{"number":"4111111111111111"}', known), ['card number 411111…1111']);
  assert.deepEqual(findLeaks('{"cvc": "123"}', known), ['unmasked cvc']);
  assert.deepEqual(findLeaks('x-api-key: sk_sandbox_0123456789abcdef', known).length, 2);
  assert.deepEqual(findLeaks('{"numberMask":"411111******1111","cvc":"***","start":1763720076123,"d":0.5298029999999017}', known), []);
  assert.deepEqual(findLeaks('"historyId":"a4111111111111111f"', known), [], 'digits inside a hex id');
  assert.deepEqual(findLeaks('{"uid":"5855717623533910","source":"5855717623533910.json"}', known), [], 'Allure attachment ids');
  assert.deepEqual(findLeaks('{"uid":"x","pan":"5855717623533910"}', known).length, 1, 'the same digits as a value are still a card number');
});
