/**
 * The emulator the bad-input campaign runs against (in process, listening on 127.0.0.1 so that the
 * requests go through the fast lane as a client's do, lane.ts): cards with money,
 * a paid order, a stored credential, a registered P2P signing key, all made through the public
 * interfaces; the list of every operation of every interface with its wire; and how to sign a P2P body.
 */
import { createHash, generateKeyPairSync, sign } from 'node:crypto';
import type { z } from 'zod';
import { gatewayOperations } from '../../src/contracts/gateway/index.js';
import { p2pOperations } from '../../src/contracts/p2p/index.js';
import { V1_PATH, V1_PAYMENT_PATH, v1Operations } from '../../src/contracts/v1/index.js';
import { v2Endpoints } from '../../src/contracts/v2.js';
import { type RunningEmulator, startEmulator } from '../../src/emulator/http/server.js';
import type { ExampleCard, ExampleContext, InterfaceName } from '../../generators/operation-examples.js';

/** One operation as the campaign sends it: where, how, and what its contract says. */
export interface FuzzOperation {
  readonly iface: InterfaceName;
  readonly name: string;
  readonly method: 'GET' | 'POST' | 'PATCH';
  /** A concrete path (ids filled in with ones that exist). */
  readonly path: string;
  /** The request schema, and where the request carries it; none for a GET without query. */
  readonly schema?: z.ZodType | undefined;
  readonly place: 'body' | 'query' | 'none';
  readonly response: z.ZodType;
}

export interface FuzzTarget extends RunningEmulator {
  readonly context: ExampleContext;
  readonly operations: readonly FuzzOperation[];
  /** Headers a well-behaved client sends for this operation and raw body (credentials, signature). */
  readonly headersFor: (op: Pick<FuzzOperation, 'iface'>, raw: string | undefined) => Record<string, string>;
}

type Body = Record<string, unknown>;

