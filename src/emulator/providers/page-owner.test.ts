import assert from 'node:assert/strict';
import { test } from 'node:test';
import { ownsPage, pageSubject } from './page-owner.js';
import type { Sandbox } from '../domain/sandbox.js';

const packed = (message: object, encoding: BufferEncoding = 'base64url') => Buffer.from(JSON.stringify(message)).toString(encoding);

test('a page names its order by mdOrder and its 3-D Secure session wherever the flow puts the id, trimmed; empty and non-text values name nothing', () => {
  assert.deepEqual(pageSubject({}), { orderId: undefined, transIds: [] });
  assert.deepEqual(pageSubject({ mdOrder: ' order-1 ', threeDSServerTransId: '', threeDSServerTransID: 7 }), { orderId: 'order-1', transIds: [] });
  const fields = {
    threeDSServerTransId: ' t-form ',
    threeDSServerTransID: 't-api',
    threeDSMethodData: packed({ threeDSServerTransID: 't-method', threeDSMethodNotificationURL: 'https://shop.example/n' }, 'base64'),
    creq: packed({ threeDSServerTransID: 't-creq', messageType: 'CReq' }),
    cres: packed({ threeDSServerTransID: ' t-cres ', messageType: 'CRes' }),
  };
  assert.deepEqual(pageSubject(fields).transIds, ['t-form', 't-api', 't-method', 't-creq', 't-cres']);
  assert.deepEqual(pageSubject({ creq: 'not a message', cres: packed({ messageType: 'CRes' }) }).transIds, [], 'a message without an id names none');
});

/** A sandbox that knows the given ids, as far as ownsPage looks. */
function knowing(ids: { orders?: string[]; p2pOrders?: string[]; sessions?: string[] }): Sandbox {
  const lookup = (known: string[] = []) => ({ get: (id: string) => (known.includes(id) ? { id } : undefined) });
  return { gateway: { orders: lookup(ids.orders), p2p: { orders: lookup(ids.p2pOrders) }, threeDs: lookup(ids.sessions) } } as unknown as Sandbox;
}

test('an account owns a page when it knows its order (e-commerce or P2P) or one of its 3-D Secure sessions, and not otherwise', () => {
  assert.equal(ownsPage(knowing({ orders: ['o1'] }), { orderId: 'o1', transIds: [] }), true);
  assert.equal(ownsPage(knowing({ p2pOrders: ['p1'] }), { orderId: 'p1', transIds: [] }), true);
  assert.equal(ownsPage(knowing({ sessions: ['t2'] }), { orderId: 'o9', transIds: ['t1', 't2'] }), true, 'an unknown order does not hide a known session');
  assert.equal(ownsPage(knowing({ orders: ['o1'], sessions: ['t1'] }), { orderId: 'o2', transIds: ['t2'] }), false);
  assert.equal(ownsPage(knowing({ orders: ['o1'] }), { orderId: undefined, transIds: [] }), false);
});
