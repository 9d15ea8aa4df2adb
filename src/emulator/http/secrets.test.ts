import assert from 'node:assert/strict';
import { test } from 'node:test';
import { sameSecret } from './secrets.js';

test('sameSecret is true only for the very same characters', () => {
  assert.equal(sameSecret('sk_sandbox_0123abcd', 'sk_sandbox_0123abcd'), true);
  assert.equal(sameSecret('', ''), true);
  assert.equal(sameSecret('sk_sandbox_0123abcd', 'sk_sandbox_0123abce'), false, 'last character');
  assert.equal(sameSecret('Sk_sandbox_0123abcd', 'sk_sandbox_0123abcd'), false, 'first character, case');
  assert.equal(sameSecret('sk_sandbox_0123abc', 'sk_sandbox_0123abcd'), false, 'a prefix');
  assert.equal(sameSecret('sk_sandbox_0123abcdX', 'sk_sandbox_0123abcd'), false, 'longer');
  assert.equal(sameSecret('pässwörd', 'pässwörd'), true);
  assert.equal(sameSecret('pässwörd', 'passwörd'), false, 'a non-ASCII character');
});
