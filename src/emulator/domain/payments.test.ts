import assert from 'node:assert/strict';
import { test } from 'node:test';
import { Clock } from './clock.js';
import { Sandbox } from './sandbox.js';

const start = new Date('2026-03-10T10:00:00Z');

function world() {
  const clock = new Clock(() => start.getTime());
  const sandbox = new Sandbox(clock, { bin: '529811', seed: 7, cardValidityYears: 3 });
  const person = (name: string) =>
    sandbox.parties.register({ firstName: name, lastName: 'Test', phoneNumber: '+491511234567', billingAddress: { postalCode: '10115', country: 'DE' } }, clock.now());
  const alice = sandbox.cards.issue(person('Alice'), 'Classic', clock.now());
  const bob = sandbox.cards.issue(person('Bob'), 'Classic', clock.now());
  const balance = (card: typeof alice) => sandbox.ledger.get(card.accountNumber)!.balance;
  return { clock, sandbox, alice, bob, balance };
}

test('top-up then transfer moves money and keeps the ledger at zero', () => {
  const { sandbox, clock, alice, bob, balance } = world();
  assert.equal(sandbox.payments.topUp(alice.pan, 50_000, clock.now()).status, 'approved');
  const t = sandbox.payments.transfer({ sourcePan: alice.pan, sourceExpiry: alice.expiry, destinationPan: bob.pan, amount: 20_000 }, clock.now());
  assert.equal(t.status, 'approved');
  assert.equal(balance(alice), 30_000);
  assert.equal(balance(bob), 20_000);
  assert.equal(sandbox.ledger.total(), 0);
  assert.deepEqual(sandbox.payments.transfersOf(bob.pan), [t], 'read back as it was answered, the top-up not among them');
  assert.deepEqual(t.sourceCard, { pan: alice.pan, expiry: alice.expiry });
  assert.deepEqual(t.createdAt, clock.now());
});

test('declines move nothing and say why', () => {
  const { sandbox, clock, alice, bob, balance } = world();
  sandbox.payments.topUp(alice.pan, 200_000, clock.now());
  const send = (amount: number, over: Partial<{ sourceExpiry: string; destinationPan: string }> = {}) =>
    sandbox.payments.transfer({ sourcePan: alice.pan, sourceExpiry: alice.expiry, destinationPan: bob.pan, amount, ...over }, clock.now());

  assert.equal(send(300_000).reason, 'insufficient_funds');
  const overLimit = send(100_001);
  assert.equal(overLimit.reason, 'limit_exceeded');
  assert.equal(overLimit.limit, 'LMTP0107');
  assert.equal(send(1, { sourceExpiry: '209901' }).reason, 'wrong_card_data');
  assert.equal(send(1, { destinationPan: '5298110000000000' }).reason, 'unknown_destination');
  assert.equal(send(1, { destinationPan: alice.pan }).reason, 'same_card');
  sandbox.cards.setBlocked(alice, true, clock.now());
  assert.equal(send(1).reason, 'card_not_active');
  assert.equal(balance(alice), 200_000);
  assert.equal(balance(bob), 0);
  assert.equal(sandbox.payments.transfersOf(alice.pan).length, 6, 'declined transfers are listed too');
});

test('a card past its expiry month neither sends nor receives, whichever end it is', () => {
  const { sandbox, clock, alice, bob, balance } = world();
  sandbox.payments.topUp(alice.pan, 10_000, clock.now());
  bob.expiry = '202603';
  clock.set(new Date('2026-04-01T00:00:00Z'));
  const toBob = sandbox.payments.transfer({ sourcePan: alice.pan, sourceExpiry: alice.expiry, destinationPan: bob.pan, amount: 100 }, clock.now());
  assert.equal(toBob.reason, 'destination_card_expired');
  assert.equal(sandbox.payments.topUp(bob.pan, 100, clock.now()).reason, 'card_expired');
  assert.deepEqual([balance(alice), balance(bob)], [10_000, 0]);
});

