/** The gateway's notices of payments with a card at the merchant's shop counter (features/ecom/card-present-callbacks.feature). */
import { Then } from '@cucumber/cucumber';
import { expect } from 'chai';
import { cardPresentNoticeNumbers } from '../support/questions/card-present.js';
import { terminalOf } from '../support/tasks/merchants.js';
import type { CardlabWorld } from '../support/world.js';

Then('the gateway sent no notice of a payment at the shop counter', async function (this: CardlabWorld) {
  expect(await cardPresentNoticeNumbers(this), 'order numbers of the notices of card-present payments').to.deep.equal([]);
});

Then('the gateway sent one notice of a declined payment at the shop counter, numbered {int} for its terminal', async function (this: CardlabWorld, number: number) {
  const terminal = terminalOf(this, 'POS terminal');
  expect(await cardPresentNoticeNumbers(this), 'order numbers of the notices of card-present payments').to.deep.equal([`${terminal}-${number}`]);
});

Then('the gateway sent {int} notices of declined payments at the shop counter, numbered one after the other for its terminal', async function (this: CardlabWorld, count: number) {
  const terminal = terminalOf(this, 'POS terminal');
  expect(await cardPresentNoticeNumbers(this), 'order numbers of the notices of card-present payments').to.deep.equal(Array.from({ length: count }, (_, i) => `${terminal}-${i + 1}`));
});
