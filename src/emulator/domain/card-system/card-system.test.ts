import assert from 'node:assert/strict';
import { test } from 'node:test';
import { balanceInquiry, changeHold, changeRestriction } from '../account-controls.js';
import type { Card } from '../cards.js';
import { Clock } from '../clock.js';
import { FEE_ACCOUNT, SETTLEMENT_ACCOUNT } from '../ledger.js';
import { Sandbox } from '../sandbox.js';
import { CARD_RESULTS, credit, debit, type Refusal, transfer } from './index.js';

const start = new Date('2026-03-10T10:00:00Z');
const shop = { merchantId: 'SHOP24', terminalId: 'T0001', mcc: 5411, nameAndLocation: 'Shop24 Berlin DE' };

function world(seed = 11) {
  const clock = new Clock(() => start.getTime());
  const sb = new Sandbox(clock, { bin: '529811', seed, cardValidityYears: 3 });
  const person = (name: string) => sb.parties.register({ firstName: name, lastName: 'Test', phoneNumber: '+491511234567', billingAddress: { postalCode: '10115', country: 'DE' } }, clock.now());
  const alice = sb.cards.issue(person('Alice'), 'Classic', clock.now());
  const bob = sb.cards.issue(person('Bob'), 'Classic', clock.now());
  const balance = (card: Card) => sb.ledger.get(card.accountNumber)!.balance;
  const now = clock.now();
  const fund = (card: Card, amount: number) => assert.equal(credit(sb.cardSystem, { card, amount, use: 'deposit' }, now).result, 'ok');
  const pay = (card: Card | null, amount: number, more: Partial<Parameters<typeof debit>[1]> = {}) => debit(sb.cardSystem, { card, amount, use: 'withdrawal', kind: 'transfer', ...more }, now);
  const send = (source: Card | null, destination: Card | null, amount: number, more: Partial<Parameters<typeof transfer>[1]> = {}) => transfer(sb.cardSystem, { source, destination, amount, ...more }, now);
  return { sb, clock, alice, bob, balance, now, fund, pay, send };
}

test('a credit comes from settlement, a debit goes to settlement with its fee to the fee account', () => {
  const { sb, alice, balance, fund, pay } = world();
  fund(alice, 10_000);
  const answer = pay(alice, 2_000, { fee: 150, acceptor: shop, kind: 'purchase' });
  assert.equal(answer.result, 'ok');
  assert.equal(balance(alice), 7_850);
  assert.equal(sb.ledger.get(SETTLEMENT_ACCOUNT)!.balance, -8_000);
  assert.equal(sb.ledger.get(FEE_ACCOUNT)!.balance, 150);
  assert.equal(sb.ledger.total(), 0);
  if (answer.result !== 'ok') return;
  const record = sb.history.get(answer.utrnno!);
  assert.equal(record?.kind, 'debit');
  assert.equal(record?.fee, 150);
  assert.deepEqual(record?.merchant, shop);
  assert.equal(record?.authorizationIdResponse, answer.authCode);
  assert.equal(answer.authCode, answer.rrn.slice(-6));
});

test('the fee counts for the funds but not for the limits', () => {
  const { alice, balance, fund, pay } = world();
  fund(alice, 1_000);
  assert.deepEqual(pay(alice, 950, { fee: 51 }), { result: 'insufficient_funds', limit: undefined });
  fund(alice, 200_000);
  assert.equal(pay(alice, 100_000, { fee: 500 }).result, 'ok', 'exactly the daily cash limit, fee on top');
  assert.deepEqual(pay(alice, 1), { result: 'limit_exceeded', limit: 'LMTP0107' });
  assert.equal(pay(alice, 1, { acceptor: shop, kind: 'purchase' }).result, 'ok', 'a purchase counts against another limit');
  assert.equal(balance(alice), 201_000 - 100_500 - 1);
});

test('a refusal is one shared answer: it costs no object', () => {
  const { alice, pay } = world();
  assert.equal(pay(alice, 1), pay(alice, 2));
  assert.equal(pay(null, 1), pay(null, 2));
});

test('a hold lowers what can be spent; 0 releases it', () => {
  const { sb, alice, now, fund, pay } = world();
  fund(alice, 10_000);
  assert.equal(changeHold(sb.cardSystem, alice.accountNumber, 7_000, now).status, 'ok');
  assert.deepEqual(balanceInquiry(sb.cardSystem, alice.accountNumber), { balance: 10_000, held: 7_000, available: 3_000, exceed: 0 });
  assert.equal(pay(alice, 3_001).result, 'insufficient_funds');
  changeHold(sb.cardSystem, alice.accountNumber, 0, now);
  assert.equal(pay(alice, 3_001).result, 'ok');
});

