/** Form bodies parse as fast-querystring parses them (form.ts only copies the values out of the body). */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { parse } from 'fast-querystring';
import { parseForm } from './form.js';

const BODIES = [
  'userName=shop-api&password=p%40ss&orderNumber=order-number-000123&amount=100&returnUrl=https%3A%2F%2Fshop.example.com%2Freturn',
  'TEXT=GATEWAY+PAYER&$PAN=4000001234567899&$EXPIRY=203012&$CVC=123',
  'jsonParams=%7B%22a%22%3A%221%22%7D&a=1&a=two-values-of-one-name&a=3',
  '__proto__=x&constructor=a-long-enough-value-here&empty=&flag',
  'name=%E4%BD%A0%E5%A5%BD%E4%B8%96%E7%95%8C%E4%BD%A0%E5%A5%BD%E4%B8%96%E7%95%8C%E4%BD%A0&bad=%ZZ%',
  '',
];

test('every body parses to the same fields and values as fast-querystring gives', () => {
  for (const body of BODIES) assert.deepEqual({ ...parseForm(body) }, { ...(parse(body) as Record<string, unknown>) }, body);
});

test('a name sent more than once keeps its values in order', () => {
  assert.deepEqual(parseForm('a=first-value-long-enough&a=2').a, ['first-value-long-enough', '2']);
});
