/**
 * Business activities with stored cards ("credentials") on the e-commerce gateway: register an
 * order for a named customer (and ask to keep the card), pay it so the card is stored, then charge
 * the stored card, switch it off and on, give it a new expiry. A stored card is named in scenarios
 * by the order whose payment stored it ("the card stored with order S-1"); its id comes from that
 * order's status. Customers get a client id unique per run (support/tasks/client-ids.ts).
 */
import { randomUUID } from 'node:crypto';
import type { GatewayAnswer } from '../../src/clients/gateway.js';
import { clientsOf } from '../clients.js';
import { gatewayCurrency, type Money } from '../money.js';
import { subject } from '../notepad.js';
import type { CardlabWorld } from '../world.js';
import { clientIdOf } from './client-ids.js';
import { type CardData, cardDataOf, type KnownOrder, knownOrder, newOrderNumber, noteOrder, payment, registerOrder, TEST_CVC } from './orders.js';

export type CredentialKind = 'common' | 'recurrent' | 'installment';
/** Which stored cards a list shows: one kind, or the gateway's "common and recurrent" together. */
export type CredentialFilter = CredentialKind | 'common or recurrent';
export const BINDING_TYPE: Record<CredentialFilter, 'C' | 'R' | 'I' | 'CR'> = { common: 'C', recurrent: 'R', installment: 'I', 'common or recurrent': 'CR' };

/** The transaction initiator indicator (tii) in the scenarios' words; '' is none. */
export const INITIATORS = {
  'a payment without initiator': '',
  'an initial common payment': 'CI',
  'an unscheduled customer payment': 'F',
  'an unscheduled merchant payment': 'U',
  'an initial recurring payment': 'RI',
  'a recurring payment': 'R',
  'an initial installment payment': 'II',
  'an installment payment': 'I',
} as const;
export type Initiator = keyof typeof INITIATORS;
type Tii = (typeof INITIATORS)[Initiator];
const MERCHANT_INITIATED: readonly string[] = ['U', 'R', 'I'];

/** Payments by card details that may not fit the order or the card: their initiator, and the terms in their jsonParams. */
export const MISFITS: Readonly<Record<string, { readonly tii: string; readonly terms?: () => Record<string, string> }>> = {
  'an initial common payment': { tii: 'CI' },
  'an unscheduled customer payment': { tii: 'F' },
  'an initial common payment with recurring terms': { tii: 'CI', terms: () => recurringTerms(30) },
  'an initial recurring payment without an end date': { tii: 'RI', terms: () => ({ recurringFrequency: '30' }) },
  'an initial installment payment without the number of installments': { tii: 'II', terms: () => ({ ...recurringTerms(30), totalInstallmentAmount: '3000' }) },
  // One member of other terms is enough to say another kind of card.
  'an initial common payment with only the number of installments': { tii: 'CI', terms: () => ({ installments: '3' }) },
  "an initial common payment with only the installments' total": { tii: 'CI', terms: () => ({ totalInstallmentAmount: '3000' }) },
  'an initial common payment with only how often it recurs': { tii: 'CI', terms: () => ({ recurringFrequency: '30' }) },
  'an initial common payment with only the end of the recurrence': { tii: 'CI', terms: () => ({ recurringExpiry: aYearFromNow() }) },
  // Terms of the right kind, one member malformed (the orders these pay are of 10.00 EUR).
  'an initial installment payment of no whole number of installments': { tii: 'II', terms: () => ({ ...recurringTerms(30), installments: '2.5', totalInstallmentAmount: '3000' }) },
  'an initial installment payment of no installments': { tii: 'II', terms: () => installmentTerms(0, { minor: 3000, currency: 'EUR' }) },
  'an initial installment payment of 1000 installments': { tii: 'II', terms: () => installmentTerms(1000, { minor: 3000, currency: 'EUR' }) },
  'an initial installment payment totalling less than the order': { tii: 'II', terms: () => installmentTerms(3, { minor: 999, currency: 'EUR' }) },
  'an initial recurring payment every 0 days': { tii: 'RI', terms: () => recurringTerms(0) },
  'an initial recurring payment ending on a day that does not exist': { tii: 'RI', terms: () => recurringTerms(30, '2027-02-30') },
  'an initial recurring payment ending in a month that does not exist': { tii: 'RI', terms: () => recurringTerms(30, '2027-13-01') },
};

export interface StoredCard {
  readonly owner: string;
  readonly kind: CredentialKind;
  readonly cvc?: string | undefined;
}

/** Stored cards on the e-commerce gateway, as the scenario knows them. */
interface StoredCardNotes {
  /** The customer each order was registered for, by order label. */
  readonly customers: Map<string, string>;
  /** Stored cards by the label of the order that stored them; the CVC only the customer knows (never printed). */
  readonly stored: Map<string, StoredCard>;
}

const STORED_CARDS = subject((): StoredCardNotes => ({ customers: new Map(), stored: new Map() }));
const memory = (world: CardlabWorld) => world.notes.get(STORED_CARDS);

export interface Registration {
  readonly customer?: string | undefined;
  /** Ask the gateway to store the card the order is paid with. */
  readonly store?: boolean;
  readonly twoPhase?: boolean;
}

