import assert from 'node:assert/strict';
import { test } from 'node:test';
import { gatewayError, gatewayOk, gatewaySucceeded } from './answers.js';

test('a success of this gateway family is errorCode 0, as text or number, or no errorCode at all; anything else is a refusal', () => {
  assert.equal(gatewaySucceeded(gatewayOk('en', { orderId: 'o-1' })), true);
  assert.equal(gatewaySucceeded({ status: 200, body: { errorCode: 0, orderStatuses: [] } }), true);
  assert.equal(gatewaySucceeded({ status: 200, body: { redirect: 'https://shop.example.com/return' } }), true);
  assert.equal(gatewaySucceeded(gatewayError('en', '5', 'invalidParameter', 'amount')), false);
  // getOrderStatus.do's legacy names.
  assert.equal(gatewaySucceeded({ status: 200, body: { ErrorCode: '2', OrderStatus: 6 } }), false);
  assert.equal(gatewaySucceeded({ status: 404, body: { errorCode: '0' } }), false);
});
