/**
 * What the gateway tells its merchants, queued in the callback outbox (callbacks.ts): a change of
 * an order (e-commerce or P2P) goes to the order's own address, else to its merchant's static one;
 * stored credentials and card-present payments go to the static address.
 */
import type { CallbackOperation, CallbackOutbox } from './callbacks.js';
import type { GatewayMerchants } from './merchants.js';

/** What a notice needs of an order of either store. */
export interface NotifiedOrder {
  readonly id: string;
  readonly merchant: string;
  readonly orderNumber: string;
  readonly dynamicCallbackUrl?: string | undefined;
}

export class Notices {
  // Wiring, not state: both are the gateway's members (a snapshot writes them there).
  readonly #merchants: GatewayMerchants;
  readonly #callbacks: CallbackOutbox;

  constructor(merchants: GatewayMerchants, callbacks: CallbackOutbox) {
    this.#merchants = merchants;
    this.#callbacks = callbacks;
  }

  /** The payment callback of an order: to its dynamic address, else the merchant's static one. */
  ofOrder(order: NotifiedOrder, operation: CallbackOperation, success: boolean): void {
    const merchant = this.#merchants.get(order.merchant);
    if (!merchant) return;
    const params = { mdOrder: order.id, orderNumber: order.orderNumber, operation, status: success ? '1' : '0' };
    this.#callbacks.add(order.dynamicCallbackUrl ?? merchant.staticCallbackUrl, params, merchant.callbackKey);
  }

  /** A notice to the static address of the merchant `login` (nothing when it has none). */
  toStatic(login: string, params: Record<string, string>): void {
    const merchant = this.#merchants.get(login);
    if (merchant) this.#callbacks.add(merchant.staticCallbackUrl, params, merchant.callbackKey);
  }
}
