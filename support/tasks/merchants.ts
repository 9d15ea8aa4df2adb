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
}

/** What the scenario noted about the sandbox merchant of Card Management v1. */
export interface MerchantNotes {
  /** Merchant and terminal numbers whose status the scenario changed, to put back afterwards. */
  readonly changed: Map<string, { merchant: boolean; terminalNumber?: string }>;
  /** Card payments made at the merchant, by payer. */
  readonly payments: Map<string, Payment[]>;
  /** The amount of today's payment order before the scenario's first payment. */
  orderAmountBefore?: number;
  /** Terminal keys generated, in order. */
  readonly keys: Array<{ keyValue?: string | undefined; checkValue?: string | undefined }>;
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

function paymentAt(world: CardlabWorld, name: string, money: Money, terminalNumber: string, merchantNumber = sandboxMerchant(world).merchantNumber) {
  return clientsOf(world).v1.call('debitCard', {
    cardIdentification: { cardNumber: world.actors.card(name).number },
    amount: money.minor,
    currency: cardSystemCurrency(money.currency),
    cardAcceptorParameters: { merchantIdentification: merchantNumber, terminalIdentification: terminalNumber, nameAndLocation: 'CARDLAB MARKET BERLIN DE' },
  });
}

/** A card payment at a terminal whose request names another merchant than the sandbox one; the outcome is left to a later step. */
export async function tryToPayAtNaming(world: CardlabWorld, name: string, money: Money, terminalNumber: string, merchantNumber: string): Promise<void> {
  world.attempted(`${name} paying ${money.minor} at the terminal ${terminalNumber} of merchant ${merchantNumber}`, await paymentAt(world, name, money, terminalNumber, merchantNumber));
}

/** A card payment at a terminal that may be declined: the outcome is left to a later step. */
export async function tryToPayAt(world: CardlabWorld, name: string, money: Money, terminalNumber: string): Promise<void> {
  world.attempted(`${name} paying ${money.minor} at the terminal ${terminalNumber}`, await paymentAt(world, name, money, terminalNumber));
}

/** A card payment (debitCard) at a terminal of the sandbox merchant. */
export async function payAt(world: CardlabWorld, name: string, money: Money, terminalNumber: string): Promise<void> {
  const answer = await paymentAt(world, name, money, terminalNumber);
  const paid = world.succeeded(`${name} paying ${money.minor} at the terminal ${terminalNumber}`, answer);
  const payments = merchantNotes(world).payments;
  payments.set(name, [...(payments.get(name) ?? []), { amount: money.minor, terminalNumber, utrnno: paid.utrnno }]);
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
