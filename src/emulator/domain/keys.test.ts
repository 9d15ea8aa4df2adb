import assert from 'node:assert/strict';
import { test } from 'node:test';
import { HOST_MASTER_KEYS, Keys, checkValue, decryptEcb, encryptEcb, withOddParity } from './keys.js';

const hex = (s: string) => Buffer.from(s, 'hex');
const NOW = new Date('2026-03-10T10:00:00Z');

test('single DES through K|K|K gives the published FIPS 81 and zero-key vectors', () => {
  // FIPS 81 example: key 0123456789ABCDEF, "Now is t" → 3FA40E8A984D4815.
  assert.equal(encryptEcb(hex('0123456789ABCDEF'), hex('4E6F772069732074')).toString('hex').toUpperCase(), '3FA40E8A984D4815');
  assert.equal(encryptEcb(hex('0000000000000000'), Buffer.alloc(8)).toString('hex').toUpperCase(), '8CA64DE9C1B123A7');
});

test('check values of published test keys', () => {
  assert.equal(checkValue(hex('0123456789ABCDEF')), 'D5D44F');
  assert.equal(checkValue(hex('0123456789ABCDEFFEDCBA9876543210')), '08D7B4');
  // A double-length key K|K is single DES under K; the all-zero key's check value is 8CA64D.
  assert.equal(checkValue(Buffer.alloc(16)), '8CA64D');
  assert.equal(checkValue(Buffer.alloc(24)), '8CA64D');
});

test('the same key always gives the same check value, another key another one', () => {
  const key = hex('89ABCDEF0123456776543210FEDCBA98');
  assert.equal(checkValue(key), checkValue(Buffer.from(key)));
  assert.notEqual(checkValue(key), checkValue(hex('0123456789ABCDEFFEDCBA9876543210')));
});

test('odd parity: every byte has an odd number of ones; the high seven bits are kept', () => {
  const key = withOddParity(hex('0000FFFE01027F80'));
  for (const byte of key) assert.equal([...byte.toString(2)].filter((b) => b === '1').length % 2, 1, `byte ${byte.toString(16)}`);
  assert.deepEqual([...key].map((b) => b & 0xfe), [0x00, 0x00, 0xfe, 0xfe, 0x00, 0x02, 0x7e, 0x80]);
});

test('a generated key: exported under the host master key, its check value that of the clear key, lengths per keyLength', () => {
  for (const [keyLength, hexLength, tag] of [['ENKL_0016', 16, 'Z'], ['ENKL_0032', 32, 'U'], ['ENKL_0048', 48, 'T']] as const) {
    const generated = new Keys().generate({ hostId: 1, keyType: 'TPK', keyLength, terminalId: '88000101' }, NOW);
    assert.match(generated.keyValue, new RegExp(`^[0-9A-F]{${hexLength}}$`));
    assert.match(generated.checkValue, /^[0-9A-F]{6}$/);
    assert.match(generated.lmkHsmKeyValue, new RegExp(`^${tag}[0-9A-F]{${hexLength}}$`));
    const clear = decryptEcb(hex(HOST_MASTER_KEYS[1]!), hex(generated.keyValue));
    assert.equal(checkValue(clear), generated.checkValue);
    assert.deepEqual(clear, withOddParity(clear), 'the clear key has odd parity');
  }
});

test('the same clear key exported under two hosts: different key values, one check value', () => {
  const fixed = hex('0123456789ABCDEFFEDCBA9876543210');
  const keys = new Keys(() => Buffer.from(fixed));
  const one = keys.generate({ hostId: 1, keyType: 'ZPK', keyLength: 'ENKL_0032' }, NOW);
  const two = keys.generate({ hostId: 2, keyType: 'ZPK', keyLength: 'ENKL_0032' }, NOW);
  assert.notEqual(one.keyValue, two.keyValue);
  assert.equal(one.checkValue, two.checkValue);
  assert.equal(one.checkValue, checkValue(withOddParity(fixed)));
});

test('a key of another length than 8, 16 or 24 bytes is refused by the cipher', () => {
  assert.throws(() => encryptEcb(Buffer.alloc(10), Buffer.alloc(8)), /key length/i);
});
