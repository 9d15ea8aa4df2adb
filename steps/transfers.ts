import { type DataTable, Given, Then, When } from '@cucumber/cucumber';
import { expect } from 'chai';
import type { Money } from '../support/money.js';
import { asListedRows, asRows, movementAsNamed, transfersOf } from '../support/questions/transfers.js';
import { expectDecline } from '../support/refusals.js';
import { isApproved, transfer, transferRepeatedly, transferV1, tryListTransfersOfPeriod, tryListTransfersWithoutCard, tryTransfer, tryTransferFromUnknownCard, tryTransferToUnknownCard } from '../support/tasks/money.js';
import type { CardlabWorld } from '../support/world.js';
import { expectP2pDecline, expectState } from '../support/questions/p2p.js';
import { statusMessageOf } from '../support/questions/money.js';

When('{actor} transfers {money} to {actor}', async function (this: CardlabWorld, from: string, money: Money, to: string) {
  await transfer(this, from, to, money);
});

When('{actor} transfers {money} to {actor} {int} times', async function (this: CardlabWorld, from: string, money: Money, to: string, times: number) {
  await transferRepeatedly(this, from, to, money, times);
});

Given('{actor} has transferred {money} to {actor}', async function (this: CardlabWorld, from: string, money: Money, to: string) {
  await transfer(this, from, to, money);
});

When('{actor} tries to transfer {money} to {actor}', async function (this: CardlabWorld, from: string, money: Money, to: string) {
  await tryTransfer(this, from, to, money);
});

Given('{actor} has tried to transfer {money} to {actor}', async function (this: CardlabWorld, from: string, money: Money, to: string) {
  await tryTransfer(this, from, to, money);
  // Setting the scene: the refusal is part of it, not something to check.
  this.lastAttempt();
});

When('{actor} tries to transfer {money} to {actor} giving the wrong expiry date', async function (this: CardlabWorld, from: string, money: Money, to: string) {
  await tryTransfer(this, from, to, money, wrongExpiry(this.actors.card(from).expiryDate));
});

When('{actor} tries to transfer {money} to {actor} giving last month as the expiry date', async function (this: CardlabWorld, from: string, money: Money, to: string) {
  await tryTransfer(this, from, to, money, lastMonth(new Date()));
});

When("someone tries to list the transfers of {actor}'s card from {date} to {date}", async function (this: CardlabWorld, name: string, from: string, to: string) {
  await tryListTransfersOfPeriod(this, name, from, to);
});

When('someone tries to list transfers without giving a card number', async function (this: CardlabWorld) {
  await tryListTransfersWithoutCard(this);
});

Then('the transfer is approved', async function (this: CardlabWorld) {
  // A P2P gateway transfer is an order: its status says how it went.
  if (this.api === 'p2p') return expectState(this, undefined, 'approved');
  const answer = this.lastAttempt();
  expect(isApproved(answer), 'the transfer was approved').to.equal(true);
  if (this.api === 'v2') expect(statusMessageOf(answer), 'the reason an approval gives').to.equal('');
});

Then(/^the transfer is declined because (.+)$/, async function (this: CardlabWorld, reason: string) {
  if (this.api === 'p2p') return expectP2pDecline(this, undefined, reason);
  expectDecline(this.lastAttempt(), reason);
});

Then(/^the (?:top-up|transfer) shows the amount and the cards as they were named, the card numbers masked$/, function (this: CardlabWorld) {
  const { named, shown } = movementAsNamed(this);
  expect(shown).to.deep.equal(named);
});

Then("the transfers of {actor}'s card are:", async function (this: CardlabWorld, name: string, table: DataTable) {
  expect(asRows(this, await transfersOf(this, name))).to.deep.equal(asListedRows(this, table.hashes()));
});

Then("the transfers of {actor}'s card from {date} to {date} are:", async function (this: CardlabWorld, name: string, from: string, to: string, table: DataTable) {
  expect(asRows(this, await transfersOf(this, name, { from, to }))).to.deep.equal(asListedRows(this, table.hashes()));
});

Then("{actor}'s card lists {int} transfer(s) on the day of that transfer", async function (this: CardlabWorld, name: string, count: number) {
  const day = lastTransferDay(this);
  expect(await transfersOf(this, name, { from: day, to: day })).to.have.length(count);
});

Then("{actor}'s card lists no transfers in the month before that transfer", async function (this: CardlabWorld, name: string) {
  const day = new Date(`${lastTransferDay(this)}T00:00:00Z`);
  const to = new Date(day.getTime() - 86_400_000);
  const from = new Date(to.getTime() - 30 * 86_400_000);
  const iso = (d: Date) => d.toISOString().slice(0, 10);
  expect(await transfersOf(this, name, { from: iso(from), to: iso(to) })).to.have.length(0);
});

/** The month before `now`'s (YYYYMM, UTC): an expiry that has passed. */
function lastMonth(now: Date): string {
  const month = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 1, 1));
  return `${month.getUTCFullYear()}${String(month.getUTCMonth() + 1).padStart(2, '0')}`;
}

/** Another expiry than the card's (YYYYMM): a year later. */
function wrongExpiry(real: string): string {
  return String(Number(real.slice(0, 4)) + 1) + real.slice(4);
}

/** The UTC day on which the target recorded the last transfer. */
function lastTransferDay(world: CardlabWorld): string {
  const answer = world.lastAttempt();
  if (!answer.ok) throw new Error('the last call was not a transfer that went through');
  return (answer.value as { creationDate: string }).creationDate.slice(0, 10);
}

// Card Management v1 names the ends of a transfer in more ways than a card each: an account credited
// without a card, the account numbers sent beside the cards, a card or account it does not have.

When("{actor} transfers {money} to {actor}'s account", async function (this: CardlabWorld, from: string, money: Money, to: string) {
  await transferV1(this, { from, money, toAccount: to });
});

When("{actor} tries to transfer {money} to {actor}'s account", async function (this: CardlabWorld, from: string, money: Money, to: string) {
  await transferV1(this, { from, money, toAccount: to }, true);
});

When('{actor} tries to transfer {money} to an account that does not exist', async function (this: CardlabWorld, from: string, money: Money) {
  await transferV1(this, { from, money, toAccount: null }, true);
});

When('{actor} tries to transfer {money} to a card that does not exist', async function (this: CardlabWorld, from: string, money: Money) {
  await tryTransferToUnknownCard(this, from, money);
});

When("{actor} tries to transfer {money} to {actor}'s card, naming {actor}'s account as its account", async function (this: CardlabWorld, from: string, money: Money, to: string, account: string) {
  await transferV1(this, { from, money, toCard: to, toAccount: account }, true);
});

When("{actor} tries to transfer {money} to {actor}'s card, naming {actor}'s account as the account paying", async function (this: CardlabWorld, from: string, money: Money, to: string, account: string) {
  await transferV1(this, { from, money, toCard: to, sourceAccount: account }, true);
});

When("{actor} tries to transfer {money} to {actor}'s card giving the wrong expiry date of that card", async function (this: CardlabWorld, from: string, money: Money, to: string) {
  await transferV1(this, { from, money, toCard: to, toCardExpiry: wrongExpiry(this.actors.card(to).expiryDate) }, true);
});

When('someone tries to transfer {money} from a card that does not exist to {actor}', async function (this: CardlabWorld, money: Money, to: string) {
  await tryTransferFromUnknownCard(this, money, to);
});

When("{actor} transfers {money} to {actor}'s card, naming the accounts of both cards", async function (this: CardlabWorld, from: string, money: Money, to: string) {
  await transferV1(this, { from, money, toCard: to, toAccount: to, sourceAccount: from });
});
