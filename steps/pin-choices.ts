/** Steps about PINs chosen by the holder, deliveries left to the card system, tokens by plastic and services named otherwise (v1). */
import { Then, When } from '@cucumber/cucumber';
import { expect } from 'chai';
import { approvedFields } from '../support/questions/answers.js';
import { tokensOf } from '../support/questions/card-services.js';
import { generatePin, newSecurityCode } from '../support/tasks/card-services.js';
import { choosePinAsBlock, sendPinBlockMadeWrong, sentPinBlock, tryServiceNamed } from '../support/tasks/pin-choices.js';
import type { CardlabWorld } from '../support/world.js';

When('{actor} chooses a new PIN and sends it as a PIN block of her/his/their card, asking for it back encrypted', async function (this: CardlabWorld, name: string) {
  await choosePinAsBlock(this, name, 'the card');
});

When('{actor} tries to send a new PIN as a PIN block of another card', async function (this: CardlabWorld, name: string) {
  await choosePinAsBlock(this, name, 'another card', true);
});

When('{actor} tries to send a new PIN as a PIN block of her/his/their card {pinblockfault}', async function (this: CardlabWorld, name: string, fault: string) {
  await sendPinBlockMadeWrong(this, name, fault);
});

Then('the answer carries back the PIN block {actor} sent', function (this: CardlabWorld, _name: string) {
  const blocks = approvedFields(this).encryptedPinValue;
  expect(Array.isArray(blocks) && blocks.length === 1 && blocks[0] === sentPinBlock(this), 'the one PIN block answered is the one sent').to.equal(true);
});

When('{actor} asks for a new PIN without saying how it is delivered', async function (this: CardlabWorld, name: string) {
  await generatePin(this, name, {});
});

When('{actor} asks for a new security code without saying how it is delivered', async function (this: CardlabWorld, name: string) {
  await newSecurityCode(this, name, undefined);
});

When('{actor} asks for a new security code delivered encrypted in the answer', async function (this: CardlabWorld, name: string) {
  await newSecurityCode(this, name, 'WS_ENCRYPTED');
});

When('{actor} tries to get a new security code delivered in the answer', async function (this: CardlabWorld, name: string) {
  await newSecurityCode(this, name, 'WS', { attempt: true });
});

Then('{actor} receives her/his/their new security code only encrypted, beside the masked number', function (this: CardlabWorld, _name: string) {
  const fields = approvedFields(this);
  expect(fields.cardNumber === undefined, 'no card number in the answer').to.equal(true);
  expect(typeof fields.cvc2 === 'string' && /^[0-9A-F]{16}$/i.test(fields.cvc2), 'the security code as one encrypted block of 16 hex digits').to.equal(true);
  expect(fields.cardNumberMask).to.match(/^\d{6}\*+\d{4}$/);
});

Then("{actor}'s card has its device token on plastic {int}", async function (this: CardlabWorld, name: string, plastic: number) {
  const tokens = await tokensOf(this, name, { plasticNumber: plastic });
  expect(tokens.map((t) => t.plasticNumber ?? plastic), `tokens on plastic ${plastic}`).to.deep.equal([plastic]);
});

When(/^(\w+) tries to connect (SMS notifications|e-mail statements) to (?:her|his|their) card naming the expiry "(\d{6})"$/, async function (this: CardlabWorld, name: string, service: string, expDate: string) {
  await tryServiceNamed(this, name, service, 'ADD', { expDate });
});

When(/^(\w+) tries to connect (SMS notifications|e-mail statements) to (?:her|his|their) card naming (\w+)'s account$/, async function (this: CardlabWorld, name: string, service: string, owner: string) {
  await tryServiceNamed(this, name, service, 'ADD', { accountNumber: this.actors.accountNumber(owner) });
});

// Spec 01 §2.3: an action's answer carries the trace fields beside its responseCode.
Then('the card system confirms it with a trace number and the time of the action', function (this: CardlabWorld) {
  const fields = approvedFields(this);
  expect(fields.responseCode, 'responseCode').to.equal('00');
  expect(fields.systemTraceAuditNumber, 'trace number').to.be.a('number');
  expect(Number.isNaN(Date.parse(String(fields.localTransactionDate))), `time of the action: ${String(fields.localTransactionDate)}`).to.equal(false);
});
