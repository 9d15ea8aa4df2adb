/**
 * Business activities of a merchant's P2P service: register transfers, fundings (a card pays the
 * merchant) and payouts (the merchant pays a card), ask the fee, perform them with typed or stored
 * cards, in two calls or one. Orders are named in scenarios ("T-1"); the order number sent is made
 * unique, because remote targets are not reset between scenarios. A funding carries the payer's and
 * the recipient's details unless the scenario leaves them out.
 */
import { randomUUID } from 'node:crypto';
import type { P2pAnswer, SignatureFault } from '../../src/clients/p2p.js';
import type { P2pOperation } from '../../src/contracts/p2p/index.js';
import { billingPayerData, billingRecipientData } from '../../generators/billing.js';
import { clientsOf } from '../clients.js';
import { gatewayCurrency, type Money } from '../money.js';
import { subject } from '../notepad.js';
import { shopUrl } from '../stand-ins/merchant-site.js';
import type { CardlabWorld } from '../world.js';
import { type CardData, cardDataOf, newOrderNumber, TEST_CARDS, type TestCardName, testCardData } from './orders.js';

export type P2pKind = 'transfer' | 'funding' | 'payout';

export interface KnownP2pOrder {
  readonly label: string;
  readonly orderId: string;
  readonly orderNumber: string;
  readonly amount: number;
  readonly formUrl: string;
  readonly kind: P2pKind;
  readonly clientId?: string | undefined;
}

/** A card of a scenario: a person's sandbox card, a test card of another issuer, or a card of an issuer nobody knows. */
export type CardRef = { readonly actor: string } | { readonly test: TestCardName } | { readonly unknown: true };

/** Luhn-valid, of no test-card list and no sandbox BIN: its issuer is unknown and declines. */
export const UNKNOWN_ISSUER_PAN = '4242424242424242';

export interface RegisterOptions {
  readonly kind?: P2pKind | undefined;
  /** A funding whose money waits for a payout (OCT_EXPECTED). */
  readonly payoutFollows?: boolean | undefined;
  /** A payout of this funding (debitMdOrder, with the funding's reference when it has one). */
  readonly fundingLabel?: string | undefined;
  readonly clientId?: string | undefined;
  readonly params?: Record<string, unknown> | undefined;
}

/** Orders of the P2P gateway and what they need later. */
export interface P2pNotes {
  readonly orders: Map<string, KnownP2pOrder>;
  /** A funding's transaction reference, for its payout. */
  readonly references: Map<string, string>;
  /** The cards an order was performed with, to perform it again. */
  readonly cards: Map<string, Cards>;
  /** The order numbers of registrations that were tried, refused or not. */
  readonly numbers: Map<string, string>;
  /** The stored card (binding) of each person's card. */
  readonly stored: Map<string, string>;
  /** How many orders the scenario left unnamed ("the transfer"): their labels are made from it. */
  unnamed: number;
}

const P2P = subject((): P2pNotes => ({ orders: new Map(), references: new Map(), cards: new Map(), numbers: new Map(), stored: new Map(), unnamed: 0 }));

/** What the scenario noted of its P2P orders. */
export function p2pNotes(world: CardlabWorld): P2pNotes {
  return world.notes.get(P2P);
}

export function p2pOrders(world: CardlabWorld): Map<string, KnownP2pOrder> {
  return p2pNotes(world).orders;
}

export function knownP2pOrder(world: CardlabWorld, label: string): KnownP2pOrder {
  const order = p2pOrders(world).get(label);
  if (!order) throw new Error(`there is no transfer "${label}" in this scenario: register it first`);
  return order;
}

/** The last order the scenario registered (of a kind), for steps that speak of "the transfer", "the funding". */
export function lastP2pOrder(world: CardlabWorld, kind?: P2pKind): KnownP2pOrder {
  const last = [...p2pOrders(world).values()].filter((o) => kind === undefined || o.kind === kind).at(-1);
  if (!last) throw new Error(`no ${kind ?? 'transfer'} was registered in this scenario`);
  return last;
}

