/** Steps that name the interface explicitly, for scenarios that cross from one to the other. */
import { Given, Then } from '@cucumber/cucumber';
import { expect } from 'chai';
import { expectAmount, type Money } from '../support/money.js';
import { cardData, cardDetails } from '../support/questions/cards.js';
import { issueCard } from '../support/tasks/cards.js';
import { topUp } from '../support/tasks/money.js';
import type { CardlabWorld } from '../support/world.js';

Given('{actor} has a virtual card issued through Card Management v2', async function (this: CardlabWorld, name: string) {
  await this.through('v2', () => issueCard(this, name));
});

Given("{actor}'s card is topped up with {money} through Card Management v2", async function (this: CardlabWorld, name: string, money: Money) {
  await this.through('v2', () => topUp(this, name, money));
});

Then("the card system shows a balance of {money} on {actor}'s card", async function (this: CardlabWorld, money: Money, name: string) {
  const balance = (await cardData(this, name)).accounts?.[0]?.balance ?? Number.NaN;
  expectAmount(balance, money, `balance of ${name}'s card in the card system`);
});

Then("Card Management v2 shows {actor}'s card as blocked", async function (this: CardlabWorld, name: string) {
  expect((await cardDetails(this, name)).status).to.equal('blocked');
});
