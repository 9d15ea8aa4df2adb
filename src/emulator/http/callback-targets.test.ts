/**
 * Where callbacks may go (issue #29, finding 3). With merchant credentials only, register.do's
 * dynamicCallbackUrl took the loopback in any spelling, the metadata service and the emulator's own
 * routes: a static address `…/refund.do?…&orderId=X&amount=1` made the emulator refund order X to
 * itself. Now: only where the operator allows (`--callback-allow`), the loopback by default when the
 * emulator listens there, guarded ranges only by entries of their own, the emulator's own port
 * never; a refused address is the interface's own validation error when it is registered, and a
 * queued callback is checked again before it is sent.
 */
import assert from 'node:assert/strict';
import { test, type TestContext } from 'node:test';
import { generateKeyPairSync, createHash, sign } from 'node:crypto';
import { request } from 'undici';
import { p2pOperations } from '../../contracts/p2p/index.js';
import { CallbackTargets } from '../callback-targets.js';
import { merchantServer, until } from './callback-test-kit.js';
import { startEmulator } from './server.js';

type Body = Record<string, unknown> & { details?: { field: string; rule: string; message: string }[] };

/** A started emulator with quick callback retries, and its gateway merchant's calls over HTTP (form bodies, as clients send). */
async function gatewayOf(t: TestContext, attempts: number) {
  const emulator = await startEmulator({ port: 0, callbacks: { attempts, backoffMs: [10], intervalMs: 20, timeoutMs: 1_000 } });
  t.after(() => emulator.close());
  const { userName, password } = emulator.state.account.gateway;
  const call = async (op: string, params: Record<string, string | number>) => {
    const res = await request(`${emulator.url}/payment/rest/${op}`, { method: 'POST', body: new URLSearchParams({ userName, password, ...Object.fromEntries(Object.entries(params).map(([k, v]) => [k, String(v)])) }).toString(), headers: { 'content-type': 'application/x-www-form-urlencoded' } });
    return (await res.body.json()) as Body;
  };
  const pay = (orderId: unknown) => call('paymentorder.do', { MDORDER: String(orderId), $PAN: '4444555511113333', $EXPIRY: `${new Date().getUTCFullYear() + 2}12`, $CVC: '123', TEXT: 'TEST CARDHOLDER' });
  return { emulator, call, pay, userName, password };
}

