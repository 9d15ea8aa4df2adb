/**
 * v1 merchants, terminals, ATMs and keys over HTTP (`app.inject`). Card operations at merchants
 * are history records added directly here (the money operations write the same records).
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { NewRecord } from '../domain/history.js';
import { checkValue, decryptEcb, HOST_MASTER_KEYS } from '../domain/keys.js';
import { SANDBOX_MERCHANT } from '../domain/merchants.js';
import { describe, V1Kit, type KitCard } from './v1-test-kit.js';

const CASH = '880000000000002';
const POS = SANDBOX_MERCHANT.terminalNumber;
const ATM = SANDBOX_MERCHANT.atmTerminalId;

function identity(kit: V1Kit, over: Record<string, unknown> = {}) {
  const institution = kit.state.account.v1.institutionId;
  return { merchantNumber: SANDBOX_MERCHANT.merchantNumber, institutionId: institution, agentId: institution, customerNumber: SANDBOX_MERCHANT.customerNumber, contractNumber: SANDBOX_MERCHANT.contractNumber, ...over };
}

/** A card operation at a merchant, as debitCard / creditCard record it. */
function operation(kit: V1Kit, card: KitCard, iso: string, amount: number, over: Partial<NewRecord> = {}) {
  const history = kit.sandbox.history;
  return history.get(history.add({
    at: new Date(iso),
    kind: 'debit',
    direction: 'DEBIT',
    accountNumber: card.accountNumber,
    cardId: card.cardId,
    amount,
    merchant: { merchantId: SANDBOX_MERCHANT.merchantNumber, terminalId: POS, mcc: 5411, nameAndLocation: 'CARDLAB MARKET BERLIN DE' },
    rrn: '000000000042',
    authorizationIdResponse: 'AB12CD',
    ...over,
  }))!;
}

const openFlags = async (kit: V1Kit) => (await kit.ok('getAtmStatusExt', {})).atmStatusList.atmStatus.map((a) => `${a.terminalId}:${a.openFlag}`);

test('changeMerchantStatus and changeTerminalStatus: the ATMs show them; unknown merchants and terminals are refused', async (t) => {
  const kit = await V1Kit.start(t);
  assert.deepEqual(await openFlags(kit), ['88000103:1', '88000201:1', '88000202:0']);
  await kit.ok('changeTerminalStatus', { ...identity(kit), terminalNumber: ATM, status: 'SUSPENDED' });
  assert.deepEqual(await openFlags(kit), ['88000103:0', '88000201:1', '88000202:0']);
  await kit.ok('changeTerminalStatus', { ...identity(kit), terminalNumber: ATM, status: 'ACTIVE' });
  await kit.ok('changeMerchantStatus', { ...identity(kit), status: 'CLOSED' });
  assert.deepEqual(await openFlags(kit), ['88000103:0', '88000201:1', '88000202:0']);
  await kit.ok('changeMerchantStatus', identity(kit, { status: 'ACTIVE', institutionId: Number(kit.state.account.v1.institutionId) }));
  assert.deepEqual(await openFlags(kit), ['88000103:1', '88000201:1', '88000202:0']);

  await kit.refused('changeMerchantStatus', identity(kit, { merchantNumber: '880000000000009', status: 'SUSPENDED' }), '03');
  await kit.refused('changeMerchantStatus', identity(kit, { contractNumber: 'CONTRACT-0002', status: 'SUSPENDED' }), '05');
  await kit.refused('changeMerchantStatus', identity(kit, { customerNumber: 'MERCHANT-0002', status: 'SUSPENDED' }), '05');
  await kit.refused('changeTerminalStatus', identity(kit, { terminalNumber: '88000201', status: 'SUSPENDED' }), '03');
  await kit.refused('changeTerminalStatus', identity(kit, { terminalNumber: '99999999', status: 'SUSPENDED' }), '03');
  await kit.rejected('changeMerchantStatus', identity(kit, { status: 'PAUSED' }), ['status']);
  await kit.rejected('changeMerchantStatus', identity(kit, { status: 'ACTIVE', institutionId: '9999', agentId: '9999' }), ['institutionId', 'agentId']);
  for (const field of ['merchantNumber', 'institutionId', 'agentId', 'customerNumber', 'contractNumber', 'status']) {
    const body: Record<string, unknown> = identity(kit, { status: 'SUSPENDED' });
    delete body[field];
    await kit.rejected('changeMerchantStatus', body, [field]);
  }
  await kit.rejected('changeTerminalStatus', identity(kit, { status: 'SUSPENDED' }), ['terminalNumber']);
  await kit.rejected('changeTerminalStatus', identity(kit, { status: 'SUSPENDED', terminalNumber: '' }), ['terminalNumber']);
});

