/** Steps about a card's PIN, security code, tokens, scheme additions and services (Card Management v1). */
import { Given, Then, When } from '@cucumber/cucumber';
import { expect } from 'chai';
import { approvedFields } from '../support/questions/answers.js';
import { cardData, cardDetails } from '../support/questions/cards.js';
import { serviceAnswer, tokensOf } from '../support/questions/card-services.js';
import {
  changePin,
  delivery,
  generatePin,
  newSecurityCode,
  previousSecurityCode,
  schemeAddition,
  serviceAction,
  setSchemeAdditions,
} from '../support/tasks/card-services.js';
import type { CardlabWorld } from '../support/world.js';

// PIN

When('{actor} changes her/his/their PIN', async function (this: CardlabWorld, name: string) {
  await changePin(this, name, this.newPin());
});

When('{actor} tries to change her/his/their PIN', async function (this: CardlabWorld, name: string) {
  await changePin(this, name, this.newPin(), true);
});

When('{actor} tries to change her/his/their PIN to {string}', async function (this: CardlabWorld, name: string, pin: string) {
  await changePin(this, name, pin, true);
});

Then('the change is confirmed without showing the PIN', function (this: CardlabWorld) {
  const fields = approvedFields(this);
  expect(Object.keys(fields).filter((k) => /pin/i.test(k)), 'PIN fields in the answer').to.deep.equal([]);
});

Then("the card data of {actor}'s card does not show the PIN", async function (this: CardlabWorld, name: string) {
  expect(Object.keys(await cardData(this, name)).filter((k) => /^pin(?!DenialCounter)/i.test(k)), 'PIN fields in the card data').to.deep.equal([]);
});

When('{actor} asks for a new PIN delivered {}', async function (this: CardlabWorld, name: string, words: string) {
  await generatePin(this, name, { delivery: delivery(words) });
});

When("the card system checks {actor}'s card before forming a PIN", async function (this: CardlabWorld, name: string) {
  await generatePin(this, name, { checkCardOnly: true });
});

When("the card system tries to check {actor}'s card before forming a PIN", async function (this: CardlabWorld, name: string) {
  await generatePin(this, name, { checkCardOnly: true, attempt: true });
});

Then('{actor} receives a new PIN of {int} digits', function (this: CardlabWorld, _name: string, digits: number) {
  const pin = approvedFields(this).pinValue;
  expect(typeof pin === 'string' && new RegExp(`^\\d{${digits}}$`).test(pin), `a PIN of ${digits} digits in the answer`).to.equal(true);
});

Then('{actor} receives her/his/their new PIN only as an encrypted PIN block', function (this: CardlabWorld, _name: string) {
  const fields = approvedFields(this);
  expect(fields.pinValue, 'a PIN in clear').to.equal(undefined);
  const blocks = fields.encryptedPinValue;
  expect(Array.isArray(blocks) && blocks.length === 1 && /^[0-9A-F]{16}$/i.test(String(blocks[0])), 'one PIN block of 16 hex digits').to.equal(true);
});

Then('the answer shows no PIN', function (this: CardlabWorld) {
  expect(Object.keys(approvedFields(this)).filter((k) => /pin/i.test(k)), 'PIN fields in the answer').to.deep.equal([]);
});

// Security code

When('{actor} asks for a new security code delivered in the answer', async function (this: CardlabWorld, name: string) {
  await newSecurityCode(this, name, 'WS');
});

When('{actor} asks for a new security code by SMS to {string}', async function (this: CardlabWorld, name: string, phoneNumber: string) {
  await newSecurityCode(this, name, 'SMS', { phoneNumber });
});

When('{actor} tries to get a new security code by SMS without giving a phone number', async function (this: CardlabWorld, name: string) {
  await newSecurityCode(this, name, 'SMS', { attempt: true });
});

Then('{actor} receives a new security code of {int} digits, not the old one', function (this: CardlabWorld, name: string, digits: number) {
  const code = approvedFields(this).cvc2;
  expect(typeof code === 'string' && new RegExp(`^\\d{${digits}}$`).test(code), `a security code of ${digits} digits`).to.equal(true);
  expect(code === previousSecurityCode(this, name), 'the new security code is the old one').to.equal(false);
});

