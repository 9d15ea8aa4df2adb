/** The field rules of the P2P gateway: one field broken at a time, refused naming it. */
import { Then, When } from '@cucumber/cucumber';
import { expectRefusedNamingTheField } from '../support/questions/p2p-fields.js';
import { type P2pFault, tryPerformWithBrokenField, tryRegisterWithBrokenField } from '../support/tasks/p2p-fields.js';
import type { CardlabWorld } from '../support/world.js';

When('the merchant tries to register a transfer whose {p2pfield} is {p2pfault}', async function (this: CardlabWorld, field: string, fault: P2pFault) {
  await tryRegisterWithBrokenField(this, field, fault);
});

When('the customer tries to perform transfer {string} with its {p2pfield} {p2pfault}', async function (this: CardlabWorld, label: string, field: string, fault: P2pFault) {
  await tryPerformWithBrokenField(this, label, field, fault);
});

Then('the P2P gateway refuses it naming the {p2pfield}', function (this: CardlabWorld, field: string) {
  expectRefusedNamingTheField(this, field);
});
