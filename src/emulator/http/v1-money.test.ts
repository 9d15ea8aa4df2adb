/**
 * Card Management v1 money over HTTP: creditCard, debitCard, topUp, p2pTransfer, getCardBalance,
 * getTransactions. Every answer is parsed with its contract; every refusal leaves the sandbox as it was.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { FEE_ACCOUNT, SETTLEMENT_ACCOUNT } from '../domain/ledger.js';
import { type KitCard, V1Kit } from './v1-test-kit.js';

const id = (card: KitCard) => ({ cardNumber: card.number });
const shop = { merchantIdentification: 'SHOP24', terminalIdentification: 'T0001', merchantType: '5411', nameAndLocation: 'Shop24 Berlin DE' };
const debitBody = (card: KitCard, amount: unknown, extra: Record<string, unknown> = {}) => ({ cardIdentification: id(card), amount, currency: 978, ...extra });
const transferBody = (from: KitCard, to: KitCard, amount: unknown, extra: Record<string, unknown> = {}) => ({
  sourceCardIdentification: id(from),
  destinationCardIdentification: id(to),
  amount,
  currency: 978,
  ...extra,
});

async function twoCards(t: Parameters<typeof V1Kit.start>[0]) {
  const kit = await V1Kit.start(t);
  const alice = await kit.card('Alice');
  const bob = await kit.card('Bob');
  await kit.credit(alice, 50_000);
  return { kit, alice, bob };
}

test('credit, debit with a fee, top-up and transfer move money on one balanced ledger', async (t) => {
  const { kit, alice, bob } = await twoCards(t);
  const credit = await kit.credit(alice, 1_000);
  assert.equal(credit.processingCode, '200000');
  assert.match(credit.rrn, /^\d{12}$/);
  assert.equal(credit.authorizationIdResponse, credit.rrn.slice(-6));
  assert.equal(typeof credit.utrnno, 'number');
  assert.equal(typeof credit.systemTraceAuditNumber, 'number');
  assert.equal(credit.localTransactionDate.slice(0, 10), '2026-03-10');

  const debit = await kit.ok('debitCard', debitBody(alice, 2_000, { fee: { feeAmount: 150 } }));
  assert.equal(debit.processingCode, '010000', 'no merchant: cash');
  assert.equal(debit.issuerFeeAmount, '150');
  const purchase = await kit.ok('debitCard', debitBody(alice, 1_000, { fee: { feeType: 'PERCENT', feeValue: 1.5 }, cardAcceptorParameters: shop }));
  assert.equal(purchase.processingCode, '000000', 'at a merchant: purchase');
  assert.equal(purchase.issuerFeeAmount, '15');
  await kit.ok('debitCard', debitBody(alice, 500, { fee: { feeType: 'FIXED', feeValue: 35 } }));

  const topUp = await kit.ok('topUp', { cardIdentification: id(bob), amount: 3_000, currency: 978, fee: { feeAmount: 100, feeCurrency: 978 } });
  assert.equal(topUp.issuerFeeAmount, '100');
  await kit.ok('topUp', { accountNumber: bob.accountNumber, amount: 400, currency: 978 });
  const transfer = await kit.ok('p2pTransfer', transferBody(alice, bob, 10_000));
  assert.equal(transfer.processingCode, '400000');

  assert.equal(await kit.balance(alice), 51_000 - 2_150 - 1_015 - 535 - 10_000);
  assert.equal(await kit.balance(bob), 2_900 + 400 + 10_000);
  const ledger = kit.sandbox.ledger;
  assert.equal(ledger.get(FEE_ACCOUNT)?.balance, 150 + 15 + 35 + 100);
  assert.equal(ledger.get(SETTLEMENT_ACCOUNT)?.balance, -(51_000 + 3_000 + 400) + 2_000 + 1_000 + 500);
  assert.equal(ledger.total(), 0);
});

test('a card issued through v2 and one through v1 share the ledger', async (t) => {
  const kit = await V1Kit.start(t);
  const carol = await kit.v2Card('Carol');
  const dave = await kit.card('Dave');
  await kit.v2TopUp(carol, 20_000);
  assert.equal(await kit.balance(carol), 20_000, 'v1 reads the v2 top-up');
  const alias = await kit.ok('getCardBalance', { cardIdentification: id(carol) }, { payment: true });
  assert.equal(alias.balance, 20_000, 'the /payment alias answers the same');
  await kit.ok('debitCard', debitBody(carol, 5_000));
  await kit.ok('p2pTransfer', transferBody(carol, dave, 1_000));
  assert.equal(await kit.v2Balance(carol), 14_000);
  assert.equal(await kit.v2Balance(dave), 1_000, 'v2 reads a v1 card too');
});

test('getCardBalance: ledger balance, own funds net of the hold, no credit line', async (t) => {
  const { kit, alice } = await twoCards(t);
  await kit.ok('changeAccountArrestAmount', { accountNumber: alice.accountNumber, amount: 20_000, currency: 978 });
  const answer = await kit.ok('getCardBalance', { cardIdentification: { cardId: alice.cardId }, accountNumber: alice.accountNumber, accountType: 'ACCOUNT_TYPE_DEFAULT' });
  assert.deepEqual(
    { balance: answer.balance, ownFunds: answer.ownFunds, exceed: answer.availableExceedLimit, currency: answer.currency, id: answer.cardIdentification?.cardId },
    { balance: 50_000, ownFunds: 30_000, exceed: 0, currency: 978, id: alice.cardId },
  );
  assert.equal(JSON.stringify(answer).includes(alice.number), false, 'the full number is not echoed');
  await kit.rejected('getCardBalance', { cardIdentification: id(alice), accountType: 'ACCOUNT_TYPE_SAVING' }, ['accountType']);
  await kit.rejected('getCardBalance', { cardIdentification: id(alice), accountNumber: '40817978000000000999' }, ['accountNumber']);
  await kit.refused('getCardBalance', { cardIdentification: { cardNumber: '5298110000000018' } }, '14');
  const res = await kit.send('creditCard', debitBody(alice, 1), { payment: true });
  assert.equal(res.statusCode, 404, 'only the operations of the spec answer under /payment');
});

test('refusals: unknown, blocked, expired or mistyped card, funds with the fee, restrictions; nothing moves', async (t) => {
  const { kit, alice, bob } = await twoCards(t);
  await kit.refused('debitCard', debitBody({ ...alice, number: '5298110000000018' }, 100), '14');
  await kit.refused('creditCard', { cardIdentification: { ...id(alice), expDate: '203001' }, amount: 100, currency: 978 }, '54');
  await kit.refused('debitCard', debitBody(alice, 49_950, { fee: { feeAmount: 51 } }), '51');
  await kit.refused('p2pTransfer', transferBody(alice, bob, 50_001), '51');
  await kit.restrict(alice, 1);
  await kit.refused('debitCard', debitBody(alice, 100), '57');
  await kit.refused('p2pTransfer', transferBody(alice, bob, 100), '57');
  await kit.restrict(alice, 0);
  await kit.restrict(bob, 1);
  await kit.ok('p2pTransfer', transferBody(alice, bob, 100));
  await kit.restrict(bob, 14);
  await kit.refused('p2pTransfer', transferBody(alice, bob, 100), '57');
  await kit.refused('creditCard', debitBody(bob, 100), '57');
  await kit.refused('getCardBalance', { cardIdentification: id(bob) }, '57');
  await kit.restrict(bob, 0);
  await kit.ok('changeCardStatus', { cardIdentification: id(bob), hotCardStatus: 6 });
  await kit.refused('p2pTransfer', transferBody(alice, bob, 100), '62');
  await kit.refused('creditCard', debitBody(bob, 100), '62');
  await kit.ok('changeCardStatus', { cardIdentification: id(bob), hotCardStatus: 22 });
  await kit.refused('topUp', { cardIdentification: id(bob), amount: 100, currency: 978 }, '54');
  assert.equal(await kit.balance(bob), 100, 'a lost or expired card still shows its balance');
});

test('limits: cash and transfers share LMTP0107, a purchase uses LMTP0110; over a limit is 61 and consumes nothing', async (t) => {
  const { kit, alice, bob } = await twoCards(t);
  await kit.credit(alice, 200_000);
  await kit.ok('debitCard', debitBody(alice, 60_000, { fee: { feeAmount: 5_000 } }));
  await kit.refused('p2pTransfer', transferBody(alice, bob, 40_001), '61');
  await kit.ok('p2pTransfer', transferBody(alice, bob, 40_000));
  await kit.refused('debitCard', debitBody(alice, 1), '61');
  await kit.ok('debitCard', debitBody(alice, 100_000, { cardAcceptorParameters: shop }));
  await kit.refused('debitCard', debitBody(alice, 1, { cardAcceptorParameters: shop }), '61');
  kit.state.clock.set(new Date('2026-03-11T00:00:01Z'));
  await kit.ok('debitCard', debitBody(alice, 1));
});

test('bad amounts, currencies and fees are 400s naming the field; nothing moves', async (t) => {
  const { kit, alice, bob } = await twoCards(t);
  for (const amount of [10.5, -1, 0, 1_000_000_000_000, '100', null]) {
    await kit.rejected('debitCard', debitBody(alice, amount), ['amount']);
    await kit.rejected('creditCard', debitBody(alice, amount), ['amount']);
    await kit.rejected('p2pTransfer', transferBody(alice, bob, amount), ['amount']);
    await kit.rejected('topUp', debitBody(alice, amount), ['amount']);
  }
  await kit.rejected('creditCard', debitBody(alice, 100, { currency: 840 }), ['currency']);
  await kit.rejected('p2pTransfer', transferBody(alice, bob, 100, { currency: '978' }), ['currency']);
  await kit.rejected('debitCard', debitBody(alice, 100, { preAuthorization: true }), ['preAuthorization']);
  await kit.rejected('debitCard', debitBody(alice, 100, { fee: { feeAmount: 10, feeType: 'FIXED', feeValue: 10 } }), ['fee.feeAmount']);
  await kit.rejected('debitCard', debitBody(alice, 100, { fee: { feeType: 'FIXED', feeValue: 1.5 } }), ['fee.feeValue']);
  await kit.rejected('debitCard', debitBody(alice, 100, { fee: { feeType: 'PERCENT', feeValue: 101 } }), ['fee.feeValue']);
  await kit.rejected('debitCard', debitBody(alice, 100, { fee: { feeType: 'PERCENT' } }), ['fee.feeValue']);
  await kit.rejected('debitCard', debitBody(alice, 100, { fee: { feeAmount: -1 } }), ['fee.feeAmount']);
  await kit.rejected('debitCard', debitBody(alice, 100, { fee: {} }), ['fee.feeAmount']);
  await kit.rejected('debitCard', debitBody(alice, 100, { cardAcceptorParameters: { merchantType: '54' } }), ['cardAcceptorParameters.merchantType']);
  await kit.rejected('topUp', { amount: 100, currency: 978 }, ['cardIdentification']);
  await kit.rejected('topUp', { cardIdentification: id(alice), accountNumber: bob.accountNumber, amount: 100, currency: 978 }, ['accountNumber']);
  await kit.rejected('p2pTransfer', { sourceCardIdentification: id(alice), amount: 100, currency: 978 }, ['destinationCardIdentification']);
  await kit.rejected('p2pTransfer', transferBody(alice, alice, 100), ['destinationCardIdentification']);
  await kit.rejected('p2pTransfer', transferBody(alice, bob, 100, { sourceAccountNumber: bob.accountNumber }), ['sourceAccountNumber']);
  await kit.rejected('debitCard', {}, ['cardIdentification', 'amount', 'currency']);
  const malformed = await kit.send('debitCard', null, { raw: '{"amount": 1,' });
  assert.equal(malformed.statusCode, 400, 'malformed JSON is the client\'s error, never a 5xx');
});

test('getTransactions lists typed records of the card and its account, in a period of UTC days', async (t) => {
  const { kit, alice, bob } = await twoCards(t);
  await kit.ok('debitCard', debitBody(alice, 2_000, { fee: { feeAmount: 150 }, cardAcceptorParameters: shop }));
  kit.state.clock.set(new Date('2026-03-12T23:59:00Z'));
  await kit.ok('p2pTransfer', transferBody(alice, bob, 1_000));
  await kit.ok('changeAccountArrestAmount', { accountNumber: alice.accountNumber, amount: 500, currency: 978 });
  await kit.restrict(alice, 0);
  await kit.ok('blockCard', { cardIdentification: id(alice) });

  const list = async (card: KitCard, period: Record<string, string>) =>
    (await kit.ok('getTransactions', { cardIdentification: id(card), period })).transactions.map((r) => `${r.transactionType} ${r.operationDirection} ${r.amount}`);
  assert.deepEqual(await list(alice, {}), ['760 CREDIT 50000', '774 DEBIT 2000', '781 DEBIT 1000', '689 NOOP 1000', '579 NOOP 500', '673 NOOP 0', '493 NOOP 0']);
  assert.deepEqual(await list(alice, { start: '2026-03-10', end: '2026-03-10' }), ['760 CREDIT 50000', '774 DEBIT 2000']);
  assert.deepEqual(await list(alice, { start: '2026-03-11' }), ['781 DEBIT 1000', '689 NOOP 1000', '579 NOOP 500', '673 NOOP 0', '493 NOOP 0']);
  assert.deepEqual(await list(alice, { end: '2026-03-11' }), ['760 CREDIT 50000', '774 DEBIT 2000']);
  assert.deepEqual(await list(bob, {}), ['782 CREDIT 1000']);

  const [, purchase] = (await kit.ok('getTransactions', { cardIdentification: id(alice), period: {} })).transactions;
  assert.deepEqual(
    { ...purchase, authorizationDate: undefined, utrnno: undefined, authorizationIdResponse: undefined },
    {
      authorizationDate: undefined,
      transactionType: '774',
      operationDirection: 'DEBIT',
      amount: 2_000,
      currency: 978,
      amountInAccountCurrency: 2_000,
      utrnno: undefined,
      transactionDescription: 'Debit account presentment',
      feeDirection: 'DEBIT',
      acquireFeeAmount: 0,
      feIssuerFeeAmount: 150,
      boIssuerFeeAmount: 150,
      merchantId: 'SHOP24',
      terminalId: 'T0001',
      mcc: 5411,
      terminalAddress: 'Shop24 Berlin DE',
      authorizationIdResponse: undefined,
      reversal: false,
      requestAmount: 2_000,
      internalResponseCode: -1,
    },
  );
  await kit.rejected('getTransactions', { cardIdentification: id(alice), period: { start: '2026-03-12', end: '2026-03-11' } }, ['period.end']);
  await kit.rejected('getTransactions', { cardIdentification: id(alice), period: { start: '12.03.2026' } }, ['period.start']);
  await kit.rejected('getTransactions', { cardIdentification: id(alice) }, ['period']);
  await kit.refused('getTransactions', { cardIdentification: { cardId: 'nope' }, period: {} }, '14');
});