test('getAtmStatusExt: every ATM in full, or those a filter names; dates from the operations made at the ATM', async (t) => {
  const kit = await V1Kit.start(t);
  const all = (await kit.ok('getAtmStatusExt', {})).atmStatusList.atmStatus;
  assert.deepEqual(all.map((a) => [a.terminalId, a.linkStatus, a.supervisorMode]), [[ATM, 1, 0], ['88000201', 1, 0], ['88000202', 2, 1]]);
  for (const atm of all) {
    assert.equal(atm.hopperStatusList.hopperStatus.length, 4);
    for (const h of atm.hopperStatusList.hopperStatus) assert.equal(h.billsEnd, h.billsLoaded - h.billsOut - h.billsRejected);
    for (const c of atm.bnaStateInfo.currencies) {
      assert.equal(c.amount, c.denominationCounters.reduce((sum, d) => sum + d.denomination * d.value, 0));
      assert.equal(c.notesCount, c.denominationCounters.reduce((sum, d) => sum + d.value, 0));
    }
    for (const device of [atm.receiptPrinterStateInfo, atm.cardReaderStateInfo, atm.bnaStateInfo, atm.ejStateInfo]) {
      if (device?.errorDate) assert.ok(Date.parse(device.errorDate) < Date.now(), 'errors are dated before the sandbox was made');
    }
    assert.equal(atm.lastTransactionDate, undefined);
  }
  assert.equal(all[1]?.receiptPrinterStateInfo?.status, 2);
  assert.equal(all[2]?.cardReaderStateInfo?.errorDescription, 'Card reader jammed');

  const card = await kit.card();
  operation(kit, card, '2026-03-10T08:00:00Z', 5000, { merchant: { merchantId: SANDBOX_MERCHANT.merchantNumber, terminalId: ATM } });
  const atm = (await kit.ok('getAtmStatusExt', { terminalId: ATM })).atmStatusList.atmStatus;
  assert.deepEqual(atm.map((a) => [a.terminalId, a.lastTransactionDate, a.lastWithdrawalDate, a.lastDepositDate]), [[ATM, '2026-03-10T08:00:00.000Z', '2026-03-10T08:00:00.000Z', undefined]]);
  assert.deepEqual((await kit.ok('getAtmStatusExt', { pid: 3 })).atmStatusList.atmStatus.map((a) => a.terminalId), ['88000202']);
  assert.deepEqual((await kit.ok('getAtmStatusExt', { terminalId: 88000201 })).atmStatusList.atmStatus.map((a) => a.terminalId), ['88000201']);
  assert.equal((await kit.ok('getAtmStatusExt', { institutionId: kit.state.account.v1.institutionId })).atmStatusList.atmStatus.length, 3);
  assert.deepEqual((await kit.ok('getAtmStatusExt', { institutionId: '9999' })).atmStatusList.atmStatus, []);
  assert.deepEqual((await kit.ok('getAtmStatusExt', { terminalId: POS })).atmStatusList.atmStatus, [], 'a POS terminal is no ATM');
  assert.deepEqual((await kit.ok('getAtmStatusExt', { terminalId: ATM, pid: 2 })).atmStatusList.atmStatus, []);
  await kit.rejected('getAtmStatusExt', { pid: 'one' }, ['pid']);
});

