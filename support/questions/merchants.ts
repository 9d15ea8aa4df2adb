/** What the card system shows on the acquiring side: ATM states, merchant transactions, payment orders. */
import { expect } from 'chai';
import { clientsOf } from '../clients.js';
import { type Payment, sandboxMerchant } from '../tasks/merchants.js';
import type { CardlabWorld } from '../world.js';

export async function atmStatuses(world: CardlabWorld, filter: { terminalId?: string; pid?: number } = {}) {
  return world.read('reading the ATM status', await clientsOf(world).v1.call('getAtmStatusExt', filter)).atmStatusList.atmStatus;
}

export async function atmStatus(world: CardlabWorld, terminalId: string) {
  const list = await atmStatuses(world, { terminalId });
  expect(list.map((a) => a.terminalId), `the ATM status asked for ${terminalId}`).to.deep.equal([terminalId]);
  return list[0]!;
}

/** The sandbox merchant's card operations, at one terminal when given, in the period when given. */
export async function merchantTransactions(world: CardlabWorld, options: { terminalId?: string } = {}) {
  const body = {
    merchantId: sandboxMerchant(world).merchantNumber,
    institutionId: world.target.v1!.institutionId,
    period: {},
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
