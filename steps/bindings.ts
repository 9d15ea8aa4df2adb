/** Stored cards on the e-commerce gateway: storing, listing, charging, switching off and on, new expiry, and the initiator rules. */
import { Given, Then, When } from '@cucumber/cucumber';
import { expect } from 'chai';
import type { Money } from '../support/money.js';
import { orderCredential, storedCards } from '../support/questions/bindings.js';
import { asStatus, orderStatus } from '../support/questions/orders.js';
import { CREDENTIAL_DECLINES } from '../support/reasons/ecom.js';
import {
  charge,
  chargeToUnknownStoredCard,
  completeFrictionlessThreeDs,
  type CredentialFilter,
  type CredentialKind,
  expiryOf,
  giveExpiry,
  INITIATORS,
  type Initiator,
  installmentTerms,
  payAndStore,
  payWithStoredCard,
  recurringTerms,
  registerFor,
  storeCard,
  storedBy,
  storedCardId,
  storingOrderOf,
  storingOrders,
  switchStoredCard,
  trySwitchUnknownStoredCard,
  testCardExpiring,
  tryCharge,
  tryFirstPaymentAs,
} from '../support/tasks/bindings.js';
import { cardDataOf, payment, TEST_CARDS, testCardData, type TestCardName } from '../support/tasks/orders.js';
import { tryChargeUnknownOrder, tryFirstPaymentAsIn, tryPayWithStoredCardIn, tryRecurringChargeIn } from '../support/tasks/stored-card-languages.js';
import type { CardlabWorld } from '../support/world.js';

// Registration

Given('the merchant has registered order {string} for {money} for {actor}', async function (this: CardlabWorld, label: string, money: Money, name: string) {
  await registerFor(this, label, money, { customer: name });
});

Given('the merchant has registered order {string} for {money} for {actor}, to store the card', async function (this: CardlabWorld, label: string, money: Money, name: string) {
  await registerFor(this, label, money, { customer: name, store: true });
});

Given('the merchant has registered order {string} for {money} for {actor}, to be captured later', async function (this: CardlabWorld, label: string, money: Money, name: string) {
  await registerFor(this, label, money, { customer: name, twoPhase: true });
});

Given('the merchant has registered order {string} for {money} to store the card, naming no customer', async function (this: CardlabWorld, label: string, money: Money) {
  await registerFor(this, label, money, { store: true });
});

// Storing: the first payment

When("the customer pays order {string} with {actor}'s card, to store it", async function (this: CardlabWorld, label: string, name: string) {
  await payAndStore(this, label, cardDataOf(this, name), {}, 'common');
});

When("the customer pays order {string} with {actor}'s card, agreeing to be charged every {int} days for a year", async function (this: CardlabWorld, label: string, name: string, days: number) {
  await payAndStore(this, label, cardDataOf(this, name), { jsonParams: recurringTerms(days) }, 'recurrent');
});

When("the customer pays order {string} with {actor}'s card, agreeing to be charged every {int} days until {date}", async function (this: CardlabWorld, label: string, name: string, days: number, until: string) {
  await payAndStore(this, label, cardDataOf(this, name), { jsonParams: recurringTerms(days, until) }, 'recurrent');
});

When("the customer pays order {string} with {actor}'s card as the first of {int} installments totalling {money}", async function (this: CardlabWorld, label: string, name: string, count: number, total: Money) {
  await payAndStore(this, label, cardDataOf(this, name), { jsonParams: installmentTerms(count, total) }, 'installment');
});

When('the customer pays order {string} with the test card {testcard}, to store it', async function (this: CardlabWorld, label: string, card: TestCardName) {
  await payAndStore(this, label, testCardData(card), {}, 'common');
});

When('the customer pays order {string} with the test card {testcard} expiring {month}, to store it', async function (this: CardlabWorld, label: string, card: TestCardName, month: string) {
  await payAndStore(this, label, testCardExpiring(TEST_CARDS[card], month), {}, 'common');
});

/** An installment credential stored this way is a plan of 12 payments of the amount. */
Given("{actor}'s card is stored as {credentialkind} credential with order {string} for {money}", async function (this: CardlabWorld, name: string, kind: CredentialKind, label: string, money: Money) {
  await storeCard(this, name, label, money, kind, { count: 12, total: { ...money, minor: money.minor * 12 } });
});

// Paying with a stored card

When('the customer pays order {string} with the card stored with order {string}', async function (this: CardlabWorld, label: string, storing: string) {
  const paid = this.succeeded(`paying order ${label} with a stored card`, await payWithStoredCard(this, label, storing, 'F'));
  if (paid.is3DSVer2) throw new Error(`order ${label} asked for 3-D Secure: use the steps that go through it`);
});

