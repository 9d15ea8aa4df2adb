/** Steps about a virtual card as the card system (v1) issues and shows it, and the envelope of its actions. */
import { Then, When } from '@cucumber/cucumber';
import { expect } from 'chai';
import { approvedFields } from '../support/questions/answers.js';
import { cardData } from '../support/questions/cards.js';
import { actionsInARow, blockAndUnblock, issueV1CardDelivered, tryIssueCardExpiringIn } from '../support/tasks/virtual-cards.js';
import type { CardlabWorld } from '../support/world.js';

When(/^(\w+) tries to get a virtual card expiring (this|next) month$/, async function (this: CardlabWorld, name: string, which: string) {
  await tryIssueCardExpiringIn(this, name, which === 'this' ? 0 : 1);
});

When('{actor} is issued a virtual card delivered half in the answer and half by SMS', async function (this: CardlabWorld, name: string) {
  await issueV1CardDelivered(this, name, 'HALF_AND_HALF');
});

Then('the card issued shows its card id and only its masked number', function (this: CardlabWorld) {
  const issued = (approvedFields(this).virtualCardIdentification ?? {}) as Record<string, unknown>;
  expect(issued.cardNumber, 'the full card number in the answer').to.equal(undefined);
  expect(issued.cardNumberMask, 'masked number').to.match(/^\d{6}\*+\d{4}$/);
  expect(issued.cardId, 'card id').to.be.a('string').and.not.equal('');
});

Then("the card data of {actor}'s card shows it valid until the last second of its expiry month", async function (this: CardlabWorld, name: string) {
  const data = await cardData(this, name);
  const expiry = this.actors.card(name).expiryDate;
  const lastSecond = Date.UTC(Number(expiry.slice(0, 4)), Number(expiry.slice(4, 6)), 1) - 1000;
  expect(data.expiryTime, 'expiry time').to.be.a('string');
  expect(new Date(Date.parse(data.expiryTime!)).toISOString(), 'expiry time').to.equal(new Date(lastSecond).toISOString());
});

// Spec 01 §2.6: the three flags are always false in the sandbox; customParameters present and empty.
Then("the card data of {actor}'s card shows it neither primary nor bound to its customer, with no custom parameters", async function (this: CardlabWorld, name: string) {
  const data = await cardData(this, name);
  expect([data.cardIsPrimary, data.cardBindToCustomer, data.customerIsCardholder], 'primary, bound to the customer, customer is cardholder').to.deep.equal([false, false, false]);
  expect(data.customParameters ?? [], 'custom parameters').to.deep.equal([]);
});

When('{actor} blocks her/his/their card and unblocks it again', async function (this: CardlabWorld, name: string) {
  await blockAndUnblock(this, name);
});

// The clocks of the harness and of the target may differ a little: a minute either way.
Then('both answers carry the time of the action, and the second a higher trace number than the first', function (this: CardlabWorld) {
  const { answers, from, to } = actionsInARow(this);
  const envelopes = answers.map((a) => (a.ok ? (a.value as { systemTraceAuditNumber?: number; localTransactionDate?: string }) : {}));
  for (const [i, e] of envelopes.entries()) {
    const at = Date.parse(e.localTransactionDate ?? '');
    expect(at >= from - 60_000 && at <= to + 60_000, `answer ${i + 1} dated ${e.localTransactionDate}, at the time of the action`).to.equal(true);
  }
  const [first, second] = envelopes.map((e) => e.systemTraceAuditNumber);
  expect(first, 'trace number of the first answer').to.be.a('number');
  expect(second, 'trace number of the second answer').to.be.above(first!);
});