test("getMerchantTransactions: the merchant's card operations by terminal and period; merchantIdn accepted", async (t) => {
  const kit = await V1Kit.start(t);
  const card = await kit.card();
  const institutionId = kit.state.account.v1.institutionId;
  operation(kit, card, '2026-03-09T23:59:59Z', 1000);
  const record = operation(kit, card, '2026-03-10T09:00:00Z', 2500, { merchant: { merchantId: SANDBOX_MERCHANT.merchantNumber, terminalId: '88000102' } });
  operation(kit, card, '2026-03-10T09:30:00Z', 700, { merchant: { merchantId: CASH, terminalId: '88000201' } });
  const list = async (body: Record<string, unknown>) =>
    (await kit.ok('getMerchantTransactions', { merchantId: SANDBOX_MERCHANT.merchantNumber, institutionId, period: {}, ...body })).transactions.transaction;
  const all = await list({});
  assert.deepEqual(all.map((tx) => tx.transactionAmount), [1000, 2500]);
  assert.deepEqual(all[1], {
    utrnno: record.utrnno,
    reversal: false,
    merchantId: SANDBOX_MERCHANT.merchantNumber,
    terminalId: '88000102',
    transactionDate: '2026-03-10T09:00:00.000Z',
    settlementDate: '2026-03-10',
    cardNumberMask: `${card.number.slice(0, 6)}******${card.number.slice(-4)}`,
    cardNumber: card.number,
    transactionAmount: 2500,
    transactionCurrency: 978,
    submittedAmount: 2500,
    submittedCurrency: 978,
    responseCode: 0,
    authorizationCode: 'AB12CD',
    cashbackAmount: 0,
    transactionType: '774',
    networkType: 'ON_US',
    cardType: kit.state.account.v1.cardProductType,
    orderNumber: 'PO-202603100001',
    orderId: 202603100001,
  });
  assert.deepEqual((await list({ terminalId: '88000102' })).map((tx) => tx.utrnno), [record.utrnno]);
  assert.deepEqual((await list({ period: { start: '2026-03-10' } })).map((tx) => tx.utrnno), [record.utrnno]);
  assert.deepEqual((await list({ period: { end: '2026-03-09' } })).map((tx) => tx.transactionAmount), [1000]);
  assert.deepEqual(await list({ merchantId: undefined, merchantIdn: SANDBOX_MERCHANT.merchantNumber }), all);
  assert.deepEqual((await list({ merchantId: CASH })).map((tx) => tx.transactionAmount), [700]);

  const body = { merchantId: SANDBOX_MERCHANT.merchantNumber, institutionId, period: {} };
  await kit.refused('getMerchantTransactions', { ...body, merchantId: '1' }, '03');
  await kit.refused('getMerchantTransactions', { ...body, terminalId: '88000201' }, '03');
  await kit.rejected('getMerchantTransactions', { institutionId, period: {} }, ['merchantId']);
  await kit.rejected('getMerchantTransactions', { ...body, merchantIdn: CASH }, ['merchantIdn']);
  await kit.rejected('getMerchantTransactions', { ...body, institutionId: '9999' }, ['institutionId']);
  await kit.rejected('getMerchantTransactions', { ...body, period: undefined }, ['period']);
  await kit.rejected('getMerchantTransactions', { ...body, period: { start: '2026-03-10', end: '2026-03-09' } }, ['period.end']);
});

test('getPaymentOrders and getOrderDetails: one order per merchant and day, with its operations', async (t) => {
  const kit = await V1Kit.start(t);
  const card = await kit.card();
  const institutionId = kit.state.account.v1.institutionId;
  operation(kit, card, '2026-03-09T12:00:00Z', 1000);
  operation(kit, card, '2026-03-10T08:00:00Z', 2500);
  operation(kit, card, '2026-03-10T09:00:00Z', 700, { kind: 'credit', direction: 'CREDIT' });
  const body = { merchantNumber: SANDBOX_MERCHANT.merchantNumber, institutionId, period: {} };
  const { orderList } = await kit.ok('getPaymentOrders', body);
  assert.deepEqual(
    orderList.map(({ id, eventDate, currency, amount, status, orderNumber }) => ({ id, eventDate, currency, amount, status, orderNumber })),
    [
      { id: 202603090001, eventDate: '2026-03-09', currency: 978, amount: 1000, status: 'PROCESSED', orderNumber: 'PO-202603090001' },
      { id: 202603100001, eventDate: '2026-03-10', currency: 978, amount: 1800, status: 'OPEN', orderNumber: 'PO-202603100001' },
    ],
  );
  assert.match(orderList[1]?.purpose ?? '', /CARDLAB MARKET/);
  assert.deepEqual((await kit.ok('getPaymentOrders', { ...body, period: { start: '2026-03-10', end: '2026-03-10' } })).orderList.map((o) => o.id), [202603100001]);
  assert.deepEqual((await kit.ok('getPaymentOrders', { ...body, merchantNumber: CASH })).orderList, []);

  const { transactionList } = await kit.ok('getOrderDetails', { orderId: 202603100001 });
  assert.deepEqual(transactionList.map((tx) => [tx.transactionDate, tx.transactionAmount, tx.transactionType, tx.orderNumber, tx.cardNumber === card.number]), [
    ['2026-03-10T08:00:00.000Z', 2500, '774', 'PO-202603100001', true],
    ['2026-03-10T09:00:00.000Z', 700, '760', 'PO-202603100001', true],
  ]);

  await kit.refused('getOrderDetails', { orderId: 202603110001 }, '25');
  await kit.refused('getOrderDetails', { orderId: 1 }, '25');
  await kit.refused('getPaymentOrders', { ...body, merchantNumber: '1' }, '03');
  await kit.rejected('getOrderDetails', { orderId: 1.5 }, ['orderId']);
  await kit.rejected('getOrderDetails', { orderId: '202603100001' }, ['orderId']);
  await kit.rejected('getPaymentOrders', { ...body, institutionId: '1' }, ['institutionId']);
  await kit.rejected('getPaymentOrders', { merchantNumber: SANDBOX_MERCHANT.merchantNumber, institutionId }, ['period']);
});

