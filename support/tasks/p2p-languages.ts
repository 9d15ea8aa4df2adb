/**
 * P2P requests with one field broken (support/tasks/p2p-fields.ts), asking for answers in a
 * language: for the scenarios of what a refusal says in Russian.
 */
import { clientsOf } from '../clients.js';
import type { CardlabWorld } from '../world.js';
import { brokenRequest, type P2pFault } from './p2p-fields.js';
import type { Money } from '../money.js';
import { ORDER_EXTRAS, type OrderExtra } from './p2p-funding.js';
import { knownP2pOrder, newLabel, type P2pKind, tryRegisterP2pOrder } from './p2p.js';

/** A registration with one field broken, asking for answers in `language`; its refusal is for a later step to check. */
export async function tryRegisterWithBrokenFieldIn(world: CardlabWorld, field: string, fault: P2pFault, language: string): Promise<void> {
  const { body } = brokenRequest(world, field, fault);
  world.attempted(`registering a transfer whose ${field} is ${fault}, in "${language}"`, await clientsOf(world).p2p.call('registerP2P.do', { ...body, language }));
}

/** A perform call of transfer `label` with one field broken, asking for answers in `language`; its refusal is for a later step to check. */
export async function tryPerformWithBrokenFieldIn(world: CardlabWorld, label: string, field: string, fault: P2pFault, language: string): Promise<void> {
  const { body } = brokenRequest(world, field, fault);
  world.attempted(`performing ${label} with its ${field} ${fault}, in "${language}"`, await clientsOf(world).p2p.call('performP2P.do', { orderId: knownP2pOrder(world, label).orderId, ...body, language }));
}

/** As tryRegisterWith (p2p-funding.ts), an order of a kind carrying something it may not, asking for answers in `language`. */
export async function tryRegisterWithIn(world: CardlabWorld, kind: P2pKind, money: Money, extra: OrderExtra, language: string): Promise<void> {
  const label = newLabel(world, kind);
  world.attempted(`registering ${kind} ${label} with ${extra}, in "${language}"`, await tryRegisterP2pOrder(world, label, money, { kind, params: { ...ORDER_EXTRAS[extra], language } }));
}
