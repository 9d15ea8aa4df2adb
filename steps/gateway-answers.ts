/** How the e-commerce gateway answers what it cannot take, in its own convention and in the language asked for (features/ecom/gateway-answers.feature). */
import { Then, When } from '@cucumber/cucumber';
import { expect } from 'chai';
import { legacyBesideExtended, legacyStatusIn } from '../support/questions/order-reports.js';
import { paymentDetails } from '../support/questions/order-status-details.js';
import { type Wording, wordingOf } from '../support/refusals.js';
import { tryCallWith, tryLegacyStatusOfUnknownOrder, tryRegisterOrderWithToken, tryUnknownOperation, tryUnreadableRegistration, type UnreadableBody, type WellFormedCall } from '../support/tasks/gateway-calls.js';
import { knownOrder, tryRegisterOrder } from '../support/tasks/orders.js';
import type { Money } from '../support/money.js';
import type { CardlabWorld } from '../support/world.js';

When('the merchant calls an operation the gateway does not have', async function (this: CardlabWorld) {
  await tryUnknownOperation(this, 'X-1');
});

When(/^the merchant tries to register order "([^"]*)" with a body (that is JSON cut short|that is a JSON array|in a content type the gateway does not read)$/, async function (this: CardlabWorld, label: string, how: UnreadableBody) {
  await tryUnreadableRegistration(this, label, how);
});

When('the merchant tries to register another order with the number of order {string}, asking for answers in {string}', async function (this: CardlabWorld, label: string, language: string) {
  await tryRegisterOrder(this, `${label}-twin`, { minor: 100, currency: 'EUR' }, { reusing: label, params: { language } });
});

When('the merchant asks the legacy status of an order that was never registered', async function (this: CardlabWorld) {
  await tryLegacyStatusOfUnknownOrder(this);
});

Then('the gateway refuses it with errorCode {string}, answering HTTP {int}', function (this: CardlabWorld, errorCode: string, status: number) {
  const answer = this.lastAttempt();
  expect(answer.ok, 'the call succeeded').to.equal(false);
  expect([answer.status, 'errorCode' in answer ? answer.errorCode : undefined], 'HTTP status and errorCode').to.deep.equal([status, errorCode]);
});

Then("the refusal's message quotes the order number of order {string}", function (this: CardlabWorld, label: string) {
  const answer = this.lastAttempt();
  expect(answer.ok, 'the call succeeded').to.equal(false);
  expect('errorMessage' in answer ? answer.errorMessage : undefined, 'errorMessage').to.include(knownOrder(this, label).orderNumber);
});

Then("the refusal is given in the legacy status's names", function (this: CardlabWorld) {
  const answer = this.lastAttempt();
  expect(answer.ok, 'the call succeeded').to.equal(false);
  const body = (answer.reply.body ?? {}) as Record<string, unknown>;
  expect({ ErrorCode: typeof body.ErrorCode, ErrorMessage: typeof body.ErrorMessage, errorCode: typeof body.errorCode, errorMessage: typeof body.errorMessage }, 'the names of the refusal').to.deep.equal({ ErrorCode: 'string', ErrorMessage: 'string', errorCode: 'undefined', errorMessage: 'undefined' });
});

Then('the legacy status of order {string} shows the order as its extended status does', async function (this: CardlabWorld, label: string) {
  const { legacy, extended } = await legacyBesideExtended(this, label);
  expect(legacy, `order ${label} in the legacy status (in the extended status's names)`).to.deep.equal(extended);
});

Then(/^the legacy status of order "([^"]*)", read in "([^"]*)", says in (Russian|English) that it was declined$/, async function (this: CardlabWorld, label: string, language: string, wording: Wording) {
  const status = await legacyStatusIn(this, label, language);
  expect(status.ErrorCode, 'ErrorCode of a declined order').to.equal('2');
  expect(wordingOf(status.ErrorMessage), `the language of ErrorMessage "${String(status.ErrorMessage)}"`).to.equal(wording);
});

When('the merchant tries to register order {string} for {money} with the parameter {string} set to {string}, asking for answers in {string}', async function (this: CardlabWorld, label: string, money: Money, name: string, value: string, language: string) {
  await tryRegisterOrder(this, label, money, { params: { [name]: value, language } });
});

Then("the refusal's message quotes {string}", function (this: CardlabWorld, quoted: string) {
  const answer = this.lastAttempt();
  expect(answer.ok, 'the call succeeded').to.equal(false);
  const message = 'errorMessage' in answer ? answer.errorMessage : undefined;
  expect(message, `errorMessage "${String(message)}"`).to.include(quoted);
});

Then('order {string} shows when its payment was authorised, and the reference number of the authorisation', async function (this: CardlabWorld, label: string) {
  const details = await paymentDetails(this, label);
  expect(details.authorisedAt, `when the payment of order ${label} was authorised`).to.be.a('number').and.above(0);
  // The retrieval reference number of ISO 8583 (field 37): twelve characters.
  expect(details.authorisationReference, `the authorisation's reference number of order ${label}`).to.match(/^[0-9A-Za-z]{12}$/);
});

Then("order {string} names its card's bank and the bank's country", async function (this: CardlabWorld, label: string) {
  const bank = (await paymentDetails(this, label)).bank;
  expect(bank?.name, `the bank of order ${label}'s card`).to.be.a('string').and.not.equal('');
  expect(bank?.countryCode, "the bank's country (ISO 3166-1 alpha-2)").to.match(/^[A-Z]{2}$/);
  expect(bank?.countryName, "the bank's country by name").to.be.a('string').and.not.equal('');
});

Then('order {string} shows no chargeback', async function (this: CardlabWorld, label: string) {
  expect((await paymentDetails(this, label)).chargeback, `chargeback of order ${label}`).to.equal(false);
});

Then('each operation of order {string} names the cardholder', async function (this: CardlabWorld, label: string) {
  const details = await paymentDetails(this, label);
  expect(details.operationCardholders.length, `operations of order ${label}`).to.be.above(0);
  expect(details.operationCardholders, `the cardholder each operation of order ${label} names`).to.deep.equal(details.operationCardholders.map(() => details.cardholder));
  expect(details.cardholder, `the cardholder of order ${label}`).to.be.a('string').and.not.equal('');
});

for (const which of ['its token', 'a token the gateway never gave'] as const) {
  When(`the merchant tries to register order {string} for {money} with ${which} instead of its user name and password`, async function (this: CardlabWorld, label: string, money: Money) {
    await tryRegisterOrderWithToken(this, label, money, which);
  });
}

Then('the gateway takes the registration', function (this: CardlabWorld) {
  const registered = this.read('the registration', this.lastAttempt()) as { orderId?: unknown };
  expect(registered.orderId, 'the id of the order registered').to.be.a('string').and.not.equal('');
});

When(/^the merchant calls (register\.do|getLastOrdersForMerchants\.do|verifyEnrollment\.do|paymentorder\.do|getOrderStatusExtended\.do) with "([^"]*)", asking for answers in "([^"]*)"$/, async function (this: CardlabWorld, operation: WellFormedCall, changes: string, language: string) {
  await tryCallWith(this, operation, changes, language);
});
