import { Then, When } from '@cucumber/cucumber';
import { expect } from 'chai';
import { HOT_CARD_STATUS } from '../src/common/card-status.js';
import { cardData, cardDataOfNumber } from '../support/questions/cards.js';
import { changeCardStatus, issueMoreV1Cards, tryIssueV1Card, tryReadUnknownCardData } from '../support/tasks/cards.js';
import type { CardlabWorld } from '../support/world.js';

/** The card-system status code of a status name ("LOST CARD" → 6). */
function statusCode(description: string): number {
  const entry = Object.entries(HOT_CARD_STATUS).find(([, text]) => text === description);
  if (!entry) throw new Error(`"${description}" is not a card status; known: ${Object.values(HOT_CARD_STATUS).join(', ')}`);
  return Number(entry[0]);
}

When("{actor}'s card status is changed to {string}", async function (this: CardlabWorld, name: string, description: string) {
  await changeCardStatus(this, name, statusCode(description));
});

When("someone tries to change {actor}'s card status to code {int}", async function (this: CardlabWorld, name: string, code: number) {
  await changeCardStatus(this, name, code, true);
});

Then('the card system shows {actor}\'s card as {string}', async function (this: CardlabWorld, name: string, description: string) {
  const data = await cardData(this, name);
  expect(data.hotCardStatusDescription, 'status').to.equal(description);
  expect(data.hotCardStatus, 'status code').to.equal(statusCode(description));
});

Then("the card data of {actor}'s card shows its number, expiry, one account and no embossed name", async function (this: CardlabWorld, name: string) {
  const data = await cardData(this, name);
  const card = this.actors.card(name);
  expect(data.cardNumber === card.number, 'the card data shows the card number').to.equal(true);
  expect(data.expiryDate).to.equal(card.expiryDate);
  expect(data.embossedName).to.equal('');
  expect(data.accounts?.map((a) => a.number), 'accounts').to.deep.equal([this.actors.get(name).accountNumber ?? data.accounts?.[0]?.number]);
  expect(data.accounts).to.have.length(1);
});

When('someone tries to read the card data of a card that does not exist', async function (this: CardlabWorld) {
  await tryReadUnknownCardData(this);
});

When('{actor} tries to get a virtual card with the placeholder number {string}', async function (this: CardlabWorld, name: string, placeholder: string) {
  await tryIssueV1Card(this, name, { cardNumber: placeholder });
});

When('{actor} tries to get a virtual card expiring in {string}', async function (this: CardlabWorld, name: string, expDate: string) {
  await tryIssueV1Card(this, name, { expDate });
});

When('someone tries to issue a virtual card on an account that does not exist', async function (this: CardlabWorld) {
  await tryIssueV1Card(this, undefined, { accountNumber: '40817978999999999999' });
});

When('{actor} tries to get a virtual card of the product type {string}', async function (this: CardlabWorld, name: string, productType: string) {
  await tryIssueV1Card(this, name, { productType });
});

When('{actor} is issued {int} more virtual cards', async function (this: CardlabWorld, name: string, count: number) {
  await issueMoreV1Cards(this, name, count);
});

Then("every card of {actor} is valid, distinct and on {actor}'s one account", async function (this: CardlabWorld, name: string, owner: string) {
  const numbers = [this.actors.card(name).number, ...(this.actors.get(name).moreCards ?? [])];
  expect(new Set(numbers).size, 'distinct card numbers').to.equal(numbers.length);
  for (const [i, cardNumber] of numbers.entries()) {
    const data = await cardDataOfNumber(this, cardNumber, `card ${i + 1}`);
    expect(data.hotCardStatusDescription, `status of card ${i + 1}`).to.equal('VALID CARD');
    expect(data.accounts?.map((a) => a.number), `accounts of card ${i + 1}`).to.deep.equal([this.actors.accountNumber(owner)]);
  }
});
