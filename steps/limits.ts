import { type DataTable, Given, Then, When } from '@cucumber/cucumber';
import { expect } from 'chai';
import { expectAmount, expectAmounts, type Money } from '../support/money.js';
import { spendingLimitsOf } from '../support/questions/cards.js';
import { accountLimits, cardLimit, cardLimits, exceptionRows, limitRows } from '../support/questions/limits.js';
import { setSpendingLimits, tryUpdateCard } from '../support/tasks/cards.js';
import {
  changeAccountLimit,
  changeCardLimit,
  type Cycle,
  cycleWords,
  deleteLimitException,
  type ExceptionPeriod,
  issueCardOnAccountOf,
  setLimitException,
  today,
  transferThroughV2,
  tryChangeLimitOfUnknownCard,
} from '../support/tasks/limits.js';
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
    const shown = await spendingLimitsOf(this, name);
    expectAmounts([['daily', shown.daily, daily], ['monthly', shown.monthly, monthly]], `${name}'s spending limits`);
  },
);

// ---------------------------------------------------------------------------------------------
// The card system's limits (v1): named as the product names them, cycles in words.

/** "from 2027-07-01 to 2027-07-14" or "for today" (the target's clock is taken to be UTC real time). */
const period = (from: string, to: string): ExceptionPeriod => ({ startDate: from, endDate: to });

Given("{actor}'s card has a limit {limit} of {money} per {cycle}", async function (this: CardlabWorld, name: string, limit: string, money: Money, cycle: Cycle) {
  await changeCardLimit(this, name, limit, { value: money.minor, ...cycle });
});

When("{actor} changes her/his/their card's limit {limit} to {money} per {cycle}", async function (this: CardlabWorld, name: string, limit: string, money: Money, cycle: Cycle) {
  await changeCardLimit(this, name, limit, { value: money.minor, ...cycle });
});

When("{actor} changes her/his/their card's limit {limit} to {money}", async function (this: CardlabWorld, name: string, limit: string, money: Money) {
  await changeCardLimit(this, name, limit, { value: money.minor });
});

When("{actor} counts her/his/their card's limit {limit} per {cycle}", async function (this: CardlabWorld, name: string, limit: string, cycle: Cycle) {
  await changeCardLimit(this, name, limit, cycle);
});

When("{actor} tries to change her/his/their card's limit {limit} to {money}", async function (this: CardlabWorld, name: string, limit: string, money: Money) {
  await changeCardLimit(this, name, limit, { value: money.minor }, true);
});

When("{actor} tries to count her/his/their card's limit {limit} in cycles of type {int}", async function (this: CardlabWorld, name: string, limit: string, cycleType: number) {
  await changeCardLimit(this, name, limit, { cycleType }, true);
});

When('someone tries to change a limit of a card that does not exist', async function (this: CardlabWorld) {
  await tryChangeLimitOfUnknownCard(this);
});

Then("{actor}'s card has these limits:", async function (this: CardlabWorld, name: string, table: DataTable) {
  expect(limitRows(await cardLimits(this, name))).to.deep.equal(table.hashes());
});

Then("{actor}'s card's limit {limit} is {money} per {cycle}", async function (this: CardlabWorld, name: string, limit: string, money: Money, cycle: Cycle) {
  const shown = await cardLimit(this, name, limit);
  expectAmount(shown.value, money, `${name}'s card's limit ${limit}`);
  expect(cycleWords(shown), `cycle of ${name}'s card's limit ${limit}`).to.equal(cycleWords(cycle));
});

Then("{actor}'s card's limit {limit} shows {money} used", async function (this: CardlabWorld, name: string, limit: string, money: Money) {
  expectAmount((await cardLimit(this, name, limit)).currentValue, money, `${name}'s card's limit ${limit} used`);
});

// Exceptions

// A period is given as dates ({date}: written in the scenario's words) or exactly as the request sends
// its edges ({string}: dates or date-times, with an offset or without); each pair of phrasings runs one task.
async function setException(this: CardlabWorld, name: string, money: Money, limit: string, from: string, to: string): Promise<void> {
  await setLimitException(this, name, limit, period(from, to), { value: money.minor });
}

async function trySetException(this: CardlabWorld, name: string, money: Money, limit: string, from: string, to: string): Promise<void> {
  await setLimitException(this, name, limit, period(from, to), { value: money.minor }, true);
}

async function deleteException(this: CardlabWorld, name: string, limit: string, from: string, to: string): Promise<void> {
  await deleteLimitException(this, name, limit, period(from, to));
}

When("{actor} sets an exception of {money} to her/his/their card's limit {limit} from {date} to {date}", setException);
When("{actor} sets an exception of {money} to her/his/their card's limit {limit} from {string} to {string}", setException);

