/**
 * P2P callbacks over HTTP: an approved transfer is told as `deposited` with status 1, a declined one
 * as `deposited` with status 0 (the gateway's failed one-phase payment), each signed with the
 * merchant's key; a refused request (nothing decided) tells nothing.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { checksum } from '../domain/gateway/callbacks.js';
import { FRICTIONLESS_DECLINE, NO_3DS, p2pSetup, testFromCard } from './p2p-test-kit.js';

test('a transfer is told paid (deposited, 1) or declined (deposited, 0), signed; a refused request tells nothing', async (t) => {
  const kit = p2pSetup(t);
  const bob = await kit.card(0);
  const url = 'http://127.0.0.1:9/callbacks'; // loopback: delivery attempts never leave the machine
  const transfer = async (pan: string) => {
    const orderId = await kit.register({ amount: 1000, dynamicCallbackUrl: url });
    const first = await kit.ok('performP2P.do', { orderId, fromCard: testFromCard(pan), toCard: { pan: bob.block.pan } });
    if (first.is3DSVer2) await kit.ok('performP2P.do', { orderId, fromCard: testFromCard(pan), toCard: { pan: bob.block.pan }, threeDSServerTransId: first.threeDSServerTransId });
    return orderId;
  };
  const paid = await transfer(NO_3DS);
  const declined = await transfer(FRICTIONLESS_DECLINE);
  assert.equal((await kit.status(declined)).orderStatus, 6);
  const refused = await kit.register({ amount: 1000, dynamicCallbackUrl: url });
  assert.notEqual((await kit.call('performP2P.do', { orderId: refused, fromCard: testFromCard(NO_3DS) })).errorCode, '0');

  const told = kit.state.sandbox.gateway.callbacks.all();
  const key = kit.state.account.gateway.callbackKey;
  const expected = (mdOrder: string, status: string) => {
    const order = kit.state.sandbox.gateway.callbacks.all().find((c) => c.params.mdOrder === mdOrder);
    const params = { mdOrder, orderNumber: String(order?.params.orderNumber), operation: 'deposited', status };
    return { ...params, checksum: checksum(params, key) };
  };
  assert.deepEqual(told.map((c) => c.params), [expected(paid, '1'), expected(declined, '0')]);
});
