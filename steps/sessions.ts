/** Payment sessions of gateway orders: how long the customer has to pay (sessionTimeoutSecs, default 1200 s), or until when (sessionExpiredDate, UTC). */
import { Given, When } from '@cucumber/cucumber';
import type { Money } from '../support/money.js';
import { payment, registerOrder, testCardData, type TestCardName, tryRegisterOrder } from '../support/tasks/orders.js';
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
