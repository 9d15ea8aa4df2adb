/**
 * The P2P fields scenarios break one at a time, in the scenario's words: where each lives (the
 * registration or the perform call, and its dotted path), and how each fault is made. A valid
 * request carries every block, so any one field can be broken alone; the gateway must refuse it
 * naming that path.
 */
import { billingPayerData, billingRecipientData } from '../../generators/billing.js';
import { clientsOf } from '../clients.js';
import { subject } from '../notepad.js';
import type { CardlabWorld } from '../world.js';
import { type CardRef, fromCardOf, knownP2pOrder, orderParams, toCardOf, cardDataOfRef } from './p2p.js';

export const P2P_FAULTS = [
  'one character too long',
  'missing',
  'not a full URL',
  'not in the list',
  'thirteen digits long',
  'not a whole number',
  'zero',
  'not a date',
  'not Latin',
  'three digits long',
  'too short',
  'not an e-mail address',
  'not digits',
  'four digits long',
  'five digits long',
  'out of range',
  'not an IP address',
] as const;
export type P2pFault = (typeof P2P_FAULTS)[number];

interface FieldRule {
  readonly place: 'registration' | 'perform';
  readonly path: string;
  /** Longest allowed value length (for "one character too long"). */
  readonly max?: number;
  /** What the field holds: its too-long value is made of these. */
  readonly kind?: 'text' | 'digits' | 'url' | 'email';
  /** Members the valid request needs only when this field is the one broken. */
  readonly extra?: Record<string, unknown>;
  /** Values of the other faults. */
  readonly values?: Partial<Record<P2pFault, unknown>>;
}

const SDK = { threeDSSDK: true, threeDSSDKEncData: 'e30', threeDSSDKReferenceNumber: '3DS_LOA_SDK_CARDLAB', threeDSSDKEphemPubKey: '{"kty":"EC"}', threeDSSDKAppId: '5f2ad5e0-1d4c-4b57-9c47-1c6d9f2d1a00', threeDSSDKTransId: '0b8a5e7c-5d6e-4f3b-9a1c-2d3e4f5a6b7c' };

