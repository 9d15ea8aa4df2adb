import assert from 'node:assert/strict';
import { test } from 'node:test';
import { ORDER_STATUS } from '../order-store.js';
import { P2pOrders } from './orders.js';

test("an order the retention forgets takes its network reference with it: a later order cannot name it", () => {
  let ids = 0;
  const orders = new P2pOrders(() => `order-${++ids}`);
  const now = new Date('2026-11-27T00:00:00Z');
  const input = { merchant: 'm', orderNumber: 'N-1', amount: 1000, currency: '978', returnUrl: 'https://shop.example/return', language: 'en', kind: 'transfer', octExpected: false, params: {}, payerData: {}, expiresAt: now } as const;
  const order = orders.register(input, now);
  assert.ok(typeof order === 'object');
  order.status = ORDER_STATUS.deposited;
  orders.remember(order, 'NRN000000000001');
  assert.equal(orders.byPaymentNetRefNum('m', 'NRN000000000001'), order);
  assert.equal(orders.byPaymentNetRefNum('other', 'NRN000000000001'), undefined);
  orders.forgetOlderThan(now.getTime() + 1, 0, () => {});
  assert.equal(orders.byPaymentNetRefNum('m', 'NRN000000000001'), undefined);
});
