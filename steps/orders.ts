import { Given, Then, When } from '@cucumber/cucumber';
import { expect } from 'chai';
import { expectAmounts, type Money } from '../support/money.js';
import { asStatus, declineReasonIn, ORDER_STATES, type OrderState, orderStatus, orderStatusByNumber } from '../support/questions/orders.js';
import { type Wording, wordingOf } from '../support/refusals.js';
import { ORDER_DECLINES } from '../support/reasons/ecom.js';
import { cardDataOf, knownOrder, orderChange, pay, payment, registerOrder, testCardData, type TestCardName, tryReadStatusOfUnknownOrder, tryRegisterOrder, tryRegisterOrderWith, unknownIssuerCardData } from '../support/tasks/orders.js';
import type { CardlabWorld } from '../support/world.js';

Given('the merchant has registered order {string} for {money}', async function (this: CardlabWorld, label: string, money: Money) {
  await registerOrder(this, label, money);
});

Given('the merchant has registered order {string} for {money} to be captured later', async function (this: CardlabWorld, label: string, money: Money) {
  await registerOrder(this, label, money, { twoPhase: true });
});

When('the merchant tries to register order {string} for {money}', async function (this: CardlabWorld, label: string, money: Money) {
  await tryRegisterOrder(this, label, money);
});

When('the merchant tries to register order {string} for {money}, asking for answers in {string}', async function (this: CardlabWorld, label: string, money: Money, language: string) {
  await tryRegisterOrder(this, label, money, { params: { language } });
});

When('the merchant tries to register order {string} for {money} with a wrong password', async function (this: CardlabWorld, label: string, money: Money) {
  await tryRegisterOrderWith(this, label, money, 'a wrong password');
});

When('the merchant tries to register order {string} for {money} with a user name the gateway does not know', async function (this: CardlabWorld, label: string, money: Money) {
  await tryRegisterOrderWith(this, label, money, 'a user name the gateway does not know');
});

When(/^the merchant asks the status of an order that was never registered, by its (id|order number)$/, async function (this: CardlabWorld, by: 'id' | 'order number') {
  await tryReadStatusOfUnknownOrder(this, by);
});

When('the merchant tries to register another order with the number of order {string}', async function (this: CardlabWorld, label: string) {
  await tryRegisterOrder(this, `${label}-twin`, { minor: 100, currency: 'EUR' }, { reusing: label });
});

When('the customer pays order {string} with the test card {testcard}', async function (this: CardlabWorld, label: string, card: TestCardName) {
  await pay(this, label, testCardData(card));
});

When("the customer pays order {string} with {actor}'s card", async function (this: CardlabWorld, label: string, name: string) {
  await pay(this, label, cardDataOf(this, name));
});

When('the customer pays order {string} with the test card {testcard} giving the security code {string}', async function (this: CardlabWorld, label: string, card: TestCardName, cvc: string) {
  await pay(this, label, testCardData(card, cvc));
});

When("the customer pays order {string} with the test card {testcard} without giving the cardholder's name", async function (this: CardlabWorld, label: string, card: TestCardName) {
  await pay(this, label, testCardData(card), false);
});

When('the customer pays order {string} with a card of an issuer the sandbox does not know', async function (this: CardlabWorld, label: string) {
  await pay(this, label, unknownIssuerCardData());
});

When("the customer pays order {string} with {actor}'s card giving the wrong security code", async function (this: CardlabWorld, label: string, name: string) {
  const card = cardDataOf(this, name);
  await pay(this, label, { ...card, cvc: card.cvc === '999' ? '998' : '999' });
});

When('the customer tries to pay order {string} again with the test card {testcard}', async function (this: CardlabWorld, label: string, card: TestCardName) {
  this.attempted(`paying order ${label} again`, await payment(this, label, testCardData(card)));
});

When('the merchant captures order {string}', async function (this: CardlabWorld, label: string) {
  this.succeeded(`capturing order ${label}`, await orderChange(this, 'deposit.do', label));
});

When('the merchant captures {money} of order {string}', async function (this: CardlabWorld, money: Money, label: string) {
  this.succeeded(`capturing order ${label}`, await orderChange(this, 'deposit.do', label, money));
});

When('the merchant tries to capture {money} of order {string}', async function (this: CardlabWorld, money: Money, label: string) {
  this.attempted(`capturing order ${label}`, await orderChange(this, 'deposit.do', label, money));
});

