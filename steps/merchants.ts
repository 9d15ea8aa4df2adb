/** Steps about the acquiring side: merchants, terminals, ATMs, payments at merchants, payment orders, keys. */
import { After, Then, When } from '@cucumber/cucumber';
import { expect } from 'chai';
import { expectAmount, type Money } from '../support/money.js';
import { atmStatus, atmStatuses, findPayment, merchantTransactions, orderDetails, paymentOrders, todaysOrderAmount } from '../support/questions/merchants.js';
import {
  askOrderDetails,
  askTransactionsOf,
  generateKey,
  merchantNotes,
  payAt,
  paymentsOf,
  restoreStatuses,
  sandboxMerchant,
  setMerchantStatus,
  setTerminalStatus,
  terminalOf,
  tryToPayAt,
} from '../support/tasks/merchants.js';
import type { CardlabWorld } from '../support/world.js';

// A scenario that changed a status of the sandbox merchant leaves it ACTIVE for the next one.
After({ name: 'put the sandbox merchant and its terminals back to ACTIVE' }, async function (this: CardlabWorld) {
  await restoreStatuses(this);
});

const KEY_LENGTHS: Readonly<Record<string, string>> = { 'single-length': 'ENKL_0016', 'double-length': 'ENKL_0032', 'triple-length': 'ENKL_0048' };

// Statuses

When(/^the sandbox merchant (?:is set|has been set) to "([A-Z]+)"$/, async function (this: CardlabWorld, status: string) {
  await setMerchantStatus(this, status);
});

When(/^the sandbox merchant's (POS terminal|ATM) (?:is set|has been set) to "([A-Z]+)"$/, async function (this: CardlabWorld, which: 'POS terminal' | 'ATM', status: string) {
  await setTerminalStatus(this, terminalOf(this, which), status);
});

When('someone tries to set the merchant {string} to {string}', async function (this: CardlabWorld, merchantNumber: string, status: string) {
  await setMerchantStatus(this, status, { merchantNumber, attempt: true });
});

When("someone tries to set the sandbox merchant's terminal {string} to {string}", async function (this: CardlabWorld, terminalNumber: string, status: string) {
  await setTerminalStatus(this, terminalNumber, status, true);
});

When('someone tries to set the sandbox merchant to {string} under the contract {string}', async function (this: CardlabWorld, status: string, contractNumber: string) {
  await setMerchantStatus(this, status, { contractNumber, attempt: true });
});

When('someone tries to set the sandbox merchant to {string}', async function (this: CardlabWorld, status: string) {
  await setMerchantStatus(this, status, { attempt: true });
});

// ATMs

Then(/^the ATM status shows the sandbox merchant's ATM as (open|closed)$/, async function (this: CardlabWorld, state: string) {
  expect((await atmStatus(this, terminalOf(this, 'ATM'))).openFlag, `open flag of the ATM (${state})`).to.equal(state === 'open' ? 1 : 0);
});

Then("the ATM status lists every ATM with its cassettes, devices and note acceptor, the sandbox merchant's ATM among them", async function (this: CardlabWorld) {
  const atms = await atmStatuses(this);
  expect(atms.map((a) => a.terminalId)).to.include(terminalOf(this, 'ATM'));
  expect(new Set(atms.map((a) => a.terminalId)).size, 'each ATM once').to.equal(atms.length);
  for (const atm of atms) {
    expect(atm.hopperStatusList.hopperStatus.length, `cassettes of ${atm.terminalId}`).to.be.above(0);
    for (const h of atm.hopperStatusList.hopperStatus) expect(h.billsEnd, `notes left in cassette ${h.position} of ${atm.terminalId}`).to.equal(h.billsLoaded - h.billsOut - h.billsRejected);
    for (const c of atm.bnaStateInfo.currencies) expect(c.amount, 'deposited amount').to.equal(c.denominationCounters.reduce((sum, d) => sum + d.denomination * d.value, 0));
    expect([atm.linkStatus, atm.openFlag, atm.ejStateInfo.status], `states of ${atm.terminalId}`).to.satisfy((s: number[]) => s.every(Number.isInteger));
  }
});

Then("the ATM status of the sandbox merchant's ATM shows that ATM only", async function (this: CardlabWorld) {
  await atmStatus(this, terminalOf(this, 'ATM'));
});

Then('the ATM status of the ATM {string} is empty', async function (this: CardlabWorld, terminalId: string) {
  expect(await atmStatuses(this, { terminalId })).to.deep.equal([]);
});

// Payments at the merchant

When("{actor} pays {money} at the sandbox merchant", async function (this: CardlabWorld, name: string, money: Money) {
  merchantNotes(this).orderAmountBefore ??= await todaysOrderAmount(this);
  await payAt(this, name, money, terminalOf(this, 'POS terminal'));
});

When("{actor} tries to pay {money} at the sandbox merchant", async function (this: CardlabWorld, name: string, money: Money) {
  await tryToPayAt(this, name, money, terminalOf(this, 'POS terminal'));
});

When("{actor} withdraws {money} at the sandbox merchant's ATM", async function (this: CardlabWorld, name: string, money: Money) {
  await payAt(this, name, money, terminalOf(this, 'ATM'));
});

