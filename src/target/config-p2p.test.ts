import assert from 'node:assert/strict';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { test } from 'node:test';
import { newP2pKeyPair } from '../clients/p2p.js';
import { remoteEnv, remoteTargetFromEnv } from './config.js';

const base = { CARDLAB_BASE_URL: 'http://a', CARDLAB_V2_API_KEY: 'k', CARDLAB_V2_PRODUCT_NAME: 'P' };
const key = newP2pKeyPair();

test('P2P is optional, but once one CARDLAB_P2P_* variable is set every one is needed', () => {
  assert.equal(remoteTargetFromEnv(base).p2p, undefined);
  assert.throws(
    () => remoteTargetFromEnv({ ...base, CARDLAB_P2P_USERNAME: 'shop' }),
    (error: Error) => /CARDLAB_P2P_PASSWORD/.test(error.message) && /CARDLAB_P2P_PRIVATE_KEY/.test(error.message) && !/CARDLAB_P2P_URL/.test(error.message),
  );
  const target = remoteTargetFromEnv({ ...base, CARDLAB_P2P_USERNAME: 'shop', CARDLAB_P2P_PASSWORD: 'pw', CARDLAB_P2P_PRIVATE_KEY: key.privateKey });
  assert.deepEqual(target.p2p, { baseUrl: 'http://a', username: 'shop', password: 'pw', privateKey: key.privateKey });
  assert.deepEqual(remoteTargetFromEnv({ ...remoteEnv(target) }).p2p, target.p2p, 'remoteEnv round-trips');
});

test('the private key is PEM text or the path of a PEM file; a problem is told without the key', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'cardlab-p2p-'));
  const file = path.join(dir, 'key.pem');
  writeFileSync(file, key.privateKey);
  const env = { ...base, CARDLAB_P2P_URL: 'http://p2p', CARDLAB_P2P_USERNAME: 'shop', CARDLAB_P2P_PASSWORD: 'pw' };
  assert.equal(remoteTargetFromEnv({ ...env, CARDLAB_P2P_PRIVATE_KEY: file }).p2p?.privateKey, key.privateKey);
  assert.equal(remoteTargetFromEnv({ ...env, CARDLAB_P2P_PRIVATE_KEY: file }).p2p?.baseUrl, 'http://p2p');
  assert.throws(() => remoteTargetFromEnv({ ...env, CARDLAB_P2P_PRIVATE_KEY: path.join(dir, 'none.pem') }), /neither PEM text nor a readable file \(ENOENT\)/);
  const notAKey = '-----BEGIN PRIVATE KEY-----\nbm90IGEga2V5\n-----END PRIVATE KEY-----';
  assert.throws(
    () => remoteTargetFromEnv({ ...env, CARDLAB_P2P_PRIVATE_KEY: notAKey }),
    (error: Error) => /not a PEM private key/.test(error.message) && !error.message.includes('bm90IGEga2V5'),
  );
  // A public key is not a private key.
  assert.throws(() => remoteTargetFromEnv({ ...env, CARDLAB_P2P_PRIVATE_KEY: key.publicKey }), /not a PEM private key/);
});
