/** Steps about the acquiring side: merchants, terminals, ATMs, payments at merchants, payment orders, keys. */
import { After, type DataTable, Then, When } from '@cucumber/cucumber';
import { expect } from 'chai';
import { expectAmount, type Money, parseMoney } from '../support/money.js';
import { atmStatus, atmStatuses, clearKeyOf, findPayment, hasOddParity, merchantTransactions, orderDetails, paymentOrders, todaysOrderAmount, traceOf } from '../support/questions/merchants.js';
import {
  askOrderDetails,
  askTransactionsOf,
  creditAt,
  generateKey,
  generateKeyFor,
  type KeyTarget,
  type Payment,
  merchantNotes,
  payAt,
  paymentsOf,
  restoreStatuses,
  sandboxMerchant,
  setMerchantStatus,
  setTerminalStatus,
  terminalOf,
  transferAt,
  tryMerchantRead,
  tryMerchantReadOf,
  tryStatusChange,
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

// Who may change a status, and for which institution

When('someone tries to set the sandbox merchant to {string} under the customer number {string}', async function (this: CardlabWorld, status: string, customerNumber: string) {
  await tryStatusChange(this, status, { customerNumber });
});

When(/^someone tries to set the sandbox merchant's (POS terminal|ATM) to "([A-Z]+)" under the contract "([^"]+)"$/, async function (this: CardlabWorld, which: 'POS terminal' | 'ATM', status: string, contractNumber: string) {
  await tryStatusChange(this, status, { terminalNumber: terminalOf(this, which), contractNumber });
});

When(/^someone tries to set the sandbox merchant(?:'s (POS terminal|ATM))? to "([A-Z]+)" for the institution "([^"]+)"$/, async function (this: CardlabWorld, which: 'POS terminal' | 'ATM' | null, status: string, institutionId: string) {
  // registerCustomer sends the institution id as agent number too: another institution is both.
  await tryStatusChange(this, status, { ...(which ? { terminalNumber: terminalOf(this, which) } : {}), institutionId, agentId: institutionId });
});

When('someone tries to set the sandbox merchant to {string} as an agent of the institution {string}', async function (this: CardlabWorld, status: string, agentId: string) {
  await tryStatusChange(this, status, { agentId });
});

When(/^someone tries to read the sandbox merchant's (transactions|payment orders) for the institution "([^"]+)"$/, async function (this: CardlabWorld, what: 'transactions' | 'payment orders', institutionId: string) {
  await tryMerchantRead(this, what, institutionId);
});

// What the ATM status filters and shows

Then("the ATM status asked for the device id {int} shows the sandbox merchant's ATM only", async function (this: CardlabWorld, pid: number) {
  expect((await atmStatuses(this, { pid })).map((a) => a.terminalId)).to.deep.equal([terminalOf(this, 'ATM')]);
});

Then('the ATM status asked for the institution {string} is empty', async function (this: CardlabWorld, institutionId: string) {
  expect(await atmStatuses(this, { institutionId })).to.deep.equal([]);
});

Then("the ATM status asked for the sandbox account's institution lists the sandbox merchant's ATM", async function (this: CardlabWorld) {
  const atms = await atmStatuses(this, { institutionId: this.target.v1!.institutionId });
  expect(atms.map((a) => a.terminalId)).to.include(terminalOf(this, 'ATM'));
});

When("{actor} deposits {money} at the sandbox merchant's ATM", async function (this: CardlabWorld, name: string, money: Money) {
  await creditAt(this, name, money, terminalOf(this, 'ATM'));
});

When('{actor} gets a refund of {money} at the sandbox merchant', async function (this: CardlabWorld, name: string, money: Money) {
  await creditAt(this, name, money, terminalOf(this, 'POS terminal'));
});

Then("the ATM status shows {actor}'s last operation at the ATM as its last transaction, her last withdrawal and her last deposit as its last ones", async function (this: CardlabWorld, name: string) {
  const atm = terminalOf(this, 'ATM');
  const list = await merchantTransactions(this, { terminalId: atm });
  const atAtm = paymentsOf(this, name).filter((p) => p.terminalNumber === atm);
  const dateOf = (payment: Payment | undefined) => payment && findPayment(this, name, payment, list)?.transactionDate;
  const expected = { last: dateOf(atAtm.at(-1)), withdrawal: dateOf(atAtm.findLast((p) => !p.credit)), deposit: dateOf(atAtm.findLast((p) => p.credit)) };
  expect(expected.last, `${name}'s operations among the ATM's transactions`).to.be.a('string');
  const status = await atmStatus(this, atm);
  expect({ last: status.lastTransactionDate, withdrawal: status.lastWithdrawalDate, deposit: status.lastDepositDate }).to.deep.equal(expected);
});

