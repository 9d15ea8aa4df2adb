/**
 * The merchant's order report (getLastOrdersForMerchants.do) over a period of the emulator's day,
 * by registration or by last change, a page at a time. The day is the one the emulator's clock
 * shows (control API), so only `@emulator-only` scenarios, which set the clock, use these.
 */
import { clientsOf } from '../clients.js';
import type { CardlabWorld } from '../world.js';
import { REPORT_STATES, type ReportState } from './order-reports.js';

/** The report's moment (YYYYMMDDHHmmss, UTC) of a time of the emulator's current day ("09:30:00"). */
async function momentToday(world: CardlabWorld, time: string): Promise<string> {
  const day = (await clientsOf(world).control.now()).toISOString().slice(0, 10).replaceAll('-', '');
  return `${day}${time.replaceAll(':', '')}`;
}

export interface ReportRequest {
  readonly states: readonly ReportState[];
  /** Times of the emulator's day, inclusive to the second; the whole day when left out. */
  readonly from?: string | undefined;
  readonly to?: string | undefined;
  /** true: the orders' registration is in the period; false: their last change; left out: the gateway's default. */
  readonly byRegistration?: boolean | undefined;
  /** Zero-based page of `size` orders. */
  readonly page?: number | undefined;
  readonly size?: number | undefined;
}

export async function listOrdersOfPeriod(world: CardlabWorld, request: ReportRequest): Promise<void> {
  const params = {
    from: await momentToday(world, request.from ?? '00:00:00'),
    to: await momentToday(world, request.to ?? '23:59:59'),
    transactionStates: request.states.map((s) => REPORT_STATES[s]).join(','),
    size: request.size ?? 200,
    ...(request.page === undefined ? {} : { page: request.page }),
    ...(request.byRegistration === undefined ? {} : { searchByCreatedDate: request.byRegistration }),
    merchants: '',
  };
  world.succeeded('listing the orders of a period', await clientsOf(world).gateway.call('getLastOrdersForMerchants.do', params));
}

/** Today's orders of the merchant's own account (its login named), in the states asked for. */
export async function listOwnOrders(world: CardlabWorld, states: readonly ReportState[]): Promise<void> {
  const login = world.target.gateway?.userName ?? '';
  const day = new Date().toISOString().slice(0, 10).replaceAll('-', '');
  const params = { from: `${day}000000`, to: `${day}235959`, size: 200, transactionStates: states.map((s) => REPORT_STATES[s]).join(','), merchants: login };
  world.succeeded("listing today's orders of the merchant's own account", await clientsOf(world).gateway.call('getLastOrdersForMerchants.do', params));
}
