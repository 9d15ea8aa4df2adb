/** What the gateway queued about payments with a card at the merchant's shop counter (declinedCardpresent), read from the emulator's callback log. */
import { clientsOf } from '../clients.js';
import type { CardlabWorld } from '../world.js';

/** The order numbers of the card-present notices the gateway queued, in the order it queued them. */
export async function cardPresentNoticeNumbers(world: CardlabWorld): Promise<string[]> {
  const log = await clientsOf(world).control.callbackLog();
  return log.callbacks.filter((c) => c.params.operation === 'declinedCardpresent').map((c) => c.params.orderNumber ?? '');
}