test('restrictions refuse by what they permit, on both sides of a transfer', () => {
  const { sb, alice, bob, balance, now, fund, pay, send } = world();
  fund(alice, 10_000);
  changeRestriction(sb.cardSystem, alice.accountNumber, 1, now);
  assert.equal(pay(alice, 100).result, 'account_restricted', 'no withdrawals');
  assert.equal(send(alice, bob, 100).result, 'account_restricted', 'no money leaves, by transfer either');
  assert.equal(credit(sb.cardSystem, { card: undefined, accountNumber: alice.accountNumber, amount: 100, use: 'deposit' }, now).result, 'ok');
  changeRestriction(sb.cardSystem, alice.accountNumber, 0, now);
  changeRestriction(sb.cardSystem, bob.accountNumber, 1, now);
  assert.equal(send(alice, bob, 100).result, 'ok', 'no withdrawals still receives transfers');
  changeRestriction(sb.cardSystem, bob.accountNumber, 0, now);
  changeRestriction(sb.cardSystem, alice.accountNumber, 2, now);
  assert.equal(send(alice, bob, 100).result, 'account_restricted', 'no withdrawals or transfers');
  changeRestriction(sb.cardSystem, alice.accountNumber, 0, now);
  changeRestriction(sb.cardSystem, bob.accountNumber, 13, now);
  assert.equal(send(alice, bob, 100).result, 'ok', 'no debit still receives');
  changeRestriction(sb.cardSystem, bob.accountNumber, 14, now);
  assert.equal(send(alice, bob, 100).result, 'destination_restricted');
  assert.equal(credit(sb.cardSystem, { card: bob, amount: 100, use: 'deposit' }, now).result, 'account_restricted', 'a blocked account takes no deposit either');
  assert.equal(balance(bob), 200);
});

test('allowed beneficiaries and merchant categories are enforced only when set', () => {
  const { sb, alice, bob, fund, pay, send } = world();
  fund(alice, 10_000);
  sb.accounts.setBeneficiaries(alice.accountNumber, ['40817978000000000999']);
  assert.equal(send(alice, bob, 100).result, 'beneficiary_not_allowed');
  sb.accounts.setBeneficiaries(alice.accountNumber, [bob.pan]);
  assert.equal(send(alice, bob, 100).result, 'ok', 'by card number');
  sb.accounts.setBeneficiaries(alice.accountNumber, [bob.accountNumber]);
  assert.equal(send(alice, bob, 100).result, 'ok', 'by account number');
  assert.equal(pay(alice, 100).result, 'ok', 'a debit names no beneficiary');
  assert.equal(pay(alice, 100, { use: 'transfer_out', beneficiary: '4111111111111111' }).result, 'beneficiary_not_allowed', 'a card outside the sandbox is named by its number');
  sb.accounts.setMccList(alice.accountNumber, [5999]);
  assert.equal(pay(alice, 100, { acceptor: shop }).result, 'mcc_not_allowed');
  assert.equal(send(alice, bob, 100, { acceptor: shop }).result, 'mcc_not_allowed');
  assert.equal(pay(alice, 100).result, 'ok', 'a debit without a category is not concerned');
});

test('a transfer writes the debit part, the transfer and the credit part, and keeps the ledger at zero', () => {
  const { sb, alice, bob, balance, fund, send } = world();
  fund(alice, 10_000);
  const answer = send(alice, bob, 2_500, { acceptor: shop, fee: 50 });
  assert.equal(answer.result === 'ok' && sb.history.get(answer.utrnno!)?.kind, 'p2pTransfer');
  assert.deepEqual(sb.history.ofCard(alice).map((r) => [r.kind, r.fee]), [['credit', undefined], ['p2pDebit', 50], ['p2pTransfer', undefined]]);
  assert.deepEqual(sb.history.ofCard(bob).map((r) => [r.kind, r.merchant?.merchantId]), [['p2pCredit', 'SHOP24']]);
  assert.equal(balance(alice), 10_000 - 2_550);
  assert.equal(balance(bob), 2_500);
  assert.equal(sb.ledger.get(FEE_ACCOUNT)!.balance, 50);
  assert.equal(sb.ledger.total(), 0);
});

test('the card: expired by date or by status 22, any other status not active, data sent must be its own', () => {
  const { sb, clock, alice, bob, fund, pay, send } = world();
  fund(alice, 10_000);
  assert.equal(pay(alice, 1, { expiry: '209912' }).result, 'wrong_card_data');
  assert.equal(pay(alice, 1, { cvc: '000', requireCvc: true }).result === 'ok', alice.cvc === '000');
  assert.equal(pay(alice, 1, { cvc: alice.cvc, requireCvc: true }).result, 'ok');
  assert.equal(pay(alice, 1, { cvc: '000' }).result, 'ok', 'a CVC nobody must prove is not read');
  for (const [status, result] of [[22, 'card_expired'], [5, 'card_not_active'], [6, 'card_not_active'], [7, 'card_not_active'], [12, 'card_not_active']] as const) {
    assert.equal(sb.cards.changeStatus(alice, status, clock.now()), 'ok');
    assert.equal(pay(alice, 1).result, result, `status ${status}`);
    assert.equal(send(bob, alice, 1).result, `destination_${result}`, `status ${status} as the card credited`);
  }
  sb.cards.changeStatus(alice, 0, clock.now());
  const later = new Date(Date.UTC(Number(alice.expiry.slice(0, 4)), Number(alice.expiry.slice(4)), 1));
  assert.equal(debit(sb.cardSystem, { card: alice, amount: 1, use: 'withdrawal', kind: 'transfer' }, later).result, 'card_expired', 'the first instant after the expiry month');
});

