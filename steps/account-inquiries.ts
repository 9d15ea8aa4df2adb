/** Steps about reading an account's balances in the card system (v1). */
import { When } from '@cucumber/cucumber';
import { tryReadAccountBalances } from '../support/tasks/account-inquiries.js';
import type { CardlabWorld } from '../support/world.js';

When(/^(\w+) tries to read (?:her|his|their) account's (balances|balances by type)$/, async function (this: CardlabWorld, name: string, read: 'balances' | 'balances by type') {
  await tryReadAccountBalances(this, name, read);
});

When("{actor} tries to read her/his/their account's balances by type for the institution {string}", async function (this: CardlabWorld, name: string, institutionId: string) {
  await tryReadAccountBalances(this, name, 'balances by type', institutionId);
});
