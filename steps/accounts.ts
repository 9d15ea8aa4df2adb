/** Steps about a card's account in the card system: holds, restriction statuses, allowed lists. */
import { Given, Then, When } from '@cucumber/cucumber';
import { expect } from 'chai';
import { expectAmounts, type Money, parseMoney } from '../support/money.js';
import { accountBalancesOf, allowedBeneficiariesAmong, balancesByType, allowedMerchantCategoriesOf, restrictionOf } from '../support/questions/accounts.js';
import { allowBeneficiaries, allowMerchantCategories, hold, setRestriction, tryReadAccountBalance, tryReadBalance } from '../support/tasks/accounts.js';
import type { CardlabWorld } from '../support/world.js';

Given("{money} is held on {actor}'s account", async function (this: CardlabWorld, money: Money, name: string) {
  await hold(this, name, money);
});

When("the hold on {actor}'s account is released", async function (this: CardlabWorld, name: string) {
  await hold(this, name, parseMoney('0.00 EUR'));
});

When("someone tries to hold {money} on {actor}'s account", async function (this: CardlabWorld, money: Money, name: string) {
  await hold(this, name, money, true);
});

Then("{actor}'s account shows {money} available and {money} held", async function (this: CardlabWorld, name: string, available: Money, held: Money) {
  const balances = await accountBalancesOf(this, name);
  expectAmounts([['available', balances.available, available], ['held', balances.held, held]], `${name}'s account`);
});

Given("{actor}'s account has the restriction status {int} {string}", async function (this: CardlabWorld, name: string, code: number, description: string) {
  await setRestriction(this, name, code);
  expect(await restrictionOf(this, name), 'the status the card data shows').to.deep.equal({ code, description });
});

When('someone tries to hold {money} on an account that does not exist', async function (this: CardlabWorld, money: Money) {
  await hold(this, null, money, true);
});

When('someone tries to give an account that does not exist the restriction status {int}', async function (this: CardlabWorld, code: number) {
  await setRestriction(this, null, code, true);
});

When('someone tries to read the balance of an account that does not exist', async function (this: CardlabWorld) {
  await tryReadAccountBalance(this, null);
});

When("someone tries to give {actor}'s account the restriction status {int}", async function (this: CardlabWorld, name: string, code: number) {
  await setRestriction(this, name, code, true);
});

When("{actor} tries to read her/his/their card's balance", async function (this: CardlabWorld, name: string) {
  await tryReadBalance(this, name);
});

When("someone tries to read the balance of {actor}'s card, naming {actor}'s account as its account", async function (this: CardlabWorld, name: string, account: string) {
  await tryReadBalance(this, name, account);
});

When('someone tries to read the balance of a card that does not exist', async function (this: CardlabWorld) {
  await tryReadBalance(this, null);
});

Then(/^the operation is (allowed|refused as not permitted)$/, function (this: CardlabWorld, outcome: string) {
  const answer = this.lastAttempt();
  if (outcome === 'allowed') {
    expect(answer.ok, `the operation was refused: ${JSON.stringify(answer.reply.body)}`).to.equal(true);
    return;
  }
  expect(answer.ok, 'the operation went through').to.equal(false);
  expect(answer.status, 'HTTP status of a refusal').to.equal(200);
  expect('responseCode' in answer ? answer.responseCode : undefined, 'responseCode').to.equal('57');
});

Given('{actor} may only send money to {actor}', async function (this: CardlabWorld, name: string, to: string) {
  await allowBeneficiaries(this, name, [to]);
});

Given("{actor} may only send money to {actor}'s account", async function (this: CardlabWorld, name: string, to: string) {
  await allowBeneficiaries(this, name, [to], 'account');
});

Given('{actor} may only send money to {actor} and {actor}', async function (this: CardlabWorld, name: string, a: string, b: string) {
  await allowBeneficiaries(this, name, [a, b]);
});

When("{actor}'s list of allowed beneficiaries is cleared", async function (this: CardlabWorld, name: string) {
  await allowBeneficiaries(this, name, []);
});

Then("the card system lists {actor} and {actor} as {actor}'s allowed beneficiaries", async function (this: CardlabWorld, a: string, b: string, name: string) {
  expect(await allowedBeneficiariesAmong(this, name, [a, b])).to.deep.equal({ named: [a, b], others: 0 });
});

Given("{actor}'s card may only pay at merchant categories {int} and {int}", async function (this: CardlabWorld, name: string, a: number, b: number) {
  await allowMerchantCategories(this, name, [a, b]);
});

When("{actor}'s list of allowed merchant categories is cleared", async function (this: CardlabWorld, name: string) {
  await allowMerchantCategories(this, name, []);
});

Then("the allowed merchant categories of {actor}'s account are {int} and {int}", async function (this: CardlabWorld, name: string, a: number, b: number) {
  expect(await allowedMerchantCategoriesOf(this, name)).to.deep.equal([a, b]);
});

Then("{actor}'s account has no allowed merchant categories", async function (this: CardlabWorld, name: string) {
  expect(await allowedMerchantCategoriesOf(this, name)).to.deep.equal([]);
});

Then("the balances of {actor}'s account list {money} on the ledger, {money} held and {money} available", async function (this: CardlabWorld, name: string, ledger: Money, held: Money, available: Money) {
  const byType = await balancesByType(this, name);
  expectAmounts([['on the ledger', byType.LEDGER, ledger], ['held', byType.HOLD, held], ['available', byType.AVAILABLE, available]], `balances of ${name}'s account`);
});
