import assert from 'node:assert/strict';
import { test } from 'node:test';
import { nearestPhrases, phraseDistance, tokensOf } from './step-suggestions.js';

const types = new Map([
  ['actor', /[A-Z][a-z]+/],
  ['money', /-?\d[\d,]*(?:\.\d+)? [A-Z]{3}/],
  ['orderstate', /registered and not paid|held|paid/],
]);
const phrase = (text: string, regular = false) => ({ phrase: text, regular, source: 'steps/x.ts:1' });
const CATALOGUE = [
  phrase('order {string} is {orderstate}'),
  phrase('{actor} transfers {money} to {actor}'),
  phrase("{actor}'s card has a balance of {money}"),
  phrase('{actor} has a virtual card'),
  phrase('{actor} blocks her/his/their card'),
  phrase('^the request is refused because (.+)$', true),
  phrase('^(\\w+) (?:has connected|connects) (SMS notifications|e-mail statements) to (?:her|his|their) card$', true),
];

test('a typo is nearest to its phrase, parameters taking what their type matches', () => {
  assert.equal(nearestPhrases('Alice has a virtul card', CATALOGUE, types)[0]?.phrase, '{actor} has a virtual card');
  assert.equal(nearestPhrases("Alice's card balance is 10.00 EUR", CATALOGUE, types)[0]?.phrase, "{actor}'s card has a balance of {money}");
  assert.equal(nearestPhrases('Alice sends 10.00 EUR to Bob', CATALOGUE, types)[0]?.phrase, '{actor} transfers {money} to {actor}');
  assert.equal(nearestPhrases('the request is refused becuse the card is blocked', CATALOGUE, types)[0]?.regular, true);
  assert.equal(nearestPhrases('Alice connect SMS notifications to her card', CATALOGUE, types)[0]?.phrase.startsWith('^(\\w+)'), true);
  assert.equal(nearestPhrases('x', CATALOGUE, types, 3).length, 3);
});

test('alternatives, optional letters and regular-expression choices are words, not parameters', () => {
  assert.equal(phraseDistance('Alice blocks their card', '{actor} blocks her/his/their card', false, types), 0);
  assert.equal(phraseDistance('2 transfers', '{int} transfer(s)'), 0);
  assert.equal(phraseDistance('2 transfer', '{int} transfer(s)'), 0);
  assert.deepEqual(tokensOf('^the (?:top-up|credit) is (.+)$', true).map((t) => t.kind), ['word', 'choice', 'word', 'parameter']);
  assert.ok(phraseDistance('order "A-1" is paid', 'order {string} is {orderstate}', false, types) < phraseDistance('order "A-1" is 10.00 EUR', 'order {string} is {orderstate}', false, types), 'a value its type does not match costs');
});
