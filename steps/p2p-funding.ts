/** Funding (a card pays the merchant) and payout (the merchant pays a card) on the P2P gateway, linked or not, in two calls or one. */
import { Then, When, Given } from '@cucumber/cucumber';
import { expect } from 'chai';
import type { Money } from '../support/money.js';
import { expectP2pDecline, expectState, p2pStatus } from '../support/questions/p2p.js';
import { fund, type OrderExtra, payOut, registerEndingIn, registerWithParameter, tryPayOutTransfer, tryRegisterWith } from '../support/tasks/p2p-funding.js';
import { type PerformChangeName, tryPerformWith } from '../support/tasks/p2p-perform-rules.js';
import { registerForChildWithNumberOf, sendFollowingUp } from '../support/tasks/p2p-references.js';
import { type CardRef, knownP2pOrder, lastP2pOrder, type P2pKind, p2pNotes } from '../support/tasks/p2p.js';
import type { CardlabWorld } from '../support/world.js';

When('the merchant takes a funding of {money} from {p2pcard}', async function (this: CardlabWorld, money: Money, from: CardRef) {
  await fund(this, money, from);
});

Given('the merchant has taken a funding of {money} from {p2pcard}', async function (this: CardlabWorld, money: Money, from: CardRef) {
  await fund(this, money, from);
});

When('the merchant takes a funding of {money} from {p2pcard} for a payout', async function (this: CardlabWorld, money: Money, from: CardRef) {
  await fund(this, money, from, { payoutFollows: true });
});

Given('the merchant has taken a funding of {money} from {p2pcard} for a payout', async function (this: CardlabWorld, money: Money, from: CardRef) {
  await fund(this, money, from, { payoutFollows: true });
});

When('the merchant takes a funding of {money} from {p2pcard} for a payout in one call', async function (this: CardlabWorld, money: Money, from: CardRef) {
  await fund(this, money, from, { payoutFollows: true, oneCall: true });
});

When("the merchant tries to take a funding of {money} from {p2pcard} without the payer's details", async function (this: CardlabWorld, money: Money, from: CardRef) {
  await fund(this, money, from, { without: 'billingPayerData', attempt: true });
});

When("the merchant tries to take a funding of {money} from {p2pcard} without the recipient's details", async function (this: CardlabWorld, money: Money, from: CardRef) {
  await fund(this, money, from, { without: 'billingRecipientData', attempt: true });
});

When("the merchant tries to take a funding of {money} from {p2pcard} crediting {actor}'s card", async function (this: CardlabWorld, money: Money, from: CardRef, to: string) {
  await fund(this, money, from, { crediting: { actor: to }, attempt: true });
});

for (const what of ['card', 'account'] as const) {
  When(`the merchant takes a funding of {money} from {p2pcard}, sending the money to {actor}'s ${what}`, async function (this: CardlabWorld, money: Money, from: CardRef, name: string) {
    await fund(this, money, from, { sendTo: { name, what } });
  });

  When(`the merchant tries to take a funding of {money} from {p2pcard}, sending the money to {actor}'s ${what}`, async function (this: CardlabWorld, money: Money, from: CardRef, name: string) {
    await fund(this, money, from, { sendTo: { name, what }, attempt: true });
  });
}

When("the merchant takes a funding of {money} from {p2pcard}, sending the money to the merchant's transit account", async function (this: CardlabWorld, money: Money, from: CardRef) {
  await fund(this, money, from, { sendTo: 'the transit account' });
});

When('the merchant pays {money} out to {p2pcard}', async function (this: CardlabWorld, money: Money, to: CardRef) {
  await payOut(this, money, to);
});

When('the merchant tries to pay {money} out to {p2pcard} as a customer-initiated payment', async function (this: CardlabWorld, money: Money, to: CardRef) {
  await payOut(this, money, to, { tii: 'F', attempt: true });
});

When('the merchant pays the funding out to {p2pcard}', async function (this: CardlabWorld, to: CardRef) {
  await payOut(this, undefined, to, { ofFunding: true });
});

