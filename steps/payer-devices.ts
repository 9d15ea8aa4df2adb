/** Card data that reaches the P2P gateway encrypted: the web SDK's card token, a wallet on the phone, the payer's banking app (3DS SDK). */
import { Then, When } from '@cucumber/cucumber';
import { expect } from 'chai';
import { cardDataOf } from '../support/tasks/orders.js';
import { acsAnswerToApp, signedAppChallenge } from '../support/questions/app-challenge.js';
import { answerAppChallenge, askForAppChallenge, challengedInApp, challengeSignedBySandbox, completeInApp, finishAfterApp, payOrderWithSeToken, performFromSpoiltApp, sendCReqNamingBrowserChallenge, sendSpoiltCReq, performCreditingWithSeToken, performFromApp, performWithSeTokenLacking, performWithSeToken, performWithWallet } from '../support/tasks/payer-devices.js';
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

When('the customer performs transfer {string} with a card token made {int} minutes ago, from {p2pcard} to {p2pcard}', async function (this: CardlabWorld, label: string, minutes: number, from: CardRef, to: CardRef) {
  this.succeeded(`performing ${label}`, await performWithSeToken(this, label, from, to, { minutesAgo: minutes }));
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

When('the customer tries to perform transfer {string} from an app whose {appdatafault}, from {p2pcard} to {p2pcard}', async function (this: CardlabWorld, label: string, fault: string, from: CardRef, to: CardRef) {
  this.attempted(`performing ${label}`, await performFromSpoiltApp(this, label, from, to, fault));
});

Then("the bank's challenge for transfer {string} is signed with the account's EC key and names the ACS, its transaction, its key and the app's transaction", async function (this: CardlabWorld, label: string) {
  const { answer, header, content, verifies, sdkTransId } = await signedAppChallenge(this, label);
  expect(verifies, "the signed content verifies with the account's EC key").to.equal(true);
  expect(header, 'the signature header').to.deep.equal({ alg: 'ES256', typ: 'JOSE' });
  expect(answer.threeDSAcsRefNumber, "the ACS's reference number").to.equal('CARDLAB-SANDBOX-ACS');
  expect(content, 'the signed content').to.deep.equal({
    acsTransID: answer.threeDSAcsTransactionId,
    acsRefNumber: answer.threeDSAcsRefNumber,
    acsURL: answer.acsUrl,
    acsEphemPubKey: JSON.parse(String(answer.threeDSSDKKey)) as unknown,
    sdkTransID: sdkTransId,
  });
  expect(content.acsEphemPubKey, "the ACS's ephemeral key").to.include({ kty: 'EC', crv: 'P-256' });
});

When("the app asks the bank's ACS for the challenge of transfer {string}", async function (this: CardlabWorld, label: string) {
  await askForAppChallenge(this, label);
});

When("the customer types the one-time code {string} in the app's challenge for transfer {string}", async function (this: CardlabWorld, code: string, label: string) {
  await answerAppChallenge(this, label, { code });
});

When("the customer cancels the app's challenge for transfer {string}", async function (this: CardlabWorld, label: string) {
  await answerAppChallenge(this, label, { cancel: true });
});

When("the app sends the bank's ACS its next message for transfer {string} {creqfault}", async function (this: CardlabWorld, label: string, fault: string) {
  await sendSpoiltCReq(this, label, fault);
});

When("the merchant finishes the 3-D Secure of transfer {string} after the app's challenge", async function (this: CardlabWorld, label: string) {
  await finishAfterApp(this, label);
});

/** What every CRes of the transfer's challenge carries: the three transactions and the ACS's message count. */
function expectCRes(world: CardlabWorld, label: string, count: string): Record<string, unknown> {
  const { status, body, ids } = acsAnswerToApp(world, label);
  expect(status, `the ACS's answer: ${JSON.stringify(body)}`).to.equal(200);
  expect(body, 'the CRes').to.include({ messageType: 'CRes', messageVersion: '2.1.0', ...ids, acsCounterAtoS: count });
  return body;
}

Then("the bank's ACS shows the app a field for the one-time code of transfer {string}, as its message {string}", function (this: CardlabWorld, label: string, count: string) {
  const body = expectCRes(this, label, count);
  expect(body, 'the challenge screen').to.include({ acsUiType: '01', challengeCompletionInd: 'N' });
  expect(body.challengeInfoHeader, 'its header').to.be.a('string').and.not.equal('');
  expect(body.challengeInfoLabel, "its field's label").to.be.a('string').and.not.equal('');
  expect(body.challengeInfoText, 'its hint').to.be.a('string').that.includes('123456');
});

Then(/^the bank's ACS tells the app that the customer of transfer "([^"]*)" is (authenticated|not authenticated), as its message "(\d{3})"$/, function (this: CardlabWorld, label: string, verdict: string, count: string) {
  const body = expectCRes(this, label, count);
  expect(body, 'the final CRes').to.include({ transStatus: verdict === 'authenticated' ? 'Y' : 'N', challengeCompletionInd: 'Y' });
});

Then("the bank's ACS refuses the app's message for transfer {string} with HTTP {int} and the EMV error {string} {string} about {string}", function (this: CardlabWorld, label: string, status: number, code: string, description: string, element: string) {
  const { status: shown, body } = acsAnswerToApp(this, label);
  expect(shown, `the ACS's answer: ${JSON.stringify(body)}`).to.equal(status);
  expect(body, 'the EMV error message').to.include({ messageType: 'Erro', messageVersion: '2.1.0', errorComponent: 'A', errorCode: code, errorDescription: description });
  expect(body.errorDetail, 'the element at fault').to.be.a('string').that.includes(element);
});

When("an app sends the bank's ACS a message naming the challenge of transfer {string} in the browser", async function (this: CardlabWorld, label: string) {
  await sendCReqNamingBrowserChallenge(this, label);
});

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
