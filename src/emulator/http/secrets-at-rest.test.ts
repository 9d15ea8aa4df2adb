/**
 * Card secrets at rest (issue #29, finding 6). Journals kept `$CVC`, new PINs, passwords, API keys,
 * the v1 token, the callback key and the input keys' private halves as they came. Now: no CVC or
 * PIN a request carried is written (what the emulator decided from it is: the CVC matched or not,
 * the PIN's salted hash), and a restart reads back the same account; with CARDLAB_DATA_KEY every
 * entry and snapshot is sealed, the directory refuses another key or none, and a key given to a
 * directory kept without one seals it at start; without a key the command says so.
 */
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { test, type TestContext } from 'node:test';
import { p2pOperations } from '../../contracts/p2p/index.js';
import { V1_PATH } from '../../contracts/v1/index.js';
import { encryptPin, verifyPin } from '../domain/pin.js';
import { cardSecretsIn } from '../store/card-secret-scan.js';
import { DataKey } from '../store/data-key.js';
import { StoreError } from '../store/journal-reader.js';
import { type RunningEmulator, startEmulator } from './server.js';
import { accountClient, populate } from './tenant-test-kit.js';

type Body = Record<string, unknown>;
const PINS = { changePin: '7391', generatePin: '5827', encrypted: '6943', v2: '8462' };

function dirOf(t: TestContext): string {
  const dir = mkdtempSync(join(tmpdir(), 'cardlab-at-rest-'));
  t.after(() => rmSync(dir, { recursive: true, force: true }));
  return dir;
}

/** Requests carrying every kind of card secret, through every interface; answers the CVCs used and the card whose PIN was set last. */
async function secretsSent(emulator: RunningEmulator) {
  const { app } = emulator;
  const client = await accountClient(app, '/__emulator/sandbox');
  const ctx = await populate(app, client, emulator.state.clock.now());
  const [alice, bob] = [ctx.card, ctx.otherCard];
  const send = async (iface: 'v1' | 'v2' | 'gateway' | 'p2p', method: 'POST' | 'PATCH', url: string, payload: Body) => {
    const raw = JSON.stringify(payload);
    return (await app.inject({ method, url, headers: client.headers(iface, raw), payload: raw })).json<Body>();
  };
  const gw = ctx.gateway;
  // A payment with a wrong CVC: declined, and declined again when replayed without that CVC.
  const wrong = String((Number(alice.cvc) + 1) % 1000).padStart(3, '0');
  const order = await send('gateway', 'POST', '/payment/rest/register.do', { ...gw, orderNumber: 'AT-REST-1', amount: 1500, returnUrl: 'https://shop.example/ok' });
  const declined = await send('gateway', 'POST', '/payment/rest/paymentorder.do', { ...gw, MDORDER: order.orderId, $PAN: alice.pan, $EXPIRY: alice.expiry, $CVC: wrong, TEXT: 'ALICE' });
  assert.notEqual(declined.errorCode, undefined);
  const status = await send('gateway', 'POST', '/payment/rest/getOrderStatusExtended.do', { ...gw, orderId: order.orderId });
  assert.equal(status.orderStatus, 6, 'declined for its CVC');
  // P2P: the sender's CVC in a signed body.
  const p2pOrder = await send('p2p', 'POST', p2pOperations['registerP2P.do'].path, { ...ctx.p2p, orderNumber: 'AT-REST-P2P', amount: 2500, returnUrl: 'https://shop.example/ok' });
  const fromCard = { pan: bob.pan, cvc: bob.cvc, expirationYear: Number(bob.expiry.slice(0, 4)), expirationMonth: Number(bob.expiry.slice(4)), cardholderName: 'BOB' };
  const performed = await send('p2p', 'POST', p2pOperations['performP2P.do'].path, { ...ctx.p2p, orderId: p2pOrder.orderId, fromCard, toCard: { pan: alice.pan } });
  assert.equal(performed.errorCode ?? '0', '0', JSON.stringify(performed));
  // PINs: v1 in clear, chosen, and as a PIN block; v2 last.
  const identification = { cardIdentification: { cardNumber: alice.pan } };
  // Refused PINs are refused again when replayed with their digits blanked ("48ab" stays no PIN).
  for (const bad of ['48ab', '4821482148214', 4821]) assert.equal((await send('v1', 'POST', `${V1_PATH}changePin`, { ...identification, newPinData: bad })).responseCode, '30');
  assert.equal((await send('v1', 'POST', `${V1_PATH}changePin`, { ...identification, newPinData: PINS.changePin })).responseCode, '00');
  assert.equal((await send('v1', 'POST', `${V1_PATH}generatePin`, { ...identification, pinValue: PINS.generatePin, pinDeliveryMethod: 'WS' })).responseCode, '00');
  const block = encryptPin(PINS.encrypted, alice.pan);
  assert.equal((await send('v1', 'POST', `${V1_PATH}generatePin`, { ...identification, encryptedPinValue: [block], pinDeliveryMethod: 'WS_ENCRYPTED' })).responseCode, '00');
  const patched = await app.inject({ method: 'PATCH', url: `/v2/cards/${bob.id}`, headers: client.headers('v2', undefined), payload: { pin: PINS.v2 } });
  assert.equal(patched.statusCode, 200, patched.body);
  return { cvcs: [alice.cvc, bob.cvc, wrong], pins: [...Object.values(PINS), block], alice, bob, order: String(order.orderId) };
}