export const P2P_FIELDS: Readonly<Record<string, FieldRule>> = {
  'order number': { place: 'registration', path: 'orderNumber', max: 36 },
  'return address': { place: 'registration', path: 'returnUrl', max: 512, kind: 'url', values: { 'not a full URL': 'merchant.example/return' } },
  'order description': { place: 'registration', path: 'orderDescription', max: 600 },
  'client id': { place: 'registration', path: 'clientId', max: 255 },
  'callback address': { place: 'registration', path: 'dynamicCallbackUrl', max: 512, kind: 'url' },
  language: { place: 'registration', path: 'language', values: { 'not in the list': 'xx' } },
  amount: { place: 'registration', path: 'amount', values: { 'thirteen digits long': 1_000_000_000_000, 'not a whole number': 1000.5 } },
  'session lifetime': { place: 'registration', path: 'sessionTimeoutSecs', values: { zero: 0 } },
  "payer's account": { place: 'registration', path: 'billingPayerData.payerAccount', max: 32 },
  "payer's last name": { place: 'registration', path: 'billingPayerData.payerLastName', max: 64 },
  "payer's first name": { place: 'registration', path: 'billingPayerData.payerFirstName', max: 35 },
  "payer's birthday": { place: 'registration', path: 'billingPayerData.payerBirthday', values: { 'not a date': '19901340' } },
  'billing postal code': { place: 'registration', path: 'billingPayerData.billingPostalCode', max: 9 },
  'billing state': { place: 'registration', path: 'billingPayerData.billingState', values: { 'not Latin': 'Бавария' } },
  "recipient's last name": { place: 'registration', path: 'billingRecipientData.recipientLastName', max: 35 },
  "recipient's city": { place: 'registration', path: 'billingRecipientData.recipientCity', max: 40 },
  "recipient's account type": { place: 'registration', path: 'billingRecipientData.recipientAccountNumberType', values: { 'three digits long': 100 } },
  'mobile phone': { place: 'registration', path: 'orderPayerData.mobilePhone', values: { 'too short': '+123456' } },
  'delivery e-mail': { place: 'registration', path: 'shippingPayerData.deliveryEmail', values: { 'not an e-mail address': 'nobody' } },
  'shipping postal code': { place: 'registration', path: 'shippingPayerData.shippingPostalCode', max: 16 },
  'pre-order date': { place: 'registration', path: 'preOrderPayerData.preOrderDate', values: { 'not a date': '2026-13-01' } },
  'funding reference': { place: 'registration', path: 'debitTransactionReference', max: 19 },
  'transaction type': { place: 'registration', path: 'transactionTypeIndicator', values: { 'not in the list': 'X' } },
  features: { place: 'registration', path: 'features.feature.0', values: { 'not in the list': 'WITHOUT_BOTH_CARDS' } },
  'card number': { place: 'perform', path: 'fromCard.pan', max: 19, kind: 'digits', values: { 'not digits': '4444abcd11113333' } },
  'security code': { place: 'perform', path: 'fromCard.cvc', values: { 'four digits long': '1234' } },
  'expiry year': { place: 'perform', path: 'fromCard.expirationYear', values: { 'out of range': 2201 } },
  'expiry month': { place: 'perform', path: 'fromCard.expirationMonth', values: { 'out of range': 13 } },
  'cardholder name': { place: 'perform', path: 'fromCard.cardholderName', max: 26 },
  "recipient's card number": { place: 'perform', path: 'toCard.pan', max: 19, kind: 'digits' },
  'authentication value': { place: 'perform', path: 'fromCard.threeDsAuthResult.cavv', max: 200 },
  'authentication id': { place: 'perform', path: 'fromCard.threeDsAuthResult.xid', max: 80 },
  ECI: { place: 'perform', path: 'fromCard.threeDsAuthResult.eci', values: { 'five digits long': 12345 } },
  '3-D Secure protocol': { place: 'perform', path: 'fromCard.threeDsAuthResult.threeDSProtocolVersion', values: { 'not in the list': '1.0.2' } },
  'amount to send': { place: 'perform', path: 'amountInput', values: { 'thirteen digits long': 1_000_000_000_000 } },
  'IP address': { place: 'perform', path: 'ip', values: { 'not an IP address': '300.1.1.1' } },
  'e-mail': { place: 'perform', path: 'email', max: 40, kind: 'email' },
  '3-D Secure transaction id': { place: 'perform', path: 'threeDSServerTransId', max: 36 },
  'SDK application id': { place: 'perform', path: 'threeDSSDKAppId', extra: SDK },
};

/** The value of a fault, or undefined for "missing". */
function faultyValue(rule: FieldRule, fault: P2pFault): unknown {
  if (fault === 'missing') return undefined;
  const given = rule.values?.[fault];
  if (given !== undefined) return given;
  if (fault !== 'one character too long' || rule.max === undefined) throw new Error(`the scenario's fault "${fault}" is not defined for the field ${rule.path}`);
  const length = rule.max + 1;
  switch (rule.kind) {
    case 'digits':
      return '4'.repeat(length);
    case 'url':
      return `https://merchant.example/${'a'.repeat(length - 25)}`;
    case 'email':
      return `${'a'.repeat(length - 12)}@example.com`;
    default:
      return 'A'.repeat(length);
  }
}

/** A copy of `body` with the dotted `path` set to `value`, or removed when it is undefined. */
export function withField(body: Record<string, unknown>, path: string, value: unknown): Record<string, unknown> {
  const copy = structuredClone(body);
  const keys = path.split('.');
  let node: Record<string, unknown> = copy;
  for (const key of keys.slice(0, -1)) node = node[key] as Record<string, unknown>;
  const last = keys.at(-1)!;
  if (value === undefined) delete node[last];
  else node[last] = value;
  return copy;
}