When(
  "{actor} sets an exception of {money} per {cycle} to her/his/their card's limit {limit} from {date} to {date}",
  async function (this: CardlabWorld, name: string, money: Money, cycle: Cycle, limit: string, from: string, to: string) {
    await setLimitException(this, name, limit, period(from, to), { value: money.minor, ...cycle });
  },
);

When("{actor} sets an exception of {money} to her/his/their card's limit {limit} for today", async function (this: CardlabWorld, name: string, money: Money, limit: string) {
  await setLimitException(this, name, limit, period(today(), today()), { value: money.minor });
});

When("{actor} tries to set an exception of {money} to her/his/their card's limit {limit} from {date} to {date}", trySetException);
When("{actor} tries to set an exception of {money} to her/his/their card's limit {limit} from {string} to {string}", trySetException);

When("{actor} deletes the exception to her/his/their card's limit {limit} from {string} to {string}", deleteException);
When("{actor} deletes the exception to her/his/their card's limit {limit} from {date} to {date}", deleteException);

When("{actor} deletes the exception to her/his/their card's limit {limit} for today", async function (this: CardlabWorld, name: string, limit: string) {
  await deleteLimitException(this, name, limit, period(today(), today()));
});

When("{actor} tries to delete an exception to her/his/their card's limit {limit} from {date} to {date}", async function (this: CardlabWorld, name: string, limit: string, from: string, to: string) {
  await deleteLimitException(this, name, limit, period(from, to), true);
});

Then("{actor}'s card's limit {limit} has these exceptions:", async function (this: CardlabWorld, name: string, limit: string, table: DataTable) {
  expect(exceptionRows(await cardLimit(this, name, limit))).to.deep.equal(table.hashes());
});

Then("{actor}'s card's limit {limit} has no exceptions", async function (this: CardlabWorld, name: string, limit: string) {
  expect(exceptionRows(await cardLimit(this, name, limit))).to.deep.equal([]);
});

// Account limits

Given("{actor}'s account has a limit {limit} of {money} per {cycle}", async function (this: CardlabWorld, name: string, limit: string, money: Money, cycle: Cycle) {
  await changeAccountLimit(this, name, limit, { value: money.minor, ...cycle });
});

When("{actor} sets her/his/their account's limit {limit} to {money} per {cycle}", async function (this: CardlabWorld, name: string, limit: string, money: Money, cycle: Cycle) {
  await changeAccountLimit(this, name, limit, { value: money.minor, ...cycle });
});

When("{actor} changes her/his/their account's limit {limit} to {money}", async function (this: CardlabWorld, name: string, limit: string, money: Money) {
  await changeAccountLimit(this, name, limit, { value: money.minor });
});

When("{actor} tries to count her/his/their account's limit {limit} in {cycle}", async function (this: CardlabWorld, name: string, limit: string, cycle: Cycle) {
  await changeAccountLimit(this, name, limit, cycle, true);
});

When(
  "{actor} tries to set an exception of {money} to her/his/their account's limit {limit} from {date} to {date}",
  async function (this: CardlabWorld, name: string, money: Money, limit: string, from: string, to: string) {
    await changeAccountLimit(this, name, limit, { value: money.minor, ...period(from, to) }, true);
  },
);

When('someone tries to set a limit on an account that does not exist', async function (this: CardlabWorld) {
  await changeAccountLimit(this, undefined, 'LMTP0107', { value: 100 }, true, '40817978999999999999');
});

Then("{actor}'s account has no limits of its own", async function (this: CardlabWorld, name: string) {
  expect(limitRows(await accountLimits(this, name))).to.deep.equal([]);
});

Then("{actor}'s account has these limits:", async function (this: CardlabWorld, name: string, table: DataTable) {
  expect(limitRows(await accountLimits(this, name))).to.deep.equal(table.hashes());
});

// Card-to-card through Card Management v2 from a card-system scenario: it counts against the same cash limits.

When('{actor} sends {money} to {actor} through Card Management v2', async function (this: CardlabWorld, from: string, money: Money, to: string) {
  await transferThroughV2(this, from, to, money);
});

When('{actor} tries to send {money} to {actor} through Card Management v2', async function (this: CardlabWorld, from: string, money: Money, to: string) {
  await transferThroughV2(this, from, to, money, true);
});

Given("{actor} has a virtual card on {actor}'s account", async function (this: CardlabWorld, holder: string, owner: string) {
  await issueCardOnAccountOf(this, holder, owner);
});

Then("{actor}'s account's limit {limit} shows {money} used", async function (this: CardlabWorld, name: string, limit: string, money: Money) {
  const shown = (await accountLimits(this, name)).find((l) => l.name === limit);
  expectAmount(shown?.currentValue, money, `${name}'s account's limit ${limit} used`);
});