test('no CVC or PIN a request carried is written; what was decided from them is, and the account reads back the same', async (t) => {
  const dir = dirOf(t);
  const first = await startEmulator({ port: 0, dataDir: dir });
  const sent = await secretsSent(first);
  const pinHashOf = (e: RunningEmulator, id: string) => e.state.sandbox.cards.get(id)?.pinHash;
  const aliceHash = pinHashOf(first, sent.alice.id);
  await first.close();

  const secrets = new Map([...sent.cvcs.map((v) => [v, 'CVC'] as const), ...sent.pins.map((v) => [v, 'PIN'] as const)]);
  const findings = cardSecretsIn(join(dir, 'accounts'), (value) => secrets.get(value));
  assert.deepEqual(findings, [], 'no CVC or PIN anywhere in the journal');
  const text = readFileSync(join(dir, 'accounts', 'default.ndjson'), 'utf8');
  for (const value of secrets.keys()) assert.doesNotMatch(text, new RegExp(`"${value}"`), `${secrets.get(value)} ${value.slice(0, 1)}… is not in the journal as a value`);

  const second = await startEmulator({ port: 0, dataDir: dir });
  t.after(() => second.close());
  assert.equal(pinHashOf(second, sent.alice.id), aliceHash, "the PIN's salted hash as it was");
  assert.ok(verifyPin(pinHashOf(second, sent.alice.id), PINS.encrypted), 'the last PIN set still verifies');
  assert.ok(verifyPin(pinHashOf(second, sent.bob.id), PINS.v2));
  const gw = second.state.account.gateway;
  const status = (await second.app.inject({ method: 'POST', url: '/payment/rest/getOrderStatusExtended.do', payload: { userName: gw.userName, password: gw.password, orderId: sent.order } })).json<Body>();
  assert.equal(status.orderStatus, 6, 'the payment with the wrong CVC is still declined');
});

test('under CARDLAB_DATA_KEY nothing of the account is in clear: another key or none is refused, the right one reads it back', async (t) => {
  const dir = dirOf(t);
  const key = new DataKey(randomBytes(32));
  const first = await startEmulator({ port: 0, dataDir: dir, dataKey: key, snapshotEvery: 100 });
  await secretsSent(first);
  for (let i = 0; i < 120; i++) await first.app.inject({ method: 'POST', url: '/v2/cardholders', headers: { 'x-api-key': first.state.account.v2.apiKey, 'content-type': 'application/json' }, payload: { firstName: `N${i}`, lastName: 'Sealed', phoneNumber: '+491511234567', billingAddress: { postalCode: '10115', country: 'DE' } } });
  const account = first.state.account;
  const card = [...first.state.sandbox.cards.all()][0]!;
  await first.close();
  const accounts = join(dir, 'accounts');
  const files = readdirSync(accounts);
  assert.ok(files.some((f) => f.endsWith('.snapshot.json')), 'a snapshot was taken');
  for (const file of files) {
    const text = readFileSync(join(accounts, file), 'utf8');
    // Long values only: three digits of a CVC turn up in any base64 text of some length.
    for (const secret of [account.v2.apiKey, account.v1.password, account.v1.token, account.gateway.password, account.gateway.token, account.gateway.callbackKey, card.pan, 'PRIVATE KEY', '"genesis"', 'Sealed']) {
      assert.ok(!text.includes(secret), `${file} holds ${secret.slice(0, 6)}… in clear`);
    }
  }
  const refused = (dataKey: DataKey | undefined, reason: RegExp) =>
    assert.rejects(
      startEmulator({ port: 0, dataDir: dir, dataKey }).then(async (e) => (await e.close(), e)),
      (error: Error) => error instanceof StoreError && reason.test(error.message),
    );
  await refused(undefined, /is sealed under a data key: give it in CARDLAB_DATA_KEY/);
  await refused(new DataKey(randomBytes(32)), /CARDLAB_DATA_KEY is not the key .* was sealed with/);
  const again = await startEmulator({ port: 0, dataDir: dir, dataKey: key });
  t.after(() => again.close());
  assert.deepEqual(again.state.account, account, 'the same credentials');
  assert.equal([...again.state.sandbox.cards.all()][0]!.cvc, card.cvc, 'the same cards');
});

test('a key given to a directory kept without one seals it at start; without a key the command says that secrets are kept in clear', async (t) => {
  const dir = dirOf(t);
  const first = await startEmulator({ port: 0, dataDir: dir });
  const apiKey = first.state.account.v2.apiKey;
  await first.close();
  assert.ok(readFileSync(join(dir, 'accounts', 'default.ndjson'), 'utf8').includes(apiKey), 'kept in clear without a key');
  const key = new DataKey(randomBytes(32));
  const sealed = await startEmulator({ port: 0, dataDir: dir, dataKey: key });
  await sealed.close();
  assert.equal(sealed.state.account.v2.apiKey, apiKey);
  for (const file of readdirSync(join(dir, 'accounts'))) assert.ok(!readFileSync(join(dir, 'accounts', file), 'utf8').includes(apiKey), `${file} sealed`);
  assert.ok((JSON.parse(readFileSync(join(dir, 'cardlab-store.json'), 'utf8')) as { sealed?: unknown }).sealed, 'the manifest says so');

  const clear = dirOf(t);
  const child = spawn(process.execPath, ['bin/cardlab.js', 'emulator', '--port', '0', '--quiet', '--data-dir', clear], { stdio: ['ignore', 'pipe', 'pipe'], env: { ...process.env, CARDLAB_DATA_KEY: '' } });
  t.after(() => child.kill('SIGKILL'));
  let stderr = '';
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no URL within 30 s: ${stderr}`)), 30_000);
    createInterface({ input: child.stdout }).on('line', (line) => line.includes('listening on') && (clearTimeout(timer), resolve()));
  });
  assert.match(stderr, /CARDLAB_DATA_KEY is not set: .* keeps the accounts' credentials, keys and PIN hashes in clear \(never CVCs or PINs\)/);
});
