import assert from 'node:assert/strict';
import { test } from 'node:test';
import { CallbackOutbox, callbackRequestUrl, checksum } from './callbacks.js';

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
  assert.equal(outbox.pendingCount, 1);
});

test('finished callbacks leave the queue; the log keeps the newest finished ones up to the bound, and every waiting one', () => {
  const outbox = new CallbackOutbox(3);
  const queued = Array.from({ length: 10 }, (_, i) => outbox.add('http://127.0.0.1:1/cb', { mdOrder: `m${i}` }, 'k')!);
  // Finished out of order (another order's callback may wait behind a slow merchant), one given up.
  for (const i of [1, 0, 2, 4, 5, 6, 7]) outbox.finish(queued[i]!, i !== 4);
  outbox.finish(queued[1]!, true);
  assert.deepEqual([...outbox.pending()].map((c) => c.id), [4, 9, 10], 'waiting: oldest first, finished ones gone');
  assert.deepEqual(outbox.all().map((c) => c.id), [4, 6, 7, 8, 9, 10], 'the log: the 3 newest finished, then the waiting, by id');
  assert.deepEqual(outbox.all().map((c) => c.delivered), [false, true, true, true, false, false]);
  for (let i = 0; i < 100; i++) outbox.finish(outbox.add('http://127.0.0.1:1/cb', { mdOrder: `n${i}` }, 'k')!, true);
  assert.ok(outbox.all().length <= 3 + 3, 'bounded however many were delivered');
});

test("the outbox signs the address's own query with the gateway's parameters; a repeated name keeps its order", () => {
  const outbox = new CallbackOutbox();
  const params = { mdOrder: 'm', operation: 'deposited', orderNumber: 'n', status: '1' };
  const queued = outbox.add('https://shop.example/cb?shop=24', params, 'k');
  assert.equal(queued?.params.checksum, checksum({ ...params, shop: '24' }, 'k'));
  assert.notEqual(queued?.params.checksum, checksum(params, 'k'));
  assert.equal(checksum([['a', '2'], ['a', '1']], 'k'), checksum([['a', '2'], ['a', '1'], ['checksum', 'x']], 'k'));
  assert.notEqual(checksum([['a', '2'], ['a', '1']], 'k'), checksum([['a', '1'], ['a', '2']], 'k'));
});

test('the request URL keeps the address, replaces a same-named parameter with the gateway\'s and drops the fragment', () => {
  const url = callbackRequestUrl({ url: 'https://shop.example/cb?shop=24&status=x#top', params: { status: '1', checksum: 'C' } });
  assert.equal(url, 'https://shop.example/cb?shop=24&status=1&checksum=C');
});
