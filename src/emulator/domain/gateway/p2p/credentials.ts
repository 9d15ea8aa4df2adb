/**
 * Stored credentials of P2P orders, in the gateway's credential store (bindings.ts), shared with
 * the e-commerce side of the same merchant: a card stored by an e-commerce payment can send money,
 * and one stored by a transfer shows in getBindings.do. The card to debit must be a common
 * credential of the order's own client; the card to credit (creditBindingId) may be any active
 * credential of the merchant, so one client can send money to another client's stored card:
 * crediting a card takes nothing from its holder.
 */
import type { Binding, Bindings } from '../bindings.js';
import type { Order, OrderCard } from '../orders.js';
import type { P2pOrder } from './orders.js';
import type { CardEntry } from './sides.js';

/** A credential named in a request, or why it cannot be used: unknown (to this merchant and client), or switched off. */
export type Credential<T> = T | 'unknown' | 'inactive';

/** The client's stored card to debit (a common credential); the CVC, when given, travels with it. */
export function debitCredential(bindings: Bindings, order: P2pOrder, bindingId: string, cvc: string | undefined): Credential<{ binding: Binding; entry: CardEntry }> {
  const binding = bindings.get(order.merchant, bindingId);
  if (!binding || binding.clientId !== order.clientId || binding.kind !== 'COMMON') return 'unknown';
  if (!binding.active) return 'inactive';
  return { binding, entry: bindings.entryOf(binding, cvc) };
}

/** The card to credit: any stored card of the merchant's clients. */
export function creditCredential(bindings: Bindings, order: P2pOrder, id: string): Credential<CardEntry> {
  const binding = bindings.get(order.merchant, id);
  if (!binding) return 'unknown';
  if (!binding.active) return 'inactive';
  return { pan: binding.card.pan, expiry: binding.expiry, cardholderName: binding.card.cardholderName };
}

/**
 * Stores the debited card as the client's common credential after an approved order, through the
 * gateway's credential store (so it is listed, notified and usable like any other). The store
 * takes an e-commerce order: it reads the members given here and sets `bindingId` on it.
 */
export function storeDebitCard(bindings: Bindings, order: P2pOrder, card: OrderCard, now: Date): string | undefined {
  if (!order.clientId) return undefined;
  const shadow = { id: order.id, merchant: order.merchant, orderNumber: order.orderNumber, amount: order.amount, clientId: order.clientId, card, bindingId: undefined as string | undefined };
  const asOrder = shadow as unknown as Order;
  bindings.intendToStore(asOrder, { kind: 'COMMON' });
  bindings.afterApproval(asOrder, now);
  return shadow.bindingId;
}
