/**
 * Payments with stored cards and the transaction initiator (support/tasks/bindings.ts) refused: asking
 * for answers in a language, for the scenarios of what such a refusal says in Russian, or for an
 * order the gateway never registered.
 */
import { clientsOf } from '../clients.js';
import { gatewayCurrency, type Money } from '../money.js';
import type { CardlabWorld } from '../world.js';
import { INITIATORS, type Initiator, MISFITS, storedBy, storedCardId } from './bindings.js';
import { type CardData, knownOrder, newOrderNumber, payment } from './orders.js';

/** paymentOrderBinding.do of order `label` with the card stored with `storingOrder`, as `initiator`, in `language` (the customer gives the security code unless the merchant initiates). */
export async function tryPayWithStoredCardIn(world: CardlabWorld, label: string, storingOrder: string, initiator: Initiator, language: string): Promise<void> {
  const tii = INITIATORS[initiator];
  const cvc = ['U', 'R', 'I'].includes(tii) ? undefined : storedBy(world, storingOrder).cvc;
  const params = { mdOrder: knownOrder(world, label).orderId, bindingId: await storedCardId(world, storingOrder), ...(tii ? { tii } : {}), ...(cvc ? { cvc } : {}), language };
  world.attempted(`paying order ${label} with the card stored with order ${storingOrder}, in "${language}"`, await clientsOf(world).gateway.call('paymentOrderBinding.do', params));
}

/** A first payment of order `label` by card data as one of the MISFITS, in `language`. */
export async function tryFirstPaymentAsIn(world: CardlabWorld, label: string, card: CardData, misfit: string, language: string): Promise<void> {
  const { tii, terms } = MISFITS[misfit] ?? { tii: '' };
  world.attempted(`paying order ${label} in "${language}"`, await payment(world, label, card, { tii, ...(terms ? { jsonParams: terms() } : {}), language }));
}

/** recurrentPayment.do with the card stored with `storingOrder`, in `language`. */
export async function tryRecurringChargeIn(world: CardlabWorld, label: string, money: Money, storingOrder: string, language: string): Promise<void> {
  const params = { orderNumber: newOrderNumber(world, label), bindingId: await storedCardId(world, storingOrder), amount: money.minor, currency: gatewayCurrency(money.currency), language };
  world.attempted(`taking recurring payment ${label} in "${language}"`, await clientsOf(world).gateway.call('recurrentPayment.do', params, { json: true }));
}

/** paymentOrderBinding.do by the merchant for an order the gateway never registered, with the card stored with `storingOrder`. */
export async function tryChargeUnknownOrder(world: CardlabWorld, storingOrder: string): Promise<void> {
  const params = { mdOrder: world.faker.string.uuid(), bindingId: await storedCardId(world, storingOrder), tii: 'U' };
  world.attempted('charging an order that was never registered to a stored card', await clientsOf(world).gateway.call('paymentOrderBinding.do', params));
}
