/**
 * Gateway and P2P data against the field lengths of spec 03 (the table below is copied from the
 * spec, independently of the generators), for every locale and many records.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { BRAND_NAMES } from './brands.js';
import { billingPayerData, billingRecipientData } from './billing.js';
import { createFaker, type FakerLocale } from './faker.js';
import { gatewayOrder } from './gateway-order.js';
import { isLuhnValid } from '../src/common/luhn.js';
import { p2pOrder, P2P_VARIANTS } from './p2p-order.js';
import { createRandom } from '../src/common/random.js';
import { threeDsAuthResult } from './three-ds.js';

type Rule = [min: number, max: number, pattern?: RegExp];
const LATIN = /^[\x20-\x7e]*$/;
const YYYYMMDD = /^(19|20)\d\d(0[1-9]|1[0-2])(0[1-9]|[12]\d|3[01])$/;
const URL = /^https:\/\/[^\s]+$/;

const ORDER: Record<string, Rule> = {
  orderNumber: [1, 36], currency: [3, 3, /^978$/], returnUrl: [1, 512, URL], failUrl: [1, 512, URL],
  orderDescription: [1, 600], description: [1, 600], language: [2, 2, /^(en|de|fr)$/], clientId: [0, 255], email: [3, 254, /@example\.(com|net|org)$/],
};
const CARD: Record<string, Rule> = { pan: [13, 19, /^\d+$/], cvc: [3, 3, /^\d{3}$/], cardholderName: [1, 26, /^[A-Z0-9 .'-]+$/] };
const PAYER: Record<string, Rule> = {
  billingCity: [0, 50, LATIN], billingCountry: [2, 2, /^[A-Z]{2}$/], billingAddressLine1: [0, 50, LATIN], billingAddressLine2: [0, 50, LATIN],
  billingPostalCode: [0, 9], billingState: [0, 50, LATIN], payerAccount: [1, 32], payerLastName: [1, 64, LATIN], payerFirstName: [1, 35, LATIN],
  payerMiddleName: [1, 35, LATIN], payerCombinedName: [1, 99, LATIN], payerIdType: [1, 8], payerIdNumber: [1, 100], payerBirthday: [8, 8, YYYYMMDD],
};
const RECIPIENT: Record<string, Rule> = {
  recipientCity: [0, 40, LATIN], recipientCountry: [3, 3, /^[A-Z]{3}$/], recipientAddressLine1: [0, 50, LATIN], recipientPostalCode: [0, 9],
  recipientState: [0, 50, LATIN], recipientAccount: [0, 32], recipientLastName: [1, 35, LATIN], recipientFirstName: [1, 35, LATIN],
  recipientCombinedName: [0, 99, LATIN], recipientIdType: [1, 8], recipientIdNumber: [1, 99], recipientBirthday: [8, 8, YYYYMMDD],
};

/** Every text field of `record` covered by `rules` is within them, and no field escapes the table. */
function assertWithin(what: string, record: object, rules: Record<string, Rule>, others: readonly string[] = []): void {
  for (const [key, value] of Object.entries(record)) {
    if (others.includes(key)) continue;
    const rule = rules[key];
    assert.ok(rule, `${what}: ${key} has no rule in the spec table`);
    const [min, max, pattern] = rule;
    assert.equal(typeof value, 'string', `${what}.${key}`);
    const text = value as string;
    assert.ok(text.length >= min && text.length <= max && (!pattern || pattern.test(text)), `${what}.${key} = ${JSON.stringify(text)}`);
  }
}

const LOCALES: readonly FakerLocale[] = ['en', 'de', 'fr'];
const NOW = new Date('2026-03-10T00:00:00Z');

