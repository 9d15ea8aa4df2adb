import { Then, When } from '@cucumber/cucumber';
import { expect } from 'chai';
import { formatMoney, type Money } from '../support/money.js';
import { legacyStatus } from '../support/questions/order-reports.js';
import { knownOrder } from '../support/tasks/orders.js';
import { listTodaysOrders, type ReportState } from '../support/tasks/order-reports.js';
import type { CardlabWorld } from '../support/world.js';

When(/^the merchant lists today's orders that are (paid|waiting for payment|declined|held|reversed|refunded)$/, async function (this: CardlabWorld, state: ReportState) {
  this.succeeded(`listing today's ${state} orders`, await listTodaysOrders(this, [state]));
});

When("the merchant tries to list today's orders of another merchant", async function (this: CardlabWorld) {
  this.attempted("listing another merchant's orders", await listTodaysOrders(this, ['paid'], `${this.unique(8)}-other-shop`));
});

Then(/^the list (holds|does not hold) order "([^"]+)"$/, function (this: CardlabWorld, holds: string, label: string) {
  const list = this.read('the order list', this.lastAttempt()) as { orderStatuses?: { orderNumber: string }[] };
  const numbers = (list.orderStatuses ?? []).map((o) => o.orderNumber);
  expect(numbers.includes(knownOrder(this, label).orderNumber), `order ${label} in the list`).to.equal(holds === 'holds');
});

Then('the legacy status of order {string} shows it paid for {money} with the card masked', async function (this: CardlabWorld, label: string, money: Money) {
  const status = await legacyStatus(this, label);
  expect([status.ErrorCode, status.OrderStatus, formatMoney(status.Amount ?? -1)]).to.deep.equal(['0', 2, formatMoney(money.minor)]);
  expect(status.Pan, 'card number, masked').to.match(/^\d{6}\*+\d{4}$/);
});

Then('the legacy status of order {string} shows it declined because of the payment details', async function (this: CardlabWorld, label: string) {
  const status = await legacyStatus(this, label);
  expect([status.ErrorCode, status.OrderStatus]).to.deep.equal(['2', 6]);
});
