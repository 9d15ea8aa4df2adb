/** Transfers whose issuers decline the cards: which side is judged, and how its decline shows. */
import { Then, When } from '@cucumber/cucumber';
import { expect } from 'chai';
import type { Money } from '../support/money.js';
import { p2pStatus } from '../support/questions/p2p.js';
import { TEST_CARDS, type TestCardName } from '../support/tasks/orders.js';
import { sendToExpiredExpiry, sendWithWrongCvc } from '../support/tasks/p2p-issuers.js';
import type { CardRef } from '../support/tasks/p2p.js';
import type { CardlabWorld } from '../support/world.js';

When('{actor} sends {money} from her/his/their card, giving the wrong security code, to {p2pcard}', async function (this: CardlabWorld, sender: string, money: Money, to: CardRef) {
  await sendWithWrongCvc(this, money, sender, to);
});

When('{actor} sends {money} from her/his/their card to {p2pcard}, giving an expiry for it that is over', async function (this: CardlabWorld, sender: string, money: Money, to: CardRef) {
  await sendToExpiredExpiry(this, money, sender, to);
});

Then('the transfer shows the credit to the test card {testcard} declined', async function (this: CardlabWorld, test: TestCardName) {
  const pan = TEST_CARDS[test];
  const legs = ((await p2pStatus(this, undefined)).operationList ?? []).map((op) => [op.operationType, op.panMasked, op.resultCode !== 0]);
  expect(legs, 'the legs of the declined transfer: type, card, declined').to.deep.equal([['CREDIT', `${pan.slice(0, 6)}******${pan.slice(-4)}`, true]]);
});

Then("the transfer shows no funding's transaction reference", async function (this: CardlabWorld) {
  expect((await p2pStatus(this, undefined)).debitTransactionReference, "a transfer's debitTransactionReference").to.equal(undefined);
});
