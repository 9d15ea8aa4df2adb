/** 3-D Secure 2: the shop's two payment calls, the bank's challenge page, and what the order shows afterwards. */
import { Then, When } from '@cucumber/cucumber';
import { expect } from 'chai';
import { formatMoney, type Money } from '../support/money.js';
import { AcsPage } from '../support/pages/acs-page.js';
import { eciOf } from '../support/questions/three-ds.js';
import { testCardData, type TestCardName } from '../support/tasks/orders.js';
import { answerChallenge, authenticationToldToShop, payThroughThreeDs, startChallenge } from '../support/tasks/three-ds.js';
import type { CardlabWorld } from '../support/world.js';

const BROWSER = { timeout: 30_000 };

When('the customer pays order {string} with the test card {testcard} through 3-D Secure', async function (this: CardlabWorld, label: string, card: TestCardName) {
  await payThroughThreeDs(this, label, testCardData(card));
});

When('the customer starts paying order {string} with the test card {testcard}', BROWSER, async function (this: CardlabWorld, label: string, card: TestCardName) {
  await startChallenge(this, label, testCardData(card));
});

Then("the customer's bank asks for a one-time code for {money}", BROWSER, async function (this: CardlabWorld, money: Money) {
  const acs = new AcsPage(this.page());
  await acs.waitUntilShown();
  expect(await acs.shows(formatMoney(money.minor, money.currency)), `the bank's page shows ${formatMoney(money.minor, money.currency)}`).to.equal(true);
});

When('the customer types the one-time code the bank sent', BROWSER, async function (this: CardlabWorld) {
  await answerChallenge(this, 'the right code');
});

When('the customer types a wrong one-time code', BROWSER, async function (this: CardlabWorld) {
  await answerChallenge(this, 'a wrong code');
});

When("the customer cancels on the bank's page", BROWSER, async function (this: CardlabWorld) {
  await answerChallenge(this, 'cancel');
});

Then(/^the shop hears from the bank that the customer was (authenticated|not authenticated) for order "([^"]*)"$/, async function (this: CardlabWorld, result: string, label: string) {
  expect(await authenticationToldToShop(this, label), 'transStatus of the CRes').to.equal(result === 'authenticated' ? 'Y' : 'N');
});

Then('the payment of order {string} was fully authenticated by 3-D Secure', async function (this: CardlabWorld, label: string) {
  const eci = await eciOf(this, label, 'authenticated');
  expect(eci.shown, 'ECI of the payment').to.equal(eci.expected);
});

Then('the payment of order {string} counts as a 3-D Secure attempt', async function (this: CardlabWorld, label: string) {
  const eci = await eciOf(this, label, 'attempt');
  expect(eci.shown, 'ECI of the payment').to.equal(eci.expected);
});
