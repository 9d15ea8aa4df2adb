/**
 * Business activities of a merchant on the e-commerce gateway: register orders, take payments by
 * card data (API entry), capture, reverse and refund. Orders are named in scenarios ("A-1"); the
 * order number sent is made unique, because remote targets are not reset between scenarios.
 */
import type { GatewayAnswer, GatewayCallOptions } from '../../src/clients/gateway.js';
import type { GatewayOperation } from '../../src/contracts/gateway/index.js';
import { clientsOf } from '../clients.js';
import { gatewayCurrency, type Money } from '../money.js';
import { subject } from '../notepad.js';
import { shopUrl } from '../stand-ins/merchant-site.js';
import type { CardlabWorld } from '../world.js';

export interface KnownOrder {
  readonly orderId: string;
  readonly orderNumber: string;
  readonly amount: number;
  readonly formUrl: string;
}

/** Orders of the e-commerce gateway, by the label the scenario gives them ("A-1"). */
const ORDERS = subject(() => new Map<string, KnownOrder>());

/** Test cards of the gateway sandbox by what they do (docs/design.md "Test cards"); CVC 123, any future expiry. */
export const TEST_CARDS = {
  'that needs no 3-D Secure': '4444555511113333',
  'with a frictionless 3-D Secure approval': '4111111111111111',
  'with a frictionless 3-D Secure decline': '5168494895055780',
  'with a 3-D Secure challenge': '5555555555555599',
  'with a 3-D Secure attempt': '4000001111111118',
} as const;
export type TestCardName = keyof typeof TEST_CARDS;
export const TEST_CVC = '123';

export interface CardData {
  readonly pan: string;
  readonly expiry: string;
  readonly cvc?: string | undefined;
  readonly holder: string;
}

/** A valid card number of an issuer the sandbox does not know: neither a test card nor one of its own cards (BIN 529811). */
export const UNKNOWN_ISSUER_CARD = '4000000000000002';

/** A card of an issuer the sandbox does not know, as typed. */
export function unknownIssuerCardData(): CardData {
  return { pan: UNKNOWN_ISSUER_CARD, expiry: `${new Date().getUTCFullYear() + 2}12`, cvc: TEST_CVC, holder: 'UNKNOWN ISSUER' };
}

export function testCardData(name: TestCardName, cvc = TEST_CVC): CardData {
  return { pan: TEST_CARDS[name], expiry: `${new Date().getUTCFullYear() + 2}12`, cvc, holder: 'TEST CARDHOLDER' };
}

/** A sandbox card of a person, as they would type it. */
export function cardDataOf(world: CardlabWorld, name: string): CardData {
  const card = world.actors.card(name);
  if (!card.cvc) throw new Error(`the security code of ${name}'s card is not known: issue it through Card Management v2`);
  return { pan: card.number, expiry: card.expiryDate, cvc: card.cvc, holder: name.toUpperCase() };
}

export function knownOrder(world: CardlabWorld, label: string): KnownOrder {
  const order = world.notes.get(ORDERS).get(label);
  if (!order) throw new Error(`there is no order "${label}" in this scenario: register it first`);
  return order;
}

export function newOrderNumber(world: CardlabWorld, label: string): string {
  return `${label}-${world.unique(10)}`.slice(0, 36);
}

/**
 * register.do whose refusal a later step checks: an order number of its own, or the number of an
 * earlier order (`reusing`); `params` are further parameters of the registration.
 */
/** `credentials`: others than the merchant's own (the refusal is for a later step to check). */
export async function tryRegisterOrder(
  world: CardlabWorld,
  label: string,
  money: Money,
  options: { reusing?: string; params?: Record<string, unknown>; credentials?: GatewayCallOptions['credentials'] } = {},
): Promise<void> {
  const { reusing, params, credentials } = options;
  const orderNumber = reusing ? knownOrder(world, reusing).orderNumber : newOrderNumber(world, label);
  const answer = await clientsOf(world).gateway.call('register.do', { orderNumber, amount: money.minor, currency: gatewayCurrency(money.currency), returnUrl: shopUrl('return'), ...params }, { credentials });
  world.attempted(reusing ? `registering a second order with the number of order ${reusing}` : `registering order ${label}`, answer);
}

