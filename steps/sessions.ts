/** Payment sessions of gateway orders: how long the customer has to pay (sessionTimeoutSecs, default 1200 s), or until when (sessionExpiredDate, UTC). */
import { type DataTable, Given, Then, When } from '@cucumber/cucumber';
import { expect } from 'chai';
import type { Money } from '../support/money.js';
import { declinedAsSessionExpired } from '../support/questions/orders.js';
import { knownOrderLabels, payment, registerOrder, testCardData, type TestCardName, tryRegisterOrder } from '../support/tasks/orders.js';
import type { CardlabWorld } from '../support/world.js';

Given('the merchant has registered order {string} for {money} to be paid within {int} minute(s)', async function (this: CardlabWorld, label: string, money: Money, minutes: number) {
  await registerOrder(this, label, money, { params: { sessionTimeoutSecs: minutes * 60 } });
});

Given('the merchant has registered order {string} for {money} to be paid by {date} at {time}', async function (this: CardlabWorld, label: string, money: Money, date: string, time: string) {
  await registerOrder(this, label, money, { params: { sessionExpiredDate: `${date}T${time}:00` } });
});

When('the merchant tries to register order {string} for {money} to be paid by {date} at {time}', async function (this: CardlabWorld, label: string, money: Money, date: string, time: string) {
  await tryRegisterOrder(this, label, money, { params: { sessionExpiredDate: `${date}T${time}:00` } });
});

When('the customer comes back and tries to pay order {string} with the test card {testcard}', async function (this: CardlabWorld, label: string, card: TestCardName) {
  this.attempted(`paying order ${label} after its session`, await payment(this, label, testCardData(card)));
});

Given('the merchant has registered these orders for {money}, each to be paid within its minutes:', async function (this: CardlabWorld, money: Money, table: DataTable) {
  for (const { order, minutes } of table.hashes()) await registerOrder(this, order ?? '', money, { params: { sessionTimeoutSecs: Number(minutes) * 60 } });
});

Then('the orders declined because their payment session expired are {string}', async function (this: CardlabWorld, labels: string) {
  const expected = labels.split(',').map((label) => label.trim());
  expect(await declinedAsSessionExpired(this, knownOrderLabels(this)), 'the orders declined as their session expired, in the order registered').to.deep.equal(expected);
});
