import { Then, When } from '@cucumber/cucumber';
import { expect } from 'chai';
import { HOT_CARD_STATUS } from '../src/common/card-status.js';
import { cardData } from '../support/questions/cards.js';
import type { CardlabWorld } from '../support/world.js';

/** The card-system status code of a status name ("LOST CARD" → 6). */
function statusCode(description: string): number {
  const entry = Object.entries(HOT_CARD_STATUS).find(([, text]) => text === description);
  if (!entry) throw new Error(`"${description}" is not a card status; known: ${Object.values(HOT_CARD_STATUS).join(', ')}`);
  return Number(entry[0]);
}

async function changeStatus(world: CardlabWorld, name: string, code: number) {
  return world.v1.call('changeCardStatus', { cardIdentification: { cardNumber: world.actors.card(name).number }, hotCardStatus: code });
}

When("{actor}'s card status is changed to {string}", async function (this: CardlabWorld, name: string, description: string) {
  this.succeeded(`changing the status of ${name}'s card`, await changeStatus(this, name, statusCode(description)));
});

When("someone tries to change {actor}'s card status to code {int}", async function (this: CardlabWorld, name: string, code: number) {
  this.attempted(`changing the status of ${name}'s card`, await changeStatus(this, name, code));
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
  this.attempted('reading an unknown card', await this.v1.call('getCardData', { cardIdentification: { cardNumber: '5298110000000018' } }));
});

When('{actor} tries to get a virtual card with the placeholder number {string}', async function (this: CardlabWorld, name: string, placeholder: string) {
  this.attempted('issuing a card', await createCard(this, name, { cardNumber: placeholder }));
});

When('{actor} tries to get a virtual card expiring in {string}', async function (this: CardlabWorld, name: string, expDate: string) {
  this.attempted('issuing a card', await createCard(this, name, { expDate }));
});

When('someone tries to issue a virtual card on an account that does not exist', async function (this: CardlabWorld) {
  this.attempted('issuing a card', await createCard(this, undefined, { accountNumber: '40817978999999999999' }));
});

function createCard(world: CardlabWorld, name: string | undefined, over: { cardNumber?: string; expDate?: string; accountNumber?: string; productType?: string }) {
  const v1 = world.target.v1!;
  return world.v1.call('createVirtualCard', {
    cardIdentification: { cardNumber: over.cardNumber ?? v1.placeholderCardNumber },
    virtualCardIdentification: { expDate: over.expDate ?? `${new Date().getUTCFullYear() + 2}01`, productType: over.productType ?? v1.cardProductType },
    amount: 0,
    currency: 978,
    accountNumber: over.accountNumber ?? world.actors.accountNumber(name!),
  });
}

When('{actor} tries to get a virtual card of the product type {string}', async function (this: CardlabWorld, name: string, productType: string) {
  this.attempted('issuing a card', await createCard(this, name, { productType }));
});

When('{actor} is issued {int} more virtual cards', async function (this: CardlabWorld, name: string, count: number) {
  const actor = this.actors.get(name);
  for (let i = 0; i < count; i++) {
    const issued = this.succeeded(`issuing card ${i + 1} to ${name}`, await createCard(this, name, {})).virtualCardIdentification;
    if (!issued.cardNumber || !issued.cardId) throw new Error(`the card issued to ${name} came without its number or id`);
    this.remember(issued.cardNumber);
    (actor.moreCards ??= []).push(issued.cardNumber);
  }
});

Then("every card of {actor} is valid, distinct and on {actor}'s one account", async function (this: CardlabWorld, name: string, owner: string) {
  const numbers = [this.actors.card(name).number, ...(this.actors.get(name).moreCards ?? [])];
  expect(new Set(numbers).size, 'distinct card numbers').to.equal(numbers.length);
  for (const [i, cardNumber] of numbers.entries()) {
    const data = this.read(`reading card ${i + 1}`, await this.v1.call('getCardData', { cardIdentification: { cardNumber } })).cardData;
    expect(data.hotCardStatusDescription, `status of card ${i + 1}`).to.equal('VALID CARD');
    expect(data.accounts?.map((a) => a.number), `accounts of card ${i + 1}`).to.deep.equal([this.actors.accountNumber(owner)]);
  }
});
