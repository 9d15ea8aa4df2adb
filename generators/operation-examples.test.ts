/**
 * Every operation of every contract table gets a valid example and one-rule invalid cases: an
 * operation added to a table is covered by the bad-input campaign and the auth tests without edits,
 * or this test names it.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { z } from 'zod';
import { gatewayOperations } from '../src/contracts/gateway/index.js';
import { fieldErrors } from '../src/contracts/issues.js';
import { p2pOperations } from '../src/contracts/p2p/index.js';
import { v1Operations } from '../src/contracts/v1/index.js';
import { v2Endpoints } from '../src/contracts/v2.js';
import { luhnCheckDigit } from '../src/common/luhn.js';
import { type ExampleContext, type InterfaceName, operationExamples, operationInvalidCases } from './operation-examples.js';

const pan = (partial: string) => partial + luhnCheckDigit(partial);
const card = { id: 'card-1', pan: pan('529811000000001'), expiry: '202912', cvc: '123', accountNumber: '40817978000000000001', holderId: 'holder-1', customerNumber: 'C-1' };
const context: ExampleContext = {
  now: new Date('2026-03-10T10:00:00Z'),
  card,
  otherCard: { ...card, id: 'card-2', pan: pan('529811000000002'), accountNumber: '40817978000000000002' },
  v2: { productName: 'VIRTUAL CLASSIC EUR' },
  v1: {
    institutionId: '1001',
    productId: '2001',
    serviceIdAcc: '3001',
    customerTemplate: 'SANDBOX_CUSTOMER',
    cardProductType: 'VIRTUAL_CLASSIC',
    placeholderCardNumber: '5298110000000000',
    merchantNumber: '880000000000001',
    merchantCustomerNumber: 'MERCHANT-0001',
    merchantContractNumber: 'CONTRACT-0001',
    terminalNumber: '88000101',
    atmTerminalId: '88000103',
  },
  gateway: { userName: 'shop-api', password: 'secret-1' },
  p2p: { username: 'shop-api', password: 'secret-1' },
  order: { id: 'order-1', orderNumber: 'N-1' },
};

const tables: [InterfaceName, Record<string, z.ZodType>][] = [
  ['v1', Object.fromEntries(Object.entries(v1Operations).map(([n, op]) => [n, op.request]))],
  ['gateway', Object.fromEntries(Object.entries(gatewayOperations).map(([n, op]) => [n, op.request]))],
  ['p2p', Object.fromEntries(Object.entries(p2pOperations).map(([n, op]) => [n, op.request]))],
  ['v2', Object.fromEntries(Object.entries(v2Endpoints).flatMap(([n, ep]): [string, z.ZodType][] => ('body' in ep ? [[n, ep.body]] : 'query' in ep ? [[n, ep.query]] : [])))],
];

test('every operation of every interface has an example its contract accepts, and invalid cases', () => {
  const missing: string[] = [];
  for (const [iface, table] of tables) {
    for (const [name, schema] of Object.entries(table)) {
      const examples = operationExamples(iface, name, schema, context);
      if (examples.length === 0) missing.push(`${iface}.${name}`);
      for (const example of examples) assert.ok(schema.safeParse(example).success, `${iface}.${name}`);
      const cases = operationInvalidCases(iface, name, schema, 'body', context);
      assert.ok(cases.length > 0 || Object.keys(examples[0] ?? {}).length === 0, `${iface}.${name} has no invalid case`);
      for (const c of cases.filter((c) => c.rule !== 'bad-luhn' && c.rule !== 'past-expiry')) {
        const result = schema.safeParse(c.body);
        assert.ok(!result.success && fieldErrors(result.error).some((e) => e.field === c.field), `${c.operation}: ${c.field} ${c.rule} is refused naming the field`);
      }
    }
  }
  assert.deepEqual(missing, [], 'operations without a valid example');
});

test('the gateways get the credentials they were given, never a made-up token', () => {
  const [register] = operationExamples('gateway', 'register.do', gatewayOperations['register.do'].request, context);
  assert.deepEqual([register?.userName, register?.password, register?.token], ['shop-api', 'secret-1', undefined]);
  const [status] = operationExamples('p2p', 'getP2PStatus.do', p2pOperations['getP2PStatus.do'].request, context);
  assert.deepEqual([status?.username, status?.password], ['shop-api', 'secret-1']);
});

test('the same context gives the same examples', () => {
  const again = (iface: InterfaceName, name: string, schema: z.ZodType) => JSON.stringify(operationExamples(iface, name, schema, context));
  assert.equal(again('v1', 'topUp', v1Operations.topUp.request), again('v1', 'topUp', v1Operations.topUp.request));
  assert.equal(again('p2p', 'performP2P.do', p2pOperations['performP2P.do'].request), again('p2p', 'performP2P.do', p2pOperations['performP2P.do'].request));
});
