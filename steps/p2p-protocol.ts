/** The P2P gateway's envelope: unsigned requests, bodies it cannot read, unknown merchants, the language of its errors. */
import { Given, Then, When } from '@cucumber/cucumber';
import type { Money } from '../support/money.js';
import { expectLastRegistrationFor, expectNoPaymentAttempted, expectRefusalInRussian } from '../support/questions/p2p-protocol.js';
import {
  allowUnsignedP2p,
  registerUnsigned,
  tryRegisterAsArray,
  tryRegisterAsUnknownMerchant,
  tryRegisterInLanguageWithWrongPassword,
  tryRegisterNestedTooDeep,
} from '../support/tasks/p2p-protocol.js';
import type { CardlabWorld } from '../support/world.js';

Given(/^the merchant (may|may not) send P2P requests unsigned$/, async function (this: CardlabWorld, may: string) {
  await allowUnsignedP2p(this, may === 'may');
});

When('the merchant registers transfer {string} for {money} without signing it', async function (this: CardlabWorld, label: string, money: Money) {
  await registerUnsigned(this, label, money);
});

Then('the gateway shows that transfer registered for {money}', async function (this: CardlabWorld, money: Money) {
  await expectLastRegistrationFor(this, money);
});

When('someone tries to register transfer {string} for {money} as a merchant that does not exist', async function (this: CardlabWorld, label: string, money: Money) {
  await tryRegisterAsUnknownMerchant(this, label, money);
});

When('the merchant tries to register transfer {string} for {money} in Russian with a wrong password', async function (this: CardlabWorld, label: string, money: Money) {
  await tryRegisterInLanguageWithWrongPassword(this, label, money, 'ru');
});

Then('the refusal is worded in Russian', function (this: CardlabWorld) {
  expectRefusalInRussian(this);
});

When('the merchant tries to register transfer {string} for {money} with its body in a JSON array', async function (this: CardlabWorld, label: string, money: Money) {
  await tryRegisterAsArray(this, label, money);
});

When('the merchant tries to register transfer {string} for {money} with a description nested deeper than any P2P message', async function (this: CardlabWorld, label: string, money: Money) {
  await tryRegisterNestedTooDeep(this, label, money);
});

Then('the answer says that no payment was attempted', function (this: CardlabWorld) {
  expectNoPaymentAttempted(this);
});
