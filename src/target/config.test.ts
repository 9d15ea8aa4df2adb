import assert from 'node:assert/strict';
import { test } from 'node:test';
import { remoteEnv, remoteTargetFromEnv } from './config.js';

test('the remote target is read from the environment, per-interface URLs overriding the base URL', () => {
  const target = remoteTargetFromEnv({ CARDLAB_BASE_URL: 'http://a', CARDLAB_V2_URL: 'http://b', CARDLAB_V2_API_KEY: 'k', CARDLAB_V2_PRODUCT_NAME: 'P' });
  assert.deepEqual(target, { v2: { baseUrl: 'http://b', apiKey: 'k', productName: 'P' }, v1: undefined, gateway: undefined, p2p: undefined, timeoutMs: 10_000 });
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

test('v1 is optional, but once one CARDLAB_V1_* variable is set every one is needed', () => {
  const base = { CARDLAB_BASE_URL: 'http://a', CARDLAB_V2_API_KEY: 'k', CARDLAB_V2_PRODUCT_NAME: 'P' };
  assert.throws(() => remoteTargetFromEnv({ ...base, CARDLAB_V1_TOKEN: 't' }), (error: Error) => /CARDLAB_V1_INSTITUTION_ID/.test(error.message) && !/CARDLAB_V1_URL/.test(error.message));
  const full = {
    ...base,
    CARDLAB_V1_TOKEN: 't',
    CARDLAB_V1_INSTITUTION_ID: '1',
    CARDLAB_V1_PRODUCT_ID: '2',
    CARDLAB_V1_SERVICE_ID_ACC: '3',
    CARDLAB_V1_CUSTOMER_TEMPLATE: 'T',
    CARDLAB_V1_CARD_PRODUCT_TYPE: 'C',
    CARDLAB_V1_PLACEHOLDER_CARD_NUMBER: '5000000000000000',
  };
  const target = remoteTargetFromEnv(full);
  assert.equal(target.v1?.baseUrl, 'http://a');
  assert.equal(target.v1?.placeholderCardNumber, '5000000000000000');
  assert.deepEqual(remoteTargetFromEnv({ ...remoteEnv(target) }).v1, target.v1, 'remoteEnv round-trips');
});

test('the sandbox merchant is optional, but once one CARDLAB_V1_* merchant variable is set all five are needed', () => {
  const v1 = {
    CARDLAB_BASE_URL: 'http://a',
    CARDLAB_V2_API_KEY: 'k',
    CARDLAB_V2_PRODUCT_NAME: 'P',
    CARDLAB_V1_TOKEN: 't',
    CARDLAB_V1_INSTITUTION_ID: '1',
    CARDLAB_V1_PRODUCT_ID: '2',
    CARDLAB_V1_SERVICE_ID_ACC: '3',
    CARDLAB_V1_CUSTOMER_TEMPLATE: 'T',
    CARDLAB_V1_CARD_PRODUCT_TYPE: 'C',
    CARDLAB_V1_PLACEHOLDER_CARD_NUMBER: '5000000000000000',
  };
  assert.equal(remoteTargetFromEnv(v1).v1?.merchant, undefined);
  assert.throws(() => remoteTargetFromEnv({ ...v1, CARDLAB_V1_MERCHANT_NUMBER: 'M' }), (error: Error) => /CARDLAB_V1_ATM_TERMINAL_ID/.test(error.message) && !/CARDLAB_V1_MERCHANT_NUMBER:/.test(error.message));
  const target = remoteTargetFromEnv({
    ...v1,
    CARDLAB_V1_MERCHANT_NUMBER: 'M',
    CARDLAB_V1_MERCHANT_CUSTOMER_NUMBER: 'MC',
    CARDLAB_V1_MERCHANT_CONTRACT_NUMBER: 'CT',
    CARDLAB_V1_TERMINAL_NUMBER: 'T1',
    CARDLAB_V1_ATM_TERMINAL_ID: 'A1',
  });
  assert.deepEqual(target.v1?.merchant, { merchantNumber: 'M', customerNumber: 'MC', contractNumber: 'CT', terminalNumber: 'T1', atmTerminalId: 'A1' });
  assert.deepEqual(remoteTargetFromEnv({ ...remoteEnv(target) }).v1, target.v1, 'remoteEnv round-trips the merchant');
});
