import assert from 'node:assert/strict';
import { test } from 'node:test';
import { Clock } from '../clock.js';
import { Sandbox } from '../sandbox.js';
import { ACTION_CODES } from './action-codes.js';
import { payWithCardData, payWithStoredCard, registerAndPay } from './credential-payments.js';
import type { Order } from './orders.js';
import { ORDER_STATUS } from './order-store.js';

const NOW = new Date('2026-03-10T10:00:00Z');
/** A test card without 3-D Secure: its payments are approved at once. */
const NO_3DS = '4444555511113333';

function setUp() {
  const gateway = new Sandbox(new Clock()).gateway;
  gateway.merchants.add({ login: 'shop', password: 'pw', token: 't', callbackKey: 'KEY', staticCallbackUrl: undefined });
  let n = 0;
  const order = (options: { clientId?: string; forceBinding?: boolean; twoPhase?: boolean } = {}): Order => {
    const input = { merchant: 'shop', orderNumber: `N-${++n}`, amount: 1_000, currency: '978', returnUrl: 'https://shop.example/ok', language: 'en', jsonParams: {}, forceBinding: false, twoPhase: false, clientId: 'alice', ...options };
    return gateway.orders.register(input, NOW) as Order;
  };
  const entry = { pan: NO_3DS, expiry: '202812', cvc: '123', cardholderName: 'ALICE' };
  /** A common credential of alice for the test card, stored by an approved CI payment. */
  const stored = () => {
    const outcome = payWithCardData(gateway, order({ forceBinding: true }), { entry, tii: 'CI', jsonParams: {} }, NOW);
    assert.ok('kind' in outcome && outcome.kind === 'done' && outcome.order.bindingId);
    return outcome.order.bindingId;
  };
  return { gateway, order, entry, stored };
}

test('card data: an initiating tii stores a credential once approved, and notes the tii on the order', () => {
  const { gateway, stored } = setUp();
  const bindingId = stored();
  assert.equal(gateway.bindings.get('shop', bindingId)?.kind, 'COMMON');
});

test('card data: a subsequent tii without a credential for the card is refused, and the order stays registered', () => {
  const { gateway, order, entry } = setUp();
  const o = order();
  assert.deepEqual(payWithCardData(gateway, o, { entry, tii: 'F', jsonParams: {} }, NOW), { refusal: 'no_credential' });
  assert.equal(o.status, ORDER_STATUS.registered);
});

test('card data: a stored-credential payment on an order without clientId is declined, not refused', () => {
  const { gateway, order, entry } = setUp();
  const o = order({ clientId: undefined, forceBinding: true });
  const outcome = payWithCardData(gateway, o, { entry, tii: 'CI', jsonParams: {} }, NOW);
  assert.deepEqual(outcome, { kind: 'done', order: o });
  assert.deepEqual([o.status, o.actionCode, o.tii], [ORDER_STATUS.declined, ACTION_CODES.clientIdMissing, 'CI']);
});

test('stored card: the credential is checked before the order, the tii before the CVC, the CVC before the kind', () => {
  const { gateway, order, stored } = setUp();
  const bindingId = stored();
  const settled = order();
  settled.status = ORDER_STATUS.deposited;
  assert.deepEqual(payWithStoredCard(gateway, settled, { bindingId: 'nope', tii: 'F' }, NOW), { refusal: 'binding_unknown' });
  assert.deepEqual(payWithStoredCard(gateway, settled, { bindingId, tii: 'F' }, NOW), { refusal: 'not_payable' });
  assert.deepEqual(payWithStoredCard(gateway, order(), { bindingId, tii: 'R' }, NOW), { refusal: 'operation', tii: 'R' });
  assert.deepEqual(payWithStoredCard(gateway, order(), { bindingId, tii: '' }, NOW), { refusal: 'cvc_missing', tii: 'F' });
  assert.deepEqual(payWithStoredCard(gateway, order({ twoPhase: true }), { bindingId, tii: 'U' }, NOW), { refusal: 'one-phase', tii: 'U' });
  gateway.bindings.setActive(gateway.bindings.get('shop', bindingId)!, false);
  assert.deepEqual(payWithStoredCard(gateway, order(), { bindingId, tii: 'U' }, NOW), { refusal: 'binding_inactive' });
});

test("stored card: another client's credential is as unknown as a missing one; the order's own client pays", () => {
  const { gateway, order, stored } = setUp();
  const bindingId = stored();
  assert.deepEqual(payWithStoredCard(gateway, order({ clientId: 'bob' }), { bindingId, tii: 'U' }, NOW), { refusal: 'binding_unknown' });
  const o = order();
  const outcome = payWithStoredCard(gateway, o, { bindingId, tii: 'U' }, NOW);
  assert.deepEqual(outcome, { kind: 'done', order: o });
  assert.deepEqual([o.status, o.tii, o.bindingId], [ORDER_STATUS.deposited, 'U', bindingId]);
});

test('stored card: a credential its issuer refuses declines the order before authorisation, and its merchant is told', () => {
  const { gateway, order, stored } = setUp();
  const bindingId = stored();
  gateway.bindings.get('shop', bindingId)!.expiry = '202001';
  gateway.merchants.get('shop')!.staticCallbackUrl = 'https://shop.example/callbacks';
  const o = order();
  assert.deepEqual(payWithStoredCard(gateway, o, { bindingId, tii: 'U' }, NOW), { kind: 'done', order: o });
  assert.deepEqual([o.status, o.actionCode, o.bindingId], [ORDER_STATUS.declined, ACTION_CODES.expiredCard, bindingId]);
  const told = [...gateway.callbacks.pending()].at(-1);
  assert.deepEqual([told?.params.mdOrder, told?.params.operation, told?.params.status], [o.id, 'deposited', '0']);
});

test('one call: tii, then currency, then the credential and its kind; a refusal registers nothing', () => {
  const { gateway, stored } = setUp();
  const bindingId = stored();
  const payment = { merchant: 'shop', operation: 'recurrentPayment.do', bindingId, tii: '', orderNumber: 'R-1', amount: 500, language: 'en', jsonParams: {} } as const;
  assert.deepEqual(registerAndPay(gateway, { ...payment, tii: 'I', currency: '840' }, NOW), { refusal: 'operation', tii: 'I' });
  assert.deepEqual(registerAndPay(gateway, { ...payment, currency: '840', bindingId: 'nope' }, NOW), { refusal: 'unknown_currency', currency: '840' });
  assert.deepEqual(registerAndPay(gateway, payment, NOW), { refusal: 'wrong_kind', kind: 'COMMON', needs: 'RECURRENT' });
  assert.equal(gateway.orders.byOrderNumber('shop', 'R-1'), undefined);
});
