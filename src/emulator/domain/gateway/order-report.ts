/**
 * The merchant's order report (getLastOrdersForMerchants.do): orders of the named merchants whose
 * payment state is one asked for and whose date falls in the period, newest first, a page at a time.
 */
import type { Gateway } from './gateway.js';
import { type Order, type PaymentState, paymentState } from './orders.js';

export interface ReportQuery {
  /** The merchant API account asking: the report covers only the orders it registered. */
  readonly owner: string;
  /** Merchant logins (the owner's own, its children's); the report covers the orders registered for these. */
  readonly merchants: readonly string[];
  readonly states: readonly PaymentState[];
  /** Inclusive, to the second. */
  readonly from: Date;
  readonly to: Date;
  /** true: the orders' registration is in the period; false: their last change is. */
  readonly byCreation: boolean;
  /** Zero-based page of `size` orders. */
  readonly page: number;
  readonly size: number;
}

export interface Report {
  readonly orders: readonly Order[];
  /** How many orders match, on every page. */
  readonly total: number;
}

/**
 * When the order last changed: its last operation (approval, deposit, reversal, refund), else its
 * registration. An approval is always an operation (checkout.ts records it as it sets authAt), and
 * none comes before the registration.
 */
export function lastChangeOf(order: Order): Date {
  return order.operations.at(-1)?.at ?? order.createdAt;
}

export function orderReport(gateway: Gateway, query: ReportQuery): Report {
  const merchants = new Set(query.merchants);
  const states = new Set(query.states);
  const from = query.from.getTime();
  // The end is inclusive to its whole second.
  const to = query.to.getTime() + 999;
  const dateOf = (o: Order) => (query.byCreation ? o.createdAt : lastChangeOf(o)).getTime();
  const matching: Order[] = [];
  for (const order of gateway.orders.all()) {
    const at = dateOf(order);
    if (order.merchant === query.owner && merchants.has(order.merchantLogin ?? order.merchant) && states.has(paymentState(order)) && at >= from && at <= to) matching.push(order);
  }
  // Newest first; of two at the same instant, the one registered later.
  matching.reverse().sort((a, b) => dateOf(b) - dateOf(a));
  const start = query.page * query.size;
  return { orders: matching.slice(start, start + query.size), total: matching.length };
}
