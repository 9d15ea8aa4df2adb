/** The customer on the gateway's payment page, and where the browser takes them afterwards. */
import { Given, Then, When } from '@cucumber/cucumber';
import { expect } from 'chai';
import { formatMoney, type Money } from '../support/money.js';
import { PaymentPage, SETTLED_MESSAGES, type SettledMessage } from '../support/pages/payment-page.js';
import { ShopPage } from '../support/pages/shop-page.js';
import { cardDataOf, knownOrder, registerOrder, testCardData, type TestCardName } from '../support/tasks/orders.js';
import { openPaymentPage, payOnOpenPage, payOnPaymentPage, withTypo } from '../support/tasks/payment-page.js';
import type { CardlabWorld } from '../support/world.js';

/** Browser steps wait for pages: more than cucumber's 5 s default, less than forever. */
const BROWSER = { timeout: 30_000 };

Given('the merchant has registered order {string} for {money} described as {string}', async function (this: CardlabWorld, label: string, money: Money, description: string) {
  await registerOrder(this, label, money, { params: { description } });
});

Given('the merchant has registered order {string} for {money} in Russian', async function (this: CardlabWorld, label: string, money: Money) {
  await registerOrder(this, label, money, { params: { language: 'ru' } });
});

When('the customer opens the payment page of order {string}', BROWSER, async function (this: CardlabWorld, label: string) {
  await openPaymentPage(this, label);
});

When('the customer pays there with the test card {testcard}', BROWSER, async function (this: CardlabWorld, card: TestCardName) {
  await payOnOpenPage(this, testCardData(card));
});

When('the customer tries to pay there with a card number that has a typo', BROWSER, async function (this: CardlabWorld) {
  await payOnOpenPage(this, withTypo(testCardData('that needs no 3-D Secure')));
});

When('the customer pays order {string} on the payment page with the test card {testcard}', BROWSER, async function (this: CardlabWorld, label: string, card: TestCardName) {
  await payOnPaymentPage(this, label, testCardData(card));
});

When('the customer pays order {string} on the payment page with the test card {testcard} giving the security code {string}', BROWSER, async function (this: CardlabWorld, label: string, card: TestCardName, cvc: string) {
  await payOnPaymentPage(this, label, testCardData(card, cvc));
});

When("the customer pays order {string} on the payment page with {actor}'s card", BROWSER, async function (this: CardlabWorld, label: string, name: string) {
  await payOnPaymentPage(this, label, cardDataOf(this, name));
});

Then('the payment page asks for {money} for {string}', async function (this: CardlabWorld, money: Money, description: string) {
  const page = new PaymentPage(this.page());
  expect(await page.shows(formatMoney(money.minor, money.currency)), `the page shows ${formatMoney(money.minor, money.currency)}`).to.equal(true);
  expect(await page.shows(description), `the page shows "${description}"`).to.equal(true);
  expect(await page.hasCardForm(), 'the page has the card form').to.equal(true);
});

Then('the payment page points at the card number', async function (this: CardlabWorld) {
  const page = new PaymentPage(this.page());
  expect(await page.flags(page.cardNumber), 'the card number is marked for correction').to.equal(true);
});

Then(/^the payment page says the order (is already paid|was declined|ran out of time)$/, async function (this: CardlabWorld, state: SettledMessage) {
  const page = new PaymentPage(this.page());
  expect(await page.status()).to.equal(SETTLED_MESSAGES[state]);
  expect(await page.hasCardForm(), 'the page offers a card form').to.equal(false);
});

Then('the payment page is in Russian', async function (this: CardlabWorld) {
  const page = new PaymentPage(this.page());
  expect(await page.language(), 'language of the page').to.equal('ru');
  expect(await page.heading()).to.equal('Оплата');
});

Then(/^the customer is back on the shop's (success|failure) page with order "([^"]*)"$/, BROWSER, async function (this: CardlabWorld, which: string, label: string) {
  const shop = new ShopPage(this.page());
  await shop.waitUntilBack();
  expect(shop.landing()).to.deep.equal({ page: which === 'success' ? 'return' : 'fail', orderId: knownOrder(this, label).orderId });
});
