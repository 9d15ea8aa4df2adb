import assert from 'node:assert/strict';
import { test } from 'node:test';
import { Clock } from '../clock.js';
import { Sandbox } from '../sandbox.js';
import { ACTION_CODES } from './action-codes.js';
import { issuerRefusal } from './bindings.js';
import { checksum } from './callbacks.js';
import type { Order } from './orders.js';
import { ORDER_STATUS } from './order-store.js';
import type { Terms } from './tii.js';

const NOW = new Date('2026-03-10T10:00:00Z');
const VISA = '4444555511113333';
const OTHER = '4111111111111111';
const common: Terms = { kind: 'COMMON' };
const recurrent: Terms = { kind: 'RECURRENT', recurrence: { frequencyDays: 30, until: '20260331' } };
const plan = (count: number, total: number): Terms => ({ kind: 'INSTALLMENT', recurrence: { frequencyDays: 30, until: '20270101' }, installments: { count, total } });

function setUp() {
  const sandbox = new Sandbox(new Clock());
  const gateway = sandbox.gateway;
  gateway.merchants.add({ login: 'shop', password: 'pw', token: 't', callbackKey: 'KEY', staticCallbackUrl: 'https://shop.example/static' });
  let n = 0;
  const order = (amount = 1_000, clientId: string | undefined = 'alice'): Order => {
    const registered = gateway.orders.register(
      { merchant: 'shop', orderNumber: `N-${++n}`, amount, currency: '978', returnUrl: 'https://shop.example/ok', language: 'en', clientId, forceBinding: true, jsonParams: {}, twoPhase: false, dynamicCallbackUrl: 'https://shop.example/dynamic' },
      NOW,
    );
    assert.notEqual(registered, 'duplicate_order_number');
    return registered as Order;
  };
  /** An approved payment with this card, as the checkout reports it. */
  const approve = (o: Order, pan = VISA, expiry = '202812') => {
    o.card = { pan, expiry, cardholderName: 'ALICE', paymentSystem: 'VISA' };
    o.status = ORDER_STATUS.deposited;
    gateway.bindings.afterApproval(o, NOW);
  };
  const store = (terms: Terms, pan = VISA, amount = 1_000) => {
    const o = order(amount);
    gateway.bindings.intendToStore(o, terms);
    approve(o, pan);
    const binding = gateway.bindings.get('shop', o.bindingId ?? '');
    assert.ok(binding, 'the approved payment stored a credential');
    return binding;
  };
  return { gateway, order, approve, store };
}

test('an approved initiating payment stores the credential and tells the static address', () => {
  const { gateway, store } = setUp();
  const binding = store(common);
  assert.deepEqual([binding.kind, binding.clientId, binding.expiry, binding.active], ['COMMON', 'alice', '202812', true]);
  const [callback] = gateway.callbacks.all();
  assert.equal(callback?.url, 'https://shop.example/static', 'never the dynamic address');
  const { checksum: signed, ...params } = callback?.params ?? {};
  assert.deepEqual(Object.keys(params).sort(), ['bindingId', 'clientId', 'mdOrder', 'operation', 'orderNumber', 'status']);
  assert.equal(params.operation, 'bindingCreated');
  assert.equal(signed, checksum(params, 'KEY'));
});

test('no intent, no credential: a regular payment stores nothing', () => {
  const { gateway, order, approve } = setUp();
  const o = order();
  approve(o);
  assert.equal(o.bindingId, undefined);
  assert.deepEqual(gateway.bindings.list('shop', 'alice'), []);
});

test('common and recurrent: one per client and card; installment: one per plan', () => {
  const { gateway, store } = setUp();
  const first = store(common);
  assert.equal(store(common).id, first.id, 'the same card stored again is the same credential');
  assert.notEqual(store(common, OTHER).id, first.id, 'another card is another credential');
  const subscription = store(recurrent);
  const renewed = store({ kind: 'RECURRENT', recurrence: { frequencyDays: 7, until: '20261231' } });
  assert.equal(renewed.id, subscription.id);
  assert.deepEqual(renewed.recurrence, { frequencyDays: 7, until: '20261231' }, 'new terms replace the old');
  const a = store(plan(3, 3_000));
  const b = store(plan(2, 2_000));
  assert.notEqual(a.id, b.id);
  const list = (kind?: Parameters<typeof gateway.bindings.list>[2]) => gateway.bindings.list('shop', 'alice', kind).map((x) => x.id);
  assert.deepEqual(list(['INSTALLMENT']), [a.id, b.id], 'oldest first');
  assert.equal(list().length, 5);
  assert.deepEqual(list(['COMMON', 'RECURRENT']).length, 3, 'common and recurrent together, no installment plan');
  assert.ok(!list(['COMMON', 'RECURRENT']).includes(a.id));
  assert.deepEqual(gateway.bindings.list('shop', 'bob'), []);
  assert.equal(gateway.bindings.get('another-shop', first.id), undefined, "another merchant's credential is unknown");
});

