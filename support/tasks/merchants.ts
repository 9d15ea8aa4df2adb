/**
 * Business activities of the acquiring side (Card Management v1): status changes of the sandbox
 * merchant and its terminals, card payments at them, terminal keys. A scenario that changes a
 * status has it put back to ACTIVE afterwards (remote targets are not reset between scenarios).
 */
import type { V1Merchant } from '../../src/target/config.js';
import { clientsOf } from '../clients.js';
import { type Money, cardSystemCurrency } from '../money.js';
import { subject } from '../notepad.js';
import type { CardlabWorld } from '../world.js';

export type AcquiringStatus = 'ACTIVE' | 'SUSPENDED' | 'CLOSED';

/** The master key (hostId) keys are exported under: the first of the emulator's hosts (docs/emulator.md). */
export const HOST_ID = 1;

export function sandboxMerchant(world: CardlabWorld): V1Merchant {
  const merchant = world.target.v1?.merchant;
  if (!merchant) throw new Error('the target names no sandbox merchant: set the CARDLAB_V1_MERCHANT_* variables (docs/remote.md)');
  return merchant;
}

/** Which terminal of the sandbox merchant the scenario means. */
export function terminalOf(world: CardlabWorld, which: 'POS terminal' | 'ATM'): string {
  const merchant = sandboxMerchant(world);
  return which === 'ATM' ? merchant.atmTerminalId : merchant.terminalNumber;
}

export interface Payment {
  readonly amount: number;
  readonly terminalNumber: string;
  readonly utrnno?: number | undefined;
  /** The authorisation id the card system answered the operation with. */
  readonly authorizationCode?: string | undefined;
  /** A refund or a deposit at the terminal (creditCard), not a payment. */
  readonly credit?: boolean;
}

/** What the scenario noted about the sandbox merchant of Card Management v1. */
export interface MerchantNotes {
  /** Merchant and terminal numbers whose status the scenario changed, to put back afterwards. */
  readonly changed: Map<string, { merchant: boolean; terminalNumber?: string }>;
  /** Card payments made at the merchant, by payer. */
  readonly payments: Map<string, Payment[]>;
  /** The amount of today's payment order before the scenario's first payment. */
  orderAmountBefore?: number;
  /** Terminal keys generated, in order, with the master key they were exported under when known. */
  readonly keys: Array<{ keyValue?: string | undefined; checkValue?: string | undefined; lmkHsmKeyValue?: string | undefined; hostId?: number }>;
}

const MERCHANT = subject((): MerchantNotes => ({ changed: new Map(), payments: new Map(), keys: [] }));

export function merchantNotes(world: CardlabWorld): MerchantNotes {
  return world.notes.get(MERCHANT);
}

function identity(world: CardlabWorld, over: { merchantNumber?: string; contractNumber?: string } = {}) {
  const merchant = sandboxMerchant(world);
  const institutionId = world.target.v1!.institutionId;
  return {
    merchantNumber: over.merchantNumber ?? merchant.merchantNumber,
    institutionId,
    agentId: institutionId,
    customerNumber: merchant.customerNumber,
    contractNumber: over.contractNumber ?? merchant.contractNumber,
  };
}

export async function setMerchantStatus(world: CardlabWorld, status: string, options: { merchantNumber?: string; contractNumber?: string; attempt?: boolean } = {}): Promise<void> {
  const body = identity(world, options);
  merchantNotes(world).changed.set(body.merchantNumber, { merchant: true });
  const answer = await clientsOf(world).v1.call('changeMerchantStatus', { ...body, status });
  if (options.attempt) world.attempted(`setting the merchant ${body.merchantNumber} to ${status}`, answer);
  else world.succeeded(`setting the merchant ${body.merchantNumber} to ${status}`, answer);
}

export async function setTerminalStatus(world: CardlabWorld, terminalNumber: string, status: string, attempt = false): Promise<void> {
  const body = identity(world);
  merchantNotes(world).changed.set(`${body.merchantNumber}/${terminalNumber}`, { merchant: false, terminalNumber });
  const answer = await clientsOf(world).v1.call('changeTerminalStatus', { ...body, terminalNumber, status });
  if (attempt) world.attempted(`setting the terminal ${terminalNumber} to ${status}`, answer);
  else world.succeeded(`setting the terminal ${terminalNumber} to ${status}`, answer);
}

/** Puts every status the scenario changed back to ACTIVE; unknown merchants and terminals are left alone. */
export async function restoreStatuses(world: CardlabWorld): Promise<void> {
  const changed = merchantNotes(world).changed;
  if (!changed.size) return;
  const sandbox = sandboxMerchant(world).merchantNumber;
  for (const [key, what] of changed) {
    if (!key.startsWith(sandbox)) continue;
    const body = { ...identity(world), status: 'ACTIVE' };
    if (what.merchant) await clientsOf(world).v1.call('changeMerchantStatus', body);
    else await clientsOf(world).v1.call('changeTerminalStatus', { ...body, terminalNumber: what.terminalNumber });
  }
  changed.clear();
}