test('the daily limit frees up the next day', () => {
  const { sandbox, clock, alice, bob } = world();
  sandbox.payments.topUp(alice.pan, 300_000, clock.now());
  const send = () => sandbox.payments.transfer({ sourcePan: alice.pan, sourceExpiry: alice.expiry, destinationPan: bob.pan, amount: 80_000 }, clock.now());
  assert.equal(send().status, 'approved');
  assert.equal(send().reason, 'limit_exceeded');
  clock.set(new Date('2026-03-11T00:00:01Z'));
  assert.equal(send().status, 'approved');
});

test('block and unblock follow the documented transitions', () => {
  const { sandbox, clock, alice } = world();
  assert.equal(sandbox.cards.setBlocked(alice, false, clock.now()), 'unchanged');
  assert.equal(sandbox.cards.setBlocked(alice, true, clock.now()), 'ok');
  assert.equal(alice.blockedAt?.toISOString(), start.toISOString());
  assert.equal(sandbox.cards.setBlocked(alice, false, clock.now()), 'ok');
  assert.equal(alice.blockedAt, undefined);
  alice.hotCardStatus = 7; // stolen, set through the card-system interface
  assert.equal(sandbox.cards.setBlocked(alice, false, clock.now()), 'not_allowed');
});

test('a top-up to an unknown, blocked or expired card, or to an account that takes no deposit, is declined and listed nowhere', () => {
  const { sandbox, clock, alice, balance } = world();
  assert.equal(sandbox.payments.topUp('4111111111111111', 100, clock.now()).reason, 'unknown_card');
  sandbox.cards.setBlocked(alice, true, clock.now());
  assert.equal(sandbox.payments.topUp(alice.pan, 100, clock.now()).reason, 'card_not_active');
  sandbox.cards.changeStatus(alice, 22, clock.now());
  assert.equal(sandbox.payments.topUp(alice.pan, 100, clock.now()).reason, 'card_expired');
  sandbox.cards.changeStatus(alice, 0, clock.now());
  sandbox.accounts.get(alice.accountNumber)!.restriction = 3;
  const declined = sandbox.payments.topUp(alice.pan, 100, clock.now());
  assert.deepEqual([declined.status, declined.reason], ['declined', 'account_restricted']);
  assert.equal(balance(alice), 0);
  assert.equal(sandbox.ledger.total(), 0);
  assert.deepEqual(sandbox.payments.transfersOf(alice.pan), [], 'top-ups are not transfers');
});

test('a transfer obeys the account rules the card system keeps: restrictions on both sides, beneficiaries', () => {
  const { sandbox, clock, alice, bob, balance } = world();
  sandbox.payments.topUp(alice.pan, 10_000, clock.now());
  const send = () => sandbox.payments.transfer({ sourcePan: alice.pan, sourceExpiry: alice.expiry, destinationPan: bob.pan, amount: 100 }, clock.now());
  const alices = sandbox.accounts.get(alice.accountNumber)!;
  alices.restriction = 2;
  assert.equal(send().reason, 'account_restricted', 'NO WITHDRAWALS OR TRANSFERS');
  alices.restriction = 1;
  assert.equal(send().reason, 'account_restricted', 'NO WITHDRAWALS: a transfer out withdraws too');
  alices.restriction = 6;
  assert.equal(send().status, 'approved', 'ONLY BALINQ, DEP, AND XFERS still transfers');
  alices.restriction = 0;
  sandbox.accounts.get(bob.accountNumber)!.restriction = 12;
  assert.equal(send().reason, 'destination_restricted', 'NO CREDIT receives nothing');
  sandbox.accounts.get(bob.accountNumber)!.restriction = 0;
  sandbox.accounts.setBeneficiaries(alice.accountNumber, ['5298110000000000']);
  assert.equal(send().reason, 'beneficiary_not_allowed');
  assert.deepEqual([balance(alice), balance(bob)], [9_900, 100]);
});

test('reissue gives a new number on the same account', () => {
  const { sandbox, clock, alice } = world();
  const old = alice.pan;
  sandbox.cards.reissue(alice, clock.now());
  assert.notEqual(alice.pan, old);
  assert.equal(sandbox.cards.byNumber(old), undefined);
  assert.equal(sandbox.cards.byNumber(alice.pan), alice);
});
