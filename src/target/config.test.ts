import assert from 'node:assert/strict';
import { test } from 'node:test';
import { ConfigurationError, remoteEnv, remoteTargetFromEnv } from './config.js';

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

test('every variable given is checked, the callback receiver and timeout ones included, each named, none printed', () => {
  const base = { CARDLAB_V2_URL: 'http://x', CARDLAB_V2_API_KEY: 'k', CARDLAB_V2_PRODUCT_NAME: 'P' };
  assert.throws(
    () => remoteTargetFromEnv({ ...base, CARDLAB_CALLBACK_PORT: 'eighty', CARDLAB_CALLBACK_WAIT_MS: '-1', CARDLAB_CALLBACK_PUBLIC_URL: 'qa.example', CARDLAB_TIMEOUT_MS: '0' }),
    (error: Error) => {
      assert.ok(error instanceof ConfigurationError);
      assert.deepEqual(error.problems, [
        'CARDLAB_CALLBACK_PORT: must be a whole number from 0 to 65535',
        'CARDLAB_CALLBACK_WAIT_MS: must be a whole number from 0 to 600000 (milliseconds)',
        'CARDLAB_CALLBACK_PUBLIC_URL: must be an http(s) URL',
        'CARDLAB_TIMEOUT_MS: must be a whole number from 1 to 3600000 (milliseconds)',
      ]);
      assert.doesNotMatch(error.message, /eighty|qa\.example/);
      return true;
    },
  );
  assert.throws(() => remoteTargetFromEnv({ ...base, CARDLAB_CALLBACK_PORT: '<CARDLAB_CALLBACK_PORT>' }), /CARDLAB_CALLBACK_PORT: still the template's placeholder/);
  assert.equal(remoteTargetFromEnv({ ...base, CARDLAB_CALLBACK_PORT: '8080', CARDLAB_CALLBACK_PUBLIC_URL: 'https://qa.example:{port}', CARDLAB_TIMEOUT_MS: '5000' }).timeoutMs, 5000);
});

test('without a target the message names the base URL beside the v2 one, and the target file', () => {
  assert.throws(
    () => remoteTargetFromEnv({}),
    (error: Error) => {
      assert.match(error.message, /^the remote target \(CARDLAB_\* variables\): 3 problems$/m);
      assert.match(error.message, /CARDLAB_V2_URL \(or CARDLAB_BASE_URL\): missing/);
      assert.match(error.message, /--target-file <file> or CARDLAB_TARGET_FILE/);
      return true;
    },
  );
});
