/** Orders as the gateway's legacy status shows them (getOrderStatus.do, capitalised names). */
import { clientsOf } from '../clients.js';
import { knownOrder } from '../tasks/orders.js';
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