When('the customer pays order {string} with the card stored with order {string} giving the security code {string}', async function (this: CardlabWorld, label: string, storing: string, cvc: string) {
  this.succeeded(`paying order ${label} with a stored card`, await payWithStoredCard(this, label, storing, 'F', { cvc }));
});

When('the customer starts paying order {string} with the card stored with order {string}', async function (this: CardlabWorld, label: string, storing: string) {
  this.succeeded(`paying order ${label} with a stored card`, await payWithStoredCard(this, label, storing, 'F'));
});

When('the customer pays order {string} with the card stored with order {string} without the security code', async function (this: CardlabWorld, label: string, storing: string) {
  this.succeeded(`paying order ${label} with a stored card`, await payWithStoredCard(this, label, storing, 'F', { withoutCvc: true }));
});

When('the customer starts paying order {string} with the card stored with order {string} without the security code', async function (this: CardlabWorld, label: string, storing: string) {
  this.succeeded(`paying order ${label} with a stored card`, await payWithStoredCard(this, label, storing, 'F', { withoutCvc: true }));
});

When('the customer tries to pay order {string} with the card stored with order {string} without the security code', async function (this: CardlabWorld, label: string, storing: string) {
  this.attempted(`paying order ${label} with a stored card`, await payWithStoredCard(this, label, storing, 'F', { withoutCvc: true }));
});

When('the merchant charges order {string} to the card stored with order {string}', async function (this: CardlabWorld, label: string, storing: string) {
  this.succeeded(`charging order ${label} to a stored card`, await payWithStoredCard(this, label, storing, 'U'));
});

When('the merchant tries to charge order {string} to the card stored with order {string}', async function (this: CardlabWorld, label: string, storing: string) {
  this.attempted(`charging order ${label} to a stored card`, await payWithStoredCard(this, label, storing, 'U'));
});

When('the merchant tries to charge order {string} to a stored card that does not exist', async function (this: CardlabWorld, label: string) {
  this.attempted(`charging order ${label} to a stored card`, await chargeToUnknownStoredCard(this, label));
});

Then('the gateway asks for 3-D Secure before paying order {string}', async function (this: CardlabWorld, label: string) {
  const answer = this.lastAttempt();
  expect(answer.ok && (answer.value as { is3DSVer2?: boolean }).is3DSVer2, '3-D Secure asked for').to.equal(true);
  expect((await orderCredential(this, label)).orderStatus, `order ${label} waits for authentication`).to.equal(5);
});

When('3-D Secure completes without a challenge for order {string} paid with the card stored with order {string}', async function (this: CardlabWorld, label: string, storing: string) {
  await completeFrictionlessThreeDs(this, label, storing);
});

for (const [words, operation] of [['recurring payment', 'recurrentPayment.do'], ['installment', 'installmentPayment.do']] as const) {
  When(`the merchant takes ${words} {string} of {money} with the card stored with order {string}`, async function (this: CardlabWorld, label: string, money: Money, storing: string) {
    this.succeeded(`taking ${words} ${label}`, await charge(this, operation, label, money, storing));
  });
  Given(`the merchant has taken ${words} {string} of {money} with the card stored with order {string}`, async function (this: CardlabWorld, label: string, money: Money, storing: string) {
    const taken = this.succeeded(`taking ${words} ${label}`, await charge(this, operation, label, money, storing)) as { success?: boolean; error?: boolean };
    if (taken.success === false || taken.error === true) throw new Error(`${words} ${label} was declined`);
  });
  When(`the merchant tries to take ${words} {string} of {money} with the card stored with order {string}`, async function (this: CardlabWorld, label: string, money: Money, storing: string) {
    this.attempted(`taking ${words} ${label}`, await charge(this, operation, label, money, storing));
  });
}

When('the merchant tries to take recurring payment {string} of {money} with the card stored with order {string} and the number of order {string}', async function (this: CardlabWorld, label: string, money: Money, storing: string, reusing: string) {
  this.attempted(`taking recurring payment ${label}`, await tryCharge(this, { operation: 'recurrentPayment.do', label, money, storingOrder: storing, reusing }));
});

When('the merchant tries to take recurring payment {string} of {money} with a stored card that does not exist', async function (this: CardlabWorld, label: string, money: Money) {
  this.attempted(`taking recurring payment ${label}`, await tryCharge(this, { operation: 'recurrentPayment.do', label, money }));
});

// Switching off and on, new expiry

