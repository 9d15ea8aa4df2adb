/** The gateway's transfer page without a browser: what it asks for, what it checks before any bank sees the cards, what it says of a transfer it can no longer send. */
import { Given, Then, When } from '@cucumber/cucumber';
import { expect } from 'chai';
import { formatMoney, type Money } from '../support/money.js';
import { type BankAnswer, answerBankPage, bringAnswerAbout, bringToFinishPage, openTransferPage, openTransferPageByLink, P2P_PAGE_FIELDS, type P2pPageField, sendLastStepAgain, sendOnTransferPage, sendShownPageAgain, shownPage, startOnTransferPage, typedOnPage } from '../support/tasks/p2p-page.js';
import { threeDsTransIdOf } from '../support/tasks/three-ds.js';
import { type CardRef, knownP2pOrder, registerP2pOrder } from '../support/tasks/p2p.js';
import type { CardlabWorld } from '../support/world.js';

Given('the merchant has registered funding {string} of {money}', async function (this: CardlabWorld, label: string, money: Money) {
  await registerP2pOrder(this, label, money, { kind: 'funding' });
});

Given('the merchant has registered transfer {string} for {money} in Russian', async function (this: CardlabWorld, label: string, money: Money) {
  await registerP2pOrder(this, label, money, { params: { language: 'ru' } });
});

When("the customer opens the gateway's page of {p2pkind} {string}", async function (this: CardlabWorld, _kind: string, label: string) {
  await openTransferPage(this, label);
});

Given("the customer has opened the gateway's page of transfer {string}", async function (this: CardlabWorld, label: string) {
  await openTransferPage(this, label);
});

When(/^the customer opens the gateway's page of transfer "([^"]*)" from a link (that names no transfer|naming a transfer that was never registered)$/, async function (this: CardlabWorld, label: string, link: string) {
  await openTransferPageByLink(this, label, link === 'that names no transfer' ? 'no transfer' : 'an unknown transfer');
});

When("the customer sends transfer {string} on the gateway's page from {p2pcard} to {p2pcard}, typing no e-mail", async function (this: CardlabWorld, label: string, from: CardRef, to: CardRef) {
  await sendOnTransferPage(this, label, { from, to });
});

When("the customer sends transfer {string} on the gateway's page from {p2pcard} to {p2pcard}, typing {string} as the {p2ppagefield}", async function (this: CardlabWorld, label: string, from: CardRef, to: CardRef, typed: string, field: P2pPageField) {
  await sendOnTransferPage(this, label, { from, to }, { [field]: typed });
});

When("the customer sends funding {string} on the gateway's page from {p2pcard}", async function (this: CardlabWorld, label: string, from: CardRef) {
  await sendOnTransferPage(this, label, { from });
});

When("the customer takes payout {string} on the gateway's page to {p2pcard}", async function (this: CardlabWorld, label: string, to: CardRef) {
  await sendOnTransferPage(this, label, { to });
});

When('the customer sends that page, filled in with the same cards', async function (this: CardlabWorld) {
  await sendShownPageAgain(this);
});

When('the customer sends that page filled in, its hidden transfer id changed to one never registered', async function (this: CardlabWorld) {
  await sendShownPageAgain(this, 'an unknown transfer');
});

When("the customer answers the bank's page with the one-time code it sent", async function (this: CardlabWorld) {
  await answerBankPage(this);
});

When('the customer goes back, and the browser sends the last step of 3-D Secure again', async function (this: CardlabWorld) {
  await sendLastStepAgain(this);
});

When('the browser sends the last step of 3-D Secure again, its hidden transfer id changed to one never registered', async function (this: CardlabWorld) {
  await sendLastStepAgain(this, 'an unknown transfer');
});

Then('the transfer page marks nothing to correct', function (this: CardlabWorld) {
  const page = shownPage(this);
  expect({ flagged: page.flagged, alert: page.alert }, 'what the transfer page marks').to.deep.equal({ flagged: [], alert: undefined });
});

