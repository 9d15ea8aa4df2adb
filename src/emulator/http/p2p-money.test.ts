/**
 * Money of P2P orders over HTTP: where it goes in the one ledger (cards issued through v2, the fee
 * account, the transit account between a funding and its payout, settlement for other issuers),
 * what a decline leaves, and stored cards (tii, bindingNotNeeded, creditBindingId).
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { FEE_ACCOUNT, SETTLEMENT_ACCOUNT } from '../domain/ledger.js';
import { P2P_TRANSIT_ACCOUNT } from '../domain/gateway/p2p/money.js';
import { assertRefused, FRICTIONLESS, NO_3DS, p2pSetup, testFromCard } from './p2p-test-kit.js';

const FUNDING = { transactionTypeIndicator: 'A', features: { feature: ['WITHOUT_TO_CARD'] } };
const FUNDING_FOR_PAYOUT = { transactionTypeIndicator: 'A', features: { feature: ['WITHOUT_TO_CARD', 'OCT_EXPECTED'] } };
const PAYOUT = { transactionTypeIndicator: 'G', features: { feature: ['WITHOUT_FROM_CARD'] } };
const PAYER = { billingPayerData: { billingCity: 'Berlin', billingCountry: 'DE', billingAddressLine1: 'Hauptstr. 1', payerAccount: 'DE89370400440532013000', payerLastName: 'Doe', payerFirstName: 'Jane', payerBirthday: '19900131' } };

test('a transfer between v2 cards debits the amount and the fee, credits the amount, and the fee account gets the fee', async (t) => {
  const kit = p2pSetup(t);
  const alice = await kit.card(10_000);
  const bob = await kit.card();
  const fees = kit.state.sandbox.ledger.get(FEE_ACCOUNT)?.balance ?? 0;
  const orderId = await kit.register({ amount: 4000 });
  await kit.ok('performP2P.do', { orderId, fromCard: alice.block, toCard: { pan: bob.block.pan } });
  assert.deepEqual([await kit.balance(alice.id), await kit.balance(bob.id)], [5950, 4000]);
  assert.equal(kit.state.sandbox.ledger.get(FEE_ACCOUNT)?.balance, fees + 50);
  assert.equal(kit.state.sandbox.ledger.total(), 0, 'money is never created');
  // The card system's records: 781 debit part with the fee, 689 the transfer, 782 credit part.
  const records = kit.state.sandbox.history.query({ accountNumber: alice.account }).filter((r) => r.kind.startsWith('p2p'));
  assert.deepEqual(records.map((r) => [r.kind, r.amount, r.fee]), [['p2pDebit', 4000, 50], ['p2pTransfer', 4000, undefined]]);
  assert.deepEqual(kit.state.sandbox.history.query({ accountNumber: bob.account }).map((r) => [r.kind, r.amount]), [['p2pCredit', 4000]]);
});

test('a declined transfer moves nothing and consumes no limit; the status says why', async (t) => {
  const kit = p2pSetup(t);
  const alice = await kit.card(4000);
  const bob = await kit.card();
  const orderId = await kit.register({ amount: 4000 });
  const done = await kit.ok('performP2P.do', { orderId, fromCard: alice.block, toCard: { pan: bob.block.pan } });
  assert.equal(done.info, 'Redirecting...');
  assert.match(String(done.redirect), /^https:\/\/shop\.example\/fail\?orderId=/);
  const status = await kit.status(orderId);
  assert.deepEqual([status.orderStatus, status.resultCode], [6, 116]);
  assert.deepEqual([await kit.balance(alice.id), await kit.balance(bob.id)], [4000, 0]);
  const wrongCvc = await kit.register({ amount: 100 });
  await kit.ok('performP2P.do', { orderId: wrongCvc, fromCard: { ...alice.block, cvc: alice.block.cvc === '999' ? '998' : '999' }, toCard: { pan: bob.block.pan } });
  assert.equal((await kit.status(wrongCvc)).resultCode, 71015);
  const unknown = await kit.register({ amount: 100 });
  await kit.ok('performP2P.do', { orderId: unknown, fromCard: testFromCard('4242424242424242'), toCard: { pan: bob.block.pan } });
  assert.equal((await kit.status(unknown)).resultCode, 5);
});

test('a funding with a payout expected waits in the transit account; its payout takes it out to the card; both balances move', async (t) => {
  const kit = p2pSetup(t);
  const alice = await kit.card(10_000);
  const bob = await kit.card();
  const transit = () => kit.state.sandbox.ledger.get(P2P_TRANSIT_ACCOUNT)?.balance ?? 0;
  const funding = await kit.register({ amount: 3000, ...FUNDING_FOR_PAYOUT, ...PAYER });
  const funded = await kit.ok('performP2P.do', { orderId: funding, fromCard: alice.block });
  const reference = String(funded.debitTransactionReference);
  assert.equal(funded.mcTransactionReference, reference, 'a Mastercard funding gives its reference');
  assert.deepEqual([await kit.balance(alice.id), transit()], [6950, 3000]);
  assertRefused(await kit.call('registerP2P.do', { orderNumber: 'PO-0', amount: 3000, returnUrl: 'https://shop.example/r', ...PAYOUT, debitMdOrder: funding }), '4', 'debitTransactionReference');
  assertRefused(await kit.call('registerP2P.do', { orderNumber: 'PO-0', amount: 3001, returnUrl: 'https://shop.example/r', ...PAYOUT, debitMdOrder: funding, debitTransactionReference: reference }), '5', 'amount');
  const payout = await kit.register({ amount: 2000, ...PAYOUT, debitMdOrder: funding, debitTransactionReference: reference });
  assertRefused(await kit.call('performP2P.do', { orderId: payout, toCard: { pan: bob.block.pan }, tii: 'F' }), '5', 'tii');
  await kit.ok('performP2P.do', { orderId: payout, toCard: { pan: bob.block.pan } });
  assert.deepEqual([await kit.balance(bob.id), transit()], [2000, 1000]);
  assert.equal((await kit.status(payout)).debitTransactionReference, reference);
  const rest = await kit.register({ amount: 1000, ...PAYOUT, debitMdOrder: funding, debitTransactionReference: reference });
  await kit.ok('performP2P.do', { orderId: rest, toCard: { pan: bob.block.pan } });
  assert.deepEqual([await kit.balance(bob.id), transit()], [3000, 0]);
  assert.equal(kit.state.sandbox.ledger.total(), 0);
});

test('a funding without a payout expected pays the merchant; a payout of its own comes from the merchant; neither can be linked to it', async (t) => {
  const kit = p2pSetup(t);
  const alice = await kit.card(10_000);
  const bob = await kit.card();
  const settlement = () => kit.state.sandbox.ledger.get(SETTLEMENT_ACCOUNT)?.balance ?? 0;
  const before = settlement();
  const funding = await kit.register({ amount: 3000, ...FUNDING, ...PAYER });
  await kit.ok('performP2P.do', { orderId: funding, fromCard: alice.block });
  assert.equal(settlement(), before + 3000);
  assertRefused(await kit.call('registerP2P.do', { orderNumber: 'PO-1', amount: 100, returnUrl: 'https://shop.example/r', ...PAYOUT, debitMdOrder: funding }), '5', 'debitMdOrder');
  const payout = await kit.register({ amount: 2500, ...PAYOUT });
  const fee = await kit.ok('verifyP2P.do', { orderId: payout, toCard: { pan: bob.block.pan } });
  assert.deepEqual([fee.feeAmount, fee.totalAmount], [0, 2500], 'a payout has no fee');
  await kit.ok('performP2P.do', { orderId: payout, toCard: { pan: bob.block.pan } });
  assert.equal(await kit.balance(bob.id), 2500);
  assert.equal(settlement(), before + 500);
});

test('a funding needs the payer data of its card network; it credits no card', async (t) => {
  const kit = p2pSetup(t);
  const alice = await kit.card(10_000);
  const mastercard = await kit.register({ amount: 1000, ...FUNDING });
  assertRefused(await kit.call('performP2P.do', { orderId: mastercard, fromCard: alice.block }), '4', 'billingPayerData');
  assertRefused(await kit.call('performP2P.do', { orderId: mastercard, fromCard: alice.block, billingPayerData: { ...PAYER.billingPayerData, payerBirthday: undefined } }), '4', 'billingPayerData.payerBirthday');
  assertRefused(await kit.call('performP2P.do', { orderId: mastercard, fromCard: alice.block, toCard: { pan: NO_3DS }, ...PAYER }), '5', 'toCard');
  const visa = await kit.register({ amount: 1000, ...FUNDING });
  assertRefused(await kit.call('performP2P.do', { orderId: visa, fromCard: testFromCard(NO_3DS) }), '4', 'billingRecipientData');
  // Blocks given with the fee inquiry count as given.
  await kit.ok('verifyP2P.do', { orderId: visa, fromCard: { pan: NO_3DS, cardholderName: 'JANE DOE' }, billingRecipientData: { recipientCountry: 'DEU', recipientAccount: 'DE02', recipientAccountNumberType: 1, recipientLastName: 'Roe', recipientFirstName: 'Rick' } });
  await kit.ok('performP2P.do', { orderId: visa, fromCard: testFromCard(NO_3DS) });
  assert.equal((await kit.status(visa)).orderStatus, 2);
  assert.equal(await kit.balance(alice.id), 10_000);
});

test('stored cards: CI keeps the card for the client (listed by getBindings), F sends from it to another client card, others are refused', async (t) => {
  const kit = p2pSetup(t);
  const alice = await kit.card(10_000);
  const bob = await kit.card(5_000);
  const keep = async (clientId: string, from: typeof alice, to: typeof bob) => {
    const orderId = await kit.register({ amount: 1000, clientId });
    await kit.ok('performP2P.do', { orderId, fromCard: from.block, toCard: { pan: to.block.pan }, tii: 'CI' });
    return String((await kit.status(orderId, 3)).binding);
  };
  const aliceCard = await keep('alice', alice, bob);
  const bobCard = await keep('bob', bob, alice);
  const { userName, password } = kit.state.account.gateway;
  const listed = await kit.app.inject({ method: 'POST', url: '/payment/rest/getBindings.do', payload: { userName, password, clientId: 'alice' } });
  assert.deepEqual(listed.json<{ bindings: { bindingId: string }[] }>().bindings.map((b) => b.bindingId), [aliceCard]);
  const orderId = await kit.register({ amount: 2000, clientId: 'alice', creditBindingId: bobCard });
  assertRefused(await kit.call('performP2PByBinding.do', { orderId, fromCard: { bindingId: aliceCard }, toCard: { bindingId: bobCard } }), '4', 'tii');
  assertRefused(await kit.call('performP2PByBinding.do', { orderId, fromCard: { bindingId: aliceCard }, toCard: { bindingId: bobCard }, tii: 'CI' }), '5', 'tii');
  assertRefused(await kit.call('performP2PByBinding.do', { orderId, fromCard: { bindingId: bobCard }, toCard: { bindingId: bobCard }, tii: 'F' }), '2', 'fromCard.bindingId');
  assertRefused(await kit.call('performP2PByBinding.do', { orderId, fromCard: { bindingId: aliceCard }, toCard: { bindingId: aliceCard }, tii: 'F' }), '5', 'toCard.bindingId');
  await kit.ok('performP2PByBinding.do', { orderId, fromCard: { bindingId: aliceCard }, toCard: { bindingId: bobCard }, tii: 'F' });
  assert.equal((await kit.status(orderId, 3)).binding, aliceCard);
  assert.deepEqual([await kit.balance(alice.id), await kit.balance(bob.id)], [10_000 - 1050 + 1000 - 2050, 5_000 + 1000 - 1050 + 2000]);
  // Years later the stored card's expiry month is over: its issuer declines it.
  await kit.app.inject({ method: 'POST', url: '/__emulator/clock', payload: { advanceSeconds: 4 * 366 * 86_400 } });
  const late = await kit.register({ amount: 100, clientId: 'alice' });
  await kit.ok('performP2PByBinding.do', { orderId: late, fromCard: { bindingId: aliceCard }, toCard: { pan: FRICTIONLESS }, tii: 'F' });
  assert.deepEqual([(await kit.status(late)).orderStatus, (await kit.status(late)).resultCode], [6, 101]);
  const notKept = await kit.register({ amount: 100, clientId: 'carol' });
  await kit.ok('performP2P.do', { orderId: notKept, fromCard: testFromCard(), toCard: { pan: FRICTIONLESS }, bindingNotNeeded: true });
  assert.equal((await kit.status(notKept, 3)).binding, undefined);
  const contradiction = await kit.register({ amount: 100, clientId: 'carol' });
  assertRefused(await kit.call('performP2P.do', { orderId: contradiction, fromCard: testFromCard(), toCard: { pan: FRICTIONLESS }, tii: 'CI', bindingNotNeeded: true }), '5', 'bindingNotNeeded');
  const noClient = await kit.register({ amount: 100 });
  await kit.ok('performP2P.do', { orderId: noClient, fromCard: testFromCard(), toCard: { pan: FRICTIONLESS }, tii: 'CI' });
  assert.deepEqual([(await kit.status(noClient)).orderStatus, (await kit.status(noClient)).resultCode], [6, -2030]);
});

test('instantPerformP2P registers and performs; a refused one registers nothing', async (t) => {
  const kit = p2pSetup(t);
  const order = { orderNumber: 'I-1', amount: 1000, returnUrl: 'https://shop.example/r', email: 'payer@example.com' };
  const refused = await kit.call('instantPerformP2P.do', { ...order, fromCard: testFromCard() });
  assertRefused(refused, '4', 'toCard');
  const done = await kit.ok('instantPerformP2P.do', { ...order, fromCard: testFromCard(), toCard: { pan: FRICTIONLESS } });
  assert.equal((await kit.status(String(done.orderId))).orderStatus, 2);
  assertRefused(await kit.call('instantPerformP2P.do', { ...order, fromCard: testFromCard(), toCard: { pan: FRICTIONLESS } }), '1');
});
