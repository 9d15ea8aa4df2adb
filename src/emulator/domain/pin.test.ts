import assert from 'node:assert/strict';
import { test } from 'node:test';
import { decryptEcb } from './keys.js';
import { TRANSPORT_KEY, decryptCvc2, decryptPin, encryptCvc2, encryptPin, hashPin, newPin, verifyPin } from './pin.js';

const PAN = '4111111111111111';

test('a PIN is stored as a salted scrypt hash that verifies it and nothing else', () => {
  const first = hashPin('1234');
  const second = hashPin('1234');
  assert.match(first, /^scrypt\$[0-9a-f]{32}\$[0-9a-f]{64}$/);
  assert.notEqual(first, second, 'a fresh salt every time');
  assert.doesNotMatch(first, /1234/);
  assert.equal(verifyPin(first, '1234'), true);
  assert.equal(verifyPin(second, '1234'), true);
  assert.equal(verifyPin(first, '1235'), false);
  assert.equal(verifyPin(undefined, '1234'), false);
  assert.equal(verifyPin('salt:sha256hash', '1234'), false);
});

test('PINs have 4 to 12 digits', () => {
  assert.throws(() => hashPin('123'));
  assert.throws(() => hashPin('12a4'));
  assert.throws(() => hashPin('1234567890123'));
  assert.equal(verifyPin(hashPin('123456789012'), '123456789012'), true);
});

test('new PINs are 4 digits and not always the same', () => {
  const pins = new Set(Array.from({ length: 50 }, () => newPin()));
  for (const pin of pins) assert.match(pin, /^\d{4}$/);
  assert.ok(pins.size > 1);
});

test('an encrypted PIN is an ISO 9564 format-0 block under the transport key', () => {
  const encrypted = encryptPin('1234', PAN);
  assert.match(encrypted, /^[0-9A-F]{16}$/);
  // 041234FFFFFFFFFF XOR 0000111111111111 (the 12 digits before the check digit).
  assert.equal(decryptEcb(Buffer.from(TRANSPORT_KEY, 'hex'), Buffer.from(encrypted, 'hex')).toString('hex').toUpperCase(), '041225EEEEEEEEEE');
  assert.equal(decryptPin(encrypted, PAN), '1234');
  assert.equal(decryptPin(encryptPin('987654321', PAN), PAN), '987654321');
});

test('a block that is not a PIN block of this card is refused', () => {
  assert.equal(decryptPin('00', PAN), undefined);
  assert.equal(decryptPin('0123456789ABCDEF', PAN), undefined);
  assert.equal(decryptPin(encryptPin('1234', PAN), '5298110000000018'), undefined);
});

test('an encrypted CVC2 decrypts to the CVC2', () => {
  assert.match(encryptCvc2('042'), /^[0-9A-F]{16}$/);
  assert.equal(decryptCvc2(encryptCvc2('042')), '042');
});
