import { Then, When } from '@cucumber/cucumber';
import { expect } from 'chai';
import { formatMoney, type Money } from '../support/money.js';
import { legacyStatus } from '../support/questions/order-reports.js';
import { knownOrder, knownOrderLabels } from '../support/tasks/orders.js';
import { listOrdersOfPeriod, listOwnOrders } from '../support/tasks/order-report-periods.js';
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

const STATES = '(?:paid|waiting for payment|declined|held|reversed|refunded)';
const statesOf = (text: string) => text.split(' or ') as ReportState[];

When(new RegExp(`^the merchant lists the orders that are (${STATES}(?: or ${STATES})*)(?: and were (registered|last changed) between (\\d{2}:\\d{2}:\\d{2}) and (\\d{2}:\\d{2}:\\d{2}) that day)?$`), async function (this: CardlabWorld, states: string, by: string | undefined, from: string | undefined, to: string | undefined) {
  await listOrdersOfPeriod(this, { states: statesOf(states), from, to, byRegistration: by === undefined ? undefined : by === 'registered' });
});

When(/^the merchant lists the (first|second|third) page of the orders that are (.+), (\d+) to a page$/, async function (this: CardlabWorld, ordinal: string, states: string, size: string) {
  await listOrdersOfPeriod(this, { states: statesOf(states), page: ['first', 'second', 'third'].indexOf(ordinal), size: Number(size) });
});

When("the merchant lists today's orders of its own account that are waiting for payment", async function (this: CardlabWorld) {
  await listOwnOrders(this, ['waiting for payment']);
});

Then(/^the list shows (?:order|orders) ((?:"[^"]+"(?:, | and )?)+) in that order$/, function (this: CardlabWorld, labels: string) {
  const list = this.read('the order list', this.lastAttempt()) as { orderStatuses?: { orderNumber: string }[] };
  const wanted = [...labels.matchAll(/"([^"]+)"/g)].map((m) => knownOrder(this, m[1] ?? '').orderNumber);
  const known = new Set(knownOrderLabels(this).map((label) => knownOrder(this, label).orderNumber));
  const shown = (list.orderStatuses ?? []).map((o) => o.orderNumber).filter((n) => known.has(n));
  expect(shown, "the scenario's orders in the list, in its order").to.deep.equal(wanted);
});

Then('the list counts {int} orders on all its pages', function (this: CardlabWorld, count: number) {
  const list = this.read('the order list', this.lastAttempt()) as { totalCount?: number };
  expect(list.totalCount, 'totalCount of the order list').to.equal(count);
});
