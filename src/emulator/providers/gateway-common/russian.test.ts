import assert from 'node:assert/strict';
import { test } from 'node:test';
import { detailIn, detailsText, localizedDetails } from './messages.js';
import { russianFieldMessage, russianOf } from './russian.js';

test('numbers take the genitive their last digits ask for; codes and names stay as written', () => {
  assert.equal(russianOf('must be at most 36 characters', 'max'), 'должен содержать не более 36 символов');
  assert.equal(russianOf('must be at most 21 characters', 'max'), 'должен содержать не более 21 символа');
  assert.equal(russianOf('must be at most 11 characters', 'max'), 'должен содержать не более 11 символов');
  assert.equal(russianOf('must be 12 to 19 digits', 'format'), 'должен содержать от 12 до 19 цифр');
  assert.equal(russianOf('must be one of CI, RI, II, F, U, R, I', 'enum'), 'должен быть одним из значений: CI, RI, II, F, U, R, I');
  assert.equal(russianOf('(none) is not taken by this operation', 'operation'), '(не указан) не принимается этой операцией');
});

test("a message the table does not know gets its rule's generic Russian, never the English", () => {
  assert.equal(russianOf('must be blue', 'format'), undefined);
  assert.equal(russianFieldMessage({ rule: 'format', message: 'must be blue' }), 'неверный формат');
  assert.equal(russianFieldMessage({ rule: 'a-rule-of-tomorrow', message: 'must be blue' }), 'неверное значение');
});

test('details keep field and rule and change only their message; the text after the colon follows the language', () => {
  const details = [{ field: 'amount', rule: 'required', message: 'is required' }];
  assert.deepEqual(localizedDetails(details, 'ru'), [{ field: 'amount', rule: 'required', message: 'обязательный параметр' }]);
  assert.deepEqual(localizedDetails(details, 'de'), details);
  assert.equal(detailsText(localizedDetails(details, 'ru'), 'ru'), 'amount — обязательный параметр');
  assert.equal(detailsText(details, 'en'), 'amount is required');
  assert.equal(detailIn('the request must carry named parameters', 'ru'), 'запрос должен содержать именованные параметры');
  assert.equal(detailIn('840', 'ru'), '840');
  assert.equal(detailIn('an English sentence we never translated', 'ru'), undefined);
  assert.equal(detailIn('an English sentence we never translated', 'en'), 'an English sentence we never translated');
});
