/** Steps about what each record of a card's history (v1) shows: fees, reversals, merchants without a category. */
import { Then, When } from '@cucumber/cucumber';
import { expect } from 'chai';
import { formatMoney, type Money } from '../support/money.js';
import { historyOf } from '../support/questions/history.js';
import { payWithoutCategory } from '../support/tasks/merchant-payments.js';
import { acceptorOf } from '../support/tasks/money.js';
import type { CardlabWorld } from '../support/world.js';

When('{actor} pays {money} at the merchant {word}, naming no category', async function (this: CardlabWorld, name: string, money: Money, merchant: string) {
  await payWithoutCategory(this, name, money, merchant);
});

Then("the history of {actor}'s card shows a credit of {money} with no fee", async function (this: CardlabWorld, name: string, money: Money) {
  const credits = (await historyOf(this, name)).filter((r) => r.operationDirection === 'CREDIT' && r.amount === money.minor);
  expect(credits.map((r) => ({ fee: r.feIssuerFeeAmount ?? 0, direction: r.feeDirection })), `credits of ${formatMoney(money.minor)}`).to.deep.equal([{ fee: 0, direction: 'NOOP' }]);
});

// Spec 01 §2.8: `reversal` and `internalResponseCode` (-1 in the examples) of an approved original.
Then("every record in the history of {actor}'s card is an original, not a reversal, with the internal response code -1", async function (this: CardlabWorld, name: string) {
  const records = await historyOf(this, name);
  expect(records.length, 'records').to.be.above(0);
  expect(records.map((r) => [r.reversal, r.internalResponseCode]), 'reversal and internal response code of each record').to.deep.equal(records.map(() => [false, -1]));
});

Then("the history of {actor}'s card shows a payment of {money} at {word} with no category", async function (this: CardlabWorld, name: string, money: Money, merchant: string) {
  const sent = acceptorOf({ name: merchant, mcc: '0000' });
  const payments = (await historyOf(this, name)).filter((r) => r.operationDirection === 'DEBIT' && r.amount === money.minor);
  expect(payments.map((r) => ({ merchant: r.merchantId, terminal: r.terminalId, mcc: r.mcc, place: r.terminalAddress }))).to.deep.equal([
    { merchant: sent.merchantIdentification, terminal: sent.terminalIdentification, mcc: undefined, place: sent.nameAndLocation },
  ]);
});
