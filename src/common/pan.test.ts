import { test } from 'node:test';
import assert from 'node:assert/strict';
import { isLuhnValid } from './luhn.js';
import { generateCvc, generateExpiry, generatePan } from './pan.js';
import { createRandom } from './random.js';

test('generatePan keeps the BIN, has the requested length and is Luhn-valid', () => {
  const rng = createRandom('pan');
  for (let length = 13; length <= 19; length++) {
    for (let i = 0; i < 20; i++) {
      const pan = generatePan(rng, { bin: '424242', length });
      assert.match(pan, /^\d+$/);
      assert.equal(pan.length, length);
      assert.ok(pan.startsWith('424242'));
      assert.ok(isLuhnValid(pan), pan);
    }
  }
});

test('generatePan defaults to 16 digits, is deterministic and varies the middle digits', () => {
  const a = generatePan(createRandom(1), { bin: '4' });
  assert.equal(a.length, 16);
  assert.equal(a, generatePan(createRandom(1), { bin: '4' }));
  assert.notEqual(a, generatePan(createRandom(2), { bin: '4' }));
});

test('generatePan accepts a 12-digit BIN even for the shortest length', () => {
  const pan = generatePan(createRandom(1), { bin: '123456789012', length: 13 });
  assert.ok(pan.startsWith('123456789012') && isLuhnValid(pan));
});

test('generatePan rejects a bad bin or length with a message naming the field', () => {
  const rng = createRandom(1);
  for (const bin of ['', '42x2', '1234567890123', ' 4242']) {
    assert.throws(() => generatePan(rng, { bin }), /bin/);
  }
  for (const length of [12, 20, 16.5]) {
    assert.throws(() => generatePan(rng, { bin: '4', length }), /length must be an integer between 13 and 19/);
  }
});

test('generateCvc gives 3 digits and can start with 0', () => {
  const rng = createRandom('cvc');
  const cvcs = Array.from({ length: 500 }, () => generateCvc(rng));
  assert.ok(cvcs.every((c) => /^\d{3}$/.test(c)));
  assert.ok(cvcs.some((c) => c.startsWith('0')));
});

test('generateExpiry returns YYYYMM in UTC', () => {
  assert.equal(generateExpiry(new Date('2026-03-15T12:00:00Z'), 3), '202903');
  // 23:30 UTC on Dec 31 is already January in UTC+1; the UTC month must win.
  assert.equal(generateExpiry(new Date('2025-12-31T23:30:00Z'), 1), '202612');
  assert.equal(generateExpiry(new Date('2026-01-31T00:00:00Z'), 0), '202601');
  assert.throws(() => generateExpiry(new Date('nope'), 1), /invalid Date/);
});

test('generateCvc takes a length for the 4-digit American Express CID', () => {
  assert.match(generateCvc(createRandom(1), 4), /^\d{4}$/);
});
