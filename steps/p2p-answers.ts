/** What the P2P gateway answers a performed transfer (where the customer goes back to) and what the transfer's status shows of it. */
import { Given, Then, When } from '@cucumber/cucumber';
import { expect } from 'chai';
import { expectAmounts, type Money } from '../support/money.js';
import { feeAndTotalShown, legsShown, networkReferences, orderIdOf, registrationShown, whereSentBack } from '../support/questions/p2p-answers.js';
import { type CardRef, performDone, registerP2pOrder } from '../support/tasks/p2p.js';
import type { CardlabWorld } from '../support/world.js';

Given('the merchant has registered transfer {string} for {money} described as {string}, with its own parameter {string} set to {string}', async function (this: CardlabWorld, label: string, money: Money, description: string, name: string, value: string) {
  await registerP2pOrder(this, label, money, { params: { orderDescription: description, params: [{ name, value }] } });
});

When('the customer performs transfer {string} from {p2pcard} to {p2pcard}, from the address {string}', async function (this: CardlabWorld, label: string, from: CardRef, to: CardRef, ip: string) {
  await performDone(this, label, { from, to }, { ip });
});

Then(/^the gateway sends the customer to the shop's (return|failure) page of transfer "([^"]*)", saying "([^"]*)"$/, function (this: CardlabWorld, which: string, label: string, info: string) {
  expect(whereSentBack(this), 'where the perform answer sends the customer').to.deep.equal({ page: which === 'return' ? 'return' : 'fail', orderId: orderIdOf(this, label), info });
});

Then('the status of transfer {string} shows the description {string}, its own parameter {string} set to {string} and the address {string}', async function (this: CardlabWorld, label: string, description: string, name: string, value: string, ip: string) {
  expect(await registrationShown(this, label), `what the status of ${label} shows`).to.deep.equal({ description, params: { [name]: value }, ip });
});

Then('the status of transfer {string} shows a fee of {money} and a total of {money}', async function (this: CardlabWorld, label: string, fee: Money, total: Money) {
  const shown = await feeAndTotalShown(this, label);
  expectAmounts([['fee', shown.fee, fee], ['total', shown.total, total]], `the status of ${label}`);
});

Then('the status of transfer {string} shows its debit with a fee and its credit without one, each with its approval code and retrieval reference number', async function (this: CardlabWorld, label: string) {
  expect(await legsShown(this, label), `the legs of ${label} in its status`).to.deep.equal([
    { leg: 'DEBIT', fee: true, approvalCode: true, reference: true },
    { leg: 'CREDIT', fee: false, approvalCode: true, reference: true },
  ]);
});

Then("the answer gives the shop the network reference the transfer's status shows", async function (this: CardlabWorld) {
  const { answered, shown } = await networkReferences(this);
  expect(shown, 'the network reference in the status (version 7)').to.be.a('string');
  expect(answered, 'the network reference in the perform answer').to.equal(shown);
});
