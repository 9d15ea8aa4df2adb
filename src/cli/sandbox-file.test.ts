import assert from 'node:assert/strict';
import { test } from 'node:test';
import { EmulatorState } from '../emulator/state.js';
import { accountOptions, parseSandboxFile } from './sandbox-file.js';

test('a sandbox file fixes the v1 page values; the command line wins; unset values keep the defaults (CRCU1001)', () => {
  const file = parseSandboxFile(JSON.stringify({ v1: { institutionId: '77', cardProductType: 'VIRTUAL_GOLD' }, v2: { productName: 'GOLD EUR' } }));
  assert.ok(!('error' in file));
  const state = new EmulatorState({ account: accountOptions(file, { v2ApiKey: 'sk_fixed' }) });
  assert.deepEqual(
    [state.account.v1.institutionId, state.account.v1.cardProductType, state.account.v1.customerTemplate, state.account.v2.productName, state.account.v2.apiKey],
    ['77', 'VIRTUAL_GOLD', 'CRCU1001', 'GOLD EUR', 'sk_fixed'],
  );
  const overridden = new EmulatorState({ account: accountOptions(file, { customerTemplate: 'TEMPLATE-2' }) });
  assert.equal(overridden.account.v1.customerTemplate, 'TEMPLATE-2');
});

test('a bad sandbox file is refused naming the field and the rule', () => {
  for (const [text, named] of [
    ['{"v1":{"institutionId":"A1"}}', 'v1.institutionId'],
    ['{"v1":{"customerTemplat":"X"}}', 'v1.customerTemplat'],
    ['{"v2":{"productName":""}}', 'v2.productName'],
    ['[1]', '(body)'],
    ['{', 'not JSON'],
  ] as const) {
    const parsed = parseSandboxFile(text);
    assert.ok('error' in parsed, text);
    assert.match(parsed.error, new RegExp(named.replace(/[.()]/g, '\\$&')), text);
  }
});
