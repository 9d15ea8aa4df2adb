/** The gateway's payment page read by a browser that runs no scripts: what it checks, gives back and says (features/ecom/payment-page-rules.feature). */
import { Given, Then, When } from '@cucumber/cucumber';
import { expect } from 'chai';
import { asStatus, orderStatus } from '../support/questions/orders.js';
import { knownOrder, testCardData, type TestCardName } from '../support/tasks/orders.js';
import {
  bringFinishPage,
  bringFinishPageAnswerAbout,
  confirmOnBankPage,
  type LastStep,
  openPaymentPageByLink,
  openPaymentPageWithoutScripts,
  PAYMENT_PAGE_FIELDS,
  type PaymentPageField,
  payOnPaymentPageWithoutScripts,
  reachBankPage,
  registerOrderWithAddresses,
  SHOP_ADDRESSES,
  type ShopAddresses,
  sendLastPaymentStep,
  sendShownPaymentPage,
  shownPaymentPage,
  startOnPaymentPage,
  typedOnPaymentPage,
} from '../support/tasks/payment-page-rules.js';
import type { BankAnswer } from '../support/tasks/p2p-page.js';
import type { Money } from '../support/money.js';
import type { CardlabWorld } from '../support/world.js';

for (const addresses of Object.keys(SHOP_ADDRESSES) as ShopAddresses[]) {
  Given(`the merchant has registered order {string} for {money}, giving ${addresses}`, async function (this: CardlabWorld, label: string, money: Money) {
    await registerOrderWithAddresses(this, label, money, addresses);
  });
}

Then("the payment page sends the customer back to the shop's return page with order {string} and the cart {string}", function (this: CardlabWorld, label: string, cart: string) {
  const page = shownPaymentPage(this);
  const to = page.refreshTo === undefined ? undefined : new URL(page.refreshTo);
  expect(to && { page: to.pathname.slice(1), cart: to.searchParams.get('cart'), orderId: to.searchParams.get('orderId') }, `where the page "${page.heading}" sends the customer`).to.deep.equal({ page: 'return', cart, orderId: knownOrder(this, label).orderId });
});

Given('the customer has opened the payment page of order {string}', async function (this: CardlabWorld, label: string) {
  await openPaymentPageWithoutScripts(this, label);
});

const LINKS = { 'that names no order': 'no order', 'naming an order that was never registered': 'an unknown order', 'naming the order twice': 'the order twice' } as const;

When(/^the customer opens the payment page of order "([^"]*)" from a link (that names no order|naming an order that was never registered|naming the order twice)$/, async function (this: CardlabWorld, label: string, link: keyof typeof LINKS) {
  await openPaymentPageByLink(this, label, LINKS[link]);
});

When('the customer sends the payment page of order {string}, filled in with the test card {testcard}', async function (this: CardlabWorld, label: string, card: TestCardName) {
  await payOnPaymentPageWithoutScripts(this, label, testCardData(card));
});

When('the customer sends the payment page of order {string}, filled in with the test card {testcard}, typing {string} as the {paymentpagefield}', async function (this: CardlabWorld, label: string, card: TestCardName, typed: string, field: PaymentPageField) {
  await payOnPaymentPageWithoutScripts(this, label, testCardData(card), { [field]: typed });
});

Given("the customer has sent the payment page of order {string}, filled in with the test card {testcard}, and stays on the bank's page", async function (this: CardlabWorld, label: string, card: TestCardName) {
  await reachBankPage(this, label, testCardData(card));
});

Given("the customer has sent the payment page of order {string}, filled in with the test card {testcard}, the browser still on the bank's check", async function (this: CardlabWorld, label: string, card: TestCardName) {
  await startOnPaymentPage(this, label, testCardData(card));
});

When("the browser goes on from the bank's check {paymentstep}", async function (this: CardlabWorld, how: LastStep) {
  await sendLastPaymentStep(this, how);
});