/** A label for an order the scenario does not name ("the transfer", "the payout"). */
export const newLabel = (world: CardlabWorld, kind: P2pKind) => `${kind}-${++p2pNotes(world).unnamed}`;

/** The stored card (binding) kept for a person's card in this scenario, to send from or to it. */
export function storedCardOfPerson(world: CardlabWorld, name: string): string {
  const binding = p2pNotes(world).stored.get(name);
  if (!binding) throw new Error(`${name}'s card was not kept in this scenario: add a step such as "${name} has sent … keeping her card for later"`);
  return binding;
}

export function noteStoredCardOfPerson(world: CardlabWorld, name: string, binding: string): void {
  p2pNotes(world).stored.set(name, binding);
}

export function cardDataOfRef(world: CardlabWorld, ref: CardRef): CardData {
  if ('actor' in ref) return cardDataOf(world, ref.actor);
  return 'test' in ref ? testCardData(ref.test) : { ...testCardData('that needs no 3-D Secure'), pan: UNKNOWN_ISSUER_PAN };
}

export function fromCardOf(card: CardData) {
  return { pan: card.pan, cvc: card.cvc, expirationYear: Number(card.expiry.slice(0, 4)), expirationMonth: Number(card.expiry.slice(4, 6)), cardholderName: card.holder };
}

export const toCardOf = (card: CardData) => ({ pan: card.pan, cardholderName: card.holder });

/** The registration parameters of an order of a kind, the payer's e-mail and details included. */
export function orderParams(world: CardlabWorld, label: string, money: Money, options: RegisterOptions = {}): Record<string, unknown> {
  const kind = options.kind ?? 'transfer';
  const funding = options.fundingLabel ? knownP2pOrder(world, options.fundingLabel) : undefined;
  const reference = options.fundingLabel ? p2pNotes(world).references.get(options.fundingLabel) : undefined;
  const features = kind === 'funding' ? ['WITHOUT_TO_CARD', ...(options.payoutFollows ? ['OCT_EXPECTED'] : [])] : kind === 'payout' ? ['WITHOUT_FROM_CARD'] : [];
  const orderNumber = newOrderNumber(world, label);
  p2pNotes(world).numbers.set(label, orderNumber);
  return {
    orderNumber,
    amount: money.minor,
    currency: gatewayCurrency(money.currency),
    returnUrl: shopUrl('return'),
    failUrl: shopUrl('fail'),
    email: `payer-${world.seed.toString(36)}@example.com`,
    ...(kind !== 'transfer' ? { transactionTypeIndicator: kind === 'funding' ? 'A' : 'G', features: { feature: features } } : {}),
    ...(kind === 'funding' ? { billingPayerData: billingPayerData(world.faker), billingRecipientData: billingRecipientData(world.faker) } : {}),
    ...(funding ? { debitMdOrder: funding.orderId } : {}),
    ...(reference ? { debitTransactionReference: reference } : {}),
    ...(options.clientId ? { clientId: options.clientId } : {}),
    ...options.params,
  };
}

export async function registerP2pOrder(world: CardlabWorld, label: string, money: Money, options: RegisterOptions = {}): Promise<KnownP2pOrder> {
  const params = orderParams(world, label, money, options);
  const registered = world.succeeded(`registering ${options.kind ?? 'transfer'} ${label}`, await clientsOf(world).p2p.call('registerP2P.do', params));
  return remember(world, label, { orderId: registered.orderId, formUrl: registered.formUrl }, params, options);
}

function remember(world: CardlabWorld, label: string, ids: { orderId: string; formUrl?: string | undefined }, params: Record<string, unknown>, options: RegisterOptions): KnownP2pOrder {
  const order = { label, orderId: ids.orderId, orderNumber: String(params.orderNumber), amount: Number(params.amount), formUrl: ids.formUrl ?? '', kind: options.kind ?? 'transfer', clientId: options.clientId };
  p2pOrders(world).set(label, order);
  return order;
}

