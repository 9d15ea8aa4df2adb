/**
 * The merchant's order report (getLastOrdersForMerchants.do) for today, in the states a scenario
 * names, and whether a card takes part in 3-D Secure (verifyEnrollment.do).
 */
import { clientsOf } from '../clients.js';
import type { CardlabWorld } from '../world.js';

/** How scenarios name the report's order states. */
export const REPORT_STATES = {
  paid: 'DEPOSITED',
  'waiting for payment': 'CREATED',
  declined: 'DECLINED',
  held: 'APPROVED',
  reversed: 'REVERSED',
  refunded: 'REFUNDED',
} as const;
export type ReportState = keyof typeof REPORT_STATES;

/** Today as the report's period, in UTC (the emulator's clock; a real gateway may use its own zone). */
function today(): { from: string; to: string } {
  const day = new Date().toISOString().slice(0, 10).replaceAll('-', '');
  return { from: `${day}000000`, to: `${day}235959` };
}

export function listTodaysOrders(world: CardlabWorld, states: readonly ReportState[], merchants = '') {
  return clientsOf(world).gateway.call('getLastOrdersForMerchants.do', { ...today(), size: 200, transactionStates: states.map((s) => REPORT_STATES[s]).join(','), merchants });
}

export function askEnrollment(world: CardlabWorld, pan: string) {
  return clientsOf(world).gateway.call('verifyEnrollment.do', { pan });
}
