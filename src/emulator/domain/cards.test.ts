/**
 * A card's limits are made on first use (memory: docs/performance.md). These tests hold the lazy
 * card to what an eagerly made card would be: same limits, same snapshot, same reads.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { Card } from './cards.js';
import { consumeSpending, productLimits, setLimitValue } from './limits.js';

const ISSUED = new Date('2026-03-10T10:00:00Z');

function record(): Card {
  return new Card({
    id: 'card-1',
    pan: '5298110000000000',
    cvc: '123',
    expiry: '202903',
    partyId: 'party-1',
    accountNumber: '40817978000000000001',
    productName: 'VIRTUAL CLASSIC EUR',
    hotCardStatus: 0,
    createdAt: ISSUED,
    blockedAt: undefined,
    pinHash: undefined,
    pinDenialCounter: 0,
  });
}

test('the limits made on first use are the product limits as of the issue', () => {
  assert.deepEqual(record().limits, productLimits(ISSUED));
});

test('a snapshot shows the limits whether or not they were made yet, in the same place', () => {
  const untouched = record();
  const read = record();
  void read.limits;
  assert.equal(JSON.stringify(untouched), JSON.stringify(read));
  assert.deepEqual(Object.keys(JSON.parse(JSON.stringify(untouched)) as object).at(-1), 'limits');
});

test('limitValue reads the product value of an untouched card, and the changed value once changed', () => {
  const card = record();
  assert.equal(card.limitValue('LMTP0107'), 100_000);
  setLimitValue(card.limits.find((l) => l.name === 'LMTP0107')!, 5_000);
  assert.equal(card.limitValue('LMTP0107'), 5_000);
});

test('what the limits consume stays with the card', () => {
  const card = record();
  assert.equal(consumeSpending(card, { limits: [] }, { kind: 'transfer', amount: 60_000 }, ISSUED), undefined);
  assert.equal(consumeSpending(card, { limits: [] }, { kind: 'transfer', amount: 50_000 }, ISSUED)?.name, 'LMTP0107', 'the first 60,000 still count');
});
