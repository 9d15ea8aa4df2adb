import { Then, When } from '@cucumber/cucumber';
import { expect } from 'chai';
import { asStatus, orderStatus } from '../support/questions/orders.js';
import { addOrderDetail, declineOrder } from '../support/tasks/order-changes.js';
import { payment, testCardData, type TestCardName } from '../support/tasks/orders.js';
import type { CardlabWorld } from '../support/world.js';

When('the merchant declines order {string}', async function (this: CardlabWorld, label: string) {
  this.succeeded(`declining order ${label}`, await declineOrder(this, label));
});

When('the merchant tries to decline order {string}', async function (this: CardlabWorld, label: string) {
  this.attempted(`declining order ${label}`, await declineOrder(this, label));
});

When('the customer tries to pay order {string} with the test card {testcard}', async function (this: CardlabWorld, label: string, card: TestCardName) {
  this.attempted(`paying order ${label}`, await payment(this, label, testCardData(card)));
});

When('the merchant adds the detail {string} with the value {string} to order {string}', async function (this: CardlabWorld, name: string, value: string, label: string) {
  this.succeeded(`adding a detail to order ${label}`, await addOrderDetail(this, label, name, value));
});

Then('order {string} carries the detail {string} with the value {string}', async function (this: CardlabWorld, label: string, name: string, value: string) {
  const status = asStatus(await orderStatus(this, label));
  expect(status.merchantOrderParams).to.deep.include({ name, value });
});
