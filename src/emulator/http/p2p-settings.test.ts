/**
 * P2P under the merchant's settings and the order's features: unsigned requests when the merchant
 * takes them, toCard.replacementData on a funding when it may name it, and the 3-D Secure features
 * (FORCE_SSL off, FORCE_TDS / FORCE_FULL_TDS insisting); an unknown feature is refused by name.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { controlEndpoints as ep } from '../../contracts/control.js';
import { assertRefused, type Body, CHALLENGE, NO_3DS, p2pSetup, RETURN_URL, testFromCard } from './p2p-test-kit.js';

const FUNDING = { features: { feature: ['WITHOUT_TO_CARD'] }, transactionTypeIndicator: 'A' };
const RECIPIENT = { billingRecipientData: { recipientCountry: 'DEU', recipientAccount: 'DE02', recipientAccountNumberType: 1, recipientLastName: 'Roe', recipientFirstName: 'Rick' } };
const ATTEMPT = '4000001111111118';
const PAYER = { billingPayerData: { billingCity: 'Berlin', billingCountry: 'DEU', billingAddressLine1: 'Hauptstr. 1', payerLastName: 'Roe', payerFirstName: 'Rick', payerBirthday: '19800101', payerAccount: 'DE02' } };

test('unsigned requests: refused unless the merchant takes them; a signed one is still checked', async (t) => {
  const kit = p2pSetup(t);
  const body = JSON.stringify({ ...kit.credentials, orderNumber: 'U-1', amount: 1000, returnUrl: RETURN_URL });
  const unsigned = () => kit.app.inject({ method: 'POST', url: '/payment/rest/api/p2p/registerP2P.do', headers: { 'content-type': 'application/json' }, payload: body });
  assertRefused((await unsigned()).json<Body>(), '5', 'X-Hash');
  await kit.app.inject({ method: 'POST', url: ep.changeMerchantSettings.path, payload: { unsignedP2p: true } });
  assert.equal((await unsigned()).json<Body>().errorCode, '0');
  const badHash = await kit.app.inject({ method: 'POST', url: '/payment/rest/api/p2p/registerP2P.do', headers: { 'content-type': 'application/json', 'x-hash': 'AAAA' }, payload: body.replace('U-1', 'U-2') });
  assertRefused(badHash.json<Body>(), '5', 'X-Hash');
  const wrongPassword = JSON.stringify({ ...kit.credentials, password: 'nope', orderNumber: 'U-3', amount: 1000, returnUrl: RETURN_URL });
  const denied = await kit.app.inject({ method: 'POST', url: '/payment/rest/api/p2p/registerP2P.do', headers: { 'content-type': 'application/json' }, payload: wrongPassword });
  assert.equal(denied.json<Body>().errorCode, '5', 'the password is still checked');
});

test('replacementData on a funding: refused without the permission, taken with it', async (t) => {
  const kit = p2pSetup(t);
  const order = await kit.register({ amount: 1000, ...FUNDING });
  const perform = { orderId: order, fromCard: testFromCard(NO_3DS), toCard: { replacementData: { account: 'P2P-TRANSIT-EUR' } }, ...RECIPIENT };
  assertRefused(await kit.call('performP2P.do', perform), '5', 'toCard.replacementData');
  await kit.app.inject({ method: 'POST', url: ep.changeMerchantSettings.path, payload: { replacementData: true } });
  await kit.ok('performP2P.do', perform);
  assert.equal((await kit.status(order)).orderStatus, 2);
  assert.equal(kit.state.sandbox.ledger.get('P2P-TRANSIT-EUR')?.balance, 1000, 'the transit account named received the money');
  const other = await kit.register({ amount: 1000, ...FUNDING });
  assertRefused(await kit.call('performP2P.do', { ...perform, orderId: other, toCard: { pan: NO_3DS, replacementData: { account: 'T' } } }), '5', 'toCard');
});

test('replacementData routes a funding: to a sandbox card or account, credited as the card of a transfer; bad routes refused, nothing moved', async (t) => {
  const kit = p2pSetup(t);
  await kit.app.inject({ method: 'POST', url: ep.changeMerchantSettings.path, payload: { replacementData: true } });
  const payer = await kit.card(5_000);
  const alice = await kit.card(0);
  const bob = await kit.card(0);
  const fund = async (replacementData: Record<string, string>, fromCard: Record<string, unknown> = testFromCard(NO_3DS), extra: Record<string, unknown> = FUNDING) => {
    const orderId = await kit.register({ amount: 1000, ...extra });
    const payerData = fromCard.pan === NO_3DS ? RECIPIENT : PAYER;
    return { orderId, answer: await kit.call('performP2P.do', { orderId, fromCard, toCard: { replacementData }, ...payerData }) };
  };
  const toCard = await fund({ card: alice.block.pan });
  assert.equal(toCard.answer.errorCode, '0', JSON.stringify(toCard.answer));
  assert.equal((await kit.status(toCard.orderId)).orderStatus, 2);
  assert.equal(await kit.balance(alice.id), 1000, "the card named is credited: its account's balance through v2");
  const fromSandbox = await fund({ account: bob.account }, payer.block);
  assert.equal((await kit.status(fromSandbox.orderId)).orderStatus, 2, JSON.stringify(fromSandbox.answer));
  assert.equal(await kit.balance(bob.id), 1000, 'the account named is credited');
  assert.equal(await kit.balance(payer.id), 5_000 - 1000 - 50, 'the payer paid the amount and the fee');

  const before = kit.snapshot();
  for (const [data, code, field] of [
    [{ card: alice.block.pan, account: bob.account }, '5', 'toCard.replacementData'],
    [{}, '4', 'toCard.replacementData.card'],
    [{ account: '40817978999999999999' }, '5', 'toCard.replacementData.account'],
  ] as const) {
    assertRefused((await fund(data)).answer, code, field);
  }
  const expected = await fund({ card: alice.block.pan }, testFromCard(NO_3DS), { features: { feature: ['WITHOUT_TO_CARD', 'OCT_EXPECTED'] }, transactionTypeIndicator: 'A' });
  assertRefused(expected.answer, '5', 'toCard.replacementData');
  assert.equal(await kit.balance(alice.id), 1000, 'refused routes moved nothing');
  assert.notEqual(kit.snapshot(), before, 'the refused orders stay registered');
});

test('features: FORCE_SSL skips 3-D Secure, FORCE_TDS declines a card without it, FORCE_FULL_TDS an attempt too; unknown ones named', async (t) => {
  const kit = p2pSetup(t);
  const alice = await kit.card(0);
  const transfer = (feature: string[]) => kit.register({ amount: 1000, features: { feature } });
  const ssl = await transfer(['FORCE_SSL']);
  const answer = await kit.ok('performP2P.do', { orderId: ssl, fromCard: testFromCard(CHALLENGE), toCard: { pan: alice.block.pan } });
  assert.equal(answer.is3DSVer2, undefined, 'no 3-D Secure step');
  assert.equal((await kit.status(ssl)).orderStatus, 2);
  const tds = await transfer(['FORCE_TDS']);
  await kit.ok('performP2P.do', { orderId: tds, fromCard: testFromCard(NO_3DS), toCard: { pan: alice.block.pan } });
  assert.deepEqual([(await kit.status(tds)).orderStatus, (await kit.status(tds)).resultCode], [6, 151017]);
  const full = await transfer(['FORCE_FULL_TDS']);
  await kit.ok('performP2P.do', { orderId: full, fromCard: testFromCard(ATTEMPT), toCard: { pan: alice.block.pan } });
  assert.equal((await kit.status(full)).orderStatus, 6);
  const attempt = await transfer(['FORCE_TDS']);
  assert.equal((await kit.ok('performP2P.do', { orderId: attempt, fromCard: testFromCard(ATTEMPT), toCard: { pan: alice.block.pan } })).is3DSVer2, true);
  for (const feature of [['FORCE_SSL', 'FORCE_TDS'], ['FORCE_NOTHING']]) {
    const refused = await kit.call('registerP2P.do', { orderNumber: `F-${feature.join()}`, amount: 1000, returnUrl: RETURN_URL, features: { feature } });
    assertRefused(refused, '14', 'features');
  }
  const named = await kit.call('registerP2P.do', { orderNumber: 'F-named', amount: 1000, returnUrl: RETURN_URL, features: { feature: ['FORCE_NOTHING'] } });
  assert.match(String(named.errorMessage), /"FORCE_NOTHING" is not a feature/);
});
