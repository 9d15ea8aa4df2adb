/** Stored cards on the P2P gateway: sending from a kept card (tii F) to another client's kept card, and the initiator rules. */
import { Given, Then, When } from '@cucumber/cucumber';
import { expect } from 'chai';
import type { Money } from '../support/money.js';
import { p2pStatus } from '../support/questions/p2p.js';
import { clientIdOf } from '../support/tasks/client-ids.js';
import { askFeeFromStoredCard, newLabel, perform, performDone, registerP2pOrder, storedCardOfPerson } from '../support/tasks/p2p.js';
import { sendFromStoredCard, sendKeepingTestCard, type StoredChangeName, trySendStoredWith } from '../support/tasks/p2p-stored-rules.js';
import type { TestCardName } from '../support/tasks/orders.js';
import type { CardRef } from '../support/tasks/p2p.js';
import type { CardlabWorld } from '../support/world.js';

When("{actor} sends {money} from her/his/their stored card to {actor}'s stored card", async function (this: CardlabWorld, from: string, money: Money, to: string) {
  const label = newLabel(this, 'transfer');
  const credit = storedCardOfPerson(this, to);
  await registerP2pOrder(this, label, money, { clientId: clientIdOf(this, from), params: { creditBindingId: credit } });
  await performDone(this, label, {}, { fromCard: { bindingId: storedCardOfPerson(this, from) }, toCard: { bindingId: credit }, tii: 'F' }, 'performP2PByBinding.do');
});

When("{actor} tries to send {money} from {actor}'s stored card to {actor}'s card", async function (this: CardlabWorld, from: string, money: Money, owner: string, to: string) {
  const label = newLabel(this, 'transfer');
  await registerP2pOrder(this, label, money, { clientId: clientIdOf(this, from) });
  this.attempted(`sending from ${owner}'s stored card`, await perform(this, label, { to: { actor: to } }, { fromCard: { bindingId: storedCardOfPerson(this, owner) }, tii: 'F' }, 'performP2PByBinding.do'));
});

When("{actor} tries to send {money} from her/his/their stored card to {actor}'s card without the initiator", async function (this: CardlabWorld, from: string, money: Money, to: string) {
  const label = newLabel(this, 'transfer');
  await registerP2pOrder(this, label, money, { clientId: clientIdOf(this, from) });
  this.attempted('sending from a stored card without the initiator', await perform(this, label, { to: { actor: to } }, { fromCard: { bindingId: storedCardOfPerson(this, from) } }, 'performP2PByBinding.do'));
});

When("{actor} tries to send {money} from her/his/their card to {actor}'s card as initiator {string}", async function (this: CardlabWorld, from: string, money: Money, to: string, tii: string) {
  const label = newLabel(this, 'transfer');
  await registerP2pOrder(this, label, money, { clientId: clientIdOf(this, from) });
  this.attempted(`sending with the initiator ${tii}`, await perform(this, label, { from: { actor: from }, to: { actor: to } }, { tii }));
});

Given('the merchant has registered transfer {string} for {money} for {actor}', async function (this: CardlabWorld, label: string, money: Money, name: string) {
  await registerP2pOrder(this, label, money, { clientId: clientIdOf(this, name) });
});

When('{actor} asks the fee of transfer {string} from her/his/their stored card', async function (this: CardlabWorld, name: string, label: string) {
  await askFeeFromStoredCard(this, label, name);
});

Then("the status of the transfer shows {actor}'s stored card", async function (this: CardlabWorld, name: string) {
  expect((await p2pStatus(this, undefined, 3)).binding, `the stored card of ${name}`).to.equal(storedCardOfPerson(this, name));
});

When("{actor} tries to send {money} from her/his/their stored card to {actor}'s card with {storedchange}", async function (this: CardlabWorld, from: string, money: Money, to: string, change: StoredChangeName) {
  await trySendStoredWith(this, money, { from, to }, change);
});

Given("{actor} has sent {money} from the test card {testcard}, typed as expiring {string}, to {p2pcard}, keeping the card for later", async function (this: CardlabWorld, sender: string, money: Money, test: TestCardName, month: string, to: CardRef) {
  await sendKeepingTestCard(this, money, sender, { test, month }, to);
});

When('{actor} sends {money} from her/his/their stored card to {p2pcard}', async function (this: CardlabWorld, sender: string, money: Money, to: CardRef) {
  await sendFromStoredCard(this, money, sender, to);
});
