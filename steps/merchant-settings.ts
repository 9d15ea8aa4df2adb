import { Given } from '@cucumber/cucumber';
import { allowStoredCardsWithoutCvc } from '../support/tasks/merchant-settings.js';
import type { CardlabWorld } from '../support/world.js';

Given(/^the merchant (may|may not) charge stored cards without the security code$/, async function (this: CardlabWorld, may: string) {
  await allowStoredCardsWithoutCvc(this, may === 'may');
});
