/** 3-D Secure 2: the shop's two payment calls, the bank's pages (in a browser, or posted to over plain HTTP), and what the order shows afterwards. */
import { Given, Then, When } from '@cucumber/cucumber';
import { expect } from 'chai';
import { formatMoney, type Money } from '../support/money.js';
import { AcsPage, BANK_PAGE_MESSAGES } from '../support/pages/acs-page.js';
import { BANK_PAGE_SAYS, type BankPageSaying } from '../support/pages/bank-page-reply.js';
import { SETTLED_MESSAGES } from '../support/pages/payment-page.js';
import { eciOf } from '../support/questions/three-ds.js';
import { bankAnswerOnItsWay, bankPageLanguage, whatBankPageSays } from '../support/questions/three-ds-bank-pages.js';
import { testCardData, type TestCardName } from '../support/tasks/orders.js';
import { answerBankPageAgain, answerChallenge, answerOnBankPage, authenticationToldToShop, confirmWithoutCode, goOnWithThreeDs, payThroughThreeDs, startChallenge, startThreeDs, tryGoingOnWithThreeDs } from '../support/tasks/three-ds.js';
import { answerBankPageOfNoAuthentication, answerBankPageOnceMore, answerShownBankPage, BANK_PAGE_ANSWERS, type BankPageAnswer, bringToBankPage, CHALLENGE_REQUESTS, type ChallengeRequest, METHOD_DATA, type MethodData, sendToMethodUrl } from '../support/tasks/three-ds-bank-pages.js';
import type { CardlabWorld } from '../support/world.js';

const BROWSER = { timeout: 30_000 };

When('the customer pays order {string} with the test card {testcard} through 3-D Secure', async function (this: CardlabWorld, label: string, card: TestCardName) {
  await payThroughThreeDs(this, label, testCardData(card));
});

// The shop's two calls one at a time, for what the second call may name.

Given('the customer has begun paying order {string} with the test card {testcard} through 3-D Secure', async function (this: CardlabWorld, label: string, card: TestCardName) {
  await startThreeDs(this, label, testCardData(card));
});

Given('the customer has begun paying order {string} with the test card {testcard} through 3-D Secure giving the security code {string}', async function (this: CardlabWorld, label: string, card: TestCardName, cvc: string) {
  await startThreeDs(this, label, testCardData(card, cvc));
});

When('the shop goes on with the 3-D Secure payment of order {string}', async function (this: CardlabWorld, label: string) {
  await goOnWithThreeDs(this, label);
});

When('the shop tries to go on with the 3-D Secure payment of order {string}', async function (this: CardlabWorld, label: string) {
  await tryGoingOnWithThreeDs(this, label, { of: label });
});

When('the shop tries to go on with the 3-D Secure payment of order {string} again', async function (this: CardlabWorld, label: string) {
  await tryGoingOnWithThreeDs(this, label, { of: label });
});

When('the shop tries to go on with the 3-D Secure payment of order {string} naming a session the gateway never started', async function (this: CardlabWorld, label: string) {
  await tryGoingOnWithThreeDs(this, label, 'never started');
});

When('the shop tries to go on with the 3-D Secure payment of order {string} naming the session of order {string}', async function (this: CardlabWorld, label: string, other: string) {
  await tryGoingOnWithThreeDs(this, label, { of: other });
});

Then('the gateway sends the customer to the bank for a one-time code', function (this: CardlabWorld) {
  const answer = this.lastAttempt();
  const value = (answer.ok ? answer.value : {}) as { acsUrl?: string; packedCReq?: string };
  expect(answer.ok, 'the second call succeeded').to.equal(true);
  expect(Boolean(value.acsUrl && value.packedCReq), 'the answer names the bank\'s page and the challenge request').to.equal(true);
});

When('the customer starts paying order {string} with the test card {testcard}', BROWSER, async function (this: CardlabWorld, label: string, card: TestCardName) {
  await startChallenge(this, label, testCardData(card));
});

When('the customer starts paying order {string} with the test card {testcard}, the shop naming where the bank sends the customer back in its first call only', BROWSER, async function (this: CardlabWorld, label: string, card: TestCardName) {
  await startChallenge(this, label, testCardData(card), 'first call');
});

Then("the customer's bank asks for a one-time code for {money}", BROWSER, async function (this: CardlabWorld, money: Money) {
  const acs = new AcsPage(this.page());
  await acs.waitUntilShown();
  expect(await acs.shows(formatMoney(money.minor, money.currency)), `the bank's page shows ${formatMoney(money.minor, money.currency)}`).to.equal(true);
});

When('the customer types the one-time code the bank sent', BROWSER, async function (this: CardlabWorld) {
  await answerChallenge(this, 'the right code');
});

