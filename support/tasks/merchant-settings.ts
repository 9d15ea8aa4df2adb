/** The merchant's settings, changed as its personal area would (the emulator's control API stands in for it). */
import { clientsOf } from '../clients.js';
import type { CardlabWorld } from '../world.js';

export async function allowStoredCardsWithoutCvc(world: CardlabWorld, allowed: boolean): Promise<void> {
  await clientsOf(world).control.changeMerchantSettings({ storedCredentialsWithoutCvc: allowed });
}

/** Whether a funding may name where its money goes instead of the merchant (replacementData). */
export async function allowFundingRouting(world: CardlabWorld, allowed: boolean): Promise<void> {
  await clientsOf(world).control.changeMerchantSettings({ replacementData: allowed });
}
