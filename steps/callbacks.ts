import { type DataTable, Given, Then } from '@cucumber/cucumber';
import { expect } from 'chai';
import { type CallbackAddress, receiverConfigFromEnv } from '../support/stand-ins/callback-receiver.js';
import type { Money } from '../support/money.js';
import {
  acceptedAbout,
  awaitNotification,
  awaitNotifications,
  callbackWaitMs,
  deliveriesAbout,
  describeDeliveries,
  inboxUrl,
  isNotification,
  isSigned,
  type Notification,
  NOTIFICATIONS,
  ownParametersLost,
  loggedOrderOf,
  awaitRefusedDelivery,
  queuedAbout,
  says,
} from '../support/questions/callbacks.js';
import { awaitCardPresentNotification, awaitStoredCardNotification, awaitTransferNotification, describeAccountCallbacks } from '../support/questions/other-callbacks.js';
import { terminalOf } from '../support/tasks/merchants.js';
import { failNextCallbacks, registerOrderWithCallbacks, removeAccountCallbackAddress, setAccountCallbackAddress, SHOP_PARAMETERS } from '../support/tasks/callbacks.js';
import { knownOrder } from '../support/tasks/orders.js';
import type { CardlabWorld } from '../support/world.js';

/** Steps that wait for a callback may take the whole wait, beyond cucumber's default 5 s per step. */
const WAITING = { timeout: receiverConfigFromEnv().waitMs + 5_000 };

const ADDRESS_WORDS: Record<CallbackAddress, string> = { order: "the order's own address", account: "the account's address" };

Given('the merchant has registered order {string} for {money} with its own callback address', async function (this: CardlabWorld, label: string, money: Money) {
  await registerOrderWithCallbacks(this, label, money);
});

Given('the merchant has registered order {string} for {money} to be captured later, with its own callback address', async function (this: CardlabWorld, label: string, money: Money) {
  await registerOrderWithCallbacks(this, label, money, { twoPhase: true });
});

Given('the merchant has registered order {string} for {money} with its own callback address that names its shop', async function (this: CardlabWorld, label: string, money: Money) {
  await registerOrderWithCallbacks(this, label, money, { ownParameters: true });
});

Given("the merchant's account has a callback address", async function (this: CardlabWorld) {
  await setAccountCallbackAddress(this);
});

Given("the merchant's account has a callback address that names its shop", async function (this: CardlabWorld) {
  await setAccountCallbackAddress(this, true);
});

Given('the merchant has removed the callback address from its account', async function (this: CardlabWorld) {
  await removeAccountCallbackAddress(this);
});

Given("the merchant's server fails the next callback", async function (this: CardlabWorld) {
  await failNextCallbacks(this, 1);
});

Given("the merchant's server fails the next {int} callbacks", async function (this: CardlabWorld, count: number) {
  await failNextCallbacks(this, count);
});

async function expectNotified(world: CardlabWorld, label: string, notification: Notification, address?: CallbackAddress): Promise<void> {
  const callback = await awaitNotification(world, label, notification, address);
  const where = address ? ` at ${ADDRESS_WORDS[address]}` : '';
  expect(callback, `a callback that order ${label} was ${notification}${where} within ${await callbackWaitMs(world)} ms; arrived: ${describeDeliveries(deliveriesAbout(world, label))}`).to.not.equal(undefined);
  expect(callback?.method, 'callbacks are GET requests').to.equal('GET');
  expect(callback?.params.orderNumber, 'the order number in the callback').to.equal(knownOrder(world, label).orderNumber);
  expect(callback && isSigned(world, callback), "signed with the merchant's key").to.equal(true);
}

Then('the merchant is notified that order {string} was {notification}', WAITING, async function (this: CardlabWorld, label: string, notification: Notification) {
  await expectNotified(this, label, notification);
});

Then('the merchant is notified at {callbackaddress} that order {string} was {notification}', WAITING, async function (this: CardlabWorld, address: CallbackAddress, label: string, notification: Notification) {
  await expectNotified(this, label, notification, address);
});

Then('the merchant is notified about order {string} in this order:', WAITING, async function (this: CardlabWorld, label: string, table: DataTable) {
  const expected = table.raw().map((row) => row[0] ?? '');
  const unknown = expected.filter((word) => !isNotification(word));
  if (unknown.length) throw new Error(`unknown notifications ${unknown.join(', ')}: use ${Object.keys(NOTIFICATIONS).join(', ')}`);
  const arrived = await awaitNotifications(this, label, expected.length);
  const matches = arrived.length === expected.length && arrived.every((c, i) => says(c, expected[i] as Notification));
  expect(matches, `callbacks about order ${label}: expected ${expected.join(', ')}; arrived: ${describeDeliveries(deliveriesAbout(this, label))}`).to.equal(true);
});

Then("every notification about order {string} is signed with the merchant's key", function (this: CardlabWorld, label: string) {
  const callbacks = deliveriesAbout(this, label);
  expect(callbacks.length, `callbacks about order ${label}`).to.be.greaterThan(0);
  const unsigned = callbacks.filter((c) => !isSigned(this, c));
  expect(describeDeliveries(unsigned), 'callbacks whose checksum is not the merchant key\'s').to.equal('nothing');
});

