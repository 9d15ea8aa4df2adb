/** P2P orders as the gateway shows them (getP2PStatus.do), by version. */
import { expect } from 'chai';
import type { StatusResponse } from '../../src/contracts/p2p/status.js';
import { clientsOf } from '../clients.js';
import { nearest } from '../closest.js';
import { P2P_DECLINES } from '../reasons/p2p.js';
import { knownP2pOrder, lastP2pOrder } from '../tasks/p2p.js';
import type { CardlabWorld } from '../world.js';

export async function p2pStatus(world: CardlabWorld, label: string | undefined, version?: number): Promise<StatusResponse> {
  const order = label === undefined ? lastP2pOrder(world) : knownP2pOrder(world, label);
  const answer = await clientsOf(world).p2p.call('getP2PStatus.do', { orderId: order.orderId, ...(version === undefined ? {} : { version }) });
  return world.read(`reading the status of ${order.kind} ${order.label}`, answer);
}

/** The order statuses of the gateway (docs/design.md "Order statuses") a P2P order goes through. */
export const P2P_STATES = { 'registered and not performed': 0, approved: 2, declined: 6 } as const;

/** The stored card (binding) a transfer used or kept, read from a status of version 3 or later. */
export async function storedCardOfTransfer(world: CardlabWorld, label: string): Promise<string> {
  const binding = (await p2pStatus(world, label, 3)).binding;
  if (!binding) throw new Error(`transfer ${label} shows no stored card in its status (version 3)`);
  return binding;
}

/** The order (by label, or the last one) is in this state; approved means resultCode 0 too. */
export async function expectState(world: CardlabWorld, label: string | undefined, state: keyof typeof P2P_STATES): Promise<void> {
  const status = await p2pStatus(world, label);
  expect(status.orderStatus, `status of ${label ?? lastP2pOrder(world).label} (resultCode ${status.resultCode})`).to.equal(P2P_STATES[state]);
  if (state === 'approved') expect(status.resultCode, 'resultCode').to.equal(0);
}

/** The order was declined with the resultCode of this reason. */
export async function expectP2pDecline(world: CardlabWorld, label: string | undefined, reason: string): Promise<void> {
  const code = Object.hasOwn(P2P_DECLINES, reason) ? P2P_DECLINES[reason] : undefined;
  if (code === undefined) throw new Error(`unknown P2P decline reason "${reason}"; the nearest known: ${nearest(reason, Object.keys(P2P_DECLINES))}`);
  const status = await p2pStatus(world, label);
  expect([status.orderStatus, status.resultCode], 'status and resultCode of the declined order').to.deep.equal([P2P_STATES.declined, code]);
}

