/**
 * The P2P part of a sandbox's gateway (`gateway.p2p`): made with the gateway, so it lives as long
 * as it does (a reset makes a new sandbox, so a new gateway and new P2P orders).
 */
export { P2pGateway, type PerformOutcome } from './p2p.js';
export type { P2pOrder } from './orders.js';
export type { P2pRefusal } from './refusals.js';
export type { PerformRequest } from './plan.js';