for (const [words, on] of [['off', false], ['on', true]] as const) {
  When(`the merchant switches ${words} the card stored with order {string}`, async function (this: CardlabWorld, storing: string) {
    this.succeeded(`switching ${words} a stored card`, await switchStoredCard(this, storing, on));
  });
  Given(`the merchant has switched ${words} the card stored with order {string}`, async function (this: CardlabWorld, storing: string) {
    this.succeeded(`switching ${words} a stored card`, await switchStoredCard(this, storing, on));
  });
  When(`the merchant tries to switch ${words} the card stored with order {string}`, async function (this: CardlabWorld, storing: string) {
    this.attempted(`switching ${words} a stored card`, await switchStoredCard(this, storing, on));
  });
  When(`the merchant tries to switch ${words} a stored card that does not exist`, async function (this: CardlabWorld) {
    await trySwitchUnknownStoredCard(this, on);
  });
}

for (const text of ['the merchant gives the card stored with order {string} the new expiry {month}', 'the merchant has given the card stored with order {string} the new expiry {month}']) {
  When(text, async function (this: CardlabWorld, storing: string, month: string) {
    this.succeeded('giving a stored card a new expiry', await giveExpiry(this, storing, expiryOf(month)));
  });
}

When('the merchant tries to give the card stored with order {string} the new expiry {month}', async function (this: CardlabWorld, storing: string, month: string) {
  this.attempted('giving a stored card a new expiry', await giveExpiry(this, storing, expiryOf(month)));
});

// What the merchant sees

Then("the merchant sees {actor}'s card stored as {credentialkind} credential", async function (this: CardlabWorld, name: string, kind: CredentialKind) {
  const mask = this.actors.card(name).numberMask;
  const listed = (await storedCards(this, name, kind)).filter((c) => c.maskedPan === mask);
  expect(listed.length, `${name}'s card among the ${kind} credentials`).to.be.above(0);
  expect(listed.every((c) => c.displayLabel === mask.replaceAll('*', 'X') && c.bindingCategory === kind.toUpperCase()), 'label masked with X and the kind').to.equal(true);
});

Then('the merchant sees {int} {credentialfilter} credential(s) for {actor}', async function (this: CardlabWorld, count: number, kind: CredentialFilter, name: string) {
  expect((await storedCards(this, name, kind)).length, `${name}'s ${kind} credentials`).to.equal(count);
});

Then('the merchant sees no stored card for {actor}', async function (this: CardlabWorld, name: string) {
  expect(await storedCards(this, name)).to.deep.equal([]);
});

Then(/^the card stored with order "([^"]*)" is (listed|not listed)$/, async function (this: CardlabWorld, storing: string, listed: string) {
  const id = await storedCardId(this, storing);
  const shown = (await storedCards(this, storedBy(this, storing).owner)).some((c) => c.bindingId === id);
  expect(shown, `the card stored with order ${storing} is ${listed}`).to.equal(listed === 'listed');
});

Then('the card stored with order {string} is listed with the expiry {month}', async function (this: CardlabWorld, storing: string, month: string) {
  const id = await storedCardId(this, storing);
  const card = (await storedCards(this, storedBy(this, storing).owner)).find((c) => c.bindingId === id);
  expect(card?.expiryDate, `expiry of the card stored with order ${storing}`).to.equal(expiryOf(month));
});

Then('order {string} was paid with the card stored with order {string}', async function (this: CardlabWorld, label: string, storing: string) {
  const order = await orderCredential(this, label);
  expect([order.orderStatus, order.bindingId], `order ${label}: state and stored card`).to.deep.equal([2, await storedCardId(this, storing)]);
});