/** The sandbox merchant (or another named) and one of its terminals as a card operation names them (cardAcceptorParameters). */
function acceptorAt(world: CardlabWorld, at: TerminalOf): { merchantIdentification: string; terminalIdentification: string; nameAndLocation: string } {
  return { merchantIdentification: at.merchantNumber ?? sandboxMerchant(world).merchantNumber, terminalIdentification: at.terminalNumber, nameAndLocation: 'CARDLAB MARKET BERLIN DE' };
}

/** A terminal, of the sandbox merchant unless another merchant number is named. */
export interface TerminalOf {
  readonly terminalNumber: string;
  readonly merchantNumber?: string | undefined;
}

function paymentAt(world: CardlabWorld, name: string, money: Money, at: TerminalOf) {
  return clientsOf(world).v1.call('debitCard', {
    cardIdentification: { cardNumber: world.actors.card(name).number },
    amount: money.minor,
    currency: cardSystemCurrency(money.currency),
    cardAcceptorParameters: acceptorAt(world, at),
  });
}

/** A card payment at a terminal whose request names another merchant than the sandbox one; the outcome is left to a later step. */
export async function tryToPayAtNaming(world: CardlabWorld, name: string, money: Money, at: Required<TerminalOf>): Promise<void> {
  world.attempted(`${name} paying ${money.minor} at the terminal ${at.terminalNumber} of merchant ${at.merchantNumber}`, await paymentAt(world, name, money, at));
}

/** A card payment at a terminal that may be declined: the outcome is left to a later step. */
export async function tryToPayAt(world: CardlabWorld, name: string, money: Money, terminalNumber: string): Promise<void> {
  world.attempted(`${name} paying ${money.minor} at the terminal ${terminalNumber}`, await paymentAt(world, name, money, { terminalNumber }));
}

/** A card payment (debitCard) at a terminal of the sandbox merchant. */
export async function payAt(world: CardlabWorld, name: string, money: Money, terminalNumber: string): Promise<void> {
  const answer = await paymentAt(world, name, money, { terminalNumber });
  const paid = world.succeeded(`${name} paying ${money.minor} at the terminal ${terminalNumber}`, answer);
  const payments = merchantNotes(world).payments;
  payments.set(name, [...(payments.get(name) ?? []), { amount: money.minor, terminalNumber, utrnno: paid.utrnno, authorizationCode: paid.authorizationIdResponse }]);
}

export function paymentsOf(world: CardlabWorld, name: string): Payment[] {
  const payments = merchantNotes(world).payments.get(name);
  if (!payments?.length) throw new Error(`${name} has made no payment at the sandbox merchant in this scenario`);
  return payments;
}

export async function generateKey(world: CardlabWorld, keyLength: string, options: { hostId?: number; terminalNumber?: string; attempt?: boolean } = {}): Promise<void> {
  const answer = await clientsOf(world).v1.call('generateKey', {
    hostId: options.hostId ?? HOST_ID,
    keyType: 'TPK',
    keyLength,
    ...(options.terminalNumber ? { terminalNumber: options.terminalNumber } : {}),
  });
  if (options.attempt) world.attempted('generating a key', answer);
  else merchantNotes(world).keys.push(world.succeeded('generating a key', answer));
}

/** Asks for the transactions of any merchant number; a refusal is for a later step to check. */
export async function askTransactionsOf(world: CardlabWorld, merchantId: string): Promise<void> {
  const answer = await clientsOf(world).v1.call('getMerchantTransactions', { merchantId, institutionId: world.target.v1!.institutionId, period: {} });
  world.attempted(`reading the transactions of the merchant ${merchantId}`, answer);
}

/** Asks for the details of any payment order id; a refusal is for a later step to check. */
export async function askOrderDetails(world: CardlabWorld, orderId: number): Promise<void> {
  world.attempted(`reading the payment order ${orderId}`, await clientsOf(world).v1.call('getOrderDetails', { orderId }));
}

/** A status change of the sandbox merchant, or of one of its terminals, sent with parts of its identity replaced; the answer is for a later step. */
export async function tryStatusChange(
  world: CardlabWorld,
  status: string,
  change: { terminalNumber?: string; customerNumber?: string; contractNumber?: string; institutionId?: string; agentId?: string },
): Promise<void> {
  const { terminalNumber, ...replaced } = change;
  const body = { ...identity(world), ...replaced, status };
  const v1 = clientsOf(world).v1;
  if (terminalNumber === undefined) {
    merchantNotes(world).changed.set(body.merchantNumber, { merchant: true });
    world.attempted(`setting the merchant ${body.merchantNumber} to ${status}`, await v1.call('changeMerchantStatus', body));
  } else {
    merchantNotes(world).changed.set(`${body.merchantNumber}/${terminalNumber}`, { merchant: false, terminalNumber });
    world.attempted(`setting the terminal ${terminalNumber} to ${status}`, await v1.call('changeTerminalStatus', { ...body, terminalNumber }));
  }
}