When('the merchant pays the funding out to {p2pcard} in one call', async function (this: CardlabWorld, to: CardRef) {
  await payOut(this, undefined, to, { ofFunding: true, oneCall: true });
});

When('the merchant pays {money} of the funding out to {p2pcard}', async function (this: CardlabWorld, money: Money, to: CardRef) {
  await payOut(this, money, to, { ofFunding: true });
});

When('the merchant tries to pay {money} of the funding out to {p2pcard}', async function (this: CardlabWorld, money: Money, to: CardRef) {
  await payOut(this, money, to, { ofFunding: true, attempt: true });
});

When('the merchant tries to pay that transfer out as if it were a funding', async function (this: CardlabWorld) {
  await tryPayOutTransfer(this);
});

When('the merchant tries to pay the funding out to {p2pcard}', async function (this: CardlabWorld, to: CardRef) {
  await payOut(this, undefined, to, { ofFunding: true, attempt: true });
});

When('the merchant tries to pay the funding out to {p2pcard} with another transaction reference', async function (this: CardlabWorld, to: CardRef) {
  await payOut(this, undefined, to, { ofFunding: true, wrongReference: true, attempt: true });
});

Given('the merchant has registered transfer {string} for {money}, its session ending in an hour', async function (this: CardlabWorld, label: string, money: Money) {
  await registerEndingIn(this, label, money, 60);
});

When('the merchant tries to register a {p2pkind} of {money} with {orderextra}', async function (this: CardlabWorld, kind: P2pKind, money: Money, extra: OrderExtra) {
  await tryRegisterWith(this, kind, money, extra);
});

When('the merchant tries to perform a {p2pkind} of {money} with {performchange}', async function (this: CardlabWorld, kind: P2pKind, money: Money, change: PerformChangeName) {
  await tryPerformWith(this, kind, money, change);
});

When('the merchant tries to pay the funding out to {p2pcard} without its transaction reference', async function (this: CardlabWorld, to: CardRef) {
  await payOut(this, undefined, to, { ofFunding: true, withoutReference: true, attempt: true });
});

Then('the funding is approved', async function (this: CardlabWorld) {
  await expectState(this, lastP2pOrder(this, 'funding').label, 'approved');
});

Then('the payout is approved', async function (this: CardlabWorld) {
  await expectState(this, lastP2pOrder(this, 'payout').label, 'approved');
});

Then("the payout shows the funding's transaction reference", async function (this: CardlabWorld) {
  const funding = lastP2pOrder(this, 'funding');
  const reference = p2pNotes(this).references.get(funding.label);
  expect(reference, "the funding's transaction reference").to.be.a('string');
  expect((await p2pStatus(this, lastP2pOrder(this, 'payout').label)).debitTransactionReference).to.equal(reference);
  expect(knownP2pOrder(this, funding.label).kind).to.equal('funding');
});

Then(/^the funding is declined because (.+)$/, async function (this: CardlabWorld, reason: string) {
  await expectP2pDecline(this, lastP2pOrder(this, 'funding').label, reason);
});

When("{actor} sends {money} from her/his/their card to {actor}'s card, naming the earlier transfer's network reference", async function (this: CardlabWorld, from: string, money: Money, to: string) {
  await sendFollowingUp(this, money, { from: { actor: from }, to: { actor: to } });
});

When('the merchant registers transfer {string} for its child merchant {string} with the order number of transfer {string}', async function (this: CardlabWorld, label: string, child: string, reusing: string) {
  await registerForChildWithNumberOf(this, label, child, reusing);
});

Given('the merchant has registered transfer {string} for {money} with the parameter {string} set to {string}', async function (this: CardlabWorld, label: string, money: Money, name: string, value: string) {
  await registerWithParameter(this, label, money, { name, value });
});

Then('the status of transfer {string} shows the parameter {string} set to {string}', async function (this: CardlabWorld, label: string, name: string, value: string) {
  expect((await p2pStatus(this, label)).orderParams, "the order's parameters").to.deep.equal({ [name]: value });
});
