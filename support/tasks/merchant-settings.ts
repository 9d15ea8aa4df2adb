/** The merchant's settings, changed as its personal area would (the emulator's control API stands in for it). */
import type { CardlabWorld } from '../world.js';

export async function allowStoredCardsWithoutCvc(world: CardlabWorld, allowed: boolean): Promise<void> {
  await world.emulator().changeMerchantSettings({ storedCredentialsWithoutCvc: allowed });
}
