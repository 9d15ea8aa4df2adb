import assert from 'node:assert/strict';
import { test } from 'node:test';
import { request } from 'undici';
import { CallbackReceiver, callbackChecksum, hasValidChecksum, receiverConfigFromEnv } from './callback-receiver.js';

const VECTOR = { mdOrder: '72318777-5zfg-782c-bk02-xxxxxxxx8dx5', operation: 'deposited', orderNumber: 'ZX-987654321', status: '1' };
const VECTOR_KEY = 'B07BAA3F9C809098ACBB462618A93275';
const VECTOR_SUM = '9953C1525622C75275E3D5DF2B2CD38B24541B9E9DE3A687A3856047570E2DAD';

test('the checksum is recomputed from its definition: the published vector, in any parameter order', () => {
  assert.equal(callbackChecksum(VECTOR, VECTOR_KEY), VECTOR_SUM);
  const reordered = { status: '1', orderNumber: 'ZX-987654321', operation: 'deposited', mdOrder: VECTOR.mdOrder, checksum: 'ignored' };
  assert.equal(callbackChecksum(reordered, VECTOR_KEY), VECTOR_SUM);
});

test('a checksum is valid only for the same parameters and key; lower-case hex is accepted', () => {
  assert.ok(hasValidChecksum({ ...VECTOR, checksum: VECTOR_SUM }, VECTOR_KEY));
  assert.ok(hasValidChecksum({ ...VECTOR, checksum: VECTOR_SUM.toLowerCase() }, VECTOR_KEY));
  assert.ok(!hasValidChecksum({ ...VECTOR, checksum: VECTOR_SUM }, 'another key'));
  assert.ok(!hasValidChecksum({ ...VECTOR, status: '0', checksum: VECTOR_SUM }, VECTOR_KEY));
  assert.ok(!hasValidChecksum({ ...VECTOR, extra: 'x', checksum: VECTOR_SUM }, VECTOR_KEY), 'every parameter is signed');
  assert.ok(!hasValidChecksum(VECTOR, VECTOR_KEY), 'no checksum at all');
  assert.ok(!hasValidChecksum({ ...VECTOR, checksum: 'ABC' }, VECTOR_KEY));
});

test('configuration: defaults, a fixed port per parallel worker, a public URL with the port, bad values named', () => {
  assert.deepEqual(receiverConfigFromEnv({}), { host: '127.0.0.1', port: 0, publicUrl: undefined, waitMs: 5_000 });
  assert.equal(receiverConfigFromEnv({ CARDLAB_CALLBACK_PORT: '4100', CUCUMBER_WORKER_ID: '2' }).port, 4102);
  assert.equal(receiverConfigFromEnv({ CARDLAB_CALLBACK_PORT: '0', CUCUMBER_WORKER_ID: '2' }).port, 0);
  const remote = receiverConfigFromEnv({ CARDLAB_CALLBACK_HOST: '0.0.0.0', CARDLAB_CALLBACK_PUBLIC_URL: 'https://qa.example:{port}/', CARDLAB_CALLBACK_WAIT_MS: '20000' });
  assert.deepEqual(remote, { host: '0.0.0.0', port: 0, publicUrl: 'https://qa.example:{port}', waitMs: 20_000 });
  assert.throws(() => receiverConfigFromEnv({ CARDLAB_CALLBACK_PORT: 'http' }), /CARDLAB_CALLBACK_PORT/);
  assert.throws(() => receiverConfigFromEnv({ CARDLAB_CALLBACK_PORT: '70000' }), /CARDLAB_CALLBACK_PORT/);
  assert.throws(() => receiverConfigFromEnv({ CARDLAB_CALLBACK_PUBLIC_URL: 'qa.example' }), /CARDLAB_CALLBACK_PUBLIC_URL/);
  assert.throws(() => receiverConfigFromEnv({ CARDLAB_CALLBACK_WAIT_MS: '1.5' }), /CARDLAB_CALLBACK_WAIT_MS/);
});

test('each inbox records only its own callbacks, fails as many as told, and is gone once closed', async (t) => {
  const receiver = await CallbackReceiver.start({ host: '127.0.0.1', port: 0, waitMs: 200 });
  t.after(() => receiver.close());
  const one = receiver.inbox();
  const two = receiver.inbox();
  assert.notEqual(one.url('order'), two.url('order'));
  const get = async (url: string, query = '') => {
    const res = await request(`${url}${query}`);
    await res.body.dump();
    return res.statusCode;
  };
  one.failNext(2);
  assert.deepEqual(
    [await get(one.url('order'), '?mdOrder=m1&operation=approved'), await get(one.url('account'), '?mdOrder=m1'), await get(one.url('order'), '?mdOrder=m1&operation=deposited')],
    [500, 500, 200],
  );
  assert.equal(await get(two.url('account'), '?mdOrder=m2'), 200);
  assert.deepEqual(
    one.received().map((r) => [r.method, r.address, r.params.operation ?? '-', r.accepted]),
    [
      ['GET', 'order', 'approved', false],
      ['GET', 'account', '-', false],
      ['GET', 'order', 'deposited', true],
    ],
  );
  assert.deepEqual(two.received().map((r) => r.params), [{ mdOrder: 'm2' }]);
  assert.equal(await get(`${receiver.baseUrl}/callbacks/unknown/order`), 404);
  assert.equal(await get(one.url('order').replace(/\/order$/, '/elsewhere')), 404);
  one.close();
  assert.equal(await get(one.url('order'), '?late=1'), 404);
  assert.equal(one.received().length, 3);
});

test('waitFor returns what arrives within the wait, or undefined once it is over', async (t) => {
  const receiver = await CallbackReceiver.start({ host: '127.0.0.1', port: 0, waitMs: 150 });
  t.after(() => receiver.close());
  const inbox = receiver.inbox();
  const started = Date.now();
  assert.equal(await inbox.waitFor((r) => r[0]), undefined);
  assert.ok(Date.now() - started >= 150);
  setTimeout(() => void request(`${inbox.url('order')}?n=1`).then((res) => res.body.dump()), 30);
  const found = await inbox.waitFor((r) => r.find((c) => c.params.n === '1'), 2_000);
  assert.equal(found?.address, 'order');
});

test('a public URL replaces the listening address in the URLs given to the gateway', async (t) => {
  const receiver = await CallbackReceiver.start({ host: '127.0.0.1', port: 0, publicUrl: 'https://tunnel.example/p{port}', waitMs: 100 });
  t.after(() => receiver.close());
  assert.match(receiver.inbox().url('order'), /^https:\/\/tunnel\.example\/p\d+\/callbacks\/[\w-]+\/order$/);
});
