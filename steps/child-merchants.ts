/** Child merchants of the gateway merchant (@emulator-only): orders registered for them, and what the merchant sees of them. */
import { Given, When } from '@cucumber/cucumber';
import type { Money } from '../support/money.js';
import { addChildMerchant, listChildOrders, registerOrderFor, registerOrderForWithNumberOf, tryToRegisterOrderFor } from '../support/tasks/child-merchants.js';
import type { CardlabWorld } from '../support/world.js';

Given('the merchant has a child merchant {string}', async function (this: CardlabWorld, name: string) {
  await addChildMerchant(this, name);
});

Given('the merchant has registered order {string} for {money} for its child merchant {string}', async function (this: CardlabWorld, label: string, money: Money, name: string) {
  await registerOrderFor(this, label, money, name);
});

When('the merchant registers order {string} for {money} for its child merchant {string}', async function (this: CardlabWorld, label: string, money: Money, name: string) {
  await registerOrderFor(this, label, money, name);
});

When('the merchant registers order {string} for its child merchant {string} with the number of order {string}', async function (this: CardlabWorld, label: string, name: string, reusing: string) {
  await registerOrderForWithNumberOf(this, label, name, reusing);
});

When('the merchant tries to register order {string} for {money} for the merchant {string}', async function (this: CardlabWorld, label: string, money: Money, name: string) {
  await tryToRegisterOrderFor(this, label, money, name);
});

When("the merchant lists today's orders of {string} that are waiting for payment", async function (this: CardlabWorld, name: string) {
  await listChildOrders(this, name);
});
