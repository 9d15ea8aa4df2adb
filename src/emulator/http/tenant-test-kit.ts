/**
 * Test kit of the sandbox-account tests: one account given data through its own public interfaces
 * (two cards with money, a paid order that stored a credential, a P2P order), every route of every
 * interface, and the credentials and signature a well-behaved client of an account sends.
 */
import { createHash, generateKeyPairSync, type KeyObject, sign } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import type { SandboxAccountWire } from '../../contracts/control.js';
import { gatewayOperations } from '../../contracts/gateway/index.js';
import { p2pOperations } from '../../contracts/p2p/index.js';
import { V1_PATH, V1_PAYMENT_PATH, v1Operations } from '../../contracts/v1/index.js';
import { v2Endpoints } from '../../contracts/v2.js';

type Body = Record<string, unknown>;
type InterfaceName = 'v1' | 'v2' | 'gateway' | 'p2p';

/** A card of the account and what names it (the shape of the generators' ExampleCard). */
export interface AccountCard {
  readonly id: string;
  readonly pan: string;
  readonly expiry: string;
  readonly cvc: string;
  readonly accountNumber: string;
  readonly holderId: string;
  readonly customerNumber: string;
}

/** What `populate` made (the shape of the generators' ExampleContext, which the tests build from it). */
export interface AccountData {
  readonly now: Date;
  readonly card: AccountCard;
  readonly otherCard: AccountCard;
  readonly v2: { readonly productName: string };
  readonly v1: SandboxAccountWire['v1'];
  readonly gateway: { readonly userName: string; readonly password: string };
  readonly p2p: { readonly username: string; readonly password: string };
  readonly order: { readonly id: string; readonly orderNumber: string };
  readonly p2pOrder: { readonly id: string };
  readonly binding: { readonly id: string; readonly clientId: string };
}

export interface Route {
  readonly iface: InterfaceName;
  readonly name: string;
  readonly method: 'GET' | 'POST' | 'PATCH';
  /** The path, `:id` still in it for the v2 resources. */
  readonly path: string;
  readonly schema?: z.ZodType | undefined;
  readonly place: 'body' | 'query' | 'none';
}

/** A client of one sandbox account: its page and the private half of its registered P2P key. */
export interface AccountClient {
  readonly account: SandboxAccountWire;
  readonly key: KeyObject;
  headers(iface: InterfaceName, raw: string | undefined): Record<string, string>;
}

/** Reads an account's page and registers a P2P key for it, through the control API. */
export async function accountClient(app: FastifyInstance, sandboxPath: string): Promise<AccountClient> {
  const account = (await app.inject({ method: 'GET', url: sandboxPath })).json<SandboxAccountWire>();
  const keys = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const keysPath = account.id === 'default' ? '/__emulator/p2p/keys' : `/__emulator/sandboxes/${account.id}/p2p/keys`;
  const registered = await app.inject({ method: 'POST', url: keysPath, payload: { publicKey: keys.publicKey.export({ type: 'spki', format: 'pem' }).toString() } });
  if (registered.statusCode !== 201) throw new Error(`P2P key of ${account.id}: ${registered.body}`);
  const headers = (iface: InterfaceName, raw: string | undefined): Record<string, string> => {
    const json = { 'content-type': 'application/json' };
    if (iface === 'v2') return { ...json, 'x-api-key': account.v2.apiKey };
    if (iface === 'v1') return { ...json, authorization: `Basic ${account.v1.token}` };
    if (iface === 'gateway') return json;
    const body = raw ?? '';
    return { ...json, 'x-hash': createHash('sha256').update(body).digest('base64'), 'x-signature': sign('sha256', Buffer.from(body), keys.privateKey).toString('base64') };
  };
  return { account, key: keys.privateKey, headers };
}

