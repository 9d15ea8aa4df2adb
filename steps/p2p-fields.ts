/** The field rules of the P2P gateway: one field broken at a time, refused naming it. */
import { Then, When } from '@cucumber/cucumber';
import { expect } from 'chai';
import { brokenRequest, type P2pFault } from '../support/tasks/p2p-fields.js';
import { knownP2pOrder } from '../support/tasks/p2p.js';
import type { CardlabWorld } from '../support/world.js';

When('the merchant tries to register a transfer whose {p2pfield} is {p2pfault}', async function (this: CardlabWorld, field: string, fault: P2pFault) {
  const request = brokenRequest(this, field, fault);
  this.notes.p2pFieldAtFault = request.path;
  this.attempted(`registering a transfer whose ${field} is ${fault}`, await this.p2p.call('registerP2P.do', request.body));
});

When('the customer tries to perform transfer {string} with its {p2pfield} {p2pfault}', async function (this: CardlabWorld, label: string, field: string, fault: P2pFault) {
  const request = brokenRequest(this, field, fault);
  this.notes.p2pFieldAtFault = request.path;
  this.attempted(`performing ${label} with its ${field} ${fault}`, await this.p2p.call('performP2P.do', { orderId: knownP2pOrder(this, label).orderId, ...request.body }));
});

Then('the P2P gateway refuses it naming the {p2pfield}', function (this: CardlabWorld, field: string) {
  const answer = this.lastAttempt();
  const path = this.notes.p2pFieldAtFault;
  expect(answer.ok, `the request with a broken ${field} should have been refused`).to.equal(false);
  if (answer.ok || !('errorCode' in answer)) return;
  const details = ((answer.reply.body as { details?: { field: string; rule: string }[] } | undefined)?.details ?? []).map((d) => d.field);
  const missing = details.length > 0 && (answer.reply.body as { details: { rule: string }[] }).details.every((d) => d.rule === 'required');
  expect(['4', '5', '3', '14'], `errorCode of the refusal (${answer.errorCode})`).to.include(answer.errorCode);
  if (missing) expect(answer.errorCode, 'a missing member is errorCode 4').to.equal('4');
  if (this.target.kind === 'emulator' || details.length > 0) {
    expect(details.some((d) => d === path || d.startsWith(`${path}.`)), `the refusal should name ${path}; it named ${details.join(', ') || 'nothing'}`).to.equal(true);
  }
});
