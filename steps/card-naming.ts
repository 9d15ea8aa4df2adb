/** Steps about the ways a request may name a card in the card system (v1), and the envelope of its answers. */
import { Then, When } from '@cucumber/cucumber';
import { expect } from 'chai';
import { approvedFields } from '../support/questions/answers.js';
import { namedCard, tryReadCardDataNamed } from '../support/tasks/card-naming.js';
import type { CardlabWorld } from '../support/world.js';

// The holder is the card's own unless the scenario names another ("…, naming Bob as its holder").
When(/^someone asks for the card data of (\w+)'s card by (.+?)(?:, naming (\w+) as its holder)?$/, async function (this: CardlabWorld, name: string, naming: string, holder?: string) {
  await tryReadCardDataNamed(this, namedCard(this, naming, name, holder ?? name), `${name}'s card by ${naming}`);
});

Then("the card data answered is that of {actor}'s card", function (this: CardlabWorld, name: string) {
  const shown = (approvedFields(this).cardData as { cardNumber?: string } | undefined)?.cardNumber;
  expect(shown === this.actors.card(name).number, `the card data answered is of ${name}'s card`).to.equal(true);
});
