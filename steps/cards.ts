import { Given, Then, When } from '@cucumber/cucumber';
import { expect } from 'chai';
import { cardDetails, cardState } from '../support/questions/cards.js';
import { ensureCard, issueCard, reissueCard, setCardBlocked, tryIssueCard, tryBlockUnknownCard, tryIssueCardToUnknownCardholder, tryLookUpUnknownCard, tryUpdateCard, updateCard } from '../support/tasks/cards.js';
import type { CardlabWorld } from '../support/world.js';

Given('{actor} has a virtual card', async function (this: CardlabWorld, name: string) {
  await ensureCard(this, name);
});

Given('{actor} and {actor} each have a virtual card', async function (this: CardlabWorld, a: string, b: string) {
  await ensureCard(this, a);
  await ensureCard(this, b);
});

When('{actor} is issued a virtual card', async function (this: CardlabWorld, name: string) {
  await issueCard(this, name);
});

When('{actor} tries to get a virtual card of the product {string}', async function (this: CardlabWorld, name: string, product: string) {
  await tryIssueCard(this, product, this.actors.cardholderId(name));
});

When('someone tries to issue a card to a cardholder who does not exist', async function (this: CardlabWorld) {
  await tryIssueCardToUnknownCardholder(this);
});

When('someone tries to block a card that does not exist', async function (this: CardlabWorld) {
  await tryBlockUnknownCard(this);
});

When('someone tries to look up a card that does not exist', async function (this: CardlabWorld) {
  await tryLookUpUnknownCard(this);
});

Given('{actor} has blocked her/his/their card', async function (this: CardlabWorld, name: string) {
  await setCardBlocked(this, name, true);
});

When('{actor} blocks her/his/their card', async function (this: CardlabWorld, name: string) {
  await setCardBlocked(this, name, true);
});

When('{actor} unblocks her/his/their card', async function (this: CardlabWorld, name: string) {
  await setCardBlocked(this, name, false);
});

When('{actor} tries to block her/his/their card', async function (this: CardlabWorld, name: string) {
  await setCardBlocked(this, name, true, true);
});

When('{actor} tries to unblock her/his/their card', async function (this: CardlabWorld, name: string) {
  await setCardBlocked(this, name, false, true);
});

When('{actor} tries to block her/his/their card and change its daily spending limit in one request', async function (this: CardlabWorld, name: string) {
  await tryUpdateCard(this, name, { status: 'blocked', spendingLimits: [{ interval: 'daily', amount: 10_000 }] }, 'changing two card parameters');
});

When('{actor} tries to change her/his/their card without saying what', async function (this: CardlabWorld, name: string) {
  await tryUpdateCard(this, name, {}, 'changing nothing on the card');
});

When('{actor} has her/his/their card reissued', async function (this: CardlabWorld, name: string) {
  await reissueCard(this, name);
});

When("{actor} sets her/his/their card's PIN", async function (this: CardlabWorld, name: string) {
  await updateCard(this, name, { pin: this.newPin() }, 'setting the PIN');
});

When("{actor} tries to set her/his/their card's PIN to {string}", async function (this: CardlabWorld, name: string, pin: string) {
  await tryUpdateCard(this, name, { pin }, 'setting the PIN');
});

Then("{actor}'s card is active", async function (this: CardlabWorld, name: string) {
  expect(await cardState(this, name)).to.equal('active');
});

Then("{actor}'s card is blocked", async function (this: CardlabWorld, name: string) {
  expect(await cardState(this, name)).to.equal('blocked');
});

Then("{actor}'s card shows when it was blocked", async function (this: CardlabWorld, name: string) {
  const card = await cardDetails(this, name);
  expect(Date.parse(card.blockingDate), 'blocking date').to.be.at.least(Date.parse(card.creationDate));
});

Then("{actor}'s card shows no blocking date", async function (this: CardlabWorld, name: string) {
  expect((await cardDetails(this, name)).blockingDate).to.equal('');
});

Then("{actor}'s card expires in the future", async function (this: CardlabWorld, name: string) {
  const card = await cardDetails(this, name);
  expect(card.expiryDate > card.creationDate.slice(0, 7).replace('-', ''), `expiry ${card.expiryDate}`).to.equal(true);
});

Then(/^the (issued|changed) card shows only a masked number$/, function (this: CardlabWorld, how: string) {
  const answer = this.lastAttempt();
  const body = answer.ok ? (answer.value as Record<string, unknown>) : {};
  expect(body, `the card as ${how}`).to.not.have.any.keys('number', 'cvc');
  expect(body.numberMask, 'masked number').to.match(/^\d{6}\*+\d{4}$/);
});

Then("{actor}'s card details show the full number and the security code", async function (this: CardlabWorld, name: string) {
  const card = await cardDetails(this, name);
  expect(card.number, 'full number').to.match(/^\d{13,19}$/);
  expect(card.cvc, 'security code').to.match(/^\d{3}$/);
  expect(card.numberMask.slice(-4)).to.equal(card.number?.slice(-4));
});

Then("{actor}'s card details do not show the PIN", async function (this: CardlabWorld, name: string) {
  expect(await cardDetails(this, name)).to.not.have.any.keys('pin', 'pinHash');
});

Then("{actor}'s card keeps its number", async function (this: CardlabWorld, name: string) {
  expect((await cardDetails(this, name)).number, `${name}'s card number`).to.equal(this.actors.card(name).number);
});

Then("{actor}'s card shows no embossed name, as a virtual card", async function (this: CardlabWorld, name: string) {
  expect((await cardDetails(this, name)).embossedName, 'the embossed name').to.equal('');
});

Then("{actor}'s card account is in {word}", async function (this: CardlabWorld, name: string, currency: string) {
  expect((await cardDetails(this, name)).account.currency, `the currency of ${name}'s card account`).to.equal(currency);
});

Then("{actor}'s card has a new number", async function (this: CardlabWorld, name: string) {
  const card = await cardDetails(this, name);
  expect(card.number === this.actors.get(name).previousNumber, 'the number is still the old one').to.equal(false);
  expect(card.number === this.actors.card(name).number, 'the card shows the number it was reissued with').to.equal(true);
});
