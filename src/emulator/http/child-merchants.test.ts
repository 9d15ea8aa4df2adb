/**
 * Child merchants: added to the account's gateway merchant through the control API (a login each,
 * refused when taken), then orders registered for them with `merchantLogin` on register.do and
 * registerP2P.do. Their order numbers are their own; the parent sees their orders (status, its
 * report with the `merchants` filter, decline.do by number); any other login is refused naming
 * `merchantLogin`, and nothing is registered.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { controlEndpoints as ep } from '../../contracts/control.js';
import { gatewaySetup } from './callback-test-kit.js';
import { assertRefused, p2pSetup, RETURN_URL } from './p2p-test-kit.js';

test('the control API adds child merchants, each login once, and shows them', async (t) => {
  const { control, state } = gatewaySetup(t);
  const own = state.account.gateway.userName;
  assert.deepEqual((await control('GET', ep.getChildMerchants.path)).json(), { login: own, children: [] });
  const added = await control('POST', ep.addChildMerchant.path, { login: 'shop24-kids' });
  assert.equal(added.statusCode, 201, added.body);
  assert.deepEqual(added.json(), { login: own, children: ['shop24-kids'] });
  for (const body of [{ login: 'shop24-kids' }, { login: own }, { login: '' }, { login: 'two words' }, { name: 'x' }]) {
    const refused = await control('POST', ep.addChildMerchant.path, body);
    assert.equal(refused.statusCode, 400, JSON.stringify(body));
    assert.ok(refused.body.includes('login') || refused.body.includes('name'), refused.body);
  }
  assert.deepEqual((await control('GET', ep.getChildMerchants.path)).json(), { login: own, children: ['shop24-kids'] }, 'refusals changed nothing');
  assert.equal((await control('POST', ep.reset.path)).statusCode, 204);
  assert.deepEqual((await control('GET', ep.getChildMerchants.path)).json(), { login: own, children: [] }, 'a reset forgets them');
});

test('orders for a child merchant: own numbering, visible to the parent, reported by merchant, declined by number; strangers refused', async (t) => {
  const { call, control, register, state } = gatewaySetup(t);
  const own = state.account.gateway.userName;
  await control('POST', ep.addChildMerchant.path, { login: 'shop24-kids' });
  const mine = await register('N-1');
  const kids = await register('N-1', { merchantLogin: 'shop24-kids' });
  assert.notEqual(mine, kids, 'the same number for another merchant is another order');
  assert.equal((await register('N-2', { merchantLogin: own })).length > 0, true, 'the own login is the same as none');
  assert.equal((await call('register.do', { orderNumber: 'N-1', amount: 100, returnUrl: RETURN_URL, merchantLogin: 'shop24-kids' })).errorCode, '1', 'a duplicate among the child’s numbers');
  const stranger = await call('register.do', { orderNumber: 'N-9', amount: 100, returnUrl: RETURN_URL, merchantLogin: 'someone-else' });
  assert.equal(stranger.errorCode, '5');
  assert.match(String(stranger.errorMessage), /merchantLogin/);
  assert.equal([...state.sandbox.gateway.orders.all()].length, 3, 'a refused registration registers nothing');

  assert.equal((await call('getOrderStatusExtended.do', { orderId: kids })).orderNumber, 'N-1', "the parent reads its child's order");
  const report = { size: 10, from: '20000101000000', to: '21991231235959', transactionStates: 'CREATED' };
  const listed = async (merchants: string) => ((await call('getLastOrdersForMerchants.do', { ...report, merchants })).orderStatuses as { orderNumber: string }[]).length;
  assert.equal(await listed('shop24-kids'), 1);
  assert.equal(await listed(own), 2);
  assert.equal(await listed(`${own},shop24-kids`), 3);
  assert.equal(await listed(''), 3, 'none named: the account and its children');
  assert.equal((await call('getLastOrdersForMerchants.do', { ...report, merchants: 'someone-else' })).errorCode, '5');

  assert.equal((await call('decline.do', { orderNumber: 'N-1', merchantLogin: 'shop24-kids' })).errorCode, '0');
  assert.equal((await call('getOrderStatusExtended.do', { orderId: kids })).orderStatus, 3, "the child's N-1 was declined");
  assert.equal((await call('getOrderStatusExtended.do', { orderId: mine })).orderStatus, 0, 'the own N-1 was not');
  assert.equal((await call('decline.do', { orderNumber: 'N-1', merchantLogin: 'someone-else' })).errorCode, '5');
});

test('registerP2P.do takes merchantLogin of a child merchant; another login is refused naming it', async (t) => {
  const kit = p2pSetup(t);
  await kit.app.inject({ method: 'POST', url: ep.addChildMerchant.path, payload: { login: 'p2p-kids' } });
  const own = await kit.register({ orderNumber: 'P-1', amount: 1000 });
  const child = await kit.register({ orderNumber: 'P-1', amount: 1000, merchantLogin: 'p2p-kids' });
  assert.notEqual(own, child);
  assert.equal((await kit.status(child)).orderNumber, 'P-1');
  assertRefused(await kit.call('registerP2P.do', { orderNumber: 'P-2', amount: 1000, returnUrl: RETURN_URL, merchantLogin: 'someone-else' }), '5', 'merchantLogin');
});