Then("the ATM status does not show {actor}'s payment as a transaction of the sandbox merchant's ATM", async function (this: CardlabWorld, name: string) {
  const payment = findPayment(this, name, paymentsOf(this, name)[0]!, await merchantTransactions(this));
  expect(payment, `${name}'s payment among the merchant's transactions`).to.not.equal(undefined);
  const status = await atmStatus(this, terminalOf(this, 'ATM'));
  expect([status.lastTransactionDate, status.lastWithdrawalDate], `the ATM's last transaction and withdrawal`).to.not.include(payment!.transactionDate);
});

// What a merchant's transactions and payment orders show, day by day

/** A row of a scenario's table of operations at the sandbox merchant: whose card, the history code, the amount, the terminal. */
interface OperationRow {
  readonly card: string;
  readonly type: string;
  readonly amount: string;
  readonly terminal: 'POS' | 'ATM';
}

type MerchantOperation = Awaited<ReturnType<typeof orderDetails>>[number];

/** One operation as the card system shows it, against its row: the card, the amounts in 978, the merchant and terminal, the operation's own authorisation code. */
function expectOperation(world: CardlabWorld, shown: MerchantOperation, row: OperationRow, what: string) {
  const card = world.actors.card(row.card);
  const money = parseMoney(row.amount);
  expect(shown.cardNumber === card.number, `${what}: the card number is ${row.card}'s`).to.equal(true);
  expect([shown.transactionType, shown.transactionCurrency, shown.submittedCurrency], `${what}: history code and currencies`).to.deep.equal([row.type, 978, 978]);
  expectAmount(shown.transactionAmount, money, `${what}: amount`);
  expectAmount(shown.submittedAmount, money, `${what}: submitted amount`);
  expect([shown.merchantId, shown.terminalId], `${what}: merchant and terminal`).to.deep.equal([sandboxMerchant(world).merchantNumber, terminalOf(world, row.terminal === 'ATM' ? 'ATM' : 'POS terminal')]);
  expect({ networkType: shown.networkType, cashbackAmount: shown.cashbackAmount, cardType: shown.cardType }, `${what}: an on-us operation without cashback, of the card's product`).to.deep.equal({
    networkType: 'ON_US',
    cashbackAmount: 0,
    cardType: world.target.v1!.cardProductType,
  });
  const noted = paymentsOf(world, row.card).find((p) => p.amount === money.minor && p.authorizationCode === shown.authorizationCode);
  expect(noted, `${what}: the authorisation code ${row.card}'s operation of ${row.amount} was answered with`).to.not.equal(undefined);
}

Then("the sandbox merchant's transactions from {date} to {date} are:", async function (this: CardlabWorld, start: string, end: string, table: DataTable) {
  const rows = table.hashes() as unknown as Array<OperationRow & { settled: string; order: string }>;
  const list = await merchantTransactions(this, { period: { start, end } });
  expect(list.length, `the merchant's transactions from ${start} to ${end}`).to.equal(rows.length);
  rows.forEach((row, i) => {
    const shown = list[i]!;
    const what = `transaction ${i + 1}`;
    expectOperation(this, shown, row, what);
    expect(shown.cardNumberMask, `${what}: masked card number`).to.equal(this.actors.card(row.card).numberMask);
    expect({ day: shown.transactionDate.slice(0, 10), settled: shown.settlementDate, order: shown.orderNumber, orderId: shown.orderId }, `${what}: its day and the payment order that settles it`).to.deep.equal({
      day: row.settled,
      settled: row.settled,
      order: row.order,
      orderId: Number(row.order.replace(/^PO-/, '')),
    });
    expect({ reversal: shown.reversal, responseCode: shown.responseCode }, `${what}: an approved operation, no reversal`).to.deep.equal({ reversal: false, responseCode: 0 });
  });
});

Then("the sandbox merchant's payment orders from {date} to {date} are:", async function (this: CardlabWorld, start: string, end: string, table: DataTable) {
  const rows = table.hashes() as Array<{ order: string; day: string; amount: string; status: string; purpose: string }>;
  const orders = await paymentOrders(this, { start, end });
  expect(orders.length, `the merchant's payment orders from ${start} to ${end}`).to.equal(rows.length);
  rows.forEach((row, i) => {
    const order = orders[i]!;
    expectAmount(order.amount, parseMoney(row.amount), `amount of ${row.order}`);
    expect({ id: order.id, order: order.orderNumber, day: order.eventDate, currency: order.currency, status: order.status, purpose: order.purpose }).to.deep.equal({
      id: Number(row.order.replace(/^PO-/, '')),
      order: row.order,
      day: row.day,
      currency: 978,
      status: row.status,
      purpose: row.purpose,
    });
  });
});

Then('the details of the payment order {int} are:', async function (this: CardlabWorld, orderId: number, table: DataTable) {
  const rows = table.hashes() as unknown as OperationRow[];
  const details = await orderDetails(this, orderId);
  expect(details.length, `the operations of the payment order ${orderId}`).to.equal(rows.length);
  rows.forEach((row, i) => {
    expectOperation(this, details[i]!, row, `operation ${i + 1} of the payment order ${orderId}`);
    expect(details[i]!.orderNumber, 'the payment order named by the operation').to.equal(`PO-${orderId}`);
  });
});