Then("the ATM status shows {actor}'s withdrawal as the last transaction and the last withdrawal of the ATM", async function (this: CardlabWorld, name: string) {
  const atm = terminalOf(this, 'ATM');
  const withdrawal = findPayment(this, name, paymentsOf(this, name)[0]!, await merchantTransactions(this, { terminalId: atm }));
  expect(withdrawal, `${name}'s withdrawal among the ATM's transactions`).to.not.equal(undefined);
  const status = await atmStatus(this, atm);
  expect([status.lastTransactionDate, status.lastWithdrawalDate]).to.deep.equal([withdrawal?.transactionDate, withdrawal?.transactionDate]);
});

Then("the sandbox merchant's transactions show {actor}'s payment of {money} at its POS terminal", async function (this: CardlabWorld, name: string, money: Money) {
  const payment = findPayment(this, name, paymentsOf(this, name)[0]!, await merchantTransactions(this));
  expect(payment, `${name}'s payment among the merchant's transactions`).to.not.equal(undefined);
  expect(payment?.cardNumber === this.actors.card(name).number, 'the transaction shows the card number').to.equal(true);
  expect(payment?.cardNumberMask).to.equal(this.actors.card(name).numberMask);
  expectAmount(payment?.transactionAmount, money, `${name}'s payment among the merchant's transactions`);
  expect([payment?.merchantId, payment?.terminalId]).to.deep.equal([sandboxMerchant(this).merchantNumber, terminalOf(this, 'POS terminal')]);
});

Then("the sandbox merchant's transactions at its ATM do not show {actor}'s payment", async function (this: CardlabWorld, name: string) {
  const list = await merchantTransactions(this, { terminalId: terminalOf(this, 'ATM') });
  expect(findPayment(this, name, paymentsOf(this, name)[0]!, list), `${name}'s payment at the ATM`).to.equal(undefined);
  expect(findPayment(this, name, paymentsOf(this, name)[0]!, await merchantTransactions(this)), `${name}'s payment at the merchant`).to.not.equal(undefined);
});

/** The payment order that settles the scenario's payments, by the order id their transactions carry. */
async function settlingOrder(world: CardlabWorld, names: string[]) {
  const list = await merchantTransactions(world);
  const ids = names.flatMap((name) => paymentsOf(world, name).map((p) => findPayment(world, name, p, list)?.orderId));
  expect(new Set(ids).size, 'the payments are settled by one payment order').to.equal(1);
  expect(ids[0], 'the payment order of the payments').to.be.a('number');
  return ids[0]!;
}

Then('one payment order of the sandbox merchant settles both payments, and it has grown by {money}', async function (this: CardlabWorld, money: Money) {
  const id = await settlingOrder(this, ['Alice', 'Bob']);
  const order = (await paymentOrders(this)).find((o) => o.id === id);
  expect(order, `the payment order ${id} among the merchant's orders`).to.not.equal(undefined);
  const grown = (order?.amount ?? Number.NaN) - (merchantNotes(this).orderAmountBefore ?? Number.NaN);
  expectAmount(grown, money, `growth of the payment order ${id}`);
});

Then("the details of that payment order show {actor}'s payment of {money} and {actor}'s payment of {money}", async function (this: CardlabWorld, a: string, first: Money, b: string, second: Money) {
  const details = await orderDetails(this, await settlingOrder(this, [a, b]));
  for (const [name, money] of [[a, first], [b, second]] as const) {
    const number = this.actors.card(name).number;
    const found = details.filter((t) => t.cardNumber === number);
    expect(found.length, `${name}'s payments in the order`).to.equal(1);
    expectAmount(found[0]!.transactionAmount, money, `${name}'s payment in the order`);
  }
});

When('someone asks for the details of the payment order {int}', async function (this: CardlabWorld, orderId: number) {
  await askOrderDetails(this, orderId);
});

When('someone asks for the transactions of the merchant {string}', async function (this: CardlabWorld, merchantId: string) {
  await askTransactionsOf(this, merchantId);
});

// Keys

When(/^a new (single-length|double-length|triple-length) PIN key is generated for the sandbox merchant's POS terminal$/, async function (this: CardlabWorld, size: string) {
  await generateKey(this, KEY_LENGTHS[size]!, { terminalNumber: terminalOf(this, 'POS terminal') });
});

Then('the key comes encrypted as {int} hexadecimal digits, with a check value of {int}', function (this: CardlabWorld, digits: number, checkDigits: number) {
  const key = merchantNotes(this).keys.at(-1);
  expect(key?.keyValue).to.match(new RegExp(`^[0-9A-F]{${digits}}$`, 'i'));
  expect(key?.checkValue).to.match(new RegExp(`^[0-9A-F]{${checkDigits}}$`, 'i'));
});

Then('the two keys and their check values differ', function (this: CardlabWorld) {
  const [first, second] = merchantNotes(this).keys.slice(-2);
  expect(first?.keyValue, 'first key').to.be.a('string');
  expect(first?.keyValue === second?.keyValue, 'the two keys are the same').to.equal(false);
  expect(first?.checkValue === second?.checkValue, 'the two check values are the same').to.equal(false);
});

When('someone tries to generate a key for the terminal {string}', async function (this: CardlabWorld, terminalNumber: string) {
  await generateKey(this, 'ENKL_0032', { terminalNumber, attempt: true });
});

When('someone tries to generate a key under the master key {int}', async function (this: CardlabWorld, hostId: number) {
  await generateKey(this, 'ENKL_0032', { hostId, attempt: true });
});