/** A registration with every block, valid as it is. */
function validRegistration(world: CardlabWorld): Record<string, unknown> {
  return {
    ...orderParams(world, 'FIELDS', { minor: 1000, currency: 'EUR' }),
    orderDescription: 'Transfer between friends',
    clientId: `fields-${world.seed.toString(36)}`,
    dynamicCallbackUrl: 'http://127.0.0.1:9/callbacks', // loopback: the emulator may try to deliver
    sessionTimeoutSecs: 1200,
    billingPayerData: billingPayerData(world.faker),
    billingRecipientData: billingRecipientData(world.faker),
    orderPayerData: { mobilePhone: '+491511234567' },
    shippingPayerData: { shippingCity: 'Berlin', shippingPostalCode: '10115', deliveryEmail: 'payer@example.com' },
    preOrderPayerData: { preOrderDate: '2026-04-01', preOrderPurchaseInd: 1 },
  };
}

/** A perform call with both cards (test cards without 3-D Secure) and every optional member, valid as it is. */
function validPerform(world: CardlabWorld): Record<string, unknown> {
  const from: CardRef = { test: 'that needs no 3-D Secure' };
  const to: CardRef = { test: 'with a frictionless 3-D Secure approval' };
  const fromCard = { ...fromCardOf(cardDataOfRef(world, from)), threeDsAuthResult: { cavv: 'AAABBZEEBgAAAAAAAAAAAAAAAAA=', xid: 'MDAwMDAwMDAwMDAwMDAwMDAwMDE=', eci: 5, threeDsType: 'BROWSER', threeDSProtocolVersion: '2.2.0' } };
  return { fromCard, toCard: toCardOf(cardDataOfRef(world, to)), amountInput: 1000, ip: '203.0.113.7', email: 'payer@example.com' };
}

/** The request of a scenario's fault: the registration's or the perform call's members with one field broken. */
export function brokenRequest(world: CardlabWorld, field: string, fault: P2pFault): { place: FieldRule['place']; path: string; body: Record<string, unknown> } {
  const rule = P2P_FIELDS[field];
  if (!rule) throw new Error(`unknown P2P field "${field}"; known: ${Object.keys(P2P_FIELDS).join(', ')}`);
  const base = { ...(rule.place === 'registration' ? validRegistration(world) : validPerform(world)), ...rule.extra };
  // A features list is broken inside a funding's valid one; the refusal names the features.
  const features = rule.path.startsWith('features.');
  const body = features ? { ...base, transactionTypeIndicator: 'A', features: { feature: ['WITHOUT_TO_CARD'] } } : base;
  return { place: rule.place, path: features ? 'features' : rule.path, body: withField(body, rule.path, faultyValue(rule, fault)) };
}

/** The dotted path of the field the scenario broke last: the refusal must name it. */
const FIELD_AT_FAULT = subject((): { path?: string } => ({}));

/** The path of the field broken by the scenario's last such request. */
export function fieldAtFault(world: CardlabWorld): string {
  const { path } = world.notes.get(FIELD_AT_FAULT);
  if (path === undefined) throw new Error('no step of this scenario broke a P2P field');
  return path;
}

/** A registration with one field broken; its refusal is for a later step to check. */
export async function tryRegisterWithBrokenField(world: CardlabWorld, field: string, fault: P2pFault): Promise<void> {
  const request = brokenRequest(world, field, fault);
  world.notes.set(FIELD_AT_FAULT, { path: request.path });
  world.attempted(`registering a transfer whose ${field} is ${fault}`, await clientsOf(world).p2p.call('registerP2P.do', request.body));
}

/** A perform call of the transfer with one field broken; its refusal is for a later step to check. */
export async function tryPerformWithBrokenField(world: CardlabWorld, label: string, field: string, fault: P2pFault): Promise<void> {
  const request = brokenRequest(world, field, fault);
  world.notes.set(FIELD_AT_FAULT, { path: request.path });
  world.attempted(`performing ${label} with its ${field} ${fault}`, await clientsOf(world).p2p.call('performP2P.do', { orderId: knownP2pOrder(world, label).orderId, ...request.body }));
}