When('the customer sends that payment page, filled in with the test card {testcard}', async function (this: CardlabWorld, card: TestCardName) {
  await sendShownPaymentPage(this, testCardData(card));
});

When('the customer sends that payment page filled in, its hidden order id changed to one never registered', async function (this: CardlabWorld) {
  await sendShownPaymentPage(this, testCardData('that needs no 3-D Secure'), 'an unknown order');
});

When("the customer confirms the payment on the bank's page with the one-time code it sent", async function (this: CardlabWorld) {
  await confirmOnBankPage(this);
});

When("the browser sends the payment's last step of 3-D Secure again {paymentstep}", async function (this: CardlabWorld, how: LastStep) {
  await sendLastPaymentStep(this, how);
});

When("the customer's browser brings the payment's finish page {bankanswer}", async function (this: CardlabWorld, answer: BankAnswer) {
  await bringFinishPage(this, answer);
});

When("the customer's browser brings the payment's finish page an answer of the bank about order {string}, whose bank still waits for the code", async function (this: CardlabWorld, label: string) {
  await bringFinishPageAnswerAbout(this, label);
});

Then('the payment page says {string}', function (this: CardlabWorld, text: string) {
  const page = shownPaymentPage(this);
  expect(page.alert ?? page.statusLine, `what the page "${page.heading}" says (HTTP ${page.status})`).to.equal(text);
});

Then('the payment page asks to correct the {paymentpagefield}', function (this: CardlabWorld, field: PaymentPageField) {
  const page = shownPaymentPage(this);
  expect(page.flagged, 'the fields the payment page marks for a correction').to.deep.equal([PAYMENT_PAGE_FIELDS[field]]);
  expect(page.alert, 'what the payment page says').to.equal('Please check the highlighted fields.');
  expect(page.text, 'what the payment page says about the field').not.to.include('This field is required.');
});

Then('the payment page asks to fill in the {paymentpagefield}', function (this: CardlabWorld, field: PaymentPageField) {
  const page = shownPaymentPage(this);
  expect(page.flagged, 'the fields the payment page marks for a correction').to.deep.equal([PAYMENT_PAGE_FIELDS[field]]);
  expect(page.text, 'what the payment page says about the field').to.include('This field is required.');
});

Then('the payment page keeps the expiry date and the cardholder name as typed, and neither the card number nor the security code', function (this: CardlabWorld) {
  const typed = typedOnPaymentPage(this);
  const kept = (field: PaymentPageField) => shownPaymentPage(this).values[PAYMENT_PAGE_FIELDS[field]];
  for (const field of ['expiry date', 'cardholder name'] as const) expect(kept(field), `the ${field} the page gives back`).to.equal(typed[field]);
  for (const field of ['card number', 'security code'] as const) expect(kept(field), `the ${field} the page gives back`).to.equal('');
});

Then(/^the payment page sends the customer back to the shop's (success|return|failure) page with order "([^"]*)"$/, function (this: CardlabWorld, which: string, label: string) {
  const page = shownPaymentPage(this);
  const to = page.refreshTo === undefined ? undefined : new URL(page.refreshTo);
  expect(to && { page: to.pathname.slice(1), orderId: to.searchParams.get('orderId') }, `where the page "${page.heading}" sends the customer`).to.deep.equal({ page: which === 'failure' ? 'fail' : 'return', orderId: knownOrder(this, label).orderId });
});

Then('the page the customer sees is in Russian', function (this: CardlabWorld) {
  const page = shownPaymentPage(this);
  expect(page.language, `the language of the page "${page.heading}"`).to.equal('ru');
});

Then('order {string} shows the cardholder name {string}', async function (this: CardlabWorld, label: string, name: string) {
  const info = asStatus(await orderStatus(this, label)).cardAuthInfo;
  expect(info?.cardholderName, `cardholder name of order ${label}`).to.equal(name);
});
