import { test } from 'node:test';
import assert from 'node:assert/strict';
import { BRAND_NAMES, BRANDS, brandOf } from './brands.js';
import { isLuhnValid } from '../src/common/luhn.js';
import { panFactory } from './pan.js';
import { TEST_CARDS } from './test-cards.js';
import { maskPan, maskText } from '../src/common/masking.js';
import { createRandom } from '../src/common/random.js';

test('panFactory: every PAN is Luhn-valid, keeps its BIN and has the asked length, for every length and BIN size', () => {
  for (let length = 13; length <= 19; length++) {
    for (const bin of ['4', '42', '424', '4242', '42424', '424242', '4242424', '42424242', '123456789012'].filter((b) => b.length < length)) {
      const next = panFactory(createRandom(`${bin}/${length}`), { bin, length });
      for (let i = 0; i < 300; i++) {
        const pan = next();
        assert.ok(pan.length === length && pan.startsWith(bin) && isLuhnValid(pan), `${bin}/${length}: ${pan}`);
      }
    }
  }
});

test('panFactory by brand: the brand prefix and one of its issued lengths; a random brand when none is given', () => {
  for (const brand of BRAND_NAMES) {
    const next = panFactory(createRandom(brand), { brand });
    for (let i = 0; i < 500; i++) {
      const pan = next();
      assert.ok(isLuhnValid(pan) && brandOf(pan) === brand && BRANDS[brand].lengths.includes(pan.length), `${brand}: ${pan}`);
    }
  }
  const any = panFactory(createRandom('any'));
  const brands = new Set(Array.from({ length: 2000 }, () => brandOf(any())));
  assert.deepEqual([...brands].sort(), [...BRAND_NAMES].sort());
});

test('panFactory is deterministic by seed, draws every digit, and refuses bad options by name', () => {
  const run = (seed: number) => Array.from({ length: 50 }, panFactory(createRandom(seed), { bin: '5' }));
  assert.deepEqual(run(1), run(1));
  assert.notDeepEqual(run(1), run(2));
  const digitsSeen = new Set(run(3).join('').split(''));
  assert.equal(digitsSeen.size, 10);
  const rng = createRandom(1);
  assert.throws(() => panFactory(rng, { bin: '4', brand: 'visa' }), /bin or a brand/);
  assert.throws(() => panFactory(rng, { bin: '4x' }), /bin must be 1-12 digits/);
  assert.throws(() => panFactory(rng, { bin: '1234567890123' }), /bin must be 1-12 digits/);
  assert.throws(() => panFactory(rng, { bin: '123456789012', length: 12 }), /length must be an integer between 13 and 19/);
  assert.throws(() => panFactory(rng, { brand: 'amex', length: 16 }), /length 16 is not issued by amex \(it issues 15\)/);
});


test('every card number the generators make, of every brand and the sandbox test cards, is masked in free text', () => {
  for (const brand of BRAND_NAMES) {
    const next = panFactory(createRandom(`mask/${brand}`), { brand });
    for (let i = 0; i < 2000; i++) {
      const pan = next();
      assert.equal(maskText(`declined ${pan}`), `declined ${maskPan(pan)}`, `${brand}: ${pan}`);
    }
  }
  for (const { pan } of Object.values(TEST_CARDS)) assert.equal(maskText(pan), maskPan(pan));
});
