import assert from 'node:assert/strict';
import { test } from 'node:test';
import { fit, latin, slug } from './text.js';

test('latin drops accents, spells out ligatures and removes what has no Latin form', () => {
  assert.equal(latin('Müller-Lüdenscheidt'), 'Muller-Ludenscheidt');
  assert.equal(latin('Straße Œuvre Ærø Łódź'), 'Strasse OEuvre AEro Lodz');
  assert.equal(latin('  Chaussée\td’Antin  '), 'Chaussee dAntin');
  assert.match(latin('Zoë 東京'), /^[\x20-\x7e]*$/);
});

test('fit cuts at the limit without a dangling space; slug keeps letters and digits', () => {
  assert.equal(fit('abc', 5), 'abc');
  assert.equal(fit('abc def', 4), 'abc');
  assert.equal(fit('x'.repeat(40), 35).length, 35);
  assert.equal(slug("O'Connor-Émile"), 'oconnoremile');
  assert.equal(slug('東京'), 'user');
});
