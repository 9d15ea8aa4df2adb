import assert from 'node:assert/strict';
import { generateKeyPairSync, sign } from 'node:crypto';
import { test } from 'node:test';
import { checkHash, checkSignature, hashOf, P2pKeys } from './signature.js';

test('X-Hash: the test vector of docs/design.md, and the body is checked byte for byte', () => {
  const body = 'amount=10000&password=gcjgcW1&returnUrl=http&userName=signature-api';
  assert.equal(hashOf(body), 'eYkMUF+xaYJhsETTIGsctl6DBNZha1ITN8muCcWQtZk=');
  assert.equal(checkHash(Buffer.from(body), 'eYkMUF+xaYJhsETTIGsctl6DBNZha1ITN8muCcWQtZk='), 'ok');
  assert.equal(checkHash(Buffer.from(`${body} `), 'eYkMUF+xaYJhsETTIGsctl6DBNZha1ITN8muCcWQtZk='), 'hash_mismatch');
  assert.equal(checkHash(Buffer.from(body), undefined), 'hash_missing');
});

test('X-Signature: any registered key of the merchant may sign; another key, a changed body or no key is refused', () => {
  const keys = new P2pKeys();
  const a = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const b = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const pem = (k: typeof a) => k.publicKey.export({ type: 'spki', format: 'pem' }).toString();
  const body = Buffer.from('{"username":"shop"}');
  const signature = (k: typeof a, data = body) => sign('sha256', data, k.privateKey).toString('base64');
  assert.equal(checkSignature(body, signature(a), keys.of('shop')), 'signature_invalid', 'a merchant without keys is answered as a wrong signature');
  assert.equal(keys.register('shop', pem(a)), 'ok');
  assert.equal(keys.register('shop', pem(a)), 'ok');
  assert.equal(keys.count('shop'), 1, 'the same key is kept once');
  assert.equal(checkSignature(body, signature(a), keys.of('shop')), 'ok');
  assert.equal(checkSignature(body, signature(b), keys.of('shop')), 'signature_invalid');
  assert.equal(checkSignature(body, signature(a, Buffer.from('{}')), keys.of('shop')), 'signature_invalid');
  assert.equal(checkSignature(body, undefined, keys.of('shop')), 'signature_missing');
  assert.equal(keys.register('shop', pem(b)), 'ok');
  assert.equal(checkSignature(body, signature(b), keys.of('shop')), 'ok');
  assert.equal(keys.of('other').length, 0, 'keys are per merchant');
  const pkcs1 = a.publicKey.export({ type: 'pkcs1', format: 'pem' }).toString();
  assert.equal(new P2pKeys().register('shop', pkcs1), 'ok', 'PKCS#1 PEM is taken too');
  assert.equal(keys.register('shop', 'junk'), 'not_a_public_key');
});

test('a login keeps its newest keys only: one more than the bound forgets the oldest', () => {
  const keys = new P2pKeys(2);
  const pairs = [0, 1, 2].map(() => generateKeyPairSync('rsa', { modulusLength: 2048 }));
  for (const pair of pairs) assert.equal(keys.register('shop', pair.publicKey.export({ type: 'spki', format: 'pem' }).toString()), 'ok');
  assert.equal(keys.count('shop'), 2);
  const body = Buffer.from('{}');
  const signed = (i: number) => checkSignature(body, sign('sha256', body, pairs[i]!.privateKey).toString('base64'), keys.of('shop'));
  assert.deepEqual([signed(0), signed(1), signed(2)], ['signature_invalid', 'ok', 'ok']);
});
