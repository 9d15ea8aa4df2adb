/** Card data that reaches the P2P gateway encrypted: the web SDK's card token, a wallet on the phone, the payer's banking app (3DS SDK). */
import { Then, When } from '@cucumber/cucumber';
import { expect } from 'chai';
import { cardDataOf } from '../support/tasks/orders.js';
import { challengedInApp, challengeSignedBySandbox, completeInApp, finishAfterApp, payOrderWithSeToken, performCreditingWithSeToken, performFromApp, performWithSeTokenLacking, performWithSeToken, performWithWallet } from '../support/tasks/payer-devices.js';
import type { CardRef } from '../support/tasks/p2p.js';
import { performWithFaultyWalletToken, performWithWalletTokenShaped } from '../support/tasks/wallet-token-checks.js';
import type { WalletVendor } from '../support/stand-ins/payer-devices.js';
import { payOrderWithCardTokenShaped, payOrderWithFaultyCardToken, performCreditingWithCardNumberToken } from '../support/tasks/card-token-checks.js';
import type { CardlabWorld } from '../support/world.js';

When("the customer performs transfer {string} from {p2pcard} to {p2pcard}, the card typed into the gateway's web form on the shop's page", async function (this: CardlabWorld, label: string, from: CardRef, to: CardRef) {
  this.succeeded(`performing ${label}`, await performWithSeToken(this, label, from, to));
});

When('the customer tries to perform transfer {string} with a card token made for transfer {string}, from {p2pcard} to {p2pcard}', async function (this: CardlabWorld, label: string, madeFor: string, from: CardRef, to: CardRef) {
  this.attempted(`performing ${label}`, await performWithSeToken(this, label, from, to, { madeFor }));
});

When("the customer pays order {string} with {actor}'s card typed into the gateway's web form on the shop's page", async function (this: CardlabWorld, label: string, name: string) {
  const paid = this.succeeded(`paying order ${label}`, await payOrderWithSeToken(this, label, cardDataOf(this, name)));
  if (paid.is3DSVer2) throw new Error(`order ${label} asked for 3-D Secure: use a card of the sandbox, which is not enrolled`);
});

When("the customer tries to pay order {string} with {actor}'s card typed into the gateway's web form, the card token made for order {string}", async function (this: CardlabWorld, label: string, name: string, madeFor: string) {
  this.attempted(`paying order ${label}`, await payOrderWithSeToken(this, label, cardDataOf(this, name), { madeFor }));
});

When('the customer tries to perform transfer {string} with a card token made an hour ago, from {p2pcard} to {p2pcard}', async function (this: CardlabWorld, label: string, from: CardRef, to: CardRef) {
  this.attempted(`performing ${label}`, await performWithSeToken(this, label, from, to, { minutesAgo: 60 }));
});

When('the customer pays transfer {string} with {wallet} on the phone from {p2pcard} to {p2pcard}, the merchant passing the token {tokenform}', async function (this: CardlabWorld, label: string, vendor: WalletVendor, from: CardRef, to: CardRef, form: 'decrypted' | 'encrypted') {
  this.succeeded(`performing ${label}`, await performWithWallet(this, label, vendor, from, to, form));
});

When('the customer tries to pay transfer {string} with Google Pay on the phone from {p2pcard} to {p2pcard}, the token encrypted for another merchant', async function (this: CardlabWorld, label: string, from: CardRef, to: CardRef) {
  this.attempted(`performing ${label}`, await performWithWallet(this, label, 'GOOGLE_PAY', from, to, 'encrypted for another key'));
});

When("the customer performs transfer {string} in the bank's app from {p2pcard} to {p2pcard}", async function (this: CardlabWorld, label: string, from: CardRef, to: CardRef) {
  this.succeeded(`performing ${label}`, await performFromApp(this, label, from, to));
});

