import { Given, Then, When } from '@cucumber/cucumber';
import { expect } from 'chai';
import { cardholderRecord } from '../support/questions/cards.js';
import { type CardholderDetail, registerCardholder, tryLookUpUnknownCardholder, tryRegisterWith, tryRegisterWithout } from '../support/tasks/cardholders.js';
import type { CardlabWorld } from '../support/world.js';

Given('{actor} is a cardholder', async function (this: CardlabWorld, name: string) {
  await registerCardholder(this, name);
});

Given('{actor} and {actor} are registered as cardholders', async function (this: CardlabWorld, a: string, b: string) {
  await registerCardholder(this, a);
  await registerCardholder(this, b);
});

When('{actor} registers as a cardholder', async function (this: CardlabWorld, name: string) {
  await registerCardholder(this, name);
});

When('{actor} tries to register as a cardholder without {detail}', async function (this: CardlabWorld, name: string, detail: CardholderDetail) {
  await tryRegisterWithout(this, name, detail);
});

When('{actor} tries to register as a cardholder with the billing country {string}', async function (this: CardlabWorld, name: string, country: string) {
  await tryRegisterWith(this, name, (data) => {
    data.billingAddress.country = country;
  });
});

When('someone tries to look up a cardholder that does not exist', async function (this: CardlabWorld) {
  await tryLookUpUnknownCardholder(this);
});

Then("{actor}'s cardholder record shows the details she/he/they registered with", async function (this: CardlabWorld, name: string) {
  const sent = this.actors.get(name).registeredWith;
  if (!sent) throw new Error(`${name} did not register in this scenario`);
  const record = await cardholderRecord(this, name);
  expect(record).to.deep.include({ firstName: sent.firstName, lastName: sent.lastName, phoneNumber: sent.phoneNumber, email: sent.email });
  expect(record.billingAddress).to.deep.equal(sent.billingAddress);
});

Then("{actor}'s cardholder record is active", async function (this: CardlabWorld, name: string) {
  expect((await cardholderRecord(this, name)).status).to.equal('active');
});