Then('every notification about order {string} names the shop as its callback address did', function (this: CardlabWorld, label: string) {
  const callbacks = deliveriesAbout(this, label);
  expect(callbacks.length, `callbacks about order ${label}`).to.be.greaterThan(0);
  const lost = callbacks.flatMap((c) => ownParametersLost(c, SHOP_PARAMETERS));
  expect(lost, "the merchant's own parameters of the callback address").to.deep.equal([]);
});

Then('the gateway needed {int} attempts to notify the merchant about order {string}', function (this: CardlabWorld, attempts: number, label: string) {
  const deliveries = deliveriesAbout(this, label);
  const pattern = deliveries.map((c) => (c.accepted ? 'accepted' : 'refused'));
  const expected = [...Array<string>(attempts - 1).fill('refused'), 'accepted'];
  expect(pattern, `deliveries about order ${label}: ${describeDeliveries(deliveries)}`).to.deep.equal(expected);
  const distinct = new Set(deliveries.map((c) => JSON.stringify(Object.entries(c.params).sort())));
  expect(distinct.size, 'every attempt carries the same signed callback').to.equal(1);
  expect(acceptedAbout(this, label).length).to.equal(1);
});

Then("every notification about order {string} writes its checksum in upper-case hexadecimal", function (this: CardlabWorld, label: string) {
  const checksums = deliveriesAbout(this, label).map((c) => c.params.checksum);
  expect(checksums.length, `callbacks about order ${label}`).to.be.greaterThan(0);
  for (const checksum of checksums) expect(checksum, 'the checksum: HMAC-SHA256 in upper-case hex').to.match(/^[0-9A-F]{64}$/);
});

Then("the merchant's server has refused a callback about order {string}", WAITING, async function (this: CardlabWorld, label: string) {
  expect(await awaitRefusedDelivery(this, label), `a refused delivery about order ${label}`).to.not.equal(undefined);
});

Then("the emulator's callback log shows the callback about order {string} not delivered yet, after {int} attempt(s)", async function (this: CardlabWorld, label: string, attempts: number) {
  const queued = await queuedAbout(this, label);
  expect(queued.map((c) => ({ delivered: c.delivered, attempts: c.attempts })), `callbacks the gateway queued about order ${label}`).to.deep.equal([{ delivered: false, attempts }]);
});

Then("the emulator's callback log lists the callbacks about orders {string} and {string} in the order they were queued", async function (this: CardlabWorld, first: string, second: string) {
  expect(await loggedOrderOf(this, [first, second])).to.deep.equal([first, second]);
});

Then('the gateway sent no callback about order {string}', async function (this: CardlabWorld, label: string) {
  const queued = await queuedAbout(this, label);
  expect(queued.map((c) => c.params.operation), `callbacks the gateway queued about order ${label}`).to.deep.equal([]);
});

Then('the only callback the gateway sent about order {string} says it was {notification}', async function (this: CardlabWorld, label: string, notification: Notification) {
  const queued = await queuedAbout(this, label);
  expect(queued.map((c) => `${c.params.operation}/${c.params.status}`)).to.deep.equal([`${NOTIFICATIONS[notification].operation}/${NOTIFICATIONS[notification].status}`]);
});

Then('the gateway sent nothing about order {string} to {callbackaddress}', async function (this: CardlabWorld, label: string, address: CallbackAddress) {
  const queued = await queuedAbout(this, label);
  expect(queued.length, `callbacks the gateway queued about order ${label}`).to.be.greaterThan(0);
  const url = await inboxUrl(this, address);
  expect(queued.filter((c) => c.url === url).map((c) => c.params.operation), `callbacks sent to ${ADDRESS_WORDS[address]}`).to.deep.equal([]);
});

const TRANSFER_NOTIFICATIONS = { paid: ['deposited', '1'], declined: ['deposited', '0'], 'declined as its session expired': ['declinedByTimeout', '0'] } as const;

Then(/^the merchant is notified at its account's address that transfer "([^"]+)" was (paid|declined|declined as its session expired)$/, WAITING, async function (this: CardlabWorld, label: string, what: keyof typeof TRANSFER_NOTIFICATIONS) {
  const [operation, status] = TRANSFER_NOTIFICATIONS[what];
  const callback = await awaitTransferNotification(this, label, operation, status);
  expect(callback, `a callback that transfer ${label} was ${what}; arrived: ${describeAccountCallbacks(this)}`).to.not.equal(undefined);
  expect(callback && isSigned(this, callback), "signed with the merchant's key").to.equal(true);
});

Then("the merchant is notified at its account's address that a payment with a card at its shop counter was declined", WAITING, async function (this: CardlabWorld) {
  const callback = await awaitCardPresentNotification(this, terminalOf(this, 'POS terminal'));
  expect(callback, `a callback that a card-present payment was declined; arrived: ${describeAccountCallbacks(this)}`).to.not.equal(undefined);
  expect(callback && isSigned(this, callback), "signed with the merchant's key").to.equal(true);
});

Then(/^the merchant is notified at its account's address that the card stored with order "([^"]+)" was (kept|switched off|switched on)$/, WAITING, async function (this: CardlabWorld, storing: string, what: string) {
  const callback = what === 'kept' ? await awaitStoredCardNotification(this, storing, 'bindingCreated') : await awaitStoredCardNotification(this, storing, 'bindingActivityChanged', what === 'switched on');
  expect(callback, `a callback that the card stored with order ${storing} was ${what}; arrived: ${describeAccountCallbacks(this)}`).to.not.equal(undefined);
  expect(callback && isSigned(this, callback), "signed with the merchant's key").to.equal(true);
});