test('the rule: the loopback in any spelling, metadata, link-local and own addresses refused unless allowed by an entry of their own; names by name', () => {
  const open = new CallbackTargets({ allow: ['0.0.0.0/0', '::/0'], loopback: false });
  for (const url of ['http://2130706433/', 'http://0x7f.1/', 'http://[::ffff:127.0.0.1]/', 'http://127.1:8080/', 'http://0/', 'http://[::]/', 'http://localhost./', 'http://a.localhost/', 'http://[::1]/']) {
    assert.match(String(open.refusal(url)), /loopback|unspecified/, `${url} is not opened by 0.0.0.0/0`);
  }
  assert.match(String(open.refusal('http://169.254.169.254/latest/meta-data/')), /cloud metadata address/);
  assert.match(String(open.refusal('http://[fd00:ec2::254]/')), /cloud metadata address/);
  assert.match(String(open.refusal('http://169.254.10.1/')), /link-local/);
  assert.match(String(open.refusal('http://[fe80::1]/')), /link-local/);
  assert.match(String(open.refusal('http://224.0.0.1/')), /multicast or broadcast/);
  assert.match(String(open.refusal('http://[64:ff9b::7f00:1]/')), /IPv6 form of an IPv4 address/);
  assert.equal(open.refusal('https://203.0.113.9/hook'), undefined, 'a public address is opened by 0.0.0.0/0');
  assert.match(String(open.refusal('https://hooks.example/')), /host hooks\.example is not among/, 'names are allowed by name only');

  const narrow = new CallbackTargets({ allow: ['10.1.0.0/16', 'hooks.example', '.qa.example', '169.254.169.254', '127.0.0.1'], loopback: false });
  assert.equal(narrow.refusal('http://10.1.2.3:9000/cb'), undefined);
  assert.match(String(narrow.refusal('http://10.2.0.1/')), /not among the addresses/);
  assert.equal(narrow.refusal('https://hooks.example/cb'), undefined);
  assert.equal(narrow.refusal('https://a.b.qa.example/cb'), undefined);
  assert.match(String(narrow.refusal('https://qa.example.evil/')), /not among/);
  assert.equal(narrow.refusal('http://169.254.169.254/'), undefined, 'a guarded address its own entry names');
  assert.equal(narrow.refusal('http://127.0.0.1:7000/'), undefined);
  assert.match(String(narrow.refusal('http://127.0.0.2/')), /loopback/, '127.0.0.1 opens itself, not the whole loopback');

  const loopback = new CallbackTargets();
  assert.equal(loopback.refusal('http://127.0.0.1:7000/cb'), undefined, 'the loopback by default');
  loopback.listening(7001, 'https://sandbox.example');
  for (const own of ['http://127.0.0.1:7001/payment/rest/refund.do', 'http://localhost:7001/', 'http://0.0.0.0:7001/', 'http://2130706433:7001/', 'https://sandbox.example/payment/rest/refund.do']) {
    assert.match(String(loopback.refusal(own)), /emulator's own address/, own);
  }
  assert.throws(() => new CallbackTargets({ allow: ['not a range!'] }), /--callback-allow not a range!: must be an address, a range/);
});

test('register.do, registerP2P.do and the static address refuse the emulator itself and the metadata service with their own validation errors; an allowed receiver gets its callback', async (t) => {
  const { emulator, call: gateway, pay } = await gatewayOf(t, 1);
  const orders = () => emulator.state.sandbox.gateway.orders.size;
  const port = new URL(emulator.url).port;
  const targets = [`${emulator.url}/payment/rest/refund.do?orderId=x&amount=1`, `http://2130706433:${port}/payment/rest/refund.do`, 'http://169.254.169.254/latest/meta-data/'];
  for (const [n, target] of targets.entries()) {
    const before = orders();
    const answer = await gateway('register.do', { orderNumber: `SELF-${n}`, amount: 100, returnUrl: 'https://shop.example/ok', dynamicCallbackUrl: target });
    assert.equal(answer.errorCode, '5', `${target}: ${JSON.stringify(answer)}`);
    assert.deepEqual(answer.details?.map((d) => [d.field, d.rule]), [['dynamicCallbackUrl', 'callback-address']], target);
    assert.match(String(answer.errorMessage), /dynamicCallbackUrl is not an address callbacks may go to/);
    assert.equal(orders(), before, 'nothing registered');
  }

  // The static address of the merchant's personal area: the control API's validation error.
  const staticAddress = await request(`${emulator.url}/__emulator/gateway/callback-url`, { method: 'POST', body: JSON.stringify({ url: targets[0] }), headers: { 'content-type': 'application/json' } });
  assert.equal(staticAddress.statusCode, 400);
  const refusal = (await staticAddress.body.json()) as { error: Body };
  assert.deepEqual(refusal.error.details?.map((d) => [d.field, d.rule]), [['url', 'callback-address']]);

  // P2P: the same refusal in its convention.
  const keys = generateKeyPairSync('rsa', { modulusLength: 2048 });
  emulator.state.main.registerP2pKey(keys.publicKey.export({ type: 'spki', format: 'pem' }).toString());
  const { username, password: p2pPassword } = emulator.state.account.p2p;
  const raw = JSON.stringify({ username, password: p2pPassword, orderNumber: 'P2P-SELF', amount: 100, currency: '978', returnUrl: 'https://shop.example/ok', dynamicCallbackUrl: targets[2] });
  const p2p = await request(emulator.url + p2pOperations['registerP2P.do'].path, {
    method: 'POST',
    body: raw,
    headers: { 'content-type': 'application/json', 'x-hash': createHash('sha256').update(raw).digest('base64'), 'x-signature': sign('sha256', Buffer.from(raw), keys.privateKey).toString('base64') },
  });
  const p2pAnswer = (await p2p.body.json()) as Body;
  assert.equal(p2pAnswer.errorCode, '5', JSON.stringify(p2pAnswer));
  assert.deepEqual(p2pAnswer.details?.map((d) => [d.field, d.rule]), [['dynamicCallbackUrl', 'callback-address']]);

  // A receiver on the loopback (another port) is allowed: the emulator listens on the loopback.
  const receiver = await merchantServer(t);
  const registered = await gateway('register.do', { orderNumber: 'OK-1', amount: 100, returnUrl: 'https://shop.example/ok', dynamicCallbackUrl: `${receiver.base}/cb` });
  assert.equal(registered.errorCode ?? '0', '0', JSON.stringify(registered));
  await pay(registered.orderId);
  await until(() => receiver.hits.length > 0, 'the callback to the allowed receiver');
  assert.equal(receiver.hits[0]!.path, '/cb');
});

test('a callback queued for an address refused since is not sent at delivery: the self-refund never happens', async (t) => {
  const { emulator, call, pay, userName, password } = await gatewayOf(t, 3);
  const victim = await call('register.do', { orderNumber: 'VICTIM', amount: 1_000, returnUrl: 'https://shop.example/ok' });
  await pay(victim.orderId);
  // As a journal written before the rule would set it: straight on the account, past the control API's check.
  emulator.state.main.setCallbackUrl(`${emulator.url}/payment/rest/refund.do?userName=${userName}&password=${password}&orderId=${String(victim.orderId)}&amount=1`);
  const trigger = await call('register.do', { orderNumber: 'TRIGGER', amount: 100, returnUrl: 'https://shop.example/ok' });
  await pay(trigger.orderId);
  const log = async () => ((await (await request(`${emulator.url}/__emulator/gateway/callbacks`)).body.json()) as { callbacks: { attempts: number; delivered: boolean; lastError?: string }[] }).callbacks;
  let entries = await log();
  for (let tries = 0; entries.some((c) => c.attempts === 0) && tries < 200; tries++) {
    await new Promise((resolve) => setTimeout(resolve, 10));
    entries = await log();
  }
  assert.ok(entries.length > 0);
  for (const entry of entries) {
    assert.equal(entry.delivered, false);
    assert.match(String(entry.lastError), /^not sent: the address is the emulator's own address/);
    assert.equal(entry.attempts, 1, 'given up at once, never retried');
  }
  const status = await call('getOrderStatusExtended.do', { orderId: String(victim.orderId) });
  assert.equal((status.paymentAmountInfo as Body).refundedAmount, 0, 'the victim order was not refunded');
});

test('listening beyond the loopback, callbacks reach only what the operator allows: the loopback is refused without an entry', async (t) => {
  const adminToken = 'callback-targets-test-token-0123456789';
  const closed = await startEmulator({ host: '0.0.0.0', port: 0, adminToken });
  t.after(() => closed.close());
  assert.match(String(closed.state.callbackTargets.refusal('http://127.0.0.1:9/cb')), /loopback address, which callbacks may not reach unless allowed/);
  assert.match(String(closed.state.callbackTargets.refusal('https://203.0.113.9/cb')), /not among the addresses/);
  const opened = await startEmulator({ host: '0.0.0.0', port: 0, adminToken, callbackAllow: ['127.0.0.1', '203.0.113.0/24'] });
  t.after(() => opened.close());
  assert.equal(opened.state.callbackTargets.refusal('http://127.0.0.1:9/cb'), undefined);
  assert.equal(opened.state.callbackTargets.refusal('https://203.0.113.9/cb'), undefined);
  assert.match(String(opened.state.callbackTargets.refusal(`http://127.0.0.1:${new URL(opened.url).port}/`)), /emulator's own address/);
});
