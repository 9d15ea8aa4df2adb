import { Given, Then, When } from '@cucumber/cucumber';
import { expect } from 'chai';
import { expectAmount, type Money } from '../support/money.js';
import { balanceOf, cardDetails } from '../support/questions/cards.js';
import { expectDecline } from '../support/refusals.js';
import { credit, debit, debitWithFeeRule, isApproved, readBalanceOfAccountType, topUp, topUpV1, tryTopUp, tryTopUpUnknownCard } from '../support/tasks/money.js';
import { approvalReferences, movementTerms, PROCESSING_CODES, statusMessageOf } from '../support/questions/money.js';
import type { CardlabWorld } from '../support/world.js';

/** A merchant category code as the card system carries it: four digits. */
const mcc = (code: number) => String(code).padStart(4, '0');

Given("{actor}'s card is topped up with {money}", async function (this: CardlabWorld, name: string, money: Money) {
  await topUp(this, name, money);
});

When('someone tries to top up {actor}\'s card with {money}', async function (this: CardlabWorld, name: string, money: Money) {
  await tryTopUp(this, name, money);
});

Then('the top-up is approved', function (this: CardlabWorld) {
  const answer = this.lastAttempt();
  expect(isApproved(answer), 'the top-up was approved').to.equal(true);
  if (this.api === 'v2') expect(statusMessageOf(answer), 'the reason an approval gives').to.equal('');
});

Then(/^the (?:top-up|debit|payment|credit) is declined because (.+)$/, function (this: CardlabWorld, reason: string) {
  expectDecline(this.lastAttempt(), reason);
});

Given("{actor}'s card is credited with {money}", async function (this: CardlabWorld, name: string, money: Money) {
  await credit(this, name, money);
});

When("someone tries to credit {money} to {actor}'s card", async function (this: CardlabWorld, money: Money, name: string) {
  await credit(this, name, money, true);
});

When('{actor} withdraws {money} from her/his/their card', async function (this: CardlabWorld, name: string, money: Money) {
  await debit(this, name, money);
});

When('{actor} withdraws {money} from her/his/their card with a fee of {money}', async function (this: CardlabWorld, name: string, money: Money, fee: Money) {
  await debit(this, name, money, { fee });
});

When('{actor} tries to withdraw {money} from her/his/their card', async function (this: CardlabWorld, name: string, money: Money) {
  await debit(this, name, money, { attempt: true });
});

When('{actor} tries to withdraw {money} from her/his/their card with a fee of {money}', async function (this: CardlabWorld, name: string, money: Money, fee: Money) {
  await debit(this, name, money, { fee, attempt: true });
});

When('{actor} pays {money} at the merchant {word} with category {int}', async function (this: CardlabWorld, name: string, money: Money, merchant: string, category: number) {
  await debit(this, name, money, { merchant: { name: merchant, mcc: mcc(category) } });
});

When('{actor} tries to pay {money} at the merchant {word} with category {int}', async function (this: CardlabWorld, name: string, money: Money, merchant: string, category: number) {
  await debit(this, name, money, { merchant: { name: merchant, mcc: mcc(category) }, attempt: true });
});

Then("{actor}'s card has a balance of {money}", async function (this: CardlabWorld, name: string, money: Money) {
  expectAmount(await balanceOf(this, name), money, `balance of ${name}'s card`);
});

Then("Card Management v2 shows a balance of {money} on {actor}'s card", async function (this: CardlabWorld, money: Money, name: string) {
  expectAmount((await cardDetails(this, name)).account.balance, money, `balance of ${name}'s card in Card Management v2`);
});

// Card Management v1's topUp names a card, an account without a card, or both, and may charge a fee.

When("{actor}'s card is topped up with {money} with a fee of {money}", async function (this: CardlabWorld, name: string, money: Money, fee: Money) {
  await topUpV1(this, { card: name, money, fee });
});

When("someone tries to top up {actor}'s card with {money} with a fee of {money}", async function (this: CardlabWorld, name: string, money: Money, fee: Money) {
  await topUpV1(this, { card: name, money, fee }, true);
});

When("{actor}'s account is topped up with {money}", async function (this: CardlabWorld, name: string, money: Money) {
  await topUpV1(this, { account: name, money });
});

When('someone tries to top up an account that does not exist with {money}', async function (this: CardlabWorld, money: Money) {
  await topUpV1(this, { account: null, money }, true);
});

When('someone tries to top up a card that does not exist with {money}', async function (this: CardlabWorld, money: Money) {
  await tryTopUpUnknownCard(this, money);
});

When("someone tries to top up {actor}'s card with {money}, naming {actor}'s account as its account", async function (this: CardlabWorld, name: string, money: Money, account: string) {
  await topUpV1(this, { card: name, account, money }, true);
});

Then('the answer carries a 12-digit reference number ending in its 6-digit authorisation code', function (this: CardlabWorld) {
  const { rrn, authCode } = approvalReferences(this.lastAttempt());
  expect(rrn, 'the retrieval reference number').to.match(/^\d{12}$/);
  expect(authCode, 'the authorisation code').to.equal(rrn.slice(-6));
});

When("{actor}'s card is topped up with {money}, naming {actor}'s account as its account", async function (this: CardlabWorld, name: string, money: Money, account: string) {
  await topUpV1(this, { card: name, account, money });
});

When('{actor} withdraws {money} from her/his/their card naming only the merchant category {int}', async function (this: CardlabWorld, name: string, money: Money, category: number) {
  await debit(this, name, money, { category: mcc(category) });
});

// What the card system answers about a debit's kind and fee, and a balance's card

When('{actor} withdraws {money} from her/his/their card with a fixed fee of {money}', async function (this: CardlabWorld, name: string, money: Money, fee: Money) {
  await debitWithFeeRule(this, name, money, { feeType: 'FIXED', feeValue: fee.minor });
});

When('{actor} withdraws {money} from her/his/their card with a fee of {int} percent', async function (this: CardlabWorld, name: string, money: Money, percent: number) {
  await debitWithFeeRule(this, name, money, { feeType: 'PERCENT', feeValue: percent });
});

Then("the card system's answer shows an issuer fee of {money}", function (this: CardlabWorld, fee: Money) {
  expect(movementTerms(this.lastAttempt()).issuerFeeAmount, 'issuerFeeAmount (minor units)').to.equal(String(fee.minor));
});

Then("the card system's answer shows no issuer fee", function (this: CardlabWorld) {
  expect(movementTerms(this.lastAttempt()).issuerFeeAmount, 'issuerFeeAmount').to.equal(undefined);
});

Then(/^the card system answers it as (a purchase|a cash withdrawal)$/, function (this: CardlabWorld, kind: keyof typeof PROCESSING_CODES) {
  expect(movementTerms(this.lastAttempt()).processingCode, `the processing code of ${kind}`).to.equal(PROCESSING_CODES[kind]);
});

When("{actor} reads the balance of her/his/their card's account of the type {string}", async function (this: CardlabWorld, name: string, accountType: string) {
  await readBalanceOfAccountType(this, name, accountType);
});

Then("the balance answer names {actor}'s card by its id and its masked number", function (this: CardlabWorld, name: string) {
  const answer = this.lastAttempt();
  expect(answer.ok, `reading the balance of ${name}'s card was refused with HTTP ${answer.status}`).to.equal(true);
  const card = this.actors.card(name);
  const shown = (answer.ok ? answer.value : {}) as { cardIdentification?: { cardId?: string; cardNumberMask?: string } };
  expect(shown.cardIdentification, `the card the balance answer names`).to.deep.equal({ cardId: card.id, cardNumberMask: card.numberMask });
});
