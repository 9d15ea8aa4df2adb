/**
 * Business activities of a merchant's P2P service: register transfers, fundings (a card pays the
 * merchant) and payouts (the merchant pays a card), ask the fee, perform them with typed or stored
 * cards, in two calls or one. Orders are named in scenarios ("T-1"); the order number sent is made
 * unique, because remote targets are not reset between scenarios. A funding carries the payer's and
 * the recipient's details unless the scenario leaves them out.
 */
import type { P2pAnswer } from '../../src/clients/p2p.js';
import type { P2pOperation } from '../../src/contracts/p2p/index.js';
import { billingPayerData, billingRecipientData } from '../../generators/billing.js';
import { gatewayCurrency, type Money } from '../money.js';
import { subject } from '../notepad.js';
import { shopUrl } from '../stand-ins/merchant-site.js';
import type { CardlabWorld } from '../world.js';
import { type CardData, cardDataOf, newOrderNumber, type TestCardName, testCardData } from './orders.js';

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
  const registered = world.succeeded(`registering ${options.kind ?? 'transfer'} ${label}`, await world.p2p.call('registerP2P.do', params));
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
  return world.p2p.call(operation, { orderId: knownP2pOrder(world, label).orderId, ...cardBlocks(world, cards), ...extra });
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
  const answer = await world.p2p.call('instantPerformP2P.do', { ...params, ...cardBlocks(world, cards) });
  if (answer.ok && answer.value.orderId) remember(world, label, { orderId: answer.value.orderId }, params, options);
  return answer;
}

/** The fee inquiry, with the cards the order needs; `amount` is the payer's changed amount. */
export function askFee(world: CardlabWorld, label: string, cards: Cards, amount?: Money) {
  const blocks = cardBlocks(world, cards);
  return world.p2p.call('verifyP2P.do', { orderId: knownP2pOrder(world, label).orderId, ...blocks, ...(amount ? { amount: String(amount.minor) } : {}) });
}

