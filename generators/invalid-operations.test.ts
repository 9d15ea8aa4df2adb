import assert from 'node:assert/strict';
import { test } from 'node:test';
import { STATIC_CATALOGUE, loadCatalogue } from '../src/contracts/catalogue.js';
import { findInvalidOperation, INVALID_OPERATIONS, invalidCasesOf } from './invalid-operations.js';

const options = { seed: 7, locale: 'en' as const, now: new Date('2026-03-10T00:00:00Z') };

test('generate invalid knows every operation of every interface that takes a body or a query', async () => {
  const { interfaces } = await loadCatalogue();
  assert.ok(interfaces.length > STATIC_CATALOGUE.length, 'P2P is in the catalogue');
  const taking = interfaces.flatMap((i) => i.operations.filter((op) => op.body ?? op.query).map((op) => op.id));
  assert.deepEqual(INVALID_OPERATIONS.map((op) => op.id).sort(), taking.sort());
});

test('every one of them gets invalid cases, each naming its operation, the same for the same seed', () => {
  const without: string[] = [];
  for (const op of INVALID_OPERATIONS) {
    const cases = invalidCasesOf(op, options);
    if (cases.length === 0) without.push(op.id);
    for (const c of cases) assert.ok(c.operation === op.id || c.operation === op.name, `${op.id}: ${c.operation}`);
  }
  assert.deepEqual(without, []);
  const op = findInvalidOperation('p2p.registerP2P.do')!;
  assert.deepEqual(invalidCasesOf(op, options), invalidCasesOf(op, options));
});

test('an operation is found by its id, or by its bare name when only one interface has it', () => {
  assert.equal(findInvalidOperation('getCardData')?.id, 'v1.getCardData');
  assert.equal(findInvalidOperation('register.do')?.id, 'gateway.register.do');
  assert.equal(findInvalidOperation('createTransfer')?.id, 'v2.createTransfer');
  assert.equal(findInvalidOperation('v2.createTransfer')?.id, 'v2.createTransfer');
  assert.equal(findInvalidOperation('makeCoffee'), undefined);
});