test('when several rules are broken, the one earliest in CARD_RESULTS answers', () => {
  const { sb, alice, bob, now, fund, pay, send } = world();
  const order = (a: Refusal, b: Refusal) => assert.ok(CARD_RESULTS.indexOf(a) < CARD_RESULTS.indexOf(b), `${a} before ${b}`);
  fund(bob, 5_000);
  sb.cards.changeStatus(alice, 5, now);
  changeRestriction(sb.cardSystem, alice.accountNumber, 7, now);
  assert.equal(pay(alice, 1).result, 'card_not_active', 'broke, blocked and restricted: the card first');
  assert.equal(pay(alice, 1, { expiry: '209912' }).result, 'wrong_card_data');
  order('wrong_card_data', 'card_not_active');
  assert.equal(send(alice, null, 1).result, 'unknown_destination', 'who before may');
  order('unknown_destination', 'card_not_active');
  assert.equal(send(bob, alice, 1).result, 'destination_card_not_active');
  sb.cards.changeStatus(alice, 0, now);
  assert.equal(send(bob, alice, 99_999).result, 'destination_restricted', 'the accounts before the funds');
  assert.equal(pay(alice, 1).result, 'account_restricted', 'then the account');
  changeRestriction(sb.cardSystem, alice.accountNumber, 0, now);
  sb.accounts.setMccList(alice.accountNumber, [1]);
  assert.equal(pay(alice, 1, { acceptor: shop }).result, 'mcc_not_allowed', 'the lists before the funds');
  sb.accounts.setMccList(alice.accountNumber, []);
  assert.equal(pay(alice, 1).result, 'insufficient_funds', 'then the funds');
  sb.cards.changeStatus(alice, 5, now);
  assert.equal(send(bob, alice, 5_001).result, 'destination_card_not_active', 'a card before the funds');
});

test('who a transfer names: the accounts sent beside the cards, an account without a card, two different accounts', () => {
  const { sb, alice, bob, now, fund, send } = world();
  fund(alice, 10_000);
  assert.equal(send(null, bob, 1).result, 'unknown_card');
  assert.equal(send(alice, bob, 1, { sourceAccountNumber: bob.accountNumber }).result, 'account_mismatch');
  assert.equal(send(alice, bob, 1, { destinationAccountNumber: alice.accountNumber }).result, 'destination_account_mismatch');
  assert.equal(send(alice, alice, 1).result, 'same_card');
  const second = sb.cards.issue(sb.parties.get(alice.partyId)!, 'Classic', now);
  assert.equal(send(alice, second, 1).result, 'same_account', 'two cards of one account: nothing would move');
  assert.equal(transfer(sb.cardSystem, { source: alice, destination: undefined, destinationAccountNumber: '40817978999999999999', amount: 1 }, now).result, 'unknown_account');
  const toAccount = transfer(sb.cardSystem, { source: alice, destination: undefined, destinationAccountNumber: bob.accountNumber, amount: 300 }, now);
  assert.equal(toAccount.result, 'ok');
  assert.deepEqual(sb.history.query({ accountNumber: bob.accountNumber }).map((r) => [r.kind, r.cardId]), [['p2pCredit', undefined]]);
});

test('a credit names a card or its account; its fee is the credited account’s, a payer’s fee is on top', () => {
  const { sb, alice, balance, now } = world();
  assert.equal(credit(sb.cardSystem, { card: null, amount: 1, use: 'deposit' }, now).result, 'unknown_card');
  assert.equal(credit(sb.cardSystem, { card: alice, accountNumber: '40817978000000000999', amount: 1, use: 'deposit' }, now).result, 'account_mismatch');
  assert.equal(credit(sb.cardSystem, { card: undefined, accountNumber: '40817978000000000999', amount: 1, use: 'deposit' }, now).result, 'unknown_account');
  assert.equal(credit(sb.cardSystem, { card: alice, amount: 1_000, fee: 100, use: 'deposit' }, now).result, 'ok');
  assert.equal(credit(sb.cardSystem, { card: alice, amount: 1_000, payerFee: 10, use: 'transfer_in' }, now).result, 'ok');
  assert.equal(balance(alice), 1_900);
  assert.equal(sb.ledger.get(FEE_ACCOUNT)!.balance, 110);
  assert.equal(sb.ledger.get(SETTLEMENT_ACCOUNT)!.balance, -2_010);
  assert.deepEqual(sb.history.ofCard(alice).map((r) => r.kind), ['credit', 'p2pCredit']);
  assert.equal(credit(sb.cardSystem, { card: alice, amount: 10, fee: 5_000, use: 'deposit' }, now).result, 'insufficient_funds', 'a fee above the credit and the balance');
});