Then(/^orders "([^"]*)" and "([^"]*)" stored (the same card|different cards)$/, async function (this: CardlabWorld, a: string, b: string, which: string) {
  const [first, second] = [await storedCardId(this, a), await storedCardId(this, b)];
  expect(first === second, `orders ${a} and ${b} stored ${which}`).to.equal(which === 'the same card');
});

Then('order {string} stored no card', async function (this: CardlabWorld, label: string) {
  expect((await orderCredential(this, label)).bindingId, `stored card of order ${label}`).to.equal(undefined);
});

Then('order {string} was declined because {credentialdecline}', async function (this: CardlabWorld, label: string, reason: string) {
  const status = asStatus(await orderStatus(this, label));
  expect([status.orderStatus, status.actionCode], `state and action code of order ${label}`).to.deep.equal([6, CREDENTIAL_DECLINES[reason]]);
});

// The initiator rules, operation by operation

When('the merchant takes {initiator} of {money} from {actor} {paymentway}', async function (this: CardlabWorld, initiator: Initiator, money: Money, name: string, way: string) {
  const tii = INITIATORS[initiator] || undefined;
  const label = 'T-1';
  const what = `taking ${initiator} ${way}`;
  if (way === 'as a recurring charge' || way === 'as an installment charge') {
    const [operation, kind] = way === 'as a recurring charge' ? (['recurrentPayment.do', 'recurrent'] as const) : (['installmentPayment.do', 'installment'] as const);
    this.attempted(what, await charge(this, operation, label, money, storingOrderOf(this, name, kind), tii));
    return;
  }
  if (way === 'with the stored card') {
    await registerFor(this, label, money, { customer: name });
    this.attempted(what, await payWithStoredCard(this, label, storingOrderOf(this, name, 'common'), tii));
    return;
  }
  await registerFor(this, label, money, { customer: name, store: true });
  const card = cardDataOf(this, name);
  const merchantInitiated = tii === 'U' || tii === 'R' || tii === 'I';
  const terms = tii === 'RI' ? recurringTerms(30) : tii === 'II' ? installmentTerms(2, { ...money, minor: money.minor * 2 }) : undefined;
  this.attempted(what, await payment(this, label, merchantInitiated ? { ...card, cvc: undefined } : card, { ...(tii ? { tii } : {}), ...(terms ? { jsonParams: terms } : {}) }));
});

When("the customer tries to pay order {string} with {actor}'s card as {misfit}", async function (this: CardlabWorld, label: string, name: string, misfit: string) {
  await tryFirstPaymentAs(this, label, cardDataOf(this, name), misfit);
});

When("the merchant tries to take a recurring payment for order {string} with {actor}'s card details", async function (this: CardlabWorld, label: string, name: string) {
  this.attempted(`taking a recurring payment for order ${label}`, await payment(this, label, { ...cardDataOf(this, name), cvc: undefined }, { tii: 'R' }));
});

Then("the payment is approved and linked to {actor}'s {credentialtype} credential", async function (this: CardlabWorld, name: string, kind: CredentialKind) {
  expect(this.lastAttempt().ok, 'the payment was accepted').to.equal(true);
  const order = await orderCredential(this, 'T-1');
  expect([order.orderStatus, order.bindingId], 'state and stored card of the payment').to.deep.equal([2, await storedCardId(this, storingOrderOf(this, name, kind))]);
});

Then('the payment is approved and linked to a new installment credential of {actor}', async function (this: CardlabWorld, name: string) {
  expect(this.lastAttempt().ok, 'the payment was accepted').to.equal(true);
  const order = await orderCredential(this, 'T-1');
  const known = await Promise.all(storingOrders(this).map((label) => storedCardId(this, label)));
  const installments = (await storedCards(this, name, 'installment')).map((c) => c.bindingId);
  expect([order.orderStatus, known.includes(order.bindingId ?? ''), installments.includes(order.bindingId ?? '')]).to.deep.equal([2, false, true]);
});

Then(/^the answer says the (recurring payment|installment) (went through|was declined)$/, function (this: CardlabWorld, words: string, outcome: string) {
  const answer = this.read(`the answer to the ${words}`, this.lastAttempt()) as { success?: boolean; error?: boolean };
  const through = outcome === 'went through';
  if (words === 'recurring payment') expect(answer.success, 'success of the recurring payment').to.equal(through);
  else expect(answer.error, 'error of the installment').to.equal(!through);
});

// Refusals in the language asked for (features/ecom/stored-card-answers.feature)

When('the customer tries to pay order {string} with the card stored with order {string} as {initiator}, asking for answers in {string}', async function (this: CardlabWorld, label: string, storing: string, initiator: Initiator, language: string) {
  await tryPayWithStoredCardIn(this, label, storing, initiator, language);
});

When("the customer tries to pay order {string} with {actor}'s card as {misfit}, asking for answers in {string}", async function (this: CardlabWorld, label: string, name: string, misfit: string, language: string) {
  await tryFirstPaymentAsIn(this, label, cardDataOf(this, name), misfit, language);
});

When('the merchant tries to take recurring payment {string} of {money} with the card stored with order {string}, asking for answers in {string}', async function (this: CardlabWorld, label: string, money: Money, storing: string, language: string) {
  await tryRecurringChargeIn(this, label, money, storing, language);
});

When('the merchant tries to charge an order that was never registered to the card stored with order {string}', async function (this: CardlabWorld, storing: string) {
  await tryChargeUnknownOrder(this, storing);
});

Then('the card stored with order {string} is listed as paid by its token', async function (this: CardlabWorld, storing: string) {
  const id = await storedCardId(this, storing);
  const listed = (await storedCards(this, storedBy(this, storing).owner)).find((c) => c.bindingId === id);
  expect(listed?.paymentWay, `how the card stored with order ${storing} is paid`).to.equal('TOKEN_PAY');
});
