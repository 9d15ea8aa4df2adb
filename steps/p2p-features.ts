import { Given, When } from '@cucumber/cucumber';
import type { Money } from '../support/money.js';
import { registerTransferWith, type ThreeDsFeature, tryRegisterTransferWith } from '../support/tasks/p2p-features.js';
import type { CardlabWorld } from '../support/world.js';

Given('the merchant has registered transfer {string} for {money} {threedsfeature}', async function (this: CardlabWorld, label: string, money: Money, feature: ThreeDsFeature) {
  await registerTransferWith(this, label, money, feature);
});

When('the merchant tries to register transfer {string} for {money} with the feature {string}', async function (this: CardlabWorld, label: string, money: Money, feature: string) {
  this.attempted(`registering transfer ${label}`, await tryRegisterTransferWith(this, label, money, feature));
});