/** Gives the account data through its own interfaces; answers the example context that names it. */
export async function populate(app: FastifyInstance, client: AccountClient, now: Date): Promise<AccountData> {
  const { account } = client;
  const call = async (iface: InterfaceName, method: 'GET' | 'POST', url: string, payload?: Body): Promise<Body> => {
    const raw = payload ? JSON.stringify(payload) : undefined;
    const res = await app.inject({ method, url, headers: client.headers(iface, raw), ...(raw ? { payload: raw } : {}) });
    if (res.statusCode >= 300) throw new Error(`set-up ${method} ${url}: ${res.statusCode} ${res.body}`);
    return res.json<Body>();
  };
  const card = async (name: string): Promise<AccountCard> => {
    const holder = await call('v2', 'POST', '/v2/cardholders', { firstName: name, lastName: 'Tenant', phoneNumber: '+491511234567', billingAddress: { postalCode: '10115', country: 'DE' } });
    const issued = await call('v2', 'POST', '/v2/cards', { productName: account.v2.productName, cardholder: holder.id });
    const details = await call('v2', 'GET', `/v2/cards/${String(issued.id)}`);
    const pan = String(details.number);
    await call('v2', 'POST', '/v2/topups', { amount: 1_000_000, currency: 'EUR', destinationCard: { cardNumber: pan } });
    const id = String(holder.id);
    return { id: String(issued.id), pan, expiry: String(details.expiryDate), cvc: String(details.cvc), accountNumber: String((details.account as Body).accountNumber), holderId: id, customerNumber: id };
  };
  const alice = await card('Alice');
  const bob = await card('Bob');
  const gw = { userName: account.gateway.userName, password: account.gateway.password };
  const order = await call('gateway', 'POST', gatewayOperations['register.do'].path, { ...gw, orderNumber: 'TENANT-1', amount: 1000, returnUrl: 'https://shop.example.com/return', clientId: 'client-1', features: 'FORCE_CREATE_BINDING' });
  const paid = await call('gateway', 'POST', gatewayOperations['paymentorder.do'].path, { ...gw, MDORDER: order.orderId, $PAN: alice.pan, $EXPIRY: alice.expiry, $CVC: alice.cvc, TEXT: 'ALICE TENANT' });
  if (paid.errorCode !== '0') throw new Error(`set-up payment: ${JSON.stringify(paid)}`);
  const bindings = await call('gateway', 'POST', gatewayOperations['getBindings.do'].path, { ...gw, clientId: 'client-1' });
  const bindingId = String((bindings.bindings as { bindingId: string }[] | undefined)?.[0]?.bindingId ?? '');
  const p2p = { username: account.p2p.username, password: account.p2p.password };
  const p2pOrder = await call('p2p', 'POST', p2pOperations['registerP2P.do'].path, { ...p2p, orderNumber: 'TENANT-P2P-1', amount: 1000, returnUrl: 'https://shop.example.com/return', email: 'alice@example.com' });
  if (p2pOrder.errorCode !== '0') throw new Error(`set-up P2P order: ${JSON.stringify(p2pOrder)}`);
  return {
    now,
    card: alice,
    otherCard: bob,
    v2: { productName: account.v2.productName },
    v1: account.v1,
    gateway: gw,
    p2p,
    order: { id: String(order.orderId), orderNumber: 'TENANT-1' },
    p2pOrder: { id: String(p2pOrder.orderId) },
    binding: { id: bindingId, clientId: 'client-1' },
  };
}

/** Every operation of every contract table; v1 operations with a payment alias once per path. */
export function everyRoute(): Route[] {
  const v2 = Object.entries(v2Endpoints).map(([name, ep]): Route => ({
    iface: 'v2',
    name,
    method: ep.method,
    path: ep.path,
    schema: 'body' in ep ? ep.body : 'query' in ep ? ep.query : undefined,
    place: 'body' in ep ? 'body' : 'query' in ep ? 'query' : 'none',
  }));
  const v1 = Object.entries(v1Operations).flatMap(([name, op]) =>
    ('paymentAlias' in op ? [V1_PATH, V1_PAYMENT_PATH] : [V1_PATH]).map((base): Route => ({ iface: 'v1', name, method: 'POST', path: base + name, schema: op.request, place: 'body' })),
  );
  const post = (iface: InterfaceName, table: Record<string, { path: string; request: z.ZodType }>) =>
    Object.entries(table).map(([name, op]): Route => ({ iface, name, method: 'POST', path: op.path, schema: op.request, place: 'body' }));
  return [...v2, ...v1, ...post('gateway', gatewayOperations), ...post('p2p', p2pOperations)];
}