Given("the customer has sent transfer {string} on the gateway's page from {p2pcard} to {p2pcard}, the browser still on the bank's check", async function (this: CardlabWorld, label: string, from: CardRef, to: CardRef) {
  await startOnTransferPage(this, label, { from, to });
});

When("the customer's browser brings the gateway an answer of the bank about transfer {string}, whose bank check is still running", async function (this: CardlabWorld, label: string) {
  await bringAnswerAbout(this, { transfer: label });
});

When("the customer's browser brings the gateway an answer of the bank about the shop's payment of order {string}", async function (this: CardlabWorld, label: string) {
  await bringAnswerAbout(this, { transId: threeDsTransIdOf(this, label) });
});

When("the customer's browser brings the gateway {bankanswer}", async function (this: CardlabWorld, answer: BankAnswer) {
  await bringToFinishPage(this, answer);
});

Then('the transfer page asks for {money}', function (this: CardlabWorld, money: Money) {
  const page = shownPage(this);
  expect(page.text, 'what the transfer page shows').to.include(formatMoney(money.minor, money.currency));
});

Then(/^the transfer page asks for (both cards|the card to debit only|the recipient's card only)$/, function (this: CardlabWorld, which: string) {
  const from = ['card number', 'expiry date', 'security code', 'cardholder name'] as const;
  const cards: readonly P2pPageField[] = which === 'both cards' ? [...from, "recipient's card number"] : which === 'the card to debit only' ? from : ["recipient's card number"];
  const asked = shownPage(this).forms.flatMap((form) => Object.keys(form.inputs));
  expect(asked, 'the fields the transfer page asks for').to.deep.equal([...cards, 'e-mail'].map((field) => P2P_PAGE_FIELDS[field as P2pPageField]));
});

Then('the transfer page points at the {p2ppagefield}', function (this: CardlabWorld, field: P2pPageField) {
  const page = shownPage(this);
  expect(page.flagged, 'the fields the transfer page marks for a correction').to.deep.equal([P2P_PAGE_FIELDS[field]]);
  expect(page.alert, 'what the transfer page says').to.equal('Please check the highlighted fields.');
});

Then('the transfer page keeps the expiry date, the cardholder name and the e-mail as typed, and neither card number nor the security code', function (this: CardlabWorld) {
  const typed = typedOnPage(this);
  const kept = (field: P2pPageField) => shownPage(this).values[P2P_PAGE_FIELDS[field]];
  for (const field of ['expiry date', 'cardholder name', 'e-mail'] as const) expect(kept(field), `the ${field} the page gives back`).to.equal(typed[field]);
  for (const field of ['card number', 'security code', "recipient's card number"] as const) expect(kept(field), `the ${field} the page gives back`).to.equal('');
});

Then('the transfer page says {string}', function (this: CardlabWorld, text: string) {
  const page = shownPage(this);
  expect(page.alert ?? page.statusLine, `what the page "${page.heading}" says (HTTP ${page.status})`).to.equal(text);
});

Then("the bank's page asks the customer for the one-time code", function (this: CardlabWorld) {
  expect(Object.keys(shownPage(this).forms.find((form) => !form.intoFrame)?.inputs ?? {}), "the fields of the bank's page").to.deep.equal(['One-time code']);
});

Then(/^the gateway's page sends the customer back to the shop's (return|failure) page of (?:transfer|funding|payout) "([^"]*)"$/, function (this: CardlabWorld, which: string, label: string) {
  const page = shownPage(this);
  const to = page.refreshTo === undefined ? undefined : new URL(page.refreshTo);
  expect(to && { page: to.pathname.slice(1), orderId: to.searchParams.get('orderId') }, `where the page "${page.heading}" sends the customer`).to.deep.equal({ page: which === 'return' ? 'return' : 'fail', orderId: knownP2pOrder(this, label).orderId });
});

Then('the transfer page is in Russian', function (this: CardlabWorld) {
  const page = shownPage(this);
  expect(page.language, `the language of the page "${page.heading}"`).to.equal('ru');
});
