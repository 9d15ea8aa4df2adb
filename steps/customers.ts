import { Given, Then, When } from '@cucumber/cucumber';
import { expect } from 'chai';
import { accountsOfCustomer, customerDetails, customerNumberExists } from '../support/questions/customers.js';
import { cardholderRecord } from '../support/questions/cards.js';
import { customerRegistration, newCustomerNumber, registerCustomer, registeredAddress, tryRegisterAgain, tryRegisterCustomer } from '../support/tasks/customers.js';
import type { CardlabWorld } from '../support/world.js';

Given('{actor} is a customer', async function (this: CardlabWorld, name: string) {
  await registerCustomer(this, name);
});

When('{actor} registers as a customer', async function (this: CardlabWorld, name: string) {
  await registerCustomer(this, name);
});

When('{actor} registers as a customer with the middle name {string}', async function (this: CardlabWorld, name: string, middle: string) {
  await registerCustomer(this, name, (p) => {
    p.secondName = middle;
  });
});

Then("the card system shows {actor}'s first, middle and last names as registered", async function (this: CardlabWorld, name: string) {
  const sent = customerRegistration(this, name);
  const details = await customerDetails(this, name, sent.customer_number!);
  expect([details.firstName, details.secondName, details.surname], 'first, middle and last names').to.deep.equal([sent.firstName, sent.secondName, sent.surname]);
});

Then("Card Management v2 shows {actor} as a cardholder with the name, e-mail and address registered with the card system", async function (this: CardlabWorld, name: string) {
  const sent = customerRegistration(this, name);
  const record = await cardholderRecord(this, name);
  expect([record.firstName, record.lastName, record.email], 'name and e-mail').to.deep.equal([sent.firstName, sent.surname, sent.email]);
  expect(record.billingAddress, 'billing address').to.deep.equal(registeredAddress(sent));
});

/** Registration parameters in the scenario's words. */
const PARAMETERS: Record<string, string> = {
  'institution id': 'institutionId',
  'start date': 'start_date',
  'country code': 'country_code',
  'customer number': 'customer_number',
};

When('{actor} tries to register as a customer with the {word} {word} {string}', async function (this: CardlabWorld, name: string, w1: string, w2: string, value: string) {
  const parameter = PARAMETERS[`${w1} ${w2}`];
  if (!parameter) throw new Error(`unknown registration detail "${w1} ${w2}"; known: ${Object.keys(PARAMETERS).join(', ')}`);
  await tryRegisterCustomer(this, name, (p) => {
    p[parameter] = value;
  });
});

When('{actor} tries to register as a customer without a customer number', async function (this: CardlabWorld, name: string) {
  await tryRegisterCustomer(this, name, (p) => {
    delete p.customer_number;
  });
});

When('{actor} tries to register as a customer with another customer template', async function (this: CardlabWorld, name: string) {
  await tryRegisterCustomer(this, name, () => undefined, 'ANOTHER_TEMPLATE');
});

When('{actor} tries to register a second time with the same customer number', async function (this: CardlabWorld, name: string) {
  await tryRegisterAgain(this, name);
});

Then('the card system knows {actor} as a customer', async function (this: CardlabWorld, name: string) {
  const customerNumber = this.actors.get(name).customerNumber!;
  expect(await customerNumberExists(this, customerNumber), `${name} exists`).to.equal(true);
  const details = await customerDetails(this, name, customerNumber);
  expect(details.customerNumber).to.equal(customerNumber);
  expect(details.firstName, 'first name').to.equal(name);
});

Then('the card system does not know a customer who never registered', async function (this: CardlabWorld) {
  expect(await customerNumberExists(this, newCustomerNumber(this, 'NOBODY'))).to.equal(false);
});

Then('{actor} has exactly one account, with a balance of 0.00 EUR', async function (this: CardlabWorld, name: string) {
  const accounts = await accountsOfCustomer(this, name);
  expect(accounts.map((a) => a.number)).to.deep.equal([this.actors.accountNumber(name)]);
  expect(accounts[0]).to.include({ balance: 0, currency: 978, defaultAccount: true, status: 0 });
});