// Keys: what an integrator checks of a key, and what a key request may name

When(/^a new (single-length|double-length|triple-length) PIN key is generated under the master key (\d+)$/, async function (this: CardlabWorld, size: string, hostId: string) {
  await generateKeyFor(this, KEY_LENGTHS[size]!, { hostId: Number(hostId), terminalNumber: terminalOf(this, 'POS terminal') });
});

Then('the key decrypted under its master key has odd parity in every byte and the check value given', function (this: CardlabWorld) {
  const key = merchantNotes(this).keys.at(-1);
  const { clear, checkValue } = clearKeyOf(key?.keyValue ?? '', key?.hostId ?? Number.NaN);
  expect([...clear].filter((byte) => !hasOddParity(byte)).length, 'bytes of the clear key with even parity').to.equal(0);
  expect(key?.checkValue, 'the check value is that of the clear key').to.equal(checkValue);
});

Then("the key and its copy under the HSM's local master key, tagged {string}, are upper-case hexadecimal of the same length", function (this: CardlabWorld, tag: string) {
  const key = merchantNotes(this).keys.at(-1);
  expect(key?.keyValue, 'the key under the master key').to.match(/^[0-9A-F]+$/);
  expect(key?.lmkHsmKeyValue, "the key under the HSM's local master key").to.match(new RegExp(`^${tag}[0-9A-F]{${key?.keyValue?.length ?? 0}}$`));
});

/** What a key request names, as the scenarios say it: the sandbox merchant's POS terminal, its merchant, or numbers outside the seed. */
function keyTarget(world: CardlabWorld, what: string): KeyTarget {
  const pos = terminalOf(world, 'POS terminal');
  const merchant = sandboxMerchant(world).merchantNumber;
  const number = /"(\d+)"$/.exec(what)?.[1] ?? '';
  const targets: Readonly<Record<string, KeyTarget>> = {
    "the sandbox merchant's POS terminal and the sandbox merchant": { terminalNumber: pos, merchantNumber: merchant },
    "the sandbox merchant's POS terminal by its terminal id": { terminalId: pos },
    'the sandbox merchant alone': { merchantNumber: merchant },
    'no terminal and no merchant': {},
    [`the merchant "${number}"`]: { merchantNumber: number },
    [`the sandbox merchant's POS terminal under the merchant "${number}"`]: { terminalNumber: pos, merchantNumber: number },
    [`the terminal id "${number}"`]: { terminalId: number },
  };
  return targets[what]!;
}

When(/^a double-length key is generated for (the sandbox merchant's POS terminal and the sandbox merchant|the sandbox merchant's POS terminal by its terminal id|the sandbox merchant alone|no terminal and no merchant)$/, async function (this: CardlabWorld, what: string) {
  await generateKeyFor(this, 'ENKL_0032', keyTarget(this, what));
});

When(/^someone tries to generate a key for (the merchant "\d+"|the sandbox merchant's POS terminal under the merchant "\d+"|the terminal id "\d+")$/, async function (this: CardlabWorld, what: string) {
  await generateKeyFor(this, 'ENKL_0032', keyTarget(this, what), true);
});

When("{actor} transfers {money} to {actor}'s card at the sandbox merchant's POS terminal", async function (this: CardlabWorld, from: string, money: Money, to: string) {
  await transferAt(this, from, { card: to }, money);
});

When("{actor} transfers {money} to {actor}'s account, naming no card, at the sandbox merchant's POS terminal", async function (this: CardlabWorld, from: string, money: Money, to: string) {
  await transferAt(this, from, { account: to }, money);
});

Then("the card system confirms it with the trace of the change: a processing code, an audit number and the moment", function (this: CardlabWorld) {
  const answer = this.lastAttempt();
  expect(answer.ok, `the change was refused with HTTP ${answer.status}`).to.equal(true);
  const trace = traceOf(answer);
  expect(trace.processingCode, 'processingCode').to.match(/^\d{6}$/);
  expect(trace.systemTraceAuditNumber, 'systemTraceAuditNumber').to.be.a('number');
  expect(Number.isNaN(Date.parse(String(trace.localTransactionDate))), `localTransactionDate ${String(trace.localTransactionDate)} is a moment`).to.equal(false);
});

When("someone asks for the sandbox merchant's transactions at the terminal {string}", async function (this: CardlabWorld, terminalId: string) {
  await tryMerchantReadOf(this, { terminalId });
});

When('someone asks for the payment orders of the merchant {string}', async function (this: CardlabWorld, merchantNumber: string) {
  await tryMerchantReadOf(this, { paymentOrdersOf: merchantNumber });
});
