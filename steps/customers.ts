import { Given, Then, When } from '@cucumber/cucumber';
import { expect } from 'chai';
import { asList, customerParameters, newCustomerNumber, registerCustomer, tryRegisterCustomer } from '../support/tasks/customers.js';
import type { CardlabWorld } from '../support/world.js';

Given('{actor} is a customer', async function (this: CardlabWorld, name: string) {
  await registerCustomer(this, name);
});

When('{actor} registers as a customer', async function (this: CardlabWorld, name: string) {
  await registerCustomer(this, name);
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
  const customerNumber = this.actors.get(name).customerNumber;
  if (!customerNumber) throw new Error(`${name} is not a customer yet`);
  const parameters = customerParameters(this, name, customerNumber);
  this.attempted(`registering ${name} again`, await this.v1.call('registerCustomer', { productName: this.target.v1!.customerTemplate, parameters: asList(parameters) }));
});

Then('the card system knows {actor} as a customer', async function (this: CardlabWorld, name: string) {
  const customerNumber = this.actors.get(name).customerNumber!;
  const exists = this.read('asking whether the customer exists', await this.v1.call('isCustomerExist', { customerNumber }));
  expect(exists.result, `${name} exists`).to.equal(true);
  const details = this.read(`reading ${name}'s details`, await this.v1.call('getCustomerDetails', { customerNumber }));
  expect(details.customerNumber).to.equal(customerNumber);
  expect(details.firstName, 'first name').to.equal(name);
});

Then('the card system does not know a customer who never registered', async function (this: CardlabWorld) {
  const customerNumber = newCustomerNumber(this, 'NOBODY');
  const exists = this.read('asking whether the customer exists', await this.v1.call('isCustomerExist', { customerNumber }));
  expect(exists.result).to.equal(false);
});

Then('{actor} has exactly one account, with a balance of 0.00 EUR', async function (this: CardlabWorld, name: string) {
  const accounts = this.read(`listing ${name}'s accounts`, await this.v1.call('getAccountListByOwner', { customerId: this.actors.cardholderId(name) })).accounts;
  expect(accounts.map((a) => a.number)).to.deep.equal([this.actors.accountNumber(name)]);
  expect(accounts[0]).to.include({ balance: 0, currency: 978, defaultAccount: true, status: 0 });
});
