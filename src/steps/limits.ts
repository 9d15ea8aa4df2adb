import { Given, Then, When } from '@cucumber/cucumber';
import { expect } from 'chai';
import type { Money } from '../support/money.js';
import { spendingLimitsOf } from '../support/questions/cards.js';
import { setSpendingLimits, tryUpdateCard } from '../support/tasks/cards.js';
import type { CardlabWorld } from '../support/world.js';

type Interval = 'daily' | 'monthly';

When(
  "{actor} sets her/his/their card's spending limits to {money} daily and {money} monthly",
  async function (this: CardlabWorld, name: string, daily: Money, monthly: Money) {
    await setSpendingLimits(this, name, [
      { interval: 'daily', amount: daily.minor },
      { interval: 'monthly', amount: monthly.minor },
    ]);
  },
);

When("{actor} replaces her/his/their card's {interval} spending limit with {money}", async function (this: CardlabWorld, name: string, interval: Interval, limit: Money) {
  await setSpendingLimits(this, name, [{ interval, amount: limit.minor }]);
});

Given("{actor}'s card has a {interval} spending limit of {money}", async function (this: CardlabWorld, name: string, interval: Interval, limit: Money) {
  await setSpendingLimits(this, name, [{ interval, amount: limit.minor }]);
});

When("{actor} tries to set her/his/their card's {interval} spending limit to {money}", async function (this: CardlabWorld, name: string, interval: Interval, limit: Money) {
  await tryUpdateCard(this, name, { spendingLimits: [{ interval, amount: limit.minor }] }, `setting the ${interval} spending limit`);
});

Then(
  "{actor}'s card has a daily spending limit of {money} and a monthly spending limit of {money}",
  async function (this: CardlabWorld, name: string, daily: Money, monthly: Money) {
    expect(await spendingLimitsOf(this, name)).to.deep.equal({ daily: daily.minor, monthly: monthly.minor });
  },
);
