import assert from 'node:assert/strict';
import { test } from 'node:test';
import { jsonDeeperThan, MAX_JSON_DEPTH, tooDeepToParse } from './json-depth.js';

test('counts objects and arrays within each other, not brackets inside strings', () => {
  const nested = (n: number) => '['.repeat(n) + ']'.repeat(n);
  assert.equal(jsonDeeperThan(nested(MAX_JSON_DEPTH)), false);
  assert.equal(jsonDeeperThan(nested(MAX_JSON_DEPTH + 1)), true);
  assert.equal(jsonDeeperThan(`${'{"a":'.repeat(MAX_JSON_DEPTH + 1)}1${'}'.repeat(MAX_JSON_DEPTH + 1)}`), true);
  assert.equal(jsonDeeperThan(JSON.stringify({ text: '['.repeat(100), quoted: '\\"[[[[[[' + '['.repeat(100) })), false, 'brackets in strings, escaped quotes too');
  assert.equal(jsonDeeperThan(JSON.stringify([[1], [2], [3], { a: [{ b: [] }] }])), false, 'siblings do not add up');
  assert.equal(jsonDeeperThan('[[[', 2), true, 'unclosed still counts');
});

test('only texts over 1 KiB are scanned before their parse: a shorter one parses in the time of an ordinary request, however nested', () => {
  const nested = (n: number) => '['.repeat(n) + ']'.repeat(n);
  assert.equal(tooDeepToParse(nested(512)), false, '1 KiB, parsed unscanned');
  assert.equal(tooDeepToParse(nested(513)), true);
  assert.equal(tooDeepToParse(`[${'1,'.repeat(2_000)}1]`), false, 'long and flat');
});
