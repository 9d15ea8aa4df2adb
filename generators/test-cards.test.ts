import assert from 'node:assert/strict';
import { test } from 'node:test';
import { isLuhnValid } from '../src/common/luhn.js';
import { createRandom } from '../src/common/random.js';
import { TEST_CARD_OUTCOMES, TEST_CARDS, testCard } from './test-cards.js';

const NOW = new Date('2026-03-10T00:00:00Z');

test('each outcome gives the sandbox card of the DESIGN table, CVC 123 and a future expiry', () => {
  const expected = {
    'challenge-success': '5555555555555599',
    'frictionless-success': '4111111111111111',
    'frictionless-declined': '5168494895055780',
    'attempt-success': '4000001111111118',
    'no-3ds-success': '4444555511113333',
  };
  const rng = createRandom('cards');
  for (const outcome of TEST_CARD_OUTCOMES) {
    const card = testCard(rng, { outcome, now: NOW });
    assert.equal(card.pan, expected[outcome]);
    assert.ok(isLuhnValid(card.pan));
    assert.equal(card.cvc, '123');
    assert.ok(card.expiry > '202603', card.expiry);
  }
  assert.equal(TEST_CARDS['frictionless-declined'].result, 'declined');
});

test('without an outcome, every outcome turns up', () => {
  const rng = createRandom(4);
  const seen = new Set(Array.from({ length: 200 }, () => testCard(rng, { now: NOW }).outcome));
  assert.equal(seen.size, TEST_CARD_OUTCOMES.length);
});
