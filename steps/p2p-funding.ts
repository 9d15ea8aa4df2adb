/** Funding (a card pays the merchant) and payout (the merchant pays a card) on the P2P gateway, linked or not, in two calls or one. */
import { Then, When, Given } from '@cucumber/cucumber';
import { expect } from 'chai';
import type { Money } from '../support/money.js';
import { expectState, p2pStatus } from '../support/questions/p2p.js';
import { type CardRef, instantPerform, keepReference, knownP2pOrder, lastP2pOrder, p2pNotes, newLabel, orderParams, performDone, perform, registerP2pOrder } from '../support/tasks/p2p.js';
import { accountOf } from '../support/tasks/accounts.js';
import type { CardlabWorld } from '../support/world.js';

interface FundingWay {
  readonly payoutFollows?: boolean;
  readonly oneCall?: boolean;
  /** A block the merchant leaves out. */
  readonly without?: 'billingPayerData' | 'billingRecipientData';
  /** A card the merchant (wrongly) names to credit. */
  readonly crediting?: CardRef;
  /** Where the money goes instead of the merchant (replacementData): a person's card or account. */
  readonly sendTo?: { readonly name: string; readonly what: 'card' | 'account' };
}

/** The replacementData block that sends a funding's money to a person's card or account. */
async function routing(world: CardlabWorld, sendTo: FundingWay['sendTo']): Promise<Record<string, unknown>> {
  if (!sendTo) return {};
  const replacementData = sendTo.what === 'card' ? { card: world.actors.card(sendTo.name).number } : { account: await accountOf(world, sendTo.name) };
  return { toCard: { replacementData } };
}

/** Takes a funding; `attempt` records a refusal for a later step instead of failing. */
async function fund(world: CardlabWorld, money: Money, from: CardRef, way: FundingWay = {}, attempt = false): Promise<void> {
  const label = newLabel(world, 'funding');
  const options = { kind: 'funding', payoutFollows: way.payoutFollows, params: way.without ? { [way.without]: undefined } : undefined } as const;
  if (way.oneCall) {
    const answer = world.succeeded(`funding ${label} in one call`, await instantPerform(world, label, money, { from }, options));
    keepReference(world, label, answer.debitTransactionReference);
    return;
  }
  await registerP2pOrder(world, label, money, options);
  const routed = await routing(world, way.sendTo);
  if (!attempt) {
    await performDone(world, label, { from }, routed);
    return;
  }
  world.attempted(`funding ${label}`, await perform(world, label, { from, to: way.crediting }, routed));
}

When('the merchant takes a funding of {money} from {p2pcard}', async function (this: CardlabWorld, money: Money, from: CardRef) {
  await fund(this, money, from);
});

Given('the merchant has taken a funding of {money} from {p2pcard}', async function (this: CardlabWorld, money: Money, from: CardRef) {
  await fund(this, money, from);
});

When('the merchant takes a funding of {money} from {p2pcard} for a payout', async function (this: CardlabWorld, money: Money, from: CardRef) {
  await fund(this, money, from, { payoutFollows: true });
});

Given('the merchant has taken a funding of {money} from {p2pcard} for a payout', async function (this: CardlabWorld, money: Money, from: CardRef) {
  await fund(this, money, from, { payoutFollows: true });
});

When('the merchant takes a funding of {money} from {p2pcard} for a payout in one call', async function (this: CardlabWorld, money: Money, from: CardRef) {
  await fund(this, money, from, { payoutFollows: true, oneCall: true });
});

When("the merchant tries to take a funding of {money} from {p2pcard} without the payer's details", async function (this: CardlabWorld, money: Money, from: CardRef) {
  await fund(this, money, from, { without: 'billingPayerData' }, true);
});

When("the merchant tries to take a funding of {money} from {p2pcard} without the recipient's details", async function (this: CardlabWorld, money: Money, from: CardRef) {
  await fund(this, money, from, { without: 'billingRecipientData' }, true);
});

When("the merchant tries to take a funding of {money} from {p2pcard} crediting {actor}'s card", async function (this: CardlabWorld, money: Money, from: CardRef, to: string) {
  await fund(this, money, from, { crediting: { actor: to } }, true);
});

