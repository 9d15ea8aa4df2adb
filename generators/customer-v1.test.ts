import assert from 'node:assert/strict';
import { test } from 'node:test';
import { customerOperations, REGISTER_PARAMETERS } from '../src/contracts/v1/customers.js';
import { registerCustomerRequest } from './customer-v1.js';
import { createFaker } from './faker.js';

const IDS = { productName: 'SANDBOX_CUSTOMER', institutionId: '1001', productId: '2001', serviceIdAcc: '3001' };
const NOW = new Date('2026-03-10T12:00:00Z');
const NUMERIC = { en: '840', de: '276', fr: '250' };

test('registerCustomer requests pass the v1 contract and carry every parameter of spec 01 §4.1 in order', () => {
  for (const locale of ['en', 'de', 'fr'] as const) {
    const faker = createFaker(21, locale);
    for (let i = 0; i < 300; i++) {
      const request = registerCustomerRequest(faker, IDS, { now: NOW });
      assert.ok(customerOperations.registerCustomer.request.safeParse(request).success, JSON.stringify(request));
      assert.deepEqual(request.parameters.map((p) => p.name), [...REGISTER_PARAMETERS]);
      const v = Object.fromEntries(request.parameters.map((p) => [p.name, p.value]));
      assert.equal(request.productName, 'SANDBOX_CUSTOMER');
      assert.equal(v.institutionId, '1001');
      assert.equal(v.agent_number, '1001', 'agent_number is the institution id');
      assert.equal(v.product_id, '2001');
      assert.equal(v.service_id_acc, '3001');
      assert.equal(v.country_code, NUMERIC[locale]);
      assert.match(v.mobile_phone!, /^\d{7,15}$/);
      assert.match(v.start_date!, /^\d{4}-\d{2}-\d{2}$/);
      assert.ok(v.start_date! < '2026-03-10', `start_date ${v.start_date} must be in the past`);
      assert.match(v.email!, /^[a-z0-9]+\.[a-z0-9]+@example\.(com|net|org)$/);
      for (const p of request.parameters) assert.ok(p.value.length >= 1, `${p.name} is empty`);
    }
  }
});

test('customer numbers differ between customers; same seed, same request', () => {
  const faker = createFaker(1);
  const numbers = new Set(Array.from({ length: 1000 }, () => registerCustomerRequest(faker, IDS, { now: NOW }).parameters[2]!.value));
  assert.equal(numbers.size, 1000);
  assert.deepEqual(registerCustomerRequest(createFaker(5), IDS, { now: NOW }), registerCustomerRequest(createFaker(5), IDS, { now: NOW }));
});
