import { Given, Then, When } from '@cucumber/cucumber';
import { expect } from 'chai';
import { formatMoney, type Money } from '../support/money.js';
import { balanceOf } from '../support/questions/cards.js';
import { expectDecline } from '../support/refusals.js';
import { topUp, tryTopUp } from '../support/tasks/money.js';
import type { CardlabWorld } from '../support/world.js';

Given("{actor}'s card is topped up with {money}", async function (this: CardlabWorld, name: string, money: Money) {
  await topUp(this, name, money);
});

When('someone tries to top up {actor}\'s card with {money}', async function (this: CardlabWorld, name: string, money: Money) {
  await tryTopUp(this, name, money);
});

Then('the top-up is approved', function (this: CardlabWorld) {
  const answer = this.lastAttempt();
  expect(answer.ok && (answer.value as { status: string }).status).to.equal('approved');
});

Then(/^the top-up is declined because (.+)$/, function (this: CardlabWorld, reason: string) {
  expectDecline(this.lastAttempt(), reason);
});

Then("{actor}'s card has a balance of {money}", async function (this: CardlabWorld, name: string, money: Money) {
  expect(formatMoney(await balanceOf(this, name), money.currency), `balance of ${name}'s card`).to.equal(formatMoney(money.minor, money.currency));
});
