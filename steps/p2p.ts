/** Card-to-card transfers on the P2P gateway: registering, the fee, performing, the status, signatures. */
import { Given, Then, When } from '@cucumber/cucumber';
import { expect } from 'chai';
import type { SignatureFault } from '../support/parameters.js';
import { expectAmount, expectAmounts, formatMoney, type Money } from '../support/money.js';
import { expectP2pDecline, expectState, p2pStatus, storedCardOfTransfer } from '../support/questions/p2p.js';
import { clientIdOf } from '../support/tasks/client-ids.js';
import {
  askFee,
  type CardRef,
  cardDataOfRef,
  fromCardOf,
  instantPerform,
  lastP2pOrder,
  newLabel,
  noteStoredCardOfPerson,
  performDone,
  registerAgainWithNumberOf,
  registerP2pOrder,
  sendMoney,
  tryPerformAgain,
  tryReadStatusOfUnknownTransfer,
  tryRegisterSigned,
  tryRegisterWithNumberOf,
  tryRegisterWithWrongPassword,
  toCardOf,
} from '../support/tasks/p2p.js';
import type { CardlabWorld } from '../support/world.js';

When("{actor} sends {money} from her/his/their card to {actor}'s card", async function (this: CardlabWorld, from: string, money: Money, to: string) {
  await sendMoney(this, money, { from: { actor: from }, to: { actor: to } });
});

When("{actor} sends {money} from her/his/their card to {actor}'s card giving the wrong security code", async function (this: CardlabWorld, from: string, money: Money, to: string) {
  const card = cardDataOfRef(this, { actor: from });
  await sendMoney(this, money, { from: { actor: from }, to: { actor: to } }, { extra: { fromCard: { ...fromCardOf(card), cvc: card.cvc === '999' ? '998' : '999' } } });
});

When("{actor} sends {money} from her/his/their card to {actor}'s card, giving a wrong expiry date for it", async function (this: CardlabWorld, from: string, money: Money, to: string) {
  const card = cardDataOfRef(this, { actor: to });
  // A year later than the card's own expiry: a date that is valid, but not this card's.
  const wrong = { expirationYear: Number(card.expiry.slice(0, 4)) + 1, expirationMonth: Number(card.expiry.slice(4, 6)) };
  await sendMoney(this, money, { from: { actor: from }, to: { actor: to } }, { extra: { toCard: { ...toCardOf(card), ...wrong } } });
});

When('the customer sends {money} from {p2pcard} to {p2pcard}', async function (this: CardlabWorld, money: Money, from: CardRef, to: CardRef) {
  await sendMoney(this, money, { from, to });
});

When("{actor} sends {money} from her/his/their card to {actor}'s card, keeping her/his/their card for later", async function (this: CardlabWorld, from: string, money: Money, to: string) {
  await sendKeeping(this, money, from, to);
});

Given("{actor} has sent {money} from her/his/their card to {actor}'s card, keeping her/his/their card for later", async function (this: CardlabWorld, from: string, money: Money, to: string) {
  await sendKeeping(this, money, from, to);
});

/** A first transfer of a client (tii CI): the card sent from is kept, and its stored card remembered for the person. */
async function sendKeeping(world: CardlabWorld, money: Money, from: string, to: string): Promise<void> {
  await sendMoney(world, money, { from: { actor: from }, to: { actor: to } }, { clientId: clientIdOf(world, from), extra: { tii: 'CI' } });
  noteStoredCardOfPerson(world, from, await storedCardOfTransfer(world, lastP2pOrder(world).label));
}

When("{actor} sends {money} from her/his/their card to {actor}'s card, not keeping her/his/their card", async function (this: CardlabWorld, from: string, money: Money, to: string) {
  await sendMoney(this, money, { from: { actor: from }, to: { actor: to } }, { clientId: clientIdOf(this, from), extra: { bindingNotNeeded: true } });
});

When("{actor} sends {money} from her/his/their card to {actor}'s card in one call", async function (this: CardlabWorld, from: string, money: Money, to: string) {
  this.succeeded('sending in one call', await instantPerform(this, newLabel(this, 'transfer'), money, { from: { actor: from }, to: { actor: to } }));
});

When('{actor} tries to send {money} from her/his/their card in one call without naming the card to credit', async function (this: CardlabWorld, from: string, money: Money) {
  this.attempted('sending in one call', await instantPerform(this, newLabel(this, 'transfer'), money, { from: { actor: from } }));
});

Then('the order number of that transfer can still be registered', async function (this: CardlabWorld) {
  await registerAgainWithNumberOf(this);
});

Then('the order number of transfer {string} can still be registered', async function (this: CardlabWorld, label: string) {
  await registerAgainWithNumberOf(this, label);
});

Given('the merchant has registered transfer {string} for {money}', async function (this: CardlabWorld, label: string, money: Money) {
  await registerP2pOrder(this, label, money);
});

Given('the merchant has registered transfer {string} for {money} with a fee of {money}', async function (this: CardlabWorld, label: string, money: Money, fee: Money) {
  await registerP2pOrder(this, label, money, { params: { feeInput: String(fee.minor) } });
});

Given('the merchant has registered payout {string} of {money}', async function (this: CardlabWorld, label: string, money: Money) {
  await registerP2pOrder(this, label, money, { kind: 'payout' });
});

When('the merchant asks the fee of payout {string}', async function (this: CardlabWorld, label: string) {
  this.succeeded(`asking the fee of ${label}`, await askFee(this, label));
});

Then('the fee is {money} and the total {money}', function (this: CardlabWorld, fee: Money, total: Money) {
  const answer = this.lastAttempt();
  if (!answer.ok) throw new Error('the fee inquiry was refused');
  const value = answer.value as { feeAmount?: number; totalAmount?: number };
  expectAmounts([['fee', value.feeAmount, fee], ['total', value.totalAmount, total]], 'fee inquiry');
});

