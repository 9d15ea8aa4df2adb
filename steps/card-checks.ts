/** The card of a payment judged by its number, its expiry or the terminal it was used at. */
import { Then, When } from '@cucumber/cucumber';
import { expect } from 'chai';
import type { Money } from '../support/money.js';
import { counterDeclinesQueued, paymentSystemShown } from '../support/questions/card-checks.js';
import { payOrderWithCardNumberStarting, payOrderWithTestCardExpiring, tryToPayAtCounterNamingAnotherMerchant, tryToPayAtUnknownTerminal } from '../support/tasks/card-checks.js';
import { terminalOf, tryToPayAt } from '../support/tasks/merchants.js';
import type { TestCardName } from '../support/tasks/orders.js';
import type { CardlabWorld } from '../support/world.js';

When('the customer pays order {string} with a card of an issuer the sandbox does not know, its number starting {string}', async function (this: CardlabWorld, label: string, start: string) {
  await payOrderWithCardNumberStarting(this, label, start);
});

Then('order {string} shows the payment system {string}', async function (this: CardlabWorld, label: string, system: string) {
  expect(await paymentSystemShown(this, label), `payment system of order ${label}`).to.equal(system);
});

When('the customer pays order {string} with the test card {testcard} expiring {month}', async function (this: CardlabWorld, label: string, card: TestCardName, month: string) {
  await payOrderWithTestCardExpiring(this, label, card, month);
});

When("{actor} tries to withdraw {money} at the sandbox merchant's ATM", async function (this: CardlabWorld, name: string, money: Money) {
  await tryToPayAt(this, name, money, terminalOf(this, 'ATM'));
});

When("{actor} tries to pay {money} at the sandbox merchant's counter, the terminal naming another merchant", async function (this: CardlabWorld, name: string, money: Money) {
  await tryToPayAtCounterNamingAnotherMerchant(this, name, money);
});

When("{actor} tries to pay {money} at the sandbox merchant, at a terminal it does not have", async function (this: CardlabWorld, name: string, money: Money) {
  await tryToPayAtUnknownTerminal(this, name, money);
});

Then('the merchant is not notified that a payment with a card at its shop counter was declined', async function (this: CardlabWorld) {
  expect(await counterDeclinesQueued(this), 'notifications of a declined payment at the shop counter').to.equal(0);
});
