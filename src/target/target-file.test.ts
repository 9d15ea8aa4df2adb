import assert from 'node:assert/strict';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { test } from 'node:test';
import { ConfigurationError, REMOTE_VARIABLES } from './config.js';
import { applyTargetFile, closestField, remoteTargetOf, targetFileFields, targetFileOf, targetFileTemplate, targetFileVariables, withTargetFile } from './target-file.js';

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

test('every bad field is named at once, each unknown one with the closest known name, and no value', () => {
  const file = write('many.json', {
    basUrl: 'http://x.example',
    v2: { url: 'ftp://secret-host', apikey: 'sk_secret_value', productName: 'P', callbackKey: 'k-secret' },
    gateway: { url: 'http://g.example', username: 'shop', pasword: 'pw-secret' },
    p2p: 'not an object',
    whatever: 1,
  });
  assert.throws(
    () => remoteTargetOf({}, file),
    (error: Error) => {
      const lines = error.message.split('\n').slice(1).map((l) => l.trim());
      assert.match(error.message, /^target file .*many\.json: \d+ problems$/m);
      for (const expected of [
        'basUrl: not a known field (did you mean baseUrl?)',
        'v2.url: must be an http(s) URL',
        'v2.apikey: not a known field (did you mean v2.apiKey?)',
        'v2.callbackKey: not a known field (did you mean gateway.callbackKey?)',
        'gateway.pasword: not a known field (did you mean gateway.password?)',
        'p2p: must be an object',
        'whatever: not a known field',
      ]) assert.ok(lines.includes(expected), `${expected} in\n${error.message}`);
      assert.ok(lines.some((l) => l.startsWith('v2.apiKey: ')), 'the required field the typo left out');
      assert.ok(lines.some((l) => l.startsWith('gateway.password: ')), 'the required field the typo left out');
      assert.equal(lines.filter((l) => l.startsWith('v2.url')).length, 1, 'a bad field is named once, not again as missing');
      assert.doesNotMatch(error.message, /sk_secret_value|k-secret|pw-secret|secret-host/);
      return true;
    },
  );
});

test('the closest field: the same name in another section, else the nearest spelling, else none', () => {
  const known = targetFileFields().map((f) => f.path.join('.'));
  assert.equal(closestField('v1.institutionID', known), 'v1.institutionId');
  assert.equal(closestField('v1.serviceIdAccount', known), 'v1.serviceIdAcc');
  assert.equal(closestField('gateway.userName', known), 'gateway.username');
  assert.equal(closestField('timeout', known), 'timeoutMs');
  assert.equal(closestField('colour', known), undefined);
});

test('the untouched template is refused field by field, every one of them named once, with what to do', () => {
  const template = targetFileTemplate();
  const fields = targetFileFields().map((f) => f.path.join('.'));
  assert.throws(
    () => remoteTargetOf({}, write('template.json', template)),
    (error: Error) => {
      assert.ok(error instanceof ConfigurationError);
      assert.deepEqual([...error.problems].sort(), fields.map((f) => `${f}: still the template's placeholder`).sort());
      for (const field of ['timeoutMs', 'callbacks.port', 'callbacks.waitMs', 'callbacks.host', 'callbacks.publicUrl']) assert.ok(error.problems.some((p) => p.startsWith(`${field}:`)), field);
      assert.match(error.message, /remove the fields and sections the target does not need/);
      return true;
    },
  );
  assert.match(JSON.stringify(template), /"port":"<the port the callback receiver listens on/, 'the template says what each field holds');
});

test('a placeholder left in one field is named by that field, not by its variable', () => {
  const file = write('callbacks.json', { v2, callbacks: { publicUrl: 'https://qa.example:{port}', port: '<CARDLAB_CALLBACK_PORT>' } });
  assert.throws(() => remoteTargetOf({}, file), (error: Error) => /callbacks\.json: callbacks\.port: still the template's placeholder/.test(error.message) && !/CARDLAB_/.test(error.message));
  assert.throws(() => remoteTargetOf({}, write('port.json', { v2, callbacks: { port: 70_000 } })), /callbacks\.port: must be a whole number from 0 to 65535/);
});
