import assert from 'node:assert/strict';
import { test } from 'node:test';
import { balanceInquiry, changeHold, changeRestriction } from './account-controls.js';
import { cardTransfer, credit, debit } from './card-money.js';
import { Clock } from './clock.js';
import { FEE_ACCOUNT, SETTLEMENT_ACCOUNT } from './ledger.js';
import { Sandbox } from './sandbox.js';

const start = new Date('2026-03-10T10:00:00Z');
const shop = { merchantId: 'SHOP24', terminalId: 'T0001', mcc: 5411, nameAndLocation: 'Shop24 Berlin DE' };

function world() {
  const clock = new Clock(() => start.getTime());
  const sb = new Sandbox(clock, { bin: '529811', seed: 11, cardValidityYears: 3 });
  const person = (name: string) => sb.parties.register({ firstName: name, lastName: 'Test', phoneNumber: '+491511234567', billingAddress: { postalCode: '10115', country: 'DE' } }, clock.now());
  const alice = sb.cards.issue(person('Alice'), 'Classic', clock.now());
  const bob = sb.cards.issue(person('Bob'), 'Classic', clock.now());
  const balance = (card: typeof alice) => sb.ledger.get(card.accountNumber)!.balance;
  const now = clock.now();
  const fund = (card: typeof alice, amount: number) => assert.equal(credit(sb, { accountNumber: card.accountNumber, card, amount }, now).status, 'approved');
  return { sb, alice, bob, balance, now, fund };
}

test('a credit comes from settlement, a debit goes to settlement with its fee to the fee account', () => {
  const { sb, alice, balance, now, fund } = world();
  fund(alice, 10_000);
  const result = debit(sb, { card: alice, amount: 2_000, fee: 150, acceptor: shop }, now);
  assert.equal(result.status, 'approved');
  assert.equal(balance(alice), 7_850);
  assert.equal(sb.ledger.get(SETTLEMENT_ACCOUNT)!.balance, -8_000);
  assert.equal(sb.ledger.get(FEE_ACCOUNT)!.balance, 150);
  assert.equal(sb.ledger.total(), 0);
  if (result.status !== 'approved') return;
  const record = sb.history.get(result.utrnno);
  assert.equal(record?.kind, 'debit');
  assert.equal(record?.fee, 150);
  assert.deepEqual(record?.merchant, shop);
  assert.equal(result.authorizationIdResponse, result.rrn.slice(-6));
});

test('the fee counts for the funds but not for the limits', () => {
  const { sb, alice, balance, now, fund } = world();
  fund(alice, 1_000);
  assert.deepEqual(debit(sb, { card: alice, amount: 950, fee: 51 }, now), { status: 'refused', reason: 'insufficient_funds', limit: undefined });
  fund(alice, 200_000);
  const cash = debit(sb, { card: alice, amount: 100_000, fee: 500 }, now);
  assert.equal(cash.status, 'approved', 'exactly the daily cash limit, fee on top');
  const over = debit(sb, { card: alice, amount: 1 }, now);
  assert.equal(over.status === 'refused' && over.limit, 'LMTP0107');
  assert.equal(debit(sb, { card: alice, amount: 1, acceptor: shop }, now).status, 'approved', 'a purchase counts against another limit');
  assert.equal(balance(alice), 201_000 - 100_500 - 1);
});

test('a hold lowers what can be spent; 0 releases it', () => {
  const { sb, alice, now, fund } = world();
  fund(alice, 10_000);
  assert.equal(changeHold(sb, alice.accountNumber, 7_000, now).status, 'ok');
  assert.deepEqual(balanceInquiry(sb, alice.accountNumber), { balance: 10_000, held: 7_000, available: 3_000, exceed: 0 });
  assert.equal(debit(sb, { card: alice, amount: 3_001 }, now).status, 'refused');
  changeHold(sb, alice.accountNumber, 0, now);
  assert.equal(debit(sb, { card: alice, amount: 3_001 }, now).status, 'approved');
  assert.equal(changeHold(sb, '40817978000000009999', 1, now).status, 'unknown_account');
});

