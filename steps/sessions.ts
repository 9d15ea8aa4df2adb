/** Payment sessions of gateway orders: how long the customer has to pay (sessionTimeoutSecs, default 1200 s). */
import { Given, When } from '@cucumber/cucumber';
import type { Money } from '../support/money.js';
import { payment, registerOrder, testCardData, type TestCardName } from '../support/tasks/orders.js';
import type { CardlabWorld } from '../support/world.js';

Given('the merchant has registered order {string} for {money} to be paid within {int} minute(s)', async function (this: CardlabWorld, label: string, money: Money, minutes: number) {
  await registerOrder(this, label, money, { params: { sessionTimeoutSecs: minutes * 60 } });
});

When('the customer comes back and tries to pay order {string} with the test card {testcard}', async function (this: CardlabWorld, label: string, card: TestCardName) {
  this.attempted(`paying order ${label} after its session`, await payment(this, label, testCardData(card)));
});
