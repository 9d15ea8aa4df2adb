import assert from 'node:assert/strict';
import { createPublicKey, generateKeyPairSync, verify } from 'node:crypto';
import { test } from 'node:test';
import { Recorder } from './exchange.js';
import { HttpClient } from './http.js';
import { hashOf, P2pClient, signatureOf, signedHeaders } from './p2p.js';
import { SecretRegistry } from '../common/masking.js';
import { buildEmulator } from '../emulator/http/server.js';

test('X-Hash of the test vector in docs/design.md', () => {
  assert.equal(hashOf('amount=10000&password=gcjgcW1&returnUrl=http&userName=signature-api'), 'eYkMUF+xaYJhsETTIGsctl6DBNZha1ITN8muCcWQtZk=');
});

test('X-Signature is an RSA-SHA256 signature of the exact body that the public key verifies', () => {
  const { publicKey, privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const body = '{"username":"shop","amount":1000}';
  const signature = signatureOf(body, privateKey);
  assert.equal(verify('sha256', Buffer.from(body), publicKey, Buffer.from(signature, 'base64')), true);
  assert.equal(verify('sha256', Buffer.from(`${body} `), publicKey, Buffer.from(signature, 'base64')), false);
  assert.deepEqual(Object.keys(signedHeaders(body, privateKey)), ['x-hash', 'x-signature']);
});

test('the client signs what it sends: the emulator accepts it, a signature fault is refused, and the key never reaches the record', async () => {
  const { app, state } = buildEmulator();
  await app.listen({ port: 0, host: '127.0.0.1' });
  try {
    const { publicKey, privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
    const pem = privateKey.export({ type: 'pkcs8', format: 'pem' }).toString();
    assert.equal(state.p2pKeys.register(state.account.p2p.username, createPublicKey(privateKey).export({ type: 'spki', format: 'pem' }).toString()), 'ok');
    assert.equal(publicKey.type, 'public');
    const address = app.server.address();
    const port = typeof address === 'object' && address ? address.port : 0;
    const recorder = new Recorder(new SecretRegistry());
    const client = new P2pClient(new HttpClient({ baseUrl: `http://127.0.0.1:${port}`, recorder }), state.account.p2p, pem);
    const registered = await client.call('registerP2P.do', { orderNumber: 'SIGNED-1', amount: 1000, returnUrl: 'https://shop.example/ok' });
    assert.equal(registered.ok, true, JSON.stringify(registered.reply.body));
    assert.deepEqual(registered.reply.violations, []);
    for (const fault of ['unsigned', 'signed by another key', 'body changed after signing'] as const) {
      const refused = await client.call('registerP2P.do', { orderNumber: `SIGNED-${fault}`, amount: 1000, returnUrl: 'https://shop.example/ok' }, { fault });
      assert.equal(refused.ok, false, fault);
      assert.equal(refused.ok ? '' : refused.errorCode, '5', fault);
      assert.deepEqual(refused.reply.violations, [], fault);
    }
    const recorded = JSON.stringify(recorder.drain());
    assert.ok(!recorded.includes('PRIVATE KEY') && !recorded.includes(pem.split('\n')[1]!), 'the private key is not in the record');
    assert.ok(!recorded.includes(state.account.p2p.password), 'the password is masked');
  } finally {
    await app.close();
  }
});
