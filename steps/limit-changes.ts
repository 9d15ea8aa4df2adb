/** Steps about what a change of a limit in the card system (v1) must name. */
import { When } from '@cucumber/cucumber';
import type { Money } from '../support/money.js';
import { deleteLimitException } from '../support/tasks/limits.js';
import { changeCardLimitWith, tryChangeAccountLimitWith } from '../support/tasks/limit-requests.js';
import type { CardlabWorld } from '../support/world.js';

When("{actor} tries to change her/his/their card's limit {limit} without saying what", async function (this: CardlabWorld, name: string, limit: string) {
  await changeCardLimitWith(this, name, limit, {}, true);
});

When("{actor} tries to change her/his/their account's limit {limit} without saying what", async function (this: CardlabWorld, name: string, limit: string) {
  await tryChangeAccountLimitWith(this, name, limit, {});
});

When("{actor} changes only the cycle type of her/his/their card's limit {limit} to {int}", async function (this: CardlabWorld, name: string, limit: string, cycleType: number) {
  await changeCardLimitWith(this, name, limit, { cycleType });
});

When("{actor} changes only the cycle length of her/his/their card's limit {limit} to {int}", async function (this: CardlabWorld, name: string, limit: string, cycleLength: number) {
  await changeCardLimitWith(this, name, limit, { cycleLength });
});

When(
  "{actor} tries to set an exception of {money} to her/his/their card's limit {limit} starting {date} with no end",
  async function (this: CardlabWorld, name: string, money: Money, limit: string, startDate: string) {
    await changeCardLimitWith(this, name, limit, { value: money.minor, startDate }, true);
  },
);

When(
  "{actor} tries to set an exception of {money} to her/his/their card's limit {limit} ending {date} with no start",
  async function (this: CardlabWorld, name: string, money: Money, limit: string, endDate: string) {
    await changeCardLimitWith(this, name, limit, { value: money.minor, endDate }, true);
  },
);

When(
  "{actor} tries to set an exception to her/his/their card's limit {limit} from {date} to {date} without an amount",
  async function (this: CardlabWorld, name: string, limit: string, startDate: string, endDate: string) {
    await changeCardLimitWith(this, name, limit, { startDate, endDate }, true);
  },
);

When("{actor} tries to delete an exception to her/his/their card's limit {limit} from {string} to {string}", async function (this: CardlabWorld, name: string, limit: string, startDate: string, endDate: string) {
  await deleteLimitException(this, name, limit, { startDate, endDate }, true);
});