When("the customer tries to perform transfer {string} from an app that does not name its transaction, from {p2pcard} to {p2pcard}", async function (this: CardlabWorld, label: string, from: CardRef, to: CardRef) {
  this.attempted(`performing ${label}`, await performFromApp(this, label, from, to, 'transaction id'));
});

Then("the bank asked the app to challenge the customer for transfer {string}", function (this: CardlabWorld, label: string) {
  expect(challengedInApp(this, label), 'the answer carried the challenge data for the app').to.equal(true);
});

Then("the app finds the bank's challenge for transfer {string} signed with the key the sandbox publishes", async function (this: CardlabWorld, label: string) {
  expect(await challengeSignedBySandbox(this, label), "the ACS's signed content, verified by the app's 3DS SDK").to.equal(true);
});

When('the customer types the one-time code {string} in the app for transfer {string} and the merchant finishes its 3-D Secure', async function (this: CardlabWorld, code: string, label: string) {
  await completeInApp(this, label, code);
  await finishAfterApp(this, label);
});

When("the customer performs transfer {string} from {p2pcard} to {p2pcard}, the card to credit typed into the gateway's web form on the shop's page", async function (this: CardlabWorld, label: string, from: CardRef, to: CardRef) {
  this.succeeded(`performing ${label}`, await performCreditingWithSeToken(this, label, from, to));
});

When('the customer tries to perform transfer {string} with a card token to credit made for transfer {string}, from {p2pcard} to {p2pcard}', async function (this: CardlabWorld, label: string, madeFor: string, from: CardRef, to: CardRef) {
  this.attempted(`performing ${label}`, await performCreditingWithSeToken(this, label, from, to, { madeFor }));
});

for (const [words, lacking] of [['the security code', 'cvc'], ['the expiry', 'expiry']] as const) {
  When(`the customer tries to perform transfer {string} with a card token that lacks ${words}, from {p2pcard} to {p2pcard}`, async function (this: CardlabWorld, label: string, from: CardRef, to: CardRef) {
    this.attempted(`performing ${label}`, await performWithSeTokenLacking(this, label, from, to, lacking));
  });
}

// Card tokens and wallet tokens made wrong one way at a time (each refused naming its rule), and the less common well-made shapes.

When("the customer tries to pay order {string} with {actor}'s card typed into the gateway's web form, the card token {setokenfault}", async function (this: CardlabWorld, label: string, name: string, fault: string) {
  this.attempted(`paying order ${label}`, await payOrderWithFaultyCardToken(this, label, cardDataOf(this, name), fault));
});

When("the customer pays order {string} with {actor}'s card typed into the gateway's web form, the card token {setokenshape}", async function (this: CardlabWorld, label: string, name: string, shape: string) {
  const paid = this.succeeded(`paying order ${label}`, await payOrderWithCardTokenShaped(this, label, cardDataOf(this, name), shape));
  if (paid.is3DSVer2) throw new Error(`order ${label} asked for 3-D Secure: use a card of the sandbox, which is not enrolled`);
});

When("the customer performs transfer {string} from {p2pcard} to {p2pcard}, the card to credit typed into the gateway's web form as its number only", async function (this: CardlabWorld, label: string, from: CardRef, to: CardRef) {
  this.succeeded(`performing ${label}`, await performCreditingWithCardNumberToken(this, label, from, to));
});

When('the customer tries to pay transfer {string} with {wallet} on the phone from {p2pcard} to {p2pcard}, the token {walletfault}', async function (this: CardlabWorld, label: string, vendor: WalletVendor, from: CardRef, to: CardRef, fault: string) {
  this.attempted(`performing ${label}`, await performWithFaultyWalletToken(this, label, vendor, from, to, fault));
});

When('the customer pays transfer {string} with {wallet} on the phone from {p2pcard} to {p2pcard}, the token {walletshape}', async function (this: CardlabWorld, label: string, vendor: WalletVendor, from: CardRef, to: CardRef, shape: string) {
  this.succeeded(`performing ${label}`, await performWithWalletTokenShaped(this, label, vendor, from, to, shape));
});
