/** Steps about the details a customer registers with the card system (v1), and what it shows of them. */
import { Then, When } from '@cucumber/cucumber';
import { expect } from 'chai';
import { cardholderRecord } from '../support/questions/cards.js';
import { customerDetails } from '../support/questions/customers.js';
import { customerRegistration, registerCustomer } from '../support/tasks/customers.js';
import { tryReadUnknownCustomer } from '../support/tasks/customer-records.js';
import { today } from '../support/tasks/limits.js';
import type { CardlabWorld } from '../support/world.js';

When('{actor} registers as a customer without a middle name', async function (this: CardlabWorld, name: string) {
  await registerCustomer(this, name, (p) => {
    delete p.secondName;
  });
});

When('{actor} registers as a customer with spaces around her/his/their first name', async function (this: CardlabWorld, name: string) {
  await registerCustomer(this, name, (p) => {
    p.firstName = `  ${p.firstName}  `;
  });
});

When('{actor} registers as a customer starting today', async function (this: CardlabWorld, name: string) {
  await registerCustomer(this, name, (p) => {
    p.start_date = today();
  });
});

When('{actor} registers as a customer in the country {string}', async function (this: CardlabWorld, name: string, countryCode: string) {
  await registerCustomer(this, name, (p) => {
    p.country_code = countryCode;
  });
});

// The spec's example spells the parameter "apartament"; the table says "apartment".
When('{actor} registers as a customer in the apartment {string}, sent as {string}', async function (this: CardlabWorld, name: string, apartment: string, parameter: string) {
  await registerCustomer(this, name, (p) => {
    delete p.apartment;
    p[parameter] = apartment;
  });
});

When('{actor} registers as a customer without a house number', async function (this: CardlabWorld, name: string) {
  await registerCustomer(this, name, (p) => {
    delete p.house;
  });
});

When('{actor} registers as a customer without a street or a house number', async function (this: CardlabWorld, name: string) {
  await registerCustomer(this, name, (p) => {
    delete p.street;
    delete p.house;
  });
});

When('someone tries to read the details of a customer who never registered', async function (this: CardlabWorld) {
  await tryReadUnknownCustomer(this);
});

Then('the card system shows {actor} as a private person, in status 0, with no middle name', async function (this: CardlabWorld, name: string) {
  const details = await customerDetails(this, name, customerRegistration(this, name).customer_number!);
  expect([details.entityType, details.entityTypeName, details.status], 'entity type, its name and the status').to.deep.equal(['P', 'Private person', '0']);
  expect(details.secondName ?? '', 'middle name').to.equal('');
});

Then("the card system shows {actor}'s first name without the spaces around it", async function (this: CardlabWorld, name: string) {
  const sent = customerRegistration(this, name);
  expect((await customerDetails(this, name, sent.customer_number!)).firstName, 'first name').to.equal(sent.firstName!.trim());
});

Then('Card Management v2 shows {actor} living in the apartment {string}', async function (this: CardlabWorld, name: string, apartment: string) {
  expect((await cardholderRecord(this, name)).billingAddress.line2, 'apartment (second address line)').to.equal(apartment);
});

Then('Card Management v2 shows {actor} living in the country {string}', async function (this: CardlabWorld, name: string, country: string) {
  expect((await cardholderRecord(this, name)).billingAddress.country, 'country').to.equal(country);
});

Then("Card Management v2 shows {actor}'s street alone on the first line of her/his/their address", async function (this: CardlabWorld, name: string) {
  const street = customerRegistration(this, name).street;
  expect((await cardholderRecord(this, name)).billingAddress.line1, 'first address line').to.equal(street);
});

Then("Card Management v2 shows {actor}'s address without a first line", async function (this: CardlabWorld, name: string) {
  expect((await cardholderRecord(this, name)).billingAddress.line1, 'first address line').to.equal(undefined);
});