test('register.do orders: amounts in integer minor units, currency 978, every text within its length', () => {
  for (const locale of LOCALES) {
    const faker = createFaker(11, locale);
    for (let i = 0; i < 300; i++) {
      const order = gatewayOrder(faker, { forceBinding: i % 2 === 0 });
      assert.ok(Number.isInteger(order.amount) && order.amount > 0 && String(order.amount).length <= 12);
      assert.ok(!('userName' in order) && !('password' in order), 'no credentials unless given');
      assertWithin('order', order, ORDER, ['amount', 'features']);
      if (i % 2 === 0) assert.equal(order.features, 'FORCE_CREATE_BINDING');
    }
  }
  assert.deepEqual(Object.keys(gatewayOrder(createFaker(1), { credentials: { userName: 'u', password: 'p' } })).slice(0, 2), ['userName', 'password']);
});

test('P2P orders: fromCard and toCard per variant, Luhn-valid PANs, expiry parts in range, billing blocks within lengths', () => {
  for (const locale of LOCALES) {
    const faker = createFaker(12, locale);
    for (let i = 0; i < 300; i++) {
      const variant = P2P_VARIANTS[i % 3]!;
      const order = p2pOrder(faker, { now: NOW, variant, billing: true, pan: { brand: BRAND_NAMES[i % BRAND_NAMES.length] } });
      assertWithin('p2p', order, ORDER, ['amount', 'fromCard', 'toCard', 'features', 'transactionTypeIndicator', 'billingPayerData', 'billingRecipientData']);
      assert.equal(order.fromCard === undefined, variant === 'payout');
      assert.equal(order.toCard === undefined, variant === 'funding');
      if (order.fromCard) {
        const { expirationYear: y, expirationMonth: m, ...card } = order.fromCard;
        assert.ok(Number.isInteger(y) && y >= 2000 && y <= 2200 && Number.isInteger(m) && m >= 1 && m <= 12);
        assert.ok(y * 100 + m > 202603, 'the expiry is in the future');
        assertWithin('fromCard', card, CARD);
        assert.ok(isLuhnValid(card.pan));
      }
      if (order.toCard) {
        assertWithin('toCard', order.toCard, CARD);
        assert.ok(isLuhnValid(order.toCard.pan));
      }
      assertWithin('billingPayerData', order.billingPayerData!, PAYER);
      const { recipientAccountNumberType: type, ...recipient } = order.billingRecipientData!;
      assert.ok(Number.isInteger(type) && type >= 1 && type <= 99);
      assertWithin('billingRecipientData', recipient, RECIPIENT);
    }
  }
});

test('billing blocks on their own stay Latin and within their lengths', () => {
  const faker = createFaker(13, 'de');
  for (let i = 0; i < 500; i++) {
    assertWithin('payer', billingPayerData(faker), PAYER);
    const { recipientAccountNumberType, ...recipient } = billingRecipientData(faker);
    assert.ok([1, 2].includes(recipientAccountNumberType));
    assertWithin('recipient', recipient, RECIPIENT);
  }
});

test('threeDsAuthResult: cavv 0..200 and xid 1..80 base64, eci by brand family and status', () => {
  const rng = createRandom('3ds');
  for (let i = 0; i < 300; i++) {
    const r = threeDsAuthResult(rng, { brand: i % 2 ? 'mastercard' : 'visa' });
    assert.ok(r.cavv.length <= 200 && /^[A-Za-z0-9+/=]*$/.test(r.cavv));
    assert.ok(r.xid.length >= 1 && r.xid.length <= 80 && /^[A-Za-z0-9+/=]+$/.test(r.xid));
    assert.ok(Number.isInteger(r.eci) && String(r.eci).length <= 4);
    assert.ok(['2.1.0', '2.2.0'].includes(r.threeDSProtocolVersion));
  }
  assert.equal(threeDsAuthResult(rng, { brand: 'visa', status: 'authenticated' }).eci, 5);
  assert.equal(threeDsAuthResult(rng, { brand: 'mastercard', status: 'attempted' }).eci, 1);
  assert.equal(threeDsAuthResult(rng, { brand: 'visa', status: 'not-authenticated' }).cavv, '');
});

test('same seed gives the same orders; different seeds differ', () => {
  const run = (seed: number) => [gatewayOrder(createFaker(seed)), p2pOrder(createFaker(seed), { now: NOW, billing: true })];
  assert.deepEqual(run(1), run(1));
  assert.notDeepEqual(run(1), run(2));
});