/** Credentials that are not the merchant's: its user name with another password, or a user name the gateway does not know with its password. */
export type WrongCredentials = 'a wrong password' | 'a user name the gateway does not know';

export async function tryRegisterOrderWith(world: CardlabWorld, label: string, money: Money, wrong: WrongCredentials): Promise<void> {
  const account = world.target.gateway;
  if (!account) throw new Error('the target has no e-commerce gateway configured');
  const credentials = wrong === 'a wrong password' ? { userName: account.userName, password: `wrong-${world.unique(8)}` } : { userName: `nobody-${world.unique(8)}`, password: account.password };
  await tryRegisterOrder(world, label, money, { credentials });
}

/** Asks the status of an order the gateway never registered, by id or by order number; the refusal is for a later step to check. */
export async function tryReadStatusOfUnknownOrder(world: CardlabWorld, by: 'id' | 'order number'): Promise<void> {
  const params = by === 'id' ? { orderId: world.faker.string.uuid() } : { orderNumber: newOrderNumber(world, 'NEVER') };
  world.attempted(`reading an order that was never registered, by its ${by}`, await clientsOf(world).gateway.call('getOrderStatusExtended.do', params));
}

/** `callbackUrl`: the order's own callback address (dynamicCallbackUrl); `orderNumber`: a number of the scenario's choosing (else one of its own). */
export async function registerOrder(
  world: CardlabWorld,
  label: string,
  money: Money,
  options: { twoPhase?: boolean; params?: Record<string, unknown>; callbackUrl?: string; orderNumber?: string } = {},
): Promise<KnownOrder> {
  const orderNumber = options.orderNumber ?? newOrderNumber(world, label);
  const operation = options.twoPhase ? 'registerPreAuth.do' : 'register.do';
  const answer = await clientsOf(world).gateway.call(operation, {
    orderNumber,
    amount: money.minor,
    currency: gatewayCurrency(money.currency),
    returnUrl: shopUrl('return'),
    failUrl: shopUrl('fail'),
    ...(options.callbackUrl ? { dynamicCallbackUrl: options.callbackUrl } : {}),
    ...options.params,
  });
  const registered = world.succeeded(`registering order ${label}`, answer);
  if (!registered.orderId || !registered.formUrl) throw new Error(`registering order ${label} gave no order id or payment page`);
  const order = { orderId: registered.orderId, orderNumber, amount: money.minor, formUrl: registered.formUrl };
  noteOrder(world, label, order);
  return order;
}

/** An order registered in the scenario, known by its label from now on. */
export function noteOrder(world: CardlabWorld, label: string, order: KnownOrder): void {
  world.notes.get(ORDERS).set(label, order);
}

/** The payment call with card data (first call, or second with the 3DS2 session). */
export function payment(world: CardlabWorld, label: string, card: CardData, extra: Record<string, unknown> = {}) {
  return clientsOf(world).gateway.call('paymentorder.do', { MDORDER: knownOrder(world, label).orderId, $PAN: card.pan, $EXPIRY: card.expiry, $CVC: card.cvc, TEXT: card.holder, ...extra });
}

/** `withName`: false leaves out the cardholder's name (TEXT, which the payment may omit). */
export async function pay(world: CardlabWorld, label: string, card: CardData, withName = true): Promise<void> {
  const paid = world.succeeded(`paying order ${label}`, await payment(world, label, card, withName ? {} : { TEXT: undefined }));
  if (paid.is3DSVer2) throw new Error(`order ${label} asked for 3-D Secure: use a step that goes through it`);
}

export async function orderChange(world: CardlabWorld, operation: Extract<GatewayOperation, 'deposit.do' | 'reverse.do' | 'refund.do'>, label: string, amount?: Money): Promise<GatewayAnswer<typeof operation>> {
  return clientsOf(world).gateway.call(operation, { orderId: knownOrder(world, label).orderId, ...(amount ? { amount: amount.minor } : operation === 'reverse.do' ? {} : { amount: 0 }) });
}


/** The labels of the orders registered in the scenario, in the order they were registered. */
export function knownOrderLabels(world: CardlabWorld): string[] {
  return [...world.notes.get(ORDERS).keys()];
}