When('the merchant reverses order {string}', async function (this: CardlabWorld, label: string) {
  this.succeeded(`reversing order ${label}`, await orderChange(this, 'reverse.do', label));
});

When('the merchant tries to reverse order {string}', async function (this: CardlabWorld, label: string) {
  this.attempted(`reversing order ${label}`, await orderChange(this, 'reverse.do', label));
});

When('the merchant refunds {money} of order {string}', async function (this: CardlabWorld, money: Money, label: string) {
  this.succeeded(`refunding order ${label}`, await orderChange(this, 'refund.do', label, money));
});

When('the merchant refunds the rest of order {string}', async function (this: CardlabWorld, label: string) {
  this.succeeded(`refunding order ${label}`, await orderChange(this, 'refund.do', label));
});

When('the merchant tries to refund {money} of order {string}', async function (this: CardlabWorld, money: Money, label: string) {
  this.attempted(`refunding order ${label}`, await orderChange(this, 'refund.do', label, money));
});

Then('order {string} is {orderstate}', async function (this: CardlabWorld, label: string, state: OrderState) {
  const status = asStatus(await orderStatus(this, label));
  expect([status.orderStatus, status.paymentAmountInfo.paymentState], `state of order ${label}`).to.deep.equal(ORDER_STATES[state]);
});

Then('order {string} shows {money} approved, {money} captured and {money} refunded', async function (this: CardlabWorld, label: string, approved: Money, deposited: Money, refunded: Money) {
  const info = asStatus(await orderStatus(this, label)).paymentAmountInfo;
  expectAmounts([['approved', info.approvedAmount, approved], ['captured', info.depositedAmount, deposited], ['refunded', info.refundedAmount, refunded]], `order ${label}`);
});

Then('order {string} was declined because {declinereason}', async function (this: CardlabWorld, label: string, reason: string) {
  const status = asStatus(await orderStatus(this, label));
  expect([status.orderStatus, status.paymentAmountInfo.paymentState], `state of order ${label}`).to.deep.equal(ORDER_STATES.declined);
  expect(status.actionCode, 'action code').to.equal(ORDER_DECLINES[reason]);
});

Then('the merchant finds order {string} by its order number', async function (this: CardlabWorld, label: string) {
  const order = knownOrder(this, label);
  const found = asStatus(await orderStatusByNumber(this, label));
  expect(found.attributes).to.deep.include({ name: 'mdOrder', value: order.orderId });
});

Then("order {string} shows {actor}'s card masked", async function (this: CardlabWorld, label: string, name: string) {
  const info = asStatus(await orderStatus(this, label)).cardAuthInfo;
  expect(info?.maskedPan, 'masked card number').to.equal(this.actors.card(name).numberMask);
});

Then("order {string} shows {actor}'s card masked, in her/his/their name", async function (this: CardlabWorld, label: string, name: string) {
  const info = asStatus(await orderStatus(this, label)).cardAuthInfo;
  expect([info?.maskedPan, info?.cardholderName], 'masked card number and cardholder name').to.deep.equal([this.actors.card(name).numberMask, cardDataOf(this, name).holder]);
});

/** ISO 8583's approval code (field 38) is six characters; each capture and refund shows the code of the payment it follows. */
Then('order {string} shows an approval code of six characters, which each of its operations carries', async function (this: CardlabWorld, label: string) {
  const status = asStatus(await orderStatus(this, label));
  const code = status.cardAuthInfo?.approvalCode;
  expect(code, `approval code of order ${label}`).to.match(/^[0-9A-Z]{6}$/);
  const operations = status.operations;
  expect(operations.length, `operations of order ${label}`).to.be.above(0);
  expect(operations.map((op) => op.authCode), `approval codes of the operations of order ${label}`).to.deep.equal(operations.map(() => code));
});

Then('order {string} shows no cardholder name', async function (this: CardlabWorld, label: string) {
  const info = asStatus(await orderStatus(this, label)).cardAuthInfo;
  expect(info?.cardholderName ?? '', `cardholder name of order ${label}`).to.equal('');
});

Then(/^order "([^"]*)", read in "([^"]*)", gives the reason of its decline in (Russian|English)$/, async function (this: CardlabWorld, label: string, language: string, wording: Wording) {
  const reason = await declineReasonIn(this, label, language);
  expect(wordingOf(reason), `the language of the reason "${String(reason)}"`).to.equal(wording);
});