test('generateKey: key material of the asked length, exported under the host master key, with its check value', async (t) => {
  const kit = await V1Kit.start(t);
  for (const [keyLength, length] of [['ENKL_0016', 16], ['ENKL_0032', 32], ['ENKL_0048', 48]] as const) {
    for (const hostId of [1, 2]) {
      const key = await kit.ok('generateKey', { hostId, keyType: 'TPK', keyLength, terminalNumber: POS, merchantNumber: SANDBOX_MERCHANT.merchantNumber });
      assert.match(key.keyValue ?? '', new RegExp(`^[0-9A-F]{${length}}$`));
      const clear = decryptEcb(Buffer.from(HOST_MASTER_KEYS[hostId]!, 'hex'), Buffer.from(key.keyValue ?? '', 'hex'));
      assert.equal(key.checkValue, checkValue(clear), `${keyLength} under host ${hostId}`);
      assert.match(key.lmkHsmKeyValue ?? '', new RegExp(`^[ZUT][0-9A-F]{${length}}$`));
    }
  }
  const a = await kit.ok('generateKey', { hostId: 1, keyType: 'ENKT_ZPK', keyLength: 'ENKL_0032', terminalId: 88000101, keySerialNumber: 'FFFF9876543210E00000', dukptId: 1 });
  const b = await kit.ok('generateKey', { hostId: 1, keyType: 'ZPK', keyLength: 'ENKL_0032' });
  assert.notEqual(a.keyValue, b.keyValue, 'every call makes a new key');

  await kit.refused('generateKey', { hostId: 1, keyType: 'TPK', keyLength: 'ENKL_0016', terminalNumber: '99999999' }, '03');
  await kit.refused('generateKey', { hostId: 1, keyType: 'TPK', keyLength: 'ENKL_0016', terminalNumber: POS, merchantNumber: CASH }, '03');
  await kit.refused('generateKey', { hostId: 1, keyType: 'TPK', keyLength: 'ENKL_0016', merchantNumber: '1' }, '03');
  await kit.rejected('generateKey', { hostId: 9, keyType: 'TPK', keyLength: 'ENKL_0016' }, ['hostId']);
  await kit.rejected('generateKey', { hostId: 1, keyType: 'XYZ', keyLength: 'ENKL_0016' }, ['keyType']);
  await kit.rejected('generateKey', { hostId: 1, keyType: 'TPK', keyLength: 'ENKL_0064' }, ['keyLength']);
  await kit.rejected('generateKey', { hostId: 1, keyType: 'TPK', keyLength: 'ENKL_0016', terminalId: 88000101, terminalNumber: '88000102' }, ['terminalNumber']);
  await kit.rejected('generateKey', { keyType: 'TPK', keyLength: 'ENKL_0016' }, ['hostId']);
});

test('bad input to the merchant operations is a 400 naming a field, never a 5xx, and changes nothing', async (t) => {
  const kit = await V1Kit.start(t);
  const operations = ['changeMerchantStatus', 'changeTerminalStatus', 'generateKey', 'getMerchantTransactions', 'getPaymentOrders', 'getOrderDetails'] as const;
  for (const operation of operations) {
    for (const body of [{}, { merchantNumber: null, orderId: [], hostId: {} }, { institutionId: { a: 1 }, period: 'today' }]) {
      const before = kit.snapshot();
      const res = await kit.send(operation, body);
      assert.equal(res.statusCode, 400, `${operation} ${JSON.stringify(body)}: ${describe(res)}`);
      assert.ok(res.json<{ error: { details: unknown[] } }>().error.details.length > 0);
      assert.equal(kit.snapshot(), before);
    }
  }
  assert.equal((await kit.send('getAtmStatusExt', { terminalId: { x: 1 } })).statusCode, 400);
});
