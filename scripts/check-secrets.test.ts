import assert from 'node:assert/strict';
import { test } from 'node:test';
import { hashSecret, keyParts } from '../support/secret-ledger.js';
import { findLeaks } from './check-secrets.js';

test('finds full card numbers, named secrets and known secrets; ignores masks, timestamps and floats', () => {
  const known = new Set([hashSecret('sk_sandbox_0123456789abcdef')]);
  assert.deepEqual(findLeaks('{"number":"4111111111111111"}', known), ['card number 411111…1111']);
  assert.deepEqual(findLeaks('{"cvc": "123"}', known), ['unmasked cvc']);
  assert.deepEqual(findLeaks('x-api-key: sk_sandbox_0123456789abcdef', known).length, 2);
  assert.deepEqual(findLeaks('{"numberMask":"411111******1111","cvc":"***","start":1763720076123,"d":0.5298029999999017}', known), []);
  assert.deepEqual(findLeaks('"historyId":"a4111111111111111f"', known), [], 'digits inside a hex id');
  assert.deepEqual(findLeaks('{"uid":"5855717623533910","source":"5855717623533910.json"}', known), [], 'Allure attachment ids');
  assert.deepEqual(findLeaks('launch status=1 1795263311533000003', known), [], 'epoch nanoseconds (Allure influxDb export)');
  assert.deepEqual(findLeaks('{"uid":"x","pan":"5855717623533910"}', known).length, 1, 'the same digits as a value are still a card number');
});

test('finds the PINs the run used near the word PIN, private keys and unmasked key names; ignores the same digits elsewhere', () => {
  const pins = new Set([hashSecret('4821')]);
  assert.deepEqual(findLeaks('changing the PIN to 4821 failed', new Set(), pins), ['a PIN the run used']);
  assert.deepEqual(findLeaks('{"newPin":"4821"}', new Set(), pins), ['unmasked Pin', 'a PIN the run used']);
  assert.deepEqual(findLeaks('{"amount":4821,"year":"4821"}', new Set(), pins), [], 'digits that are not near a PIN');
  assert.deepEqual(findLeaks('the PIN to 1234 was refused', new Set(), pins), [], 'a PIN the run did not use (a scenario literal)');
  assert.deepEqual(findLeaks('"pinDenialCounter":"0"', new Set(), pins), []);
  assert.deepEqual(findLeaks('-----BEGIN PRIVATE KEY-----\nMIIE', new Set()), ['a private key']);
  assert.deepEqual(findLeaks('{"privateKey":"MIIEvQIBADANBg"}', new Set()), ['unmasked privateKey']);
  assert.deepEqual(findLeaks('{"storedCredentialsWithoutCvc": true, "pinRequired":false, "password": null}', new Set()), [], 'flags and nulls are not secrets');
  assert.deepEqual(findLeaks('{"password": "trueblue"}', new Set()), ['unmasked password']);
  assert.deepEqual(findLeaks('{"privateKey":"***","password":"***"}', new Set()), []);
  // A base64 key ending in "CVc=" inside JSON-escaped text (a wallet token a report attached): the escape is no value.
  assert.deepEqual(findLeaks(String.raw`"paymentToken": "{\"ephemeralPublicKey\":\"BMzgIuL8P/q4CVc=\\\"}\"}"`, new Set()), []);
  assert.deepEqual(findLeaks('cvc=1234', new Set()), ['unmasked cvc'], 'a value after = still counts');
});

test('a signing key is known by each of its lines', () => {
  const pem = '-----BEGIN PRIVATE KEY-----\nMIIEvQIBADANBgkqhkiG9w0BAQEFAASCBKcwggSjAgEAAoIBAQC7\n-----END PRIVATE KEY-----\n';
  const known = new Set(keyParts(pem).map(hashSecret));
  assert.deepEqual(findLeaks('{"x":"MIIEvQIBADANBgkqhkiG9w0BAQEFAASCBKcwggSjAgEAAoIBAQC7"}', known), ['a secret the run used (MIIE…)']);
});