Then('the answer shows only the masked card number', function (this: CardlabWorld) {
  const fields = approvedFields(this);
  expect(fields.cardNumber === undefined && fields.cvc2 === undefined, 'neither the card number nor the security code in the answer').to.equal(true);
  expect(fields.cardNumberMask).to.match(/^\d{6}\*+\d{4}$/);
});

Then("Card Management v2 shows {actor}'s card with the new security code", async function (this: CardlabWorld, name: string) {
  const answered = approvedFields(this).cvc2;
  expect((await cardDetails(this, name)).cvc === answered, 'v2 shows the security code the card system answered').to.equal(true);
});

Then("Card Management v2 shows {actor}'s card with a security code other than the old one", async function (this: CardlabWorld, name: string) {
  const shown = (await cardDetails(this, name)).cvc;
  expect(shown !== undefined && shown !== previousSecurityCode(this, name), 'v2 shows a new security code').to.equal(true);
});

// Tokens

Then("{actor}'s card has {int} device token(s), and it is {word}", async function (this: CardlabWorld, name: string, count: number, state: string) {
  const tokens = await tokensOf(this, name);
  expect(tokens).to.have.length(count);
  expect(tokens.map((t) => (t.active ? 'active' : 'inactive'))).to.deep.equal(Array<string>(count).fill(state));
});

Then("the token list of {actor}'s card is the same under the payment path", async function (this: CardlabWorld, name: string) {
  const tokens = await tokensOf(this, name);
  expect(tokens.length, 'tokens of the card').to.be.above(0);
  expect(await tokensOf(this, name, { paymentPath: true })).to.deep.equal(tokens);
});

// docs/emulator.md (getTokenList): a token reference of `DWSPMC` and 42 hex digits, a secure-element
// id of 24 and a payment-app id `PAY-` and 12, the card's expiry; the case of the digits is not a rule.
Then("the device token of {actor}'s card is a token reference, a secure-element id and a payment-app id, with the card's expiry", async function (this: CardlabWorld, name: string) {
  const [token] = await tokensOf(this, name);
  expect(token, `the device token of ${name}'s card`).to.not.equal(undefined);
  expect(token!.tokenValue, 'tokenValue: DWSPMC and 42 hex digits').to.match(/^DWSPMC[0-9A-Fa-f]{42}$/);
  expect(token!.seid, 'seid: 24 hex digits').to.match(/^[0-9A-Fa-f]{24}$/);
  expect(token!.payId, 'payId: PAY- and 12 hex digits').to.match(/^PAY-[0-9A-Fa-f]{12}$/);
  expect(token!.expiryDate, "expiryDate: the card's").to.equal(this.actors.card(name).expiryDate);
});

Then("{actor}'s card and {actor}'s card have different device tokens", async function (this: CardlabWorld, one: string, other: string) {
  const [a] = await tokensOf(this, one);
  const [b] = await tokensOf(this, other);
  expect(a?.tokenValue, `the token reference of ${one}'s card`).to.be.a('string');
  expect(a?.tokenValue, `the token references of ${one}'s and ${other}'s cards`).to.not.equal(b?.tokenValue);
});

Then("{actor}'s card has no tokens on plastic {int}", async function (this: CardlabWorld, name: string, plastic: number) {
  expect(await tokensOf(this, name, { plasticNumber: plastic })).to.deep.equal([]);
});

// Scheme additions

When("{actor}'s card is given {int} transaction scheme additions", async function (this: CardlabWorld, name: string, count: number) {
  await setSchemeAdditions(this, name, Array.from({ length: count }, (_, i) => schemeAddition(this, i + 1)));
});

When("{actor}'s card is given a transaction scheme addition of the institution {string}", async function (this: CardlabWorld, name: string, institution: string) {
  await setSchemeAdditions(this, name, [schemeAddition(this, 1, institution)], true);
});

When("{actor}'s card is given two transaction scheme additions with the same id", async function (this: CardlabWorld, name: string) {
  await setSchemeAdditions(this, name, [schemeAddition(this, 1), schemeAddition(this, 1)], true);
});

Then('the card system confirms it', function (this: CardlabWorld) {
  const answer = this.lastAttempt();
  expect(answer.ok && 'responseCode' in answer ? answer.responseCode : `refused (HTTP ${answer.status})`, 'responseCode').to.equal('00');
});

