import { Given } from '@cucumber/cucumber';
import { allowFundingRouting, allowStoredCardsWithoutCvc } from '../support/tasks/merchant-settings.js';
import type { CardlabWorld } from '../support/world.js';

Given(/^the merchant (may|may not) charge stored cards without the security code$/, async function (this: CardlabWorld, may: string) {
  await allowStoredCardsWithoutCvc(this, may === 'may');
});

Given(/^the merchant (may|may not) send a funding's money to another card or account$/, async function (this: CardlabWorld, may: string) {
  await allowFundingRouting(this, may === 'may');
});
