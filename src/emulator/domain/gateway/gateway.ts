/**
 * The gateway of the sandbox: merchant API accounts, orders, 3-D Secure sessions, stored
 * credentials and callbacks, over the same card system and ledger as the card-management interfaces.
 */
import type { Sandbox } from '../sandbox.js';
import { Bindings } from './bindings.js';
import { CallbackOutbox, type CallbackOperation } from './callbacks.js';
import { Checkout } from './checkout.js';
import { type GatewayMerchant, GatewayMerchants } from './merchants.js';
import type { ActionCode } from './action-codes.js';
import { type Order, ORDER_STATUS, Orders } from './orders.js';
import { ThreeDsSessions } from './three-ds.js';

export class Gateway {
  readonly merchants = new GatewayMerchants();
  readonly orders: Orders;
  readonly threeDs: ThreeDsSessions;
  readonly callbacks = new CallbackOutbox();
  readonly checkout: Checkout;
  /** Stored credentials, created by approved initiating payments. */
  readonly bindings: Bindings;
  /** Hooks run after a payment is approved (stored credentials plug in here). */
  private readonly approvalHooks: ((order: Order, now: Date) => void)[] = [];
  /** Declined card-present payments so far: the sequence of their callbacks' orderNumber. */
  private cardPresentDeclines = 0;
  readonly #newId: () => string;

  /** No back-reference is enumerable, so a sandbox snapshot (JSON) is not circular. */
  constructor(sandbox: Sandbox, newId: () => string) {
    this.#newId = newId;
    this.orders = new Orders(newId, (at) => sandbox.retention?.tick(at));
    this.threeDs = new ThreeDsSessions(newId);
    this.checkout = new Checkout(sandbox, this);
    this.bindings = new Bindings(this, newId);
    this.onApproval((order, now) => this.bindings.afterApproval(order, now));
  }

  onApproval(hook: (order: Order, now: Date) => void): void {
    this.approvalHooks.push(hook);
  }

  afterApproval(order: Order, now: Date): void {
    for (const hook of this.approvalHooks) hook(order, now);
  }

  merchantOf(order: Order): GatewayMerchant | undefined {
    return this.merchants.get(order.merchant);
  }

  /** Queues the payment callback of an order: to its dynamic address, else the merchant's static one. */
  notify(order: Order, operation: CallbackOperation, success: boolean): void {
    const merchant = this.merchantOf(order);
    if (!merchant) return;
    const params = { mdOrder: order.id, orderNumber: order.orderNumber, operation, status: success ? '1' : '0' };
    this.callbacks.add(order.dynamicCallbackUrl ?? merchant.staticCallbackUrl, params, merchant.callbackKey);
  }

  /**
   * The payment is declined: the order ends declined with the action code, and the merchant is told
   * as the gateway tells it of a failed payment (its documentation, "Payment status notification"):
   * the payment's own operation, `approved` for a two-phase order or `deposited` for a one-phase
   * one, with status 0.
   */
  decline(order: Order, action: ActionCode): Order {
    order.status = ORDER_STATUS.declined;
    order.actionCode = action;
    this.notify(order, order.twoPhase ? 'approved' : 'deposited', false);
    return order;
  }

  /**
   * A card-present payment at a terminal the merchant acquires with was declined (card-present.ts):
   * `declinedCardpresent`, status 0, to the static address of the account's merchant.
   */
  cardPresentDeclined(terminalId: string): void {
    const merchant = this.merchants.main();
    if (!merchant?.staticCallbackUrl) return;
    const params = { mdOrder: this.#newId(), orderNumber: `${terminalId}-${++this.cardPresentDeclines}`, operation: 'declinedCardpresent', status: '0' };
    this.callbacks.add(merchant.staticCallbackUrl, params, merchant.callbackKey);
  }

  /** Forgets the orders past retention (retention.ts), with their 3-D Secure sessions and waiting card data. */
  forgetOlderThan(horizon: number, keepAtMost: number): number {
    return this.orders.forgetOlderThan(horizon, keepAtMost, (order) => {
      this.threeDs.forgetOrder(order.id);
      this.checkout.forget(order.id);
      this.bindings.forgetOrder(order.id);
    });
  }

  /** Time-outs: unpaid orders whose session ended are declined, and their merchants told. */
  sweep(now: Date): void {
    for (const order of this.orders.expire(now)) this.notify(order, 'declinedByTimeout', false);
  }
}
