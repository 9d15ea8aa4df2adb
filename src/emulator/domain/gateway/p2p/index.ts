/**
 * The P2P part of a sandbox's gateway. It is made on first use and lives as long as its gateway
 * (a reset makes a new sandbox, so a new gateway and new P2P orders).
 */
import type { Sandbox } from '../../sandbox.js';
import { P2pGateway } from './p2p.js';

const attached = new WeakMap<Sandbox, P2pGateway>();

export function p2pOf(sb: Sandbox): P2pGateway {
  let p2p = attached.get(sb);
  if (!p2p) {
    p2p = new P2pGateway(sb, sb.gateway, sb.newId);
    attached.set(sb, p2p);
  }
  return p2p;
}

/** The P2P gateway of a sandbox if it was ever used; looking does not make one. */
export function p2pIfUsed(sb: Sandbox): P2pGateway | undefined {
  return attached.get(sb);
}

export { P2pGateway, type PerformOutcome, type Fee, type ThreeDsInput } from './p2p.js';
export type { P2pOrder, P2pKind, P2pLeg } from './orders.js';
export type { P2pRefusal } from './refusals.js';
export type { PerformRequest } from './plan.js';
export type { RegisterRequest } from './register.js';