export function registerFor(world: CardlabWorld, label: string, money: Money, r: Registration): Promise<KnownOrder> {
  if (r.customer) memory(world).customers.set(label, r.customer);
  const params = { ...(r.customer ? { clientId: clientIdOf(world, r.customer) } : {}), ...(r.store ? { features: 'FORCE_CREATE_BINDING' } : {}) };
  return registerOrder(world, label, money, { twoPhase: r.twoPhase ?? false, params });
}

const yyyymmdd = (date: Date) => date.toISOString().slice(0, 10).replaceAll('-', '');
const aYearFromNow = () => yyyymmdd(new Date(Date.now() + 365 * 86_400_000));

/** jsonParams of a recurrent agreement: every N days until a day (YYYY-MM-DD), or for a year. */
export function recurringTerms(everyDays: number, until?: string): Record<string, string> {
  return { recurringFrequency: String(everyDays), recurringExpiry: until ? until.replaceAll('-', '') : aYearFromNow() };
}

/** jsonParams of an installment plan: monthly, for a year at most. */
export function installmentTerms(count: number, total: Money): Record<string, string> {
  return { ...recurringTerms(30), installments: String(count), totalInstallmentAmount: String(total.minor) };
}

/**
 * Pays an order with card data and, when the card asks for it, completes frictionless 3-D Secure
 * (the second call). Records which kind of card the payment stores, for later steps.
 */
export async function payAndStore(world: CardlabWorld, label: string, card: CardData, extra: Record<string, unknown>, kind?: CredentialKind): Promise<void> {
  const first = world.succeeded(`paying order ${label}`, await payment(world, label, card, extra));
  if (first.is3DSVer2) {
    const second = world.succeeded(`completing 3-D Secure of order ${label}`, await payment(world, label, card, { threeDSServerTransId: first.threeDSServerTransId }));
    if (second.acsUrl) throw new Error(`order ${label} asked for a 3-D Secure challenge: store a card with frictionless or no 3-D Secure`);
  }
  const owner = memory(world).customers.get(label);
  if (kind && owner) memory(world).stored.set(label, { owner, kind, cvc: card.cvc });
}

/** Stores a person's card with a new order paid by card data: the spec's flows 1, 3 and 5. */
export async function storeCard(world: CardlabWorld, name: string, label: string, money: Money, kind: CredentialKind, plan?: { count: number; total: Money }): Promise<void> {
  await registerFor(world, label, money, { customer: name, store: true });
  const terms = kind === 'recurrent' ? recurringTerms(30) : kind === 'installment' && plan ? installmentTerms(plan.count, plan.total) : {};
  await payAndStore(world, label, cardDataOf(world, name), Object.keys(terms).length ? { jsonParams: terms } : {}, kind);
}

/** The id of the credential an order stored or was paid with, from the order's status. */
export async function credentialOf(world: CardlabWorld, label: string): Promise<string | undefined> {
  const status = world.read(`reading order ${label}`, await clientsOf(world).gateway.call('getOrderStatusExtended.do', { orderId: knownOrder(world, label).orderId }));
  return 'bindingInfo' in status ? status.bindingInfo?.bindingId : undefined;
}

export async function storedCardId(world: CardlabWorld, storingOrder: string): Promise<string> {
  const id = await credentialOf(world, storingOrder);
  if (!id) throw new Error(`order ${storingOrder} stored no card`);
  return id;
}

/** The order that stored a person's card of a kind (the first, when several did). */
export function storingOrderOf(world: CardlabWorld, name: string, kind: CredentialKind): string {
  for (const [label, stored] of memory(world).stored) if (stored.owner === name && stored.kind === kind) return label;
  throw new Error(`no step of this scenario stored ${name}'s card as a ${kind} credential`);
}

/** Labels of every order that stored a card in this scenario. */
export function storingOrders(world: CardlabWorld): string[] {
  return [...memory(world).stored.keys()];
}

/** The person and kind a storing order was for, as the scenario said it. */
export function storedBy(world: CardlabWorld, storingOrder: string): StoredCard {
  const stored = memory(world).stored.get(storingOrder);
  if (!stored) throw new Error(`no step of this scenario stored a card with order "${storingOrder}"`);
  return stored;
}

/** paymentOrderBinding.do: a registered order paid with a stored card; the customer gives the CVC unless the merchant initiates. */
/** `cvc`: a security code the customer gives instead of the card's own. */
export async function payWithStoredCard(world: CardlabWorld, label: string, storingOrder: string, tii: Tii | undefined, options: { withoutCvc?: boolean; cvc?: string } = {}) {
  const bindingId = await storedCardId(world, storingOrder);
  const merchantInitiated = tii !== undefined && MERCHANT_INITIATED.includes(tii);
  const cvc = merchantInitiated || options.withoutCvc ? undefined : (options.cvc ?? storedBy(world, storingOrder).cvc);
  return clientsOf(world).gateway.call('paymentOrderBinding.do', { mdOrder: knownOrder(world, label).orderId, bindingId, ...(tii ? { tii } : {}), ...(cvc ? { cvc } : {}) });
}

