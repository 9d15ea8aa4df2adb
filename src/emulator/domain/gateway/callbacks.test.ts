import assert from 'node:assert/strict';
import { test } from 'node:test';
import { CallbackOutbox, checksum } from './callbacks.js';

test('the checksum matches the published test vector', () => {
  const params = { mdOrder: '72318777-5zfg-782c-bk02-xxxxxxxx8dx5', operation: 'deposited', orderNumber: 'ZX-987654321', status: '1' };
  assert.equal(checksum(params, 'B07BAA3F9C809098ACBB462618A93275'), '9953C1525622C75275E3D5DF2B2CD38B24541B9E9DE3A687A3856047570E2DAD');
});

test('the checksum ignores a checksum parameter and the order of parameters', () => {
  const key = 'K';
  assert.equal(checksum({ b: '2', a: '1' }, key), checksum({ a: '1', b: '2', checksum: 'X' }, key));
  assert.notEqual(checksum({ a: '1' }, key), checksum({ a: '2' }, key));
});

test('the outbox signs what it queues and skips merchants without an address', () => {
  const outbox = new CallbackOutbox();
  assert.equal(outbox.add(undefined, { a: '1' }, 'k'), undefined);
  const queued = outbox.add('http://127.0.0.1:1/cb', { mdOrder: 'm', operation: 'approved', orderNumber: 'n', status: '1' }, 'k');
  assert.equal(queued?.params.checksum, checksum({ mdOrder: 'm', operation: 'approved', orderNumber: 'n', status: '1' }, 'k'));
  assert.equal(outbox.pending().length, 1);
});
