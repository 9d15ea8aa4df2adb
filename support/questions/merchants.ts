/** What the card system shows on the acquiring side: ATM states, merchant transactions, payment orders. */
import { createCipheriv, createDecipheriv } from 'node:crypto';
import { expect } from 'chai';
import { clientsOf } from '../clients.js';
import { type Payment, sandboxMerchant } from '../tasks/merchants.js';
import type { CardlabWorld } from '../world.js';

export async function atmStatuses(world: CardlabWorld, filter: { terminalId?: string; pid?: number; institutionId?: string } = {}) {
  return world.read('reading the ATM status', await clientsOf(world).v1.call('getAtmStatusExt', filter)).atmStatusList.atmStatus;
}

export async function atmStatus(world: CardlabWorld, terminalId: string) {
  const list = await atmStatuses(world, { terminalId });
  expect(list.map((a) => a.terminalId), `the ATM status asked for ${terminalId}`).to.deep.equal([terminalId]);
  return list[0]!;
}

/** The sandbox merchant's card operations, at one terminal when given, in the period when given. */
export async function merchantTransactions(world: CardlabWorld, options: { terminalId?: string; period?: { start?: string; end?: string } } = {}) {
  const body = {
    merchantId: sandboxMerchant(world).merchantNumber,
    institutionId: world.target.v1!.institutionId,
    period: options.period ?? {},
    ...(options.terminalId ? { terminalId: options.terminalId } : {}),
  };
  return world.read('reading the transactions of the sandbox merchant', await clientsOf(world).v1.call('getMerchantTransactions', body)).transactions.transaction;
}

type MerchantTransaction = Awaited<ReturnType<typeof merchantTransactions>>[number];

/** The merchant transaction of a payment the scenario made: by its utrnno, or else by card number and amount. */
export function findPayment(world: CardlabWorld, name: string, payment: Payment, list: readonly MerchantTransaction[]): MerchantTransaction | undefined {
  const number = world.actors.card(name).number;
  return list.find((t) => (payment.utrnno !== undefined ? t.utrnno === payment.utrnno : t.cardNumber === number && t.transactionAmount === payment.amount));
}

export async function paymentOrders(world: CardlabWorld, period: { start?: string; end?: string } = {}) {
  const body = { merchantNumber: sandboxMerchant(world).merchantNumber, institutionId: world.target.v1!.institutionId, period };
  return world.read('reading the payment orders of the sandbox merchant', await clientsOf(world).v1.call('getPaymentOrders', body)).orderList;
}

export async function orderDetails(world: CardlabWorld, orderId: number) {
  return world.read(`reading the payment order ${orderId}`, await clientsOf(world).v1.call('getOrderDetails', { orderId })).transactionList;
}

/** The amount of the sandbox merchant's payment order of today (UTC), 0 when there is none yet. */
export async function todaysOrderAmount(world: CardlabWorld): Promise<number> {
  const today = new Date().toISOString().slice(0, 10);
  const orders = await paymentOrders(world, { start: today, end: today });
  return orders.reduce((sum, o) => sum + (o.amount ?? 0), 0);
}

/** The published test master keys of the sandbox's hosts (docs/emulator.md, generateKey): an integrator decrypts exported keys with them. */
const PUBLISHED_MASTER_KEYS: Readonly<Record<number, string>> = { 1: '0123456789ABCDEFFEDCBA9876543210', 2: '89ABCDEF0123456776543210FEDCBA98' };

/**
 * Triple-DES ECB under a single, double or triple-length key, checked independently of the
 * emulator: the key repeated and cut to 24 bytes is K|K|K, K1|K2|K1 or K1|K2|K3.
 */
function tripleDes(direction: 'encrypt' | 'decrypt', key: Buffer, data: Buffer): Buffer {
  const cipherKey = Buffer.concat([key, key, key]).subarray(0, 24);
  const cipher = (direction === 'encrypt' ? createCipheriv : createDecipheriv)('des-ede3-ecb', cipherKey, null).setAutoPadding(false);
  return Buffer.concat([cipher.update(data), cipher.final()]);
}

/** What an integrator checks of an exported key: the clear key under the published master key, and the check value of that clear key. Never printed. */
export function clearKeyOf(keyValue: string, hostId: number): { clear: Buffer; checkValue: string } {
  const master = PUBLISHED_MASTER_KEYS[hostId];
  if (!master) throw new Error(`the scenario names the master key ${hostId}, which docs/emulator.md does not publish`);
  const clear = tripleDes('decrypt', Buffer.from(master, 'hex'), Buffer.from(keyValue, 'hex'));
  return { clear, checkValue: tripleDes('encrypt', clear, Buffer.alloc(8)).toString('hex').slice(0, 6).toUpperCase() };
}

/** A DES key byte's parity: odd when its number of ones is odd. */
export const hasOddParity = (byte: number): boolean => byte.toString(2).split('').filter((bit) => bit === '1').length % 2 === 1;

/** The trace an approved v1 action answers with: its processing code, audit number and local time. */
export function traceOf(answer: { ok: boolean; value?: unknown }): { processingCode?: unknown; systemTraceAuditNumber?: unknown; localTransactionDate?: unknown } {
  return answer.ok ? (answer.value as Record<string, unknown>) : {};
}
