/** Orders as the gateway's legacy status shows them (getOrderStatus.do, capitalised names). */
import { clientsOf } from '../clients.js';
import { knownOrder } from '../tasks/orders.js';
import { asStatus, orderStatus } from './orders.js';
import type { CardlabWorld } from '../world.js';

export interface LegacyStatus {
  readonly ErrorCode: string;
  readonly OrderStatus?: number | undefined;
  readonly Amount?: number | undefined;
  readonly Pan?: string | undefined;
  readonly actionCode?: number | undefined;
}

/** ErrorCode 2 is this operation's way to show a declined order, with its status: not a refusal. */
export async function legacyStatus(world: CardlabWorld, label: string): Promise<LegacyStatus> {
  const answer = await clientsOf(world).gateway.call('getOrderStatus.do', { orderId: knownOrder(world, label).orderId });
  if (!answer.ok && answer.errorCode === '2') return answer.reply.body as LegacyStatus;
  return world.read(`reading the legacy status of order ${label}`, answer);
}

/** An order's legacy status and its extended one, side by side in the extended one's names: what a client of either reads. */
export async function legacyBesideExtended(world: CardlabWorld, label: string): Promise<{ legacy: Record<string, unknown>; extended: Record<string, unknown> }> {
  const legacy = (await legacyStatus(world, label)) as unknown as Record<string, unknown>;
  const extended = asStatus(await orderStatus(world, label));
  const card = extended.cardAuthInfo;
  const binding = 'bindingInfo' in extended ? (extended.bindingInfo as { clientId?: string; bindingId?: string } | undefined) : undefined;
  const inExtendedNames = {
    orderNumber: legacy.OrderNumber,
    orderStatus: legacy.OrderStatus,
    amount: legacy.Amount,
    depositedAmount: legacy.depositAmount,
    currency: legacy.currency,
    date: legacy.date,
    orderDescription: legacy.OrderDescription,
    actionCode: legacy.actionCode,
    actionCodeDescription: legacy.actionCodeDescription,
    maskedPan: legacy.Pan,
    expiration: legacy.expiration,
    cardholderName: legacy.cardholderName,
    approvalCode: legacy.approvalCode,
    clientId: legacy.clientId,
    bindingId: legacy.bindingId,
  };
  const extendedOwn = {
    orderNumber: extended.orderNumber,
    orderStatus: extended.orderStatus,
    amount: extended.amount,
    depositedAmount: extended.paymentAmountInfo?.depositedAmount,
    currency: extended.currency,
    date: extended.date,
    orderDescription: 'orderDescription' in extended ? extended.orderDescription : undefined,
    actionCode: extended.actionCode,
    actionCodeDescription: extended.actionCodeDescription,
    maskedPan: card?.maskedPan,
    expiration: card?.expiration,
    cardholderName: card?.cardholderName,
    approvalCode: card?.approvalCode,
    clientId: binding?.clientId,
    bindingId: binding?.bindingId,
  };
  return { legacy: inExtendedNames, extended: extendedOwn };
}

/** The legacy status of an order, asked for in `language`: its ErrorCode and ErrorMessage. */
export async function legacyStatusIn(world: CardlabWorld, label: string, language: string): Promise<{ ErrorCode?: unknown; ErrorMessage?: unknown }> {
  const answer = await clientsOf(world).gateway.call('getOrderStatus.do', { orderId: knownOrder(world, label).orderId, language });
  return answer.reply.body ?? {};
}
