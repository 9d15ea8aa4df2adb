import assert from 'node:assert/strict';
import { test } from 'node:test';
import { jsonTextWithoutCardSecrets, urlWithoutCardSecrets, withoutCardSecrets } from './card-secrets.js';

test('CVCs and PINs are blanked wherever they stand, keeping whether the contract takes them; nothing else changes', () => {
  const body = { $CVC: '123', fromCard: { pan: '4111111111111111', cvc: '9876' }, newPinData: '12ab', pin: 4821, encryptedPinValue: ['A1B2C3D4E5F60718', 'XYZ'], amount: '123', cards: [{ cvv2: '321' }] };
  assert.deepEqual(withoutCardSecrets(body), { $CVC: '000', fromCard: { pan: '4111111111111111', cvc: '0000' }, newPinData: '00ab', pin: 1000, encryptedPinValue: ['0000000000000000', 'XYZ'], amount: '123', cards: [{ cvv2: '000' }] });
  const plain = { amount: 100, nested: [{ a: 'b' }] };
  assert.equal(withoutCardSecrets(plain), plain, 'the same object when there is nothing to blank');
  assert.equal(urlWithoutCardSecrets('/payment/rest/paymentorder.do?MDORDER=x&%24CVC=123&TEXT=A'), '/payment/rest/paymentorder.do?MDORDER=x&%24CVC=000&TEXT=A');
  assert.equal(urlWithoutCardSecrets('/payment/rest/register.do?amount=123'), '/payment/rest/register.do?amount=123');
  assert.equal(jsonTextWithoutCardSecrets('{"cvc":"123","x":1}'), '{"cvc":"000","x":1}');
  assert.equal(jsonTextWithoutCardSecrets('not json cvc=123'), 'not json cvc=123');
});
