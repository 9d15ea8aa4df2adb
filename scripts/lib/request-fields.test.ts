import assert from 'node:assert/strict';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { test } from 'node:test';
import { STATIC_CATALOGUE } from '../../src/contracts/catalogue.js';
import { checkRequests } from './request-fields.js';

function folderWith(exchanges: unknown[]): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'cardlab-requests-'));
  exchanges.forEach((e, i) => writeFileSync(path.join(dir, `${i}-attachment.json`), JSON.stringify(e)));
  writeFileSync(path.join(dir, 'x-result.json'), '{"name":"not an exchange"}');
  return dir;
}
const request = (operation: string, url: string, body?: unknown) => ({ operation, request: { method: 'POST', url, headers: {}, body }, durationMs: 1, violations: [] });

test('requests that carry only their contract fields pass; the control API and 3DS pages are named as not checked', () => {
  const dir = folderWith([
    request('gateway.register.do', 'http://t/payment/rest/register.do', { userName: 'shop', password: '***', orderNumber: '1', amount: '100', returnUrl: 'https://s/ok' }),
    request('v2.listTransfers', 'http://t/v2/transfers?cardNumberFltr=411111******1111'),
    request('v2.createCardholder', 'http://t/v2/cardholders', '{not json'),
    request('emulator.reset', 'http://t/__emulator/reset'),
    request('3ds.method (ACS)', 'http://t/acs/method', { threeDSMethodData: 'x' }),
  ]);
  try {
    const result = checkRequests([dir], STATIC_CATALOGUE);
    assert.equal(result.checked, 3);
    assert.deepEqual(result.extra, []);
    assert.deepEqual([...result.outside].sort(), ['3ds.method', 'emulator.reset']);
  } finally {
    rmSync(dir, { recursive: true });
  }
});

test('a field the contract does not name, in a body or a query, and both gateway credential schemes are found', () => {
  const dir = folderWith([
    request('gateway.register.do', 'http://t/payment/rest/register.do', { userName: 'shop', password: '***', token: '***', baseUrl: 'http://t', callbackKey: '***', orderNumber: '1', amount: '1', returnUrl: 'https://s/ok' }),
    request('v2.listTransfers', 'http://t/v2/transfers?cardNumberFltr=1&page=2'),
    request('v1.getCardData', 'http://t/v1/apigate/ws/rest/getCardData', { cardIdentification: { cardNumber: '1' }, debug: true }),
  ]);
  try {
    const found = checkRequests([dir], STATIC_CATALOGUE).extra.map((e) => `${e.operation} ${e.field}`);
    assert.deepEqual(found.sort(), [
      'gateway.register.do body.baseUrl',
      'gateway.register.do body.callbackKey',
      'gateway.register.do body.token (beside userName/password: one scheme only)',
      'v1.getCardData body.debug',
      'v2.listTransfers query.page',
    ]);
  } finally {
    rmSync(dir, { recursive: true });
  }
});
