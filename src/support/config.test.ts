import assert from 'node:assert/strict';
import { test } from 'node:test';
import { remoteTargetFromEnv } from './config.js';

test('the remote target is read from the environment, per-interface URLs overriding the base URL', () => {
  const target = remoteTargetFromEnv({ CARDLAB_BASE_URL: 'http://a', CARDLAB_V2_URL: 'http://b', CARDLAB_V2_API_KEY: 'k', CARDLAB_V2_PRODUCT_NAME: 'P' });
  assert.deepEqual(target, { v2: { baseUrl: 'http://b', apiKey: 'k', productName: 'P' }, timeoutMs: 10_000 });
  assert.equal(remoteTargetFromEnv({ CARDLAB_BASE_URL: 'http://a', CARDLAB_V2_API_KEY: 'k', CARDLAB_V2_PRODUCT_NAME: 'P' }).v2.baseUrl, 'http://a');
});

test('missing variables are all named at once, without printing secrets', () => {
  assert.throws(() => remoteTargetFromEnv({ CARDLAB_V2_PRODUCT_NAME: 'P' }), (error: Error) => {
    assert.match(error.message, /CARDLAB_V2_URL/);
    assert.match(error.message, /CARDLAB_V2_API_KEY/);
    assert.doesNotMatch(error.message, /CARDLAB_V2_PRODUCT_NAME/);
    return true;
  });
  assert.throws(() => remoteTargetFromEnv({ CARDLAB_V2_URL: 'ftp://x', CARDLAB_V2_API_KEY: 'k', CARDLAB_V2_PRODUCT_NAME: 'P' }), /http\(s\) URL/);
  assert.throws(() => remoteTargetFromEnv({ CARDLAB_V2_URL: 'http://x', CARDLAB_V2_API_KEY: 'k', CARDLAB_V2_PRODUCT_NAME: 'P', CARDLAB_TIMEOUT_MS: '1.5' }), /CARDLAB_TIMEOUT_MS/);
});
