/**
 * Test helpers for the P2P gateway over HTTP (no network: `app.inject`): an emulator with a
 * registered signing key, signed calls whose answers are checked against their contract (success
 * or refusal), v2 cards with money, and a snapshot of everything a refused request must leave as
 * it was (the P2P orders, the ledger, the history).
 */
import assert from 'node:assert/strict';
import { createHash, generateKeyPairSync, type KeyObject, sign } from 'node:crypto';
import type { TestContext } from 'node:test';
import type { LightMyRequestResponse } from 'fastify';
import { type P2pOperation, p2pError, p2pOperations } from '../../contracts/p2p/index.js';
import { buildEmulator } from './server.js';

export const RETURN_URL = 'https://shop.example/return';
export const FAIL_URL = 'https://shop.example/fail';
export const NO_3DS = '4444555511113333';
export const FRICTIONLESS = '4111111111111111';
export const FRICTIONLESS_DECLINE = '5168494895055780';
export const CHALLENGE = '5555555555555599';
export const EXPIRY = { expirationYear: new Date().getUTCFullYear() + 2, expirationMonth: 12 };

export const testFromCard = (pan = NO_3DS) => ({ pan, cvc: '123', ...EXPIRY, cardholderName: 'TEST CARDHOLDER' });

export type Body = Record<string, unknown>;
export interface Signing {
  readonly omit?: 'hash' | 'signature' | undefined;
  readonly key?: KeyObject | undefined;
  /** Headers made for this body instead of the one sent. */
  readonly signedBody?: string | undefined;
  /** Send the body as it is, without the account's credentials. */
  readonly asIs?: boolean | undefined;
}

export function p2pSetup(t: TestContext) {
  const emulator = buildEmulator();
  t.after(() => emulator.app.close());
  const { app, state } = emulator;
  const keys = generateKeyPairSync('rsa', { modulusLength: 2048 });
  assert.equal(state.p2pKeys.register(state.account.p2p.username, keys.publicKey.export({ type: 'spki', format: 'pem' }).toString()), 'ok');
  const credentials = { username: state.account.p2p.username, password: state.account.p2p.password };

  const headersFor = (raw: string, signing: Signing = {}) => {
    const signed = signing.signedBody ?? raw;
    const headers: Record<string, string> = { 'content-type': 'application/json' };
    if (signing.omit !== 'hash') headers['x-hash'] = createHash('sha256').update(signed).digest('base64');
    if (signing.omit !== 'signature') headers['x-signature'] = sign('sha256', Buffer.from(signed), signing.key ?? keys.privateKey).toString('base64');
    return headers;
  };

  /** A signed call with the account's credentials; the raw response. */
  const send = (op: P2pOperation, body: Body, signing: Signing = {}): Promise<LightMyRequestResponse> => {
    const raw = JSON.stringify(signing.asIs ? body : { ...credentials, ...body });
    return app.inject({ method: 'POST', url: p2pOperations[op].path, payload: raw, headers: headersFor(raw, signing) });
  };

  /** A signed call; the answer, checked against the operation's contract (or the refusal's). */
  const call = async (op: P2pOperation, body: Body, signing: Signing = {}): Promise<Body> => {
    const res = await send(op, body, signing);
    assert.equal(res.statusCode, 200, res.body);
    const answer = res.json<Body>();
    const schema = answer.errorCode === '0' ? p2pOperations[op].response : p2pError;
    const parsed = schema.safeParse(answer);
    assert.ok(parsed.success, `${op} answer breaks its contract: ${parsed.success ? '' : JSON.stringify(parsed.error.issues)} in ${res.body}`);
    return answer;
  };

  const ok = async (op: P2pOperation, body: Body): Promise<Body> => {
    const answer = await call(op, body);
    assert.equal(answer.errorCode, '0', `${op}: ${JSON.stringify(answer)}`);
    return answer;
  };

  let numbers = 0;
  const register = async (params: Body = {}): Promise<string> => {
    const answer = await ok('registerP2P.do', { orderNumber: `P2P-${++numbers}`, amount: 1000, returnUrl: RETURN_URL, failUrl: FAIL_URL, email: 'payer@example.com', ...params });
    return String(answer.orderId);
  };

  const status = async (orderId: string, version?: number) => ok('getP2PStatus.do', { orderId, ...(version === undefined ? {} : { version }) });

  /** A card issued through Card Management v2 and topped up there: the card block to send, and its v2 id to read its balance. */
  const card = async (topUp = 0) => {
    const v2 = async (url: string, payload?: unknown) => {
      const res = await app.inject({ method: payload === undefined ? 'GET' : 'POST', url, payload: payload as object | undefined, headers: { 'x-api-key': state.account.v2.apiKey } });
      assert.ok(res.statusCode < 300, res.body);
      return res.json<Body>();
    };
    const holder = await v2('/v2/cardholders', { firstName: 'Card', lastName: 'Holder', phoneNumber: '+491511234567', billingAddress: { line1: 'Hauptstr. 1', city: 'Berlin', postalCode: '10115', country: 'DE' } });
    const issued = await v2('/v2/cards', { productName: state.account.v2.productName, cardholder: holder.id });
    const details = await v2(`/v2/cards/${String(issued.id)}`);
    const pan = String(details.number);
    if (topUp > 0) await v2('/v2/topups', { amount: topUp, currency: 'EUR', destinationCard: { cardNumber: pan } });
    const expiry = String(details.expiryDate);
    const block = { pan, cvc: String(details.cvc), expirationYear: Number(expiry.slice(0, 4)), expirationMonth: Number(expiry.slice(4)), cardholderName: 'CARD HOLDER' };
    return { block, id: String(issued.id), account: String((details.account as Body).accountNumber) };
  };
  /** The balance as Card Management v2 shows it. */
  const balance = async (cardId: string) => {
    const res = await app.inject({ method: 'GET', url: `/v2/cards/${cardId}`, headers: { 'x-api-key': state.account.v2.apiKey } });
    return (res.json<{ account: { balance: number } }>()).account.balance;
  };

  /** Everything a refused request must leave as it was. */
  const snapshot = () => JSON.stringify({ orders: [...ordersOf()], ledger: state.sandbox.ledger.entries().length, history: state.sandbox.history });
  const ordersOf = () => {
    const p2p = state.sandbox.gateway.p2p;
    return [...(p2p.orders as unknown as { byId: Map<string, unknown> }).byId.values()];
  };

  return { app, state, keys, credentials, send, call, ok, register, status, card, balance, snapshot, headersFor };
}

/** A refusal: HTTP 200, the errorCode, and `details` naming the field. */
export function assertRefused(answer: Body, errorCode: string, field?: string): void {
  assert.equal(answer.errorCode, errorCode, JSON.stringify(answer));
  if (field === undefined) return;
  const named = ((answer.details ?? []) as { field: string }[]).map((d) => d.field);
  assert.ok(named.some((f) => f === field || f.startsWith(`${field}.`)), `the refusal should name ${field}; it named ${named.join(', ')}`);
}
