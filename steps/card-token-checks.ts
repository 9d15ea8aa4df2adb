/** Card tokens of the gateway's web form and wallet tokens: each fault refused naming it, the less common well-made shapes paying. */
import { When } from '@cucumber/cucumber';
import type { WalletVendor } from '../support/stand-ins/payer-devices.js';
import { payOrderWithCardTokenShaped, payOrderWithFaultyCardToken, performCreditingWithCardNumberToken } from '../support/tasks/card-token-checks.js';
import { cardDataOf } from '../support/tasks/orders.js';
import type { CardRef } from '../support/tasks/p2p.js';
import { performWithFaultyWalletToken, performWithWalletTokenShaped } from '../support/tasks/wallet-token-checks.js';
import type { CardlabWorld } from '../support/world.js';

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
