/** Transfers registered with a feature that forces the gateway's 3-D Secure on or off (docs/emulator.md, P2P "Features"). */
import { clientsOf } from '../clients.js';
import type { Money } from '../money.js';
import type { CardlabWorld } from '../world.js';
import { orderParams, registerP2pOrder } from './p2p.js';

export const THREE_DS_FEATURES = { 'insisting on 3-D Secure': 'FORCE_TDS', 'insisting on a full 3-D Secure authentication': 'FORCE_FULL_TDS', 'without 3-D Secure': 'FORCE_SSL' } as const;
export type ThreeDsFeature = keyof typeof THREE_DS_FEATURES;

export function registerTransferWith(world: CardlabWorld, label: string, money: Money, feature: ThreeDsFeature) {
  return registerP2pOrder(world, label, money, { params: { features: { feature: [THREE_DS_FEATURES[feature]] } } });
}

/** A registration with a feature the gateway may not know. */
export async function tryRegisterTransferWith(world: CardlabWorld, label: string, money: Money, feature: string) {
  return clientsOf(world).p2p.call('registerP2P.do', { ...orderParams(world, label, money), features: { feature: [feature] } });
}