export interface Cards {
  readonly from?: CardRef | undefined;
  readonly to?: CardRef | undefined;
}

/** The card blocks of a perform call (typed cards). */
export function cardBlocks(world: CardlabWorld, cards: Cards): Record<string, unknown> {
  return {
    ...(cards.from ? { fromCard: fromCardOf(cardDataOfRef(world, cards.from)) } : {}),
    ...(cards.to ? { toCard: toCardOf(cardDataOfRef(world, cards.to)) } : {}),
  };
}

export type PerformOperation = Extract<P2pOperation, 'performP2P.do' | 'performP2PByBinding.do'>;

/** A perform call (first call); the answer is left to the caller to judge. */
export function perform(world: CardlabWorld, label: string, cards: Cards, extra: Record<string, unknown> = {}, operation: PerformOperation = 'performP2P.do'): Promise<P2pAnswer<PerformOperation>> {
  p2pNotes(world).cards.set(label, cards);
  return clientsOf(world).p2p.call(operation, { orderId: knownP2pOrder(world, label).orderId, ...cardBlocks(world, cards), ...extra });
}

/** Performs an order that needs no 3-D Secure; keeps a funding's reference for its payout. */
export async function performDone(world: CardlabWorld, label: string, cards: Cards, extra: Record<string, unknown> = {}, operation: PerformOperation = 'performP2P.do') {
  const done = world.succeeded(`performing ${label}`, await perform(world, label, cards, extra, operation));
  if (done.is3DSVer2 || done.acsUrl) throw new Error(`${label} asked for 3-D Secure: use a step that goes through it`);
  keepReference(world, label, done.debitTransactionReference);
  return done;
}

export function keepReference(world: CardlabWorld, label: string, reference: string | undefined): void {
  if (reference) p2pNotes(world).references.set(label, reference);
}

/** Register and perform in one call (instantPerformP2P.do); the answer is left to the caller. */
export async function instantPerform(world: CardlabWorld, label: string, money: Money, cards: Cards, options: RegisterOptions = {}) {
  const params = orderParams(world, label, money, options);
  p2pNotes(world).cards.set(label, cards);
  const answer = await clientsOf(world).p2p.call('instantPerformP2P.do', { ...params, ...cardBlocks(world, cards) });
  if (answer.ok && answer.value.orderId) remember(world, label, { orderId: answer.value.orderId }, params, options);
  return answer;
}

/**
 * The fee inquiry of a registered transfer; `amount` is the payer's changed amount. The inquiry
 * must name the cards but its fee does not depend on them (the emulator's schedule), so it names two
 * of the gateway's test cards whatever the scenario's.
 */
export function askFee(world: CardlabWorld, label: string, amount?: Money) {
  const order = knownP2pOrder(world, label);
  // A payout debits no card and a funding credits none: the inquiry names only the card the order needs.
  const fromCard = order.kind === 'payout' ? {} : { fromCard: { pan: TEST_CARDS['that needs no 3-D Secure'], cardholderName: 'TEST CARDHOLDER' } };
  const toCard = order.kind === 'funding' ? {} : { toCard: { pan: TEST_CARDS['with a frictionless 3-D Secure approval'] } };
  return clientsOf(world).p2p.call('verifyP2P.do', { orderId: order.orderId, ...fromCard, ...toCard, ...(amount ? { amount: String(amount.minor) } : {}) });
}

/** The fee inquiry of a registered transfer from the person's stored card. */
export async function askFeeFromStoredCard(world: CardlabWorld, label: string, name: string): Promise<void> {
  const params = { orderId: knownP2pOrder(world, label).orderId, fromCard: { bindingId: storedCardOfPerson(world, name) }, toCard: { pan: TEST_CARDS['with a frictionless 3-D Secure approval'] } };
  world.succeeded(`asking the fee of ${label} from ${name}'s stored card`, await clientsOf(world).p2p.call('verifyP2PByBinding.do', params));
}

