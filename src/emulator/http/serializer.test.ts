import assert from 'node:assert/strict';
import { test } from 'node:test';
import { z } from 'zod';
import { v1Operations } from '../../contracts/v1/index.js';
import { v2Endpoints } from '../../contracts/v2.js';
import { gatewayError, gatewayOk } from '../providers/gateway-common/answers.js';
import { AnswerOutsideContract, answerText, contracted, contractDifference, gatewaySucceeded, underContract } from './serializer.js';

const balance = v1Operations.getCardBalance.response;
const approved = { responseCode: '00', cardIdentification: { cardId: 'c-1', cardNumberMask: '529811******1057' }, balance: 1250, currency: 978 };

test('a contracted answer is written by its compiled serializer: the same JSON as JSON.stringify, in the contract’s order', () => {
  const body = { currency: 978, balance: 1250, responseCode: '00' };
  const text = answerText({ status: 200, body, contract: balance }, body);
  assert.deepEqual(JSON.parse(text), body);
  assert.equal(text, '{"responseCode":"00","balance":1250,"currency":978}');
  assert.equal(answerText({ status: 200, body: approved }, approved), JSON.stringify(approved));
});

test('a body its serializer cannot write (a required field missing) leaves as JSON.stringify writes it', () => {
  const body = { balance: 1250 };
  assert.equal(answerText({ status: 200, body, contract: balance }, body), JSON.stringify(body));
});

test('the check names the field where the serializer would write the body otherwise, and only its path', () => {
  const contract = z.object({ status: z.string(), amount: z.int().optional(), card: z.object({ id: z.string() }).optional() });
  assert.equal(contractDifference(contract, { status: 'approved', amount: 5, card: { id: 'c-1' } }), undefined);
  assert.equal(contractDifference(contract, { status: 'approved', surprise: 1 }), 'surprise');
  assert.equal(contractDifference(contract, { status: 'approved', amount: '5' }), 'amount');
  assert.equal(contractDifference(contract, { status: 'approved', card: { id: 7 } }), 'card.id');
  assert.match(contractDifference(v2Endpoints.getCard.response, { id: 'x' }) ?? '', /^\(body\): .*is required/);
  // A union without a field of literal values picks its member by validation: a body that fits none is named as a whole.
  assert.match(contractDifference(z.union([contract, z.object({ error: z.string() })]), { status: 'approved', surprise: 1 }) ?? '', /^\(body\): /);
  const pan = contractDifference(z.object({ amount: z.int() }), { amount: '5298111636548252' });
  assert.ok(pan !== undefined && !pan.includes('5298111636548252'), `a card number in the message is masked: ${pan}`);
});

test('a contracted answer keeps its status and body and names the contract it leaves by; checked, one outside it throws naming the field', () => {
  assert.deepEqual(underContract({ status: 200, body: approved }, balance), { status: 200, body: approved, contract: balance });
  assert.deepEqual(contracted({ status: 200, body: approved }, balance, true), { status: 200, body: approved, contract: balance });
  assert.throws(() => contracted({ status: 200, body: { ...approved, balance: 12.5 } }, balance, true), (error) => error instanceof AnswerOutsideContract && /at balance:/.test(error.message));
  assert.doesNotThrow(() => contracted({ status: 200, body: { ...approved, balance: 12.5 } }, balance, false));
});

test('a union told apart by a field of literal values is written by the serializer of the member that field names', () => {
  const refused = { responseCode: '51' };
  assert.equal(answerText({ status: 200, body: approved, contract: balance }, approved), JSON.stringify(approved));
  assert.equal(answerText({ status: 200, body: refused, contract: balance }, refused), '{"responseCode":"51"}');
  // A code no member names: the union's own serializer refuses it, and JSON.stringify writes it.
  const unknown = { responseCode: 'ZZ', balance: 5 };
  assert.equal(answerText({ status: 200, body: unknown, contract: balance }, unknown), JSON.stringify(unknown));
  // Each member's fields only: the refusal member names no balance.
  assert.equal(contractDifference(balance, { responseCode: '51', balance: 5 }), 'balance');
});

test('a success of this gateway family is errorCode 0, as text or number, or no errorCode at all; anything else is a refusal', () => {
  assert.equal(gatewaySucceeded(gatewayOk('en', { orderId: 'o-1' })), true);
  assert.equal(gatewaySucceeded({ status: 200, body: { errorCode: 0, orderStatuses: [] } }), true);
  assert.equal(gatewaySucceeded({ status: 200, body: { redirect: 'https://shop.example.com/return' } }), true);
  assert.equal(gatewaySucceeded(gatewayError('en', '5', 'invalidParameter', 'amount')), false);
  // getOrderStatus.do's legacy names.
  assert.equal(gatewaySucceeded({ status: 200, body: { ErrorCode: '2', OrderStatus: 6 } }), false);
  assert.equal(gatewaySucceeded({ status: 404, body: { errorCode: '0' } }), false);
});
