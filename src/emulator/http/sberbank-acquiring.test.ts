/**
 * An unmodified client of this gateway family from the npm registry (sberbank-acquiring 1.2.2)
 * against a started emulator: what an existing integration does runs as it would against the
 * vendor's sandbox. The library has no option for another base URL: its instance keeps the entry
 * point in a plain property (`entry`), which is set here; none of its code is changed. Operations
 * it has no method for (the card payment, deposit, reverse, verifyEnrollment) go through its own
 * public transport (`POST`, `buildData`, `parse`), as an integration extending it would.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import Acquiring from 'sberbank-acquiring';
import { startEmulator } from './server.js';

type Body = Record<string, unknown>;
const NO_3DS = { $PAN: '4444555511113333', $EXPIRY: '203012', $CVC: '123', TEXT: 'ALICE TESTER' };

/** The library pointed at the emulator (the property its constructor sets from its fixed URLs). */
function clientOf(url: string, credentials: { userName: string; password: string }): Acquiring {
  const acquiring = new Acquiring(credentials, 'https://shop.example/return?order={order}', true);
  (acquiring as unknown as { entry: string }).entry = `${url}/payment/rest/`;
  return acquiring;
}

/** One of the operations the library has no method for, through its own transport and error handling. */
async function call(acquiring: Acquiring, action: string, params: Body): Promise<Body> {
  const data = acquiring.buildData(params) as object;
  return acquiring.parse((await acquiring.POST(action, data)) as object) as Body;
}

test('sberbank-acquiring 1.2.2, unmodified: register, status, pay, refund, deposit, reverse, stored cards without CVC, enrolment', async (t) => {
  const emulator = await startEmulator({ port: 0 });
  t.after(() => emulator.close());
  const { userName, password } = emulator.state.account.gateway;
  const acquiring = clientOf(emulator.url, { userName, password });

  // register (amount in major units: the library sends 1250 cents, and an empty description)
  const registered = (await acquiring.register('SBR-1', 12.5, '', { clientId: 'client-1', features: 'FORCE_CREATE_BINDING' })) as Body;
  assert.match(String(registered.formUrl), new RegExp(`^${emulator.url}/payment/merchants/`));
  const orderId = String(registered.orderId);
  assert.equal(await acquiring.status(orderId), 0, 'registered, not paid');
  assert.equal(await acquiring.status(null, 'SBR-1'), 0, 'found by order number');
  assert.equal(await acquiring.status('no-such-order'), null, 'an unknown order is null (errorCode 6)');

  // the customer pays; the card is kept for client-1
  await call(acquiring, 'paymentorder.do', { MDORDER: orderId, ...NO_3DS });
  const paid = (await acquiring.get(orderId)) as Body & { paymentAmountInfo: Body };
  assert.deepEqual([paid.orderStatus, paid.amount, paid.paymentAmountInfo.depositedAmount], [2, 1250, 1250]);

  // refund part of it (the library sends amount * 100)
  assert.equal(((await acquiring.refund(orderId, 5)) as Body).errorCode, '0');
  assert.equal(((await acquiring.get(orderId)) as { paymentAmountInfo: Body }).paymentAmountInfo.refundedAmount, 500);

  // two-phase: held, then captured; another held, then reversed
  for (const [number, action, expected] of [['SBR-2', 'deposit.do', 2], ['SBR-3', 'reverse.do', 3]] as const) {
    const held = String((await call(acquiring, 'registerPreAuth.do', { orderNumber: number, amount: 700, returnUrl: 'https://shop.example/return' })).orderId);
    await call(acquiring, 'paymentorder.do', { MDORDER: held, ...NO_3DS });
    assert.equal(await acquiring.status(held), 1, `${number} held`);
    await call(acquiring, action, { orderId: held, amount: 0 });
    assert.equal(await acquiring.status(held), expected, `${number} after ${action}`);
  }

  // the stored card, and a payment with it as the library makes it: mdOrder, bindingId, ip, no CVC
  const bindings = ((await acquiring.getBindings('client-1')) as { bindings: { bindingId: string; maskedPan: string }[] }).bindings;
  assert.equal(bindings.length, 1);
  assert.equal(bindings[0]!.maskedPan, '444455******3333');
  const bindingId = bindings[0]!.bindingId;
  const next = String(((await acquiring.register('SBR-4', 3, '', { clientId: 'client-1' })) as Body).orderId);
  const byBinding = (await acquiring.paymentOrderBinding(next, bindingId, '203.0.113.7')) as Body;
  assert.match(String(byBinding.redirect), /^https:\/\/shop\.example\/return\?order=SBR-4&orderId=/);
  assert.equal(await acquiring.status(next), 2, 'paid with the stored card, without CVC');

  // verifyEnrollment.do
  const enrolment = await call(acquiring, 'verifyEnrollment.do', { pan: '5555555555555599' });
  assert.deepEqual([enrolment.errorCode, enrolment.enrolled], ['0', 'Y']);

  // unBindCard: the stored card can no longer pay; the library raises the gateway's errorCode
  assert.equal(((await acquiring.unBindCard(bindingId)) as Body).errorCode, '0');
  const last = String(((await acquiring.register('SBR-5', 3, '', { clientId: 'client-1' })) as Body).orderId);
  await assert.rejects(acquiring.paymentOrderBinding(last, bindingId, '203.0.113.7'), (error: Error & { sberErrorCode?: string }) => error.sberErrorCode === '2');

  // refusals reach the library as errors, never as successes
  await assert.rejects(clientOf(emulator.url, { userName, password: 'wrong' }).register('SBR-6', 1), (error: Error & { sberErrorCode?: string }) => error.sberErrorCode === '5');
  await assert.rejects(call(acquiring, 'noSuchOperation.do', {}), 'an unknown operation is an error for the library');
});
