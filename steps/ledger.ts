import { Given, Then, When } from '@cucumber/cucumber';
import { expect } from 'chai';
import { expectAmount, type Money } from '../support/money.js';
import { balanceOf, cardDetails } from '../support/questions/cards.js';
import { expectDecline } from '../support/refusals.js';
import { credit, debit, isApproved, topUp, tryTopUp } from '../support/tasks/money.js';
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
  expect(isApproved(this.lastAttempt()), 'the top-up was approved').to.equal(true);
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
