/**
 * A declined card-present payment (a card payment at a POS terminal the gateway merchant acquires
 * for: v1 debitCard naming the sandbox merchant and its terminal) is told to the merchant's static
 * address as `declinedCardpresent`, status 0, signed; approved ones, other merchants' terminals and
 * ATMs send nothing.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { checksum } from '../domain/gateway/callbacks.js';
import { SANDBOX_MERCHANT } from '../domain/merchants.js';
import { merchantServer, pause, until } from './callback-test-kit.js';
import { V1Kit } from './v1-test-kit.js';

const atTerminal = (terminalIdentification: string, merchantIdentification: string = SANDBOX_MERCHANT.merchantNumber) => ({ merchantIdentification, terminalIdentification, merchantType: '5411' });

test('a declined payment at an acquired POS terminal is notified as declinedCardpresent, status 0, signed; others send nothing', async (t) => {
  const server = await merchantServer(t);
  const kit = await V1Kit.start(t);
  const merchant = kit.sandbox.gateway.merchants.main();
  assert.ok(merchant);
  merchant.staticCallbackUrl = `${server.base}/static`;
  const alice = await kit.card('Alice');
  await kit.credit(alice, 1_000);
  const pay = (amount: number, acceptor: Record<string, unknown>) => kit.send('debitCard', { cardIdentification: { cardNumber: alice.number }, amount, currency: 978, cardAcceptorParameters: acceptor });

  await kit.ok('debitCard', { cardIdentification: { cardNumber: alice.number }, amount: 500, currency: 978, cardAcceptorParameters: atTerminal(SANDBOX_MERCHANT.terminalNumber) });
  assert.equal((await pay(5_000, atTerminal(SANDBOX_MERCHANT.atmTerminalId))).json<{ responseCode: string }>().responseCode, '51', 'an ATM: cash, not a payment');
  assert.equal((await pay(5_000, atTerminal('T0001', 'SHOP24'))).json<{ responseCode: string }>().responseCode, '51', "another merchant's terminal");
  await pause(100);
  assert.equal(server.hits.length, 0, 'approved payments, ATMs and other merchants send nothing');

  assert.equal((await pay(5_000, atTerminal('88000102'))).json<{ responseCode: string }>().responseCode, '51');
  await until(() => server.hits.length === 1, 'the callback');
  const hit = server.hits[0];
  assert.equal(hit?.path, '/static');
  const { checksum: signature, ...params } = hit?.params ?? {};
  assert.deepEqual({ ...params, mdOrder: 'id' }, { mdOrder: 'id', orderNumber: '88000102-1', operation: 'declinedCardpresent', status: '0' });
  assert.match(String(params.mdOrder), /^[0-9a-f-]{32,36}$/);
  assert.equal(signature, checksum(params, merchant.callbackKey));
});
