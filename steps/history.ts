/** Steps about the transaction history of a card in the card system. */
import { type DataTable, Then } from '@cucumber/cucumber';
import { expect } from 'chai';
import { expectAmount, formatMoney, type Money } from '../support/money.js';
import { asHistoryRows, historyOf } from '../support/questions/history.js';
import { acceptorOf } from '../support/tasks/money.js';
import type { CardlabWorld } from '../support/world.js';

Then("the history of {actor}'s card is:", async function (this: CardlabWorld, name: string, table: DataTable) {
  expect(asHistoryRows(await historyOf(this, name))).to.deep.equal(table.hashes());
});

Then("the history of {actor}'s card from {date} to {date} is:", async function (this: CardlabWorld, name: string, start: string, end: string, table: DataTable) {
  expect(asHistoryRows(await historyOf(this, name, { start, end }))).to.deep.equal(table.hashes());
});

Then("the history of {actor}'s card shows a debit of {money} with a fee of {money}", async function (this: CardlabWorld, name: string, money: Money, fee: Money) {
  const debits = (await historyOf(this, name)).filter((r) => r.operationDirection === 'DEBIT' && r.amount === money.minor);
  expect(debits.length, `debits of ${formatMoney(money.minor)} on ${name}'s card`).to.equal(1);
  expectAmount(debits[0]!.feIssuerFeeAmount ?? 0, fee, `fee of the debit of ${formatMoney(money.minor)}`);
  expect(debits[0]!.feeDirection, `direction of the fee of the debit of ${formatMoney(money.minor)}`).to.equal('DEBIT');
});

Then(
  "the history of {actor}'s card shows a payment of {money} at {word} with category {int}",
  async function (this: CardlabWorld, name: string, money: Money, merchant: string, category: number) {
    const sent = acceptorOf({ name: merchant, mcc: String(category).padStart(4, '0') });
    const payments = (await historyOf(this, name)).filter((r) => r.operationDirection === 'DEBIT' && r.amount === money.minor);
    expect(payments.map((r) => ({ merchant: r.merchantId, terminal: r.terminalId, mcc: r.mcc, place: r.terminalAddress }))).to.deep.equal([
      { merchant: sent.merchantIdentification, terminal: sent.terminalIdentification, mcc: category, place: sent.nameAndLocation },
    ]);
  },
);

// The answer to a change of the account (a hold, a restriction status) names the record it made: the
// record carries the answer's transaction number and the same authorisation code (a status change has none).
Then(/^the history of (\w+)'s card shows that change under the transaction number (?:and authorisation code )?of its answer$/, async function (this: CardlabWorld, name: string) {
  const answer = this.lastAttempt();
  if (!answer.ok) throw new Error(`expected an approval, got HTTP ${answer.status}`);
  const { utrnno, authorizationIdResponse } = answer.value as { utrnno?: number; authorizationIdResponse?: string };
  expect(utrnno, 'the transaction number (utrnno) of the answer').to.be.a('number');
  const records = (await historyOf(this, name)).filter((r) => r.utrnno === utrnno);
  expect(records.map((r) => r.authorizationIdResponse), `the record ${utrnno} and its authorisation code`).to.deep.equal([authorizationIdResponse]);
});

Then("the history of {actor}'s card shows a debit of {money} naming a merchant and its terminal", async function (this: CardlabWorld, name: string, money: Money) {
  const debits = (await historyOf(this, name)).filter((r) => r.operationDirection === 'DEBIT' && r.amount === money.minor);
  expect(debits.length, `debits of ${formatMoney(money.minor)} on ${name}'s card`).to.equal(1);
  expect(debits[0]!.merchantId, 'the merchant of the debit').to.be.a('string').and.not.equal('');
  expect(debits[0]!.terminalId, 'the terminal of the debit').to.be.a('string').and.not.equal('');
});

Then("the history of {actor}'s card shows a debit of {money} at no merchant", async function (this: CardlabWorld, name: string, money: Money) {
  const debits = (await historyOf(this, name)).filter((r) => r.operationDirection === 'DEBIT' && r.amount === money.minor);
  expect(debits.map((r) => ({ merchant: r.merchantId, terminal: r.terminalId, mcc: r.mcc, place: r.terminalAddress }))).to.deep.equal([
    { merchant: undefined, terminal: undefined, mcc: undefined, place: undefined },
  ]);
});

// One sequence of reference numbers behind both interfaces: a movement made through v2 is in the card
// system's history under the authorisation code its reference number ends in (docs/emulator.md, v1 envelope).
Then("the history of {actor}'s card shows that top-up under the authorisation code its reference number ends in", async function (this: CardlabWorld, name: string) {
  const answer = this.lastAttempt();
  if (!answer.ok) throw new Error(`expected an approval, got HTTP ${answer.status}`);
  const { rrn, amount } = answer.value as { rrn?: string; amount?: number };
  expect(rrn, 'the reference number of the answer').to.match(/^\d{12}$/);
  const credits = (await historyOf(this, name)).filter((r) => r.operationDirection === 'CREDIT' && r.amount === amount);
  expect(credits.map((r) => r.authorizationIdResponse), `the authorisation code of the credit of ${formatMoney(amount ?? 0)}`).to.deep.equal([rrn?.slice(-6)]);
});