for (const what of ['card', 'account'] as const) {
  When(`the merchant takes a funding of {money} from {p2pcard}, sending the money to {actor}'s ${what}`, async function (this: CardlabWorld, money: Money, from: CardRef, name: string) {
    await fund(this, money, from, { sendTo: { name, what } });
  });

  When(`the merchant tries to take a funding of {money} from {p2pcard}, sending the money to {actor}'s ${what}`, async function (this: CardlabWorld, money: Money, from: CardRef, name: string) {
    await fund(this, money, from, { sendTo: { name, what } }, true);
  });
}

interface PayoutWay {
  /** Pays out the last funding (debitMdOrder, with its reference). */
  readonly ofFunding?: boolean;
  readonly oneCall?: boolean;
  readonly withoutReference?: boolean;
  readonly tii?: string;
}

/** Pays out to a card; a refused registration (a payout's link to its funding is checked there) or perform is recorded when `attempt`. */
async function payOut(world: CardlabWorld, money: Money | undefined, to: CardRef, way: PayoutWay = {}, attempt = false): Promise<void> {
  const label = newLabel(world, 'payout');
  const funding = way.ofFunding ? lastP2pOrder(world, 'funding') : undefined;
  const amount = money ?? { minor: funding?.amount ?? 0, currency: 'EUR' };
  const options = { kind: 'payout', fundingLabel: funding?.label, params: way.withoutReference ? { debitTransactionReference: undefined } : undefined } as const;
  if (way.oneCall) {
    world.succeeded(`payout ${label} in one call`, await instantPerform(world, label, amount, { to }, options));
    return;
  }
  if (!attempt) {
    await registerP2pOrder(world, label, amount, options);
    await performDone(world, label, { to });
    return;
  }
  const registered = await world.p2p.call('registerP2P.do', orderParams(world, label, amount, options));
  if (!registered.ok) {
    world.attempted(`registering payout ${label}`, registered);
    return;
  }
  p2pNotes(world).orders.set(label, { label, orderId: registered.value.orderId, orderNumber: '', amount: amount.minor, formUrl: registered.value.formUrl, kind: 'payout' });
  world.attempted(`payout ${label}`, await perform(world, label, { to }, way.tii ? { tii: way.tii } : {}));
}

When('the merchant pays {money} out to {p2pcard}', async function (this: CardlabWorld, money: Money, to: CardRef) {
  await payOut(this, money, to);
});

When('the merchant tries to pay {money} out to {p2pcard} as a customer-initiated payment', async function (this: CardlabWorld, money: Money, to: CardRef) {
  await payOut(this, money, to, { tii: 'F' }, true);
});

When('the merchant pays the funding out to {p2pcard}', async function (this: CardlabWorld, to: CardRef) {
  await payOut(this, undefined, to, { ofFunding: true });
});

When('the merchant pays the funding out to {p2pcard} in one call', async function (this: CardlabWorld, to: CardRef) {
  await payOut(this, undefined, to, { ofFunding: true, oneCall: true });
});

When('the merchant pays {money} of the funding out to {p2pcard}', async function (this: CardlabWorld, money: Money, to: CardRef) {
  await payOut(this, money, to, { ofFunding: true });
});

When('the merchant tries to pay {money} of the funding out to {p2pcard}', async function (this: CardlabWorld, money: Money, to: CardRef) {
  await payOut(this, money, to, { ofFunding: true }, true);
});

When('the merchant tries to pay the funding out to {p2pcard}', async function (this: CardlabWorld, to: CardRef) {
  await payOut(this, undefined, to, { ofFunding: true }, true);
});

When('the merchant tries to pay the funding out to {p2pcard} without its transaction reference', async function (this: CardlabWorld, to: CardRef) {
  await payOut(this, undefined, to, { ofFunding: true, withoutReference: true }, true);
});

Then('the funding is approved', async function (this: CardlabWorld) {
  await expectState(this, lastP2pOrder(this, 'funding').label, 'approved');
});

Then('the payout is approved', async function (this: CardlabWorld) {
  await expectState(this, lastP2pOrder(this, 'payout').label, 'approved');
});

Then("the payout shows the funding's transaction reference", async function (this: CardlabWorld) {
  const funding = lastP2pOrder(this, 'funding');
  const reference = p2pNotes(this).references.get(funding.label);
  expect(reference, "the funding's transaction reference").to.be.a('string');
  expect((await p2pStatus(this, lastP2pOrder(this, 'payout').label)).debitTransactionReference).to.equal(reference);
  expect(knownP2pOrder(this, funding.label).kind).to.equal('funding');
});