export async function fuzzTarget(): Promise<FuzzTarget> {
  const emulator = await startEmulator({ sandbox: { seed: 11 } });
  const { app, state } = emulator;
  // Callback deliveries would change the sandbox between two requests: the campaign sends none.
  await emulator.callbacks.stop();
  const keys = generateKeyPairSync('rsa', { modulusLength: 2048 });
  if (state.p2pKeys.register(state.account.p2p.username, keys.publicKey.export({ type: 'spki', format: 'pem' }).toString()) !== 'ok') throw new Error('the P2P key was refused');

  const v2Key = { 'x-api-key': state.account.v2.apiKey };
  const call = async (method: 'GET' | 'POST', url: string, payload?: Body, headers: Record<string, string> = v2Key): Promise<Body> => {
    const res = await app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
    if (res.statusCode >= 300) throw new Error(`set-up ${method} ${url}: ${res.statusCode} ${res.body}`);
    return res.json<Body>();
  };
  const card = async (name: string): Promise<ExampleCard> => {
    const holder = await call('POST', '/v2/cardholders', { firstName: name, lastName: 'Fuzz', phoneNumber: '+491511234567', billingAddress: { postalCode: '10115', country: 'DE' } });
    const issued = await call('POST', '/v2/cards', { productName: state.account.v2.productName, cardholder: holder.id });
    const details = await call('GET', `/v2/cards/${String(issued.id)}`);
    const pan = String(details.number);
    await call('POST', '/v2/topups', { amount: 1_000_000, currency: 'EUR', destinationCard: { cardNumber: pan } });
    const id = String(holder.id);
    return { id: String(issued.id), pan, expiry: String(details.expiryDate), cvc: String(details.cvc), accountNumber: String((details.account as Body).accountNumber), holderId: id, customerNumber: id };
  };
  const alice = await card('Alice');
  const bob = await card('Bob');

  // A paid order that stored Alice's card as a credential of client fuzz-1.
  const gw = { userName: state.account.gateway.userName, password: state.account.gateway.password };
  const form = { 'content-type': 'application/json' };
  const registered = await call('POST', gatewayOperations['register.do'].path, { ...gw, orderNumber: 'FUZZ-1', amount: 1000, returnUrl: 'https://shop.example.com/return', clientId: 'fuzz-1', features: 'FORCE_CREATE_BINDING' }, form);
  const orderId = String(registered.orderId);
  const paid = await call('POST', gatewayOperations['paymentorder.do'].path, { ...gw, MDORDER: orderId, $PAN: alice.pan, $EXPIRY: alice.expiry, $CVC: alice.cvc, TEXT: 'ALICE FUZZ' }, form);
  if (paid.errorCode !== '0') throw new Error(`set-up payment: ${JSON.stringify(paid)}`);
  const bindings = await call('POST', gatewayOperations['getBindings.do'].path, { ...gw, clientId: 'fuzz-1' }, form);
  const bindingId = String((bindings.bindings as { bindingId: string }[] | undefined)?.[0]?.bindingId ?? '');
  if (!bindingId) throw new Error(`set-up: no stored credential (${JSON.stringify(bindings)})`);

  // A child merchant, so that merchantLogin is fuzzed around a login the account may register for.
  const childMerchant = 'fuzz-child';
  if (state.sandbox.gateway.merchants.addChild(gw.userName, childMerchant) !== 'ok') throw new Error('set-up: no child merchant');

  const { v1 } = state.account;
  const context: ExampleContext = {
    now: state.clock.now(),
    card: alice,
    otherCard: bob,
    v2: { productName: state.account.v2.productName },
    v1,
    gateway: gw,
    p2p: { username: state.account.p2p.username, password: state.account.p2p.password },
    order: { id: orderId, orderNumber: 'FUZZ-1' },
    binding: { id: bindingId, clientId: 'fuzz-1' },
    childMerchant,
  };

  const headersFor = (op: Pick<FuzzOperation, 'iface'>, raw: string | undefined): Record<string, string> => {
    if (op.iface === 'v2') return { ...v2Key, 'content-type': 'application/json' };
    if (op.iface === 'v1') return { authorization: `Basic ${v1.token}`, 'content-type': 'application/json' };
    if (op.iface === 'gateway') return { 'content-type': 'application/json' };
    const body = raw ?? '';
    return { 'content-type': 'application/json', 'x-hash': createHash('sha256').update(body).digest('base64'), 'x-signature': sign('sha256', Buffer.from(body), keys.privateKey).toString('base64') };
  };
  // A P2P transfer order of the account.
  const register = p2pOperations['registerP2P.do'];
  const registration = JSON.stringify({ ...context.p2p, orderNumber: 'FUZZ-P2P-1', amount: 1000, returnUrl: 'https://shop.example.com/return', email: 'alice@example.com' });
  const p2pOrder = (await app.inject({ method: 'POST', url: register.path, headers: headersFor({ iface: 'p2p' }, registration), payload: registration })).json<Body>();
  if (p2pOrder.errorCode !== '0') throw new Error(`set-up P2P order: ${JSON.stringify(p2pOrder)}`);
  return { ...emulator, context: { ...context, p2pOrder: { id: String(p2pOrder.orderId) } }, operations: operations(alice), headersFor };
}

/** Every operation of every contract table; v1 operations with a payment alias once per path. */
function operations(card: ExampleCard): FuzzOperation[] {
  const ids: Record<string, string> = { '/v2/cards/:id': card.id, '/v2/cardholders/:id': card.holderId };
  const v2 = Object.entries(v2Endpoints).map(([name, ep]): FuzzOperation => ({
    iface: 'v2',
    name,
    method: ep.method,
    path: ids[ep.path] ? ep.path.replace(':id', ids[ep.path]!) : ep.path,
    schema: 'body' in ep ? ep.body : 'query' in ep ? ep.query : undefined,
    place: 'body' in ep ? 'body' : 'query' in ep ? 'query' : 'none',
    response: ep.response,
  }));
  const v1 = Object.entries(v1Operations).flatMap(([name, op]) =>
    ('paymentAlias' in op ? [V1_PATH, V1_PAYMENT_PATH] : [V1_PATH]).map((base): FuzzOperation => ({
      iface: 'v1',
      name: base === V1_PATH ? name : `${name} (payment alias)`,
      method: 'POST',
      path: base + name,
      schema: op.request,
      place: 'body',
      response: op.response,
    })),
  );
  const post = (iface: InterfaceName, table: Record<string, { path: string; request: z.ZodType; response: z.ZodType }>) =>
    Object.entries(table).map(([name, op]): FuzzOperation => ({ iface, name, method: 'POST', path: op.path, schema: op.request, place: 'body', response: op.response }));
  return [...v2, ...v1, ...post('gateway', gatewayOperations), ...post('p2p', p2pOperations)];
}