export type OneCallCharge = 'recurrentPayment.do' | 'installmentPayment.do';

/** The parameters of a one-call charge of order `label` (its description names it). */
const chargeOf = (label: string, money: Money, orderNumber: string, bindingId: string) => ({ orderNumber, bindingId, amount: money.minor, currency: gatewayCurrency(money.currency), description: `charge ${label}` });

/** recurrentPayment.do / installmentPayment.do (JSON): registers order `label` and pays it with the stored card. */
export async function charge(world: CardlabWorld, operation: OneCallCharge, label: string, money: Money, storingOrder: string, tii?: Tii): Promise<GatewayAnswer<OneCallCharge>> {
  const orderNumber = newOrderNumber(world, label);
  const params = { ...chargeOf(label, money, orderNumber, await storedCardId(world, storingOrder)), ...(tii ? { tii } : {}) };
  const answer = await clientsOf(world).gateway.call(operation, params, { json: true });
  const value = answer.ok ? (answer.value as { orderId?: string; data?: { orderId: string } }) : undefined;
  const orderId = value?.data?.orderId ?? value?.orderId;
  if (orderId) noteOrder(world, label, { orderId, orderNumber, amount: money.minor, formUrl: '' });
  return answer;
}

/** A one-call charge whose refusal a later step checks: to a stored card that does not exist (no `storingOrder`), or with the number of an earlier order (`reusing`). */
export interface ChargeAttempt {
  readonly operation: OneCallCharge;
  readonly label: string;
  readonly money: Money;
  readonly storingOrder?: string;
  readonly reusing?: string;
}

export async function tryCharge(world: CardlabWorld, attempt: ChargeAttempt): Promise<GatewayAnswer<OneCallCharge>> {
  const { operation, label, money, storingOrder, reusing } = attempt;
  const orderNumber = reusing ? knownOrder(world, reusing).orderNumber : newOrderNumber(world, label);
  const bindingId = storingOrder ? await storedCardId(world, storingOrder) : randomUUID();
  return clientsOf(world).gateway.call(operation, chargeOf(label, money, orderNumber, bindingId), { json: true });
}

/** paymentOrderBinding.do by the merchant (U) with the id of a stored card that does not exist. */
export async function chargeToUnknownStoredCard(world: CardlabWorld, label: string) {
  return clientsOf(world).gateway.call('paymentOrderBinding.do', { mdOrder: knownOrder(world, label).orderId, bindingId: randomUUID(), tii: 'U' });
}

export async function switchStoredCard(world: CardlabWorld, storingOrder: string, on: boolean) {
  return clientsOf(world).gateway.call(on ? 'bindCard.do' : 'unBindCard.do', { bindingId: await storedCardId(world, storingOrder) });
}

export async function giveExpiry(world: CardlabWorld, storingOrder: string, yyyymm: string) {
  return clientsOf(world).gateway.call('extendBinding.do', { bindingId: await storedCardId(world, storingOrder), newExpiry: yyyymm });
}

/** "04/2027" as the gateway writes it (202704). */
export function expiryOf(month: string): string {
  const [mm = '', yyyy = ''] = month.split('/');
  return `${yyyy}${mm}`;
}

/** A test card as typed by the customer, with a chosen expiry (MM/YYYY). */
export function testCardExpiring(pan: string, month: string): CardData {
  return { pan, expiry: expiryOf(month), cvc: TEST_CVC, holder: 'TEST CARDHOLDER' };
}

/** A first payment of one of the MISFITS, whose refusal a later step checks. */
export async function tryFirstPaymentAs(world: CardlabWorld, label: string, card: CardData, misfit: string): Promise<void> {
  const { tii, terms } = MISFITS[misfit] ?? { tii: '' };
  world.attempted(`paying order ${label}`, await payment(world, label, card, { tii, ...(terms ? { jsonParams: terms() } : {}) }));
}

/** The second call of a payment with a stored card whose first call (the scenario's last) started 3-D Secure, completed without a challenge. */
export async function completeFrictionlessThreeDs(world: CardlabWorld, label: string, storingOrder: string): Promise<void> {
  const first = world.lastAttempt();
  const transId = first.ok ? (first.value as { threeDSServerTransId?: string }).threeDSServerTransId : undefined;
  if (!transId) throw new Error('the gateway started no 3-D Secure session');
  const params = { mdOrder: knownOrder(world, label).orderId, bindingId: await storedCardId(world, storingOrder), threeDSServerTransId: transId };
  world.succeeded(`completing 3-D Secure of order ${label}`, await clientsOf(world).gateway.call('paymentOrderBinding.do', params));
}

/** unBindCard.do or bindCard.do for a stored card the gateway never gave; the refusal is for a later step to check. */
export async function trySwitchUnknownStoredCard(world: CardlabWorld, on: boolean): Promise<void> {
  world.attempted(`switching ${on ? 'on' : 'off'} a stored card that does not exist`, await clientsOf(world).gateway.call(on ? 'bindCard.do' : 'unBindCard.do', { bindingId: randomUUID() }));
}