/** Registers and performs a transfer in two calls (no 3-D Secure); a decline is an answer, not a refusal. */
export async function sendMoney(world: CardlabWorld, money: Money, cards: Cards, options: { clientId?: string; extra?: Record<string, unknown> } = {}) {
  const label = newLabel(world, 'transfer');
  await registerP2pOrder(world, label, money, { clientId: options.clientId });
  return performDone(world, label, cards, options.extra);
}

/** A registration whose refusal a later step checks; an accepted one is known by its label, as registerP2pOrder's. */
export async function tryRegisterP2pOrder(world: CardlabWorld, label: string, money: Money, options: RegisterOptions = {}) {
  const params = orderParams(world, label, money, options);
  const answer = await clientsOf(world).p2p.call('registerP2P.do', params);
  if (answer.ok) remember(world, label, { orderId: answer.value.orderId, formUrl: answer.value.formUrl }, params, options);
  return answer;
}

/** A transfer registered with the order number of an earlier one; the refusal is for a later step to check. */
export async function tryRegisterWithNumberOf(world: CardlabWorld, label: string): Promise<void> {
  const params = { ...orderParams(world, `${label}-twin`, { minor: 100, currency: 'EUR' }), orderNumber: knownP2pOrder(world, label).orderNumber };
  world.attempted('registering a second transfer with the same number', await clientsOf(world).p2p.call('registerP2P.do', params));
}

/**
 * Registers a new transfer with the order number that the registration of `label` (or else the
 * scenario's last registration) was tried with: the gateway must accept it, as a refused
 * registration keeps no number.
 */
export async function registerAgainWithNumberOf(world: CardlabWorld, label?: string): Promise<void> {
  const tried = label ?? [...p2pNotes(world).numbers.keys()].at(-1) ?? '';
  const orderNumber = p2pNotes(world).numbers.get(tried);
  if (!orderNumber) throw new Error(`no registration of "${tried}" was tried in this scenario`);
  const params = { ...orderParams(world, `${tried}-again`, { minor: 100, currency: 'EUR' }), orderNumber };
  world.read(`registering the order number of ${tried} again`, await clientsOf(world).p2p.call('registerP2P.do', params));
}

/** A registration signed wrongly ("unsigned", "signed by another key"…); the refusal is for a later step to check. */
export async function tryRegisterSigned(world: CardlabWorld, label: string, money: Money, fault: SignatureFault): Promise<void> {
  world.attempted(`registering transfer ${label}`, await clientsOf(world).p2p.call('registerP2P.do', orderParams(world, label, money), { fault }));
}

/** A registration with a password that is not the merchant's, in `language` when given (the body's); the refusal is for a later step to check. */
export async function tryRegisterWithWrongPassword(world: CardlabWorld, label: string, money: Money, language?: string): Promise<void> {
  const params = { ...orderParams(world, label, money), ...(language ? { language } : {}) };
  // At most 30 characters, as the contract wants a password: a longer one is refused by the contract, not by the merchant's check.
  world.attempted(`registering transfer ${label}`, await clientsOf(world).p2p.call('registerP2P.do', params, { credentials: { password: `wrong-${randomUUID().slice(0, 8)}` } }));
}

/** Performs a transfer again with the cards it was performed with (or two test cards); the refusal is for a later step to check. */
export async function tryPerformAgain(world: CardlabWorld, label: string): Promise<void> {
  const cards = p2pNotes(world).cards.get(label) ?? { from: { test: 'that needs no 3-D Secure' }, to: { test: 'with a frictionless 3-D Secure approval' } };
  world.attempted(`performing ${label} again`, await perform(world, label, cards));
}

/** Asks the status of an order the gateway never registered; the refusal is for a later step to check. */
export async function tryReadStatusOfUnknownTransfer(world: CardlabWorld): Promise<void> {
  world.attempted('reading an unknown transfer', await clientsOf(world).p2p.call('getP2PStatus.do', { orderId: randomUUID() }));
}