test('restrictions refuse by what they permit, on both sides of a transfer', () => {
  const { sb, alice, bob, balance, now, fund } = world();
  fund(alice, 10_000);
  changeRestriction(sb, alice.accountNumber, 1, now);
  assert.equal(debit(sb, { card: alice, amount: 100 }, now).status, 'refused', 'no withdrawals');
  assert.equal(cardTransfer(sb, { source: alice, destination: { accountNumber: bob.accountNumber, card: bob }, amount: 100 }, now).status, 'approved', 'transfers are allowed');
  assert.equal(credit(sb, { accountNumber: alice.accountNumber, amount: 100 }, now).status, 'approved');
  changeRestriction(sb, bob.accountNumber, 13, now);
  const toBob = cardTransfer(sb, { source: alice, destination: { accountNumber: bob.accountNumber, card: bob }, amount: 100 }, now);
  assert.equal(toBob.status, 'approved', 'no debit still receives');
  changeRestriction(sb, bob.accountNumber, 14, now);
  const blocked = cardTransfer(sb, { source: alice, destination: { accountNumber: bob.accountNumber, card: bob }, amount: 100 }, now);
  assert.equal(blocked.status === 'refused' && blocked.reason, 'destination_not_permitted');
  assert.equal(balanceInquiry(sb, bob.accountNumber), 'not_permitted');
  assert.equal(balance(bob), 200);
  assert.throws(() => changeRestriction(sb, bob.accountNumber, 16, now), /not in the table/);
});

test('allowed beneficiaries and merchant categories are enforced only when set', () => {
  const { sb, alice, bob, now, fund } = world();
  fund(alice, 10_000);
  const toBob = () => cardTransfer(sb, { source: alice, destination: { accountNumber: bob.accountNumber, card: bob }, amount: 100 }, now);
  sb.accounts.setBeneficiaries(alice.accountNumber, ['40817978000000000999']);
  const stranger = toBob();
  assert.equal(stranger.status === 'refused' && stranger.reason, 'beneficiary_not_allowed');
  sb.accounts.setBeneficiaries(alice.accountNumber, [bob.pan]);
  assert.equal(toBob().status, 'approved', 'by card number');
  sb.accounts.setBeneficiaries(alice.accountNumber, [bob.accountNumber]);
  assert.equal(toBob().status, 'approved', 'by account number');
  sb.accounts.setMccList(alice.accountNumber, [5999]);
  const grocery = debit(sb, { card: alice, amount: 100, acceptor: shop }, now);
  assert.equal(grocery.status === 'refused' && grocery.reason, 'mcc_not_allowed');
  assert.equal(debit(sb, { card: alice, amount: 100 }, now).status, 'approved', 'a debit without a category is not concerned');
  sb.accounts.setMccList(alice.accountNumber, []);
  assert.equal(debit(sb, { card: alice, amount: 100, acceptor: shop }, now).status, 'approved');
});

test('a transfer writes the debit part, the transfer and the credit part, and keeps the ledger at zero', () => {
  const { sb, alice, bob, balance, now, fund } = world();
  fund(alice, 10_000);
  const result = cardTransfer(sb, { source: alice, destination: { accountNumber: bob.accountNumber, card: bob }, amount: 2_500, acceptor: shop }, now);
  assert.equal(result.status === 'approved' && sb.history.get(result.utrnno)?.kind, 'p2pTransfer');
  assert.deepEqual(sb.history.ofCard(alice).map((r) => r.kind), ['credit', 'p2pDebit', 'p2pTransfer']);
  assert.deepEqual(sb.history.ofCard(bob).map((r) => [r.kind, r.merchant?.merchantId]), [['p2pCredit', 'SHOP24']]);
  assert.equal(balance(bob), 2_500);
  assert.equal(sb.ledger.total(), 0);
});
