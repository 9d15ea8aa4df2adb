import assert from 'node:assert/strict';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { test } from 'node:test';
import { REMOTE_VARIABLES } from './config.js';
import { applyTargetFile, remoteTargetOf, targetFileFields, targetFileOf, targetFileVariables, withTargetFile } from './target-file.js';

const dir = mkdtempSync(path.join(tmpdir(), 'cardlab-target-'));
const write = (name: string, content: unknown) => {
  const file = path.join(dir, name);
  writeFileSync(file, typeof content === 'string' ? content : JSON.stringify(content));
  return file;
};
const v2 = { url: 'http://v2.example', apiKey: 'sk_secret_value', productName: 'P' };

test('every remote variable has a field; names follow the variables', () => {
  const fields = new Map(targetFileFields().map((f) => [f.variable, f.path.join('.')]));
  for (const variable of Object.keys(REMOTE_VARIABLES)) assert.ok(fields.has(variable), variable);
  assert.equal(fields.get('CARDLAB_V1_SERVICE_ID_ACC'), 'v1.serviceIdAcc');
  assert.equal(fields.get('CARDLAB_GATEWAY_CALLBACK_KEY'), 'gateway.callbackKey');
  assert.equal(fields.get('CARDLAB_BASE_URL'), 'baseUrl');
  assert.equal(fields.get('CARDLAB_CALLBACK_PUBLIC_URL'), 'callbacks.publicUrl');
});

test('a file stands for variables, and round-trips', () => {
  const env = targetFileVariables({ v2, timeoutMs: 5000, callbacks: { port: 8080 } }, 'x.json');
  assert.deepEqual(env, {
    CARDLAB_V2_URL: 'http://v2.example',
    CARDLAB_V2_API_KEY: 'sk_secret_value',
    CARDLAB_V2_PRODUCT_NAME: 'P',
    CARDLAB_TIMEOUT_MS: '5000',
    CARDLAB_CALLBACK_PORT: '8080',
  });
  assert.deepEqual(targetFileVariables(targetFileOf(env), 'again.json'), env);
});

test('errors name the fields and never print a value', () => {
  assert.throws(
    () => targetFileVariables({ v2: { ...v2, url: 'ftp://x', apiKye: 'sk_secret_value' }, extra: 1 }, 't.json'),
    (error: Error) => {
      assert.match(error.message, /v2\.url: must be an http\(s\) URL/);
      assert.match(error.message, /v2\.apiKye: not a known field/);
      assert.match(error.message, /extra: not a known field/);
      assert.doesNotMatch(error.message, /sk_secret_value|ftp:/);
      return true;
    },
  );
  assert.throws(() => remoteTargetOf({}, write('bad.json', '{ not json')), /bad\.json: not JSON/);
  assert.throws(() => remoteTargetOf({}, path.join(dir, 'none.json')), /cannot be read \(ENOENT\)/);
});

test("config.ts decides what is required, and says it in the file's words", () => {
  const file = write('partial.json', { v2: { url: 'http://v2.example', productName: 'P' }, v1: { token: 'secret-token' } });
  assert.throws(
    () => remoteTargetOf({}, file),
    (error: Error) => {
      assert.match(error.message, /partial\.json/);
      assert.match(error.message, /v2\.apiKey/);
      assert.match(error.message, /v1\.institutionId/);
      assert.doesNotMatch(error.message, /CARDLAB_V2_API_KEY|secret-token/);
      return true;
    },
  );
  const target = remoteTargetOf({}, write('v2.json', { v2 }));
  assert.equal(target.v2.apiKey, 'sk_secret_value');
  assert.equal(target.v1, undefined);
});

test('a file replaces every target variable of the environment, and can be applied in place', () => {
  const file = write('only-v2.json', { v2, targetLabel: 'ACME' });
  const env = { PATH: '/bin', CARDLAB_V1_TOKEN: 'stray', CARDLAB_V2_API_KEY: 'other', CARDLAB_TARGET_FILE: file };
  const applied = withTargetFile(env);
  assert.equal(applied.CARDLAB_V1_TOKEN, undefined);
  assert.equal(applied.CARDLAB_V2_API_KEY, 'sk_secret_value');
  assert.equal(applied.CARDLAB_TARGET_FILE, undefined);
  assert.equal(applied.PATH, '/bin');
  applyTargetFile(env);
  assert.deepEqual(env, applied);
});