test('switching off and on: listed only while active, told each time, a repeat is the wrong state', () => {
  const { gateway, store } = setUp();
  const binding = store(common);
  assert.equal(gateway.bindings.setActive(binding, false), true);
  assert.equal(gateway.bindings.setActive(binding, false), false);
  assert.deepEqual(gateway.bindings.list('shop', 'alice'), []);
  assert.equal(gateway.bindings.setActive(binding, true), true);
  assert.equal(gateway.bindings.setActive(binding, true), false);
  const changes = gateway.callbacks.all().filter((c) => c.params.operation === 'bindingActivityChanged');
  assert.deepEqual(changes.map((c) => [c.params.enabled, c.params.bindingId, c.url]), [
    ['false', binding.id, 'https://shop.example/static'],
    ['true', binding.id, 'https://shop.example/static'],
  ]);
  gateway.bindings.setActive(binding, false);
  assert.equal(store(common).id, binding.id, 'storing the card again switches its credential back on');
  assert.equal(binding.active, true);
});

test('a new expiry must be a month that is not over', () => {
  const { gateway, store } = setUp();
  const binding = store(common);
  assert.equal(gateway.bindings.extend(binding, '202602', NOW), false);
  assert.equal(binding.expiry, '202812');
  assert.equal(gateway.bindings.extend(binding, '202603', NOW), true);
  assert.equal(gateway.bindings.extend(binding, '203001', NOW), true);
  assert.equal(binding.expiry, '203001');
});

test('the issuer declines an expired credential, an ended recurrence and a plan paid in full', () => {
  const { store } = setUp();
  const card = store(common);
  assert.equal(issuerRefusal(card, 100, NOW), undefined);
  card.expiry = '202602';
  assert.equal(issuerRefusal(card, 100, NOW), ACTION_CODES.expiredCard);
  const subscription = store(recurrent);
  assert.equal(issuerRefusal(subscription, 100, new Date('2026-03-31T23:59:59Z')), undefined, 'the last day still counts');
  assert.equal(issuerRefusal(subscription, 100, new Date('2026-04-01T00:00:00Z')), ACTION_CODES.recurrenceEnded);
  const installments = store(plan(3, 3_000));
  assert.equal(installments.plan?.paidCount, 1, 'the initial payment is the first installment');
  assert.equal(issuerRefusal(installments, 2_001, NOW), ACTION_CODES.installmentPlanComplete, 'over the total');
  assert.equal(issuerRefusal(installments, 2_000, NOW), undefined);
});

test("using a credential: the issuer's refusal comes before authorisation, the order untouched; an approval counts the installment", () => {
  const { gateway, order, approve, store } = setUp();
  const installments = store(plan(2, 2_000));
  const second = order();
  assert.equal(gateway.bindings.use(second, installments, 'I', NOW), undefined);
  assert.deepEqual([second.tii, second.bindingId], ['I', installments.id]);
  approve(second);
  assert.deepEqual([installments.plan?.paidCount, installments.plan?.paidAmount], [2, 2_000]);
  const third = order();
  assert.equal(gateway.bindings.use(third, installments, 'I', NOW), ACTION_CODES.installmentPlanComplete);
  assert.equal(third.status, ORDER_STATUS.registered, 'the payment declines it with the refusal (credential-payments.ts)');
});

test('by card: the oldest open plan first, an inactive credential only when no active one exists', () => {
  const { gateway, order, approve, store } = setUp();
  const full = store(plan(1, 1_000));
  const open = store(plan(3, 3_000));
  assert.equal(gateway.bindings.forCard('shop', 'alice', VISA, 'INSTALLMENT')?.id, open.id);
  assert.equal(gateway.bindings.forCard('shop', 'alice', OTHER, 'INSTALLMENT'), undefined);
  gateway.bindings.setActive(open, false);
  assert.equal(gateway.bindings.forCard('shop', 'alice', VISA, 'INSTALLMENT')?.id, full.id, 'an active plan paid in full: the issuer says why');
  gateway.bindings.setActive(full, false);
  assert.equal(gateway.bindings.forCard('shop', 'alice', VISA, 'INSTALLMENT')?.active, false);
  const o = order();
  gateway.bindings.intendToStore(o, common);
  approve(o, VISA);
  assert.equal(gateway.bindings.forCard('shop', 'alice', VISA, 'RECURRENT'), undefined, 'kinds do not stand in for each other');
});