// Services

Given(/^(\w+) (?:has connected|connects) (SMS notifications|e-mail statements) to (?:her|his|their) (?:card|account) with the (?:phone number|address) "([^"]+)"$/, async function (this: CardlabWorld, name: string, service: string, value: string) {
  await serviceAction(this, name, service, 'ADD', { parameters: value.includes('@') ? { email: value } : { phoneNumber: value } });
});

When(/^(\w+) tries to connect (SMS notifications|e-mail statements) to (?:her|his|their) card again$/, async function (this: CardlabWorld, name: string, service: string) {
  await serviceAction(this, name, service, 'ADD', { attempt: true });
});

When(/^(\w+) asks whether (SMS notifications|e-mail statements) are on (?:her|his|their) card$/, async function (this: CardlabWorld, name: string, service: string) {
  await serviceAction(this, name, service, 'INQUIRE', { attempt: true });
});

When(/^(\w+) checks that (SMS notifications|e-mail statements) can be used on (?:her|his|their) card$/, async function (this: CardlabWorld, name: string, service: string) {
  await serviceAction(this, name, service, 'CHECK', { attempt: true });
});

When(/^(SMS notifications|e-mail statements) (?:perform|try to perform) their action on (\w+)'s card$/, async function (this: CardlabWorld, service: string, name: string) {
  await serviceAction(this, name, service, 'ACTION', { attempt: true });
});

Given(/^(\w+) (?:has changed|changes) the phone number of (SMS notifications) to "([^"]+)"$/, async function (this: CardlabWorld, name: string, service: string, phoneNumber: string) {
  await serviceAction(this, name, service, 'UPDATE', { parameters: { phoneNumber } });
});

When(/^(\w+) restores the parameters of (SMS notifications|e-mail statements)$/, async function (this: CardlabWorld, name: string, service: string) {
  await serviceAction(this, name, service, 'RESTORE_PARAMETERS');
});

Given(/^(\w+) (?:has changed|changes) the access to (SMS notifications|e-mail statements)$/, async function (this: CardlabWorld, name: string, service: string) {
  await serviceAction(this, name, service, 'CHANGE_ACCESS');
});

When(/^(\w+) removes (SMS notifications|e-mail statements) from (?:her|his|their) card$/, async function (this: CardlabWorld, name: string, service: string) {
  await serviceAction(this, name, service, 'DELETE');
});

Then(/^the card system finds (SMS notifications|e-mail statements) on (\w+)'s (?:card|account)$/, async function (this: CardlabWorld, service: string, name: string) {
  expect(await serviceAnswer(this, name, service, 'INQUIRE'), `${service} found`).to.equal('00');
});

Then(/^the card system does not find (SMS notifications|e-mail statements) on (\w+)'s card$/, async function (this: CardlabWorld, service: string, name: string) {
  expect(await serviceAnswer(this, name, service, 'INQUIRE'), 'responseCode: record not on file').to.equal('25');
});

Then(/^(SMS notifications|e-mail statements) can be used on (\w+)'s card$/, async function (this: CardlabWorld, service: string, name: string) {
  expect(await serviceAnswer(this, name, service, 'CHECK'), `${service} usable`).to.equal('00');
});

Then(/^(SMS notifications|e-mail statements) on (\w+)'s (?:card|account) do not have both the phone number "([^"]+)" and the address "([^"]+)"$/, async function (this: CardlabWorld, service: string, name: string, phoneNumber: string, email: string) {
  const code = await serviceAnswer(this, name, service, 'CHECK_PARAMETERS', { phoneNumber, email });
  expect(code, `${service} do not have both the phone number and the address`).to.equal('05');
});

Then(/^(SMS notifications|e-mail statements) on (\w+)'s (?:card|account) (have|do not have) the (phone number|address) "([^"]+)"$/, async function (this: CardlabWorld, service: string, name: string, has: string, kind: string, value: string) {
  const parameters = kind === 'address' ? { email: value } : { phoneNumber: value };
  const code = await serviceAnswer(this, name, service, 'CHECK_PARAMETERS', parameters);
  expect(code, `${service} ${has} the ${kind}`).to.equal(has === 'have' ? '00' : '05');
});