/** Reads the sandbox merchant's transactions or payment orders for any institution id; a refusal is for a later step to check. */
export async function tryMerchantRead(world: CardlabWorld, what: 'transactions' | 'payment orders', institutionId: string): Promise<void> {
  const merchantNumber = sandboxMerchant(world).merchantNumber;
  const v1 = clientsOf(world).v1;
  const answer =
    what === 'transactions'
      ? await v1.call('getMerchantTransactions', { merchantId: merchantNumber, institutionId, period: {} })
      : await v1.call('getPaymentOrders', { merchantNumber, institutionId, period: {} });
  world.attempted(`reading the ${what} of the merchant ${merchantNumber}`, answer);
}

/** A refund at the POS terminal or a cash deposit at the ATM (creditCard naming the sandbox merchant and the terminal). */
export async function creditAt(world: CardlabWorld, name: string, money: Money, terminalNumber: string): Promise<void> {
  const answer = await clientsOf(world).v1.call('creditCard', {
    cardIdentification: { cardNumber: world.actors.card(name).number },
    amount: money.minor,
    currency: cardSystemCurrency(money.currency),
    cardAcceptorParameters: acceptorAt(world, { terminalNumber }),
  });
  const credited = world.succeeded(`crediting ${name}'s card ${money.minor} at the terminal ${terminalNumber}`, answer);
  const payments = merchantNotes(world).payments;
  const credit = { amount: money.minor, terminalNumber, utrnno: credited.utrnno, authorizationCode: credited.authorizationIdResponse, credit: true };
  payments.set(name, [...(payments.get(name) ?? []), credit]);
}

/** What a key request names besides its length: the master key, a terminal (by number or by id), a merchant. */
export interface KeyTarget {
  readonly hostId?: number;
  readonly terminalNumber?: string;
  readonly terminalId?: string;
  readonly merchantNumber?: string;
}

/** generateKey for any terminal and merchant; approved keys are noted, a refusal is for a later step to check. */
export async function generateKeyFor(world: CardlabWorld, keyLength: string, target: KeyTarget, attempt = false): Promise<void> {
  const answer = await clientsOf(world).v1.call('generateKey', { hostId: HOST_ID, keyType: 'TPK', keyLength, ...target });
  if (attempt) world.attempted('generating a key', answer);
  else merchantNotes(world).keys.push({ ...world.succeeded('generating a key', answer), hostId: target.hostId ?? HOST_ID });
}

/**
 * A card-to-card transfer (p2pTransfer) made at the sandbox merchant's POS terminal, to the other
 * person's card or to their account without naming a card. Noted for both ends, as operations at the merchant.
 */
export async function transferAt(world: CardlabWorld, from: string, to: { card: string } | { account: string }, money: Money): Promise<void> {
  const terminalNumber = sandboxMerchant(world).terminalNumber;
  const answer = await clientsOf(world).v1.call('p2pTransfer', {
    sourceCardIdentification: { cardNumber: world.actors.card(from).number, expDate: world.actors.card(from).expiryDate },
    ...('card' in to ? { destinationCardIdentification: { cardNumber: world.actors.card(to.card).number } } : { destinationAccountNumber: world.actors.accountNumber(to.account) }),
    amount: money.minor,
    currency: cardSystemCurrency(money.currency),
    cardAcceptorParameters: acceptorAt(world, { terminalNumber }),
  });
  const sent = world.succeeded(`${from} transferring ${money.minor} at the terminal ${terminalNumber}`, answer);
  const payments = merchantNotes(world).payments;
  for (const [name, credit] of [[from, false], ...('card' in to ? [[to.card, true] as const] : [])] as const) {
    payments.set(name, [...(payments.get(name) ?? []), { amount: money.minor, terminalNumber, authorizationCode: sent.authorizationIdResponse, credit }]);
  }
}

/** Reads the sandbox merchant's transactions at any terminal, or any merchant's payment orders; a refusal is for a later step to check. */
export async function tryMerchantReadOf(world: CardlabWorld, read: { terminalId: string } | { paymentOrdersOf: string }): Promise<void> {
  const institutionId = world.target.v1!.institutionId;
  const v1 = clientsOf(world).v1;
  if ('terminalId' in read) {
    const body = { merchantId: sandboxMerchant(world).merchantNumber, terminalId: read.terminalId, institutionId, period: {} };
    world.attempted(`reading the transactions at the terminal ${read.terminalId}`, await v1.call('getMerchantTransactions', body));
  } else {
    const body = { merchantNumber: read.paymentOrdersOf, institutionId, period: {} };
    world.attempted(`reading the payment orders of the merchant ${read.paymentOrdersOf}`, await v1.call('getPaymentOrders', body));
  }
}