Given("the merchant has registered transfer {string} for {money} without the payer's e-mail", async function (this: CardlabWorld, label: string, money: Money) {
  await registerP2pOrder(this, label, money, { params: { email: undefined } });
});

When('the merchant tries to register another transfer with the order number of transfer {string}', async function (this: CardlabWorld, label: string) {
  await tryRegisterWithNumberOf(this, label);
});

When('the merchant tries to register transfer {string} for {money} {signaturefault}', async function (this: CardlabWorld, label: string, money: Money, fault: SignatureFault) {
  await tryRegisterSigned(this, label, money, fault);
});

When('the merchant tries to register transfer {string} for {money} with a wrong password', async function (this: CardlabWorld, label: string, money: Money) {
  await tryRegisterWithWrongPassword(this, label, money);
});

When('the customer asks the fee of transfer {string}', async function (this: CardlabWorld, label: string) {
  this.succeeded(`asking the fee of ${label}`, await askFee(this, label));
});

When('the customer asks the fee of transfer {string} for {money} instead', async function (this: CardlabWorld, label: string, money: Money) {
  this.succeeded(`asking the fee of ${label}`, await askFee(this, label, money));
});

Given('the customer has asked the fee of transfer {string} for {money} instead', async function (this: CardlabWorld, label: string, money: Money) {
  this.succeeded(`asking the fee of ${label}`, await askFee(this, label, money));
});

Then('the fee is {money} and the customer pays {money} in all', function (this: CardlabWorld, fee: Money, total: Money) {
  const answer = this.lastAttempt();
  if (!answer.ok) throw new Error('the fee inquiry was refused');
  const value = answer.value as { feeAmount?: number; totalAmount?: number };
  expectAmounts([['fee', value.feeAmount, fee], ['paid in all', value.totalAmount, total]], 'fee inquiry');
});

Then('transfer {string} is registered for {money}', async function (this: CardlabWorld, label: string, money: Money) {
  expectAmount((await p2pStatus(this, label)).amount, money, `amount of transfer ${label}`);
});

When('the customer performs transfer {string} from {p2pcard} to {p2pcard}', async function (this: CardlabWorld, label: string, from: CardRef, to: CardRef) {
  await performDone(this, label, { from, to });
});

Given('the customer has performed transfer {string} from {p2pcard} to {p2pcard}', async function (this: CardlabWorld, label: string, from: CardRef, to: CardRef) {
  await performDone(this, label, { from, to });
});

When('the customer tries to perform transfer {string} again', async function (this: CardlabWorld, label: string) {
  await tryPerformAgain(this, label);
});

Then('transfer {string} is approved', async function (this: CardlabWorld, label: string) {
  await expectState(this, label, 'approved');
});

Then('transfer {string} is registered and not performed', async function (this: CardlabWorld, label: string) {
  await expectState(this, label, 'registered and not performed');
});

Then('transfer {string} was declined because {declinereason}', async function (this: CardlabWorld, label: string, reason: string) {
  await expectP2pDecline(this, label, reason);
});

Then('the transfer shows both cards masked', async function (this: CardlabWorld) {
  const status = await p2pStatus(this, undefined);
  expect([status.panMaskedFrom, status.panMaskedTo]).to.deep.equal(['444455******3333', '411111******1111']);
});

Then("the transfer shows a debit of {money} with a fee of {money} from {actor}'s card and a credit of {money} to {actor}'s card", async function (this: CardlabWorld, debit: Money, fee: Money, from: string, credit: Money, to: string) {
  const legs = ((await p2pStatus(this, undefined)).operationList ?? []).map((op) => [op.operationType, formatMoney(op.amount), formatMoney(op.feeAmount ?? 0), op.panMasked, op.resultCode]);
  expect(legs).to.deep.equal([
    ['DEBIT', formatMoney(debit.minor), formatMoney(fee.minor), this.actors.card(from).numberMask, 0],
    ['CREDIT', formatMoney(credit.minor), formatMoney(0), this.actors.card(to).numberMask, 0],
  ]);
});

Then(/^the status of the transfer in version (\d) shows (neither the stored card nor the network reference|the stored card but not the network reference|the stored card and the network reference|no stored card)$/, async function (this: CardlabWorld, version: string, shown: string) {
  const status = await p2pStatus(this, undefined, Number(version));
  const expected = { binding: shown.startsWith('the stored card'), reference: shown.endsWith('and the network reference') };
  expect({ binding: status.binding !== undefined, reference: status.paymentNetRefNum !== undefined }).to.deep.equal(expected);
});

When('the merchant asks the status of a transfer that was never registered', async function (this: CardlabWorld) {
  await tryReadStatusOfUnknownTransfer(this);
});

Then('the transfer shows the debit from {p2pcard} declined', async function (this: CardlabWorld, from: CardRef) {
  const pan = cardDataOfRef(this, from).pan;
  const legs = ((await p2pStatus(this, undefined)).operationList ?? []).map((op) => [op.operationType, op.panMasked, op.resultCode !== 0]);
  expect(legs, 'the legs of the declined transfer: type, card, declined').to.deep.equal([['DEBIT', `${pan.slice(0, 6)}******${pan.slice(-4)}`, true]]);
});

Then("the transfer shows the credit to {actor}'s card declined", async function (this: CardlabWorld, to: string) {
  const legs = ((await p2pStatus(this, undefined)).operationList ?? []).map((op) => [op.operationType, op.panMasked, op.resultCode !== 0]);
  expect(legs, 'the legs of the declined transfer: type, card, declined').to.deep.equal([['CREDIT', this.actors.card(to).numberMask, true]]);
});