When('the customer types the one-time code the bank sent, with spaces around it', BROWSER, async function (this: CardlabWorld) {
  await answerChallenge(this, 'the right code, spaces around it');
});

When('the customer types a wrong one-time code', BROWSER, async function (this: CardlabWorld) {
  await answerChallenge(this, 'a wrong code');
});

When("the customer cancels on the bank's page", BROWSER, async function (this: CardlabWorld) {
  await answerChallenge(this, 'cancel');
});

When(/^the customer, still on the bank's page, (types the one-time code the bank sent|cancels)$/, BROWSER, async function (this: CardlabWorld, answer: string) {
  await answerOnBankPage(this, answer === 'cancels' ? 'cancel' : 'the right code');
});

When("the customer confirms on the bank's page without typing the code", BROWSER, async function (this: CardlabWorld) {
  await confirmWithoutCode(this);
});

Then("the bank's page asks for the one-time code again", BROWSER, async function (this: CardlabWorld) {
  expect(await new AcsPage(this.page()).flagsCode(), 'the code field is marked as missing').to.equal(true);
});

When(/^the customer's browser sends the bank's page again, (with the one-time code|cancelling)$/, BROWSER, async function (this: CardlabWorld, answer: string) {
  await answerBankPageAgain(this, answer === 'cancelling' ? 'cancel' : 'the right code');
});

Then("the bank's page says the authentication was already answered", BROWSER, async function (this: CardlabWorld) {
  expect(await new AcsPage(this.page()).alert(), "what the bank's page says").to.equal(BANK_PAGE_MESSAGES['already answered']);
});

Then("the bank's page says the payment of the order was cancelled", BROWSER, async function (this: CardlabWorld) {
  const acs = new AcsPage(this.page());
  expect(await acs.status(), "what the bank's page says").to.equal(SETTLED_MESSAGES['was cancelled']);
  expect(await acs.isShown(), 'the page still asks for the code').to.equal(false);
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

// The bank's pages without a browser: the method URLs and the challenge page, posted to over plain HTTP.

/** A regular expression group of the phrases a table of the support knows. */
const oneOf = (table: object): string => `(${Object.keys(table).map((key) => key.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('|')})`;

When(new RegExp(`^the customer's browser sends ${oneOf(METHOD_DATA)} to the (3-D Secure server's|bank's) method URL of order "([^"]*)"$`), async function (this: CardlabWorld, what: MethodData, which: string, label: string) {
  await sendToMethodUrl(this, label, what, which === "bank's" ? 'acs' : 'server');
});

When(new RegExp(`^the customer's browser brings the bank's page ${oneOf(CHALLENGE_REQUESTS)} of order "([^"]*)"$`), async function (this: CardlabWorld, what: ChallengeRequest, label: string) {
  await bringToBankPage(this, label, what);
});

When(new RegExp(`^the customer's browser answers the bank's page with ${oneOf(BANK_PAGE_ANSWERS)}$`), async function (this: CardlabWorld, answer: BankPageAnswer) {
  await answerShownBankPage(this, answer);
});

When(new RegExp(`^the customer's browser sends the bank's page it answered once more, with ${oneOf(BANK_PAGE_ANSWERS)}$`), async function (this: CardlabWorld, answer: BankPageAnswer) {
  await answerBankPageOnceMore(this, answer);
});

When(new RegExp(`^the bank's page gets ${oneOf(BANK_PAGE_ANSWERS)} for an authentication the gateway never began$`), async function (this: CardlabWorld, answer: BankPageAnswer) {
  await answerBankPageOfNoAuthentication(this, answer);
});

Then(new RegExp(`^the bank answers that ${oneOf(BANK_PAGE_SAYS)}$`), function (this: CardlabWorld, saying: BankPageSaying) {
  expect(whatBankPageSays(this), "the bank's page: its HTTP status and what it says").to.deep.equal(BANK_PAGE_SAYS[saying]);
});

Then(/^the bank answers in (Russian|English)$/, function (this: CardlabWorld, language: string) {
  expect(bankPageLanguage(this), "the language of the bank's page").to.equal(language === 'Russian' ? 'ru' : 'en');
});

Then(/^the bank's page sends the customer back telling the shop the customer was (authenticated|not authenticated)$/, function (this: CardlabWorld, result: string) {
  expect(bankAnswerOnItsWay(this), "the bank's answer the page sends the browser on with").to.deep.equal({ messageType: 'CRes', transStatus: result === 'authenticated' ? 'Y' : 'N' });
});

Then("the bank's page sends the customer nowhere", function (this: CardlabWorld) {
  expect(bankAnswerOnItsWay(this), "the bank's answer the page sends the browser on with").to.equal(undefined);
});
