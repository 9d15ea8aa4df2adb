/**
 * Payment orders: how the acquirer settles with a merchant. Decided (the spec shows none): one
 * order per merchant per UTC calendar day with at least one card operation at the merchant; it
 * settles every purchase (debit) and refund (credit) of that day at any of the merchant's
 * terminals. The order is OPEN while its day runs and PROCESSED once the day is over (emulator clock).
 */
import { dayOf, type Merchant, type MerchantRecord, type Merchants } from './merchants.js';

export interface PaymentOrder {
  /** YYYYMMDD followed by the merchant's 4-digit seed position: stable and unique. */
  readonly id: number;
  readonly orderNumber: string;
  readonly merchant: Merchant;
  /** The settled day, YYYY-MM-DD. */
  readonly eventDate: string;
  readonly purpose: string;
  readonly currency: 978;
  /** Purchases minus refunds, minor units: what the acquirer owes the merchant (negative: the merchant owes). */
  readonly amount: number;
  readonly status: 'OPEN' | 'PROCESSED';
  readonly records: readonly MerchantRecord[];
}

export function orderId(merchant: Merchant, eventDate: string): number {
  return Number(eventDate.replaceAll('-', '')) * 10_000 + merchant.sequence;
}

function order(merchant: Merchant, eventDate: string, records: readonly MerchantRecord[], now: Date): PaymentOrder {
  const id = orderId(merchant, eventDate);
  const amount = records.reduce((sum, r) => sum + (r.direction === 'DEBIT' ? r.amount : -r.amount), 0);
  const plural = records.length === 1 ? 'operation' : 'operations';
  return {
    id,
    orderNumber: `PO-${id}`,
    merchant,
    eventDate,
    purpose: `Settlement of card operations of ${eventDate} at ${merchant.name} (${records.length} ${plural})`,
    currency: 978,
    amount,
    status: dayOf(now) > eventDate ? 'PROCESSED' : 'OPEN',
    records,
  };
}

/** The merchant's payment orders of the days within [from, to], oldest first. */
export function paymentOrders(merchants: Merchants, merchant: Merchant, now: Date, period: { from?: string | undefined; to?: string | undefined } = {}): PaymentOrder[] {
  const byDay = new Map<string, MerchantRecord[]>();
  for (const record of merchants.records(merchant.number, period)) {
    const d = dayOf(record.at);
    byDay.set(d, [...(byDay.get(d) ?? []), record]);
  }
  return [...byDay].map(([d, records]) => order(merchant, d, records, now));
}

/** The order with this id, if a merchant had card operations on its day. */
export function paymentOrder(merchants: Merchants, id: number, now: Date): PaymentOrder | undefined {
  // The contract lets only whole numbers from 0 through; a negative or too large one fails the 8 digits below.
  const sequence = id % 10_000;
  const digits = String(Math.floor(id / 10_000));
  if (!/^\d{8}$/.test(digits)) return undefined;
  const eventDate = `${digits.slice(0, 4)}-${digits.slice(4, 6)}-${digits.slice(6, 8)}`;
  const merchant = merchants.all().find((m) => m.sequence === sequence);
  if (!merchant) return undefined;
  return paymentOrders(merchants, merchant, now, { from: eventDate, to: eventDate })[0];
}

/** The order that settles a record made at the merchant. */
export function orderOf(merchant: Merchant, record: { readonly at: Date }): { id: number; orderNumber: string } {
  const id = orderId(merchant, dayOf(record.at));
  return { id, orderNumber: `PO-${id}` };
}
