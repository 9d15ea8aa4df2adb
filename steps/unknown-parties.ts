/** Steps about requests that name a card or an account the card system (v1) does not have. */
import { When } from '@cucumber/cucumber';
import { tryOnUnknownAccount, tryOnUnknownCard } from '../support/tasks/unknown-parties.js';
import type { CardlabWorld } from '../support/world.js';

When(/^someone tries to (.+) of a card the card system does not have$/, async function (this: CardlabWorld, action: string) {
  await tryOnUnknownCard(this, action);
});

When(/^someone tries to (.+) of an account the card system does not have$/, async function (this: CardlabWorld, action: string) {
  await tryOnUnknownAccount(this, action);
});
