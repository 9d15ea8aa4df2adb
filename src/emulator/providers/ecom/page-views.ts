/**
 * What the gateway's browser pages show, free of HTML: the page flows (pages.ts, three-ds-pages.ts)
 * answer one of these views with an HTTP status, and emulator/http/pages renders it. Card numbers
 * appear masked only; a typed card number or security code is never sent back into a page.
 */
import { alphaCurrency } from '../../../common/currency.js';
import { ACTION_CODES } from '../../domain/gateway/action-codes.js';
import type { Order } from '../../domain/gateway/orders.js';
import { ORDER_STATUS } from '../../domain/gateway/order-store.js';
import type { FieldProblem, PageLanguage } from '../gateway-common/pages.js';

/** The payment page of one language: `formUrl` is this path with `?mdOrder=<orderId>`. */
export const paymentPagePath = (language: PageLanguage) => `/payment/merchants/sandbox/payment_${language}.html`;

export interface OrderSummary {
  readonly orderNumber: string;
  /** Minor units. */
  readonly amount: number;
  /** ISO 4217 alphabetic code. */
  readonly currency: string;
  readonly description?: string | undefined;
}

export type CardField = 'pan' | 'expiry' | 'cvc' | 'cardholder';

/** Why an order's page shows a message instead of the card form. */
export type SettledState = 'paid' | 'declined' | 'expired' | 'reversed' | 'refunded';

export type PageView =
  | { readonly kind: 'paymentForm'; readonly order: OrderSummary; readonly orderId: string; readonly problems: readonly FieldProblem<CardField>[]; readonly values: { readonly expiry?: string; readonly cardholder?: string } }
  | { readonly kind: 'orderSettled'; readonly order: OrderSummary; readonly state: SettledState }
  | { readonly kind: 'notFound'; readonly subject: 'order' | 'authentication' }
  | { readonly kind: 'badRequest'; readonly subject: 'order' | 'authentication' | 'methodData' }
  | { readonly kind: 'threeDsMethod'; readonly methodData: string; readonly continueFields: Readonly<Record<string, string>> }
  | { readonly kind: 'toAcs'; readonly acsUrl: string; readonly creq: string }
  | { readonly kind: 'acsChallenge'; readonly order?: OrderSummary | undefined; readonly maskedPan: string; readonly transId: string; readonly acsTransId: string; readonly codeMissing: boolean; readonly sandboxCode: string }
  | { readonly kind: 'acsDone'; readonly finishUrl: string; readonly cres: string; readonly authenticated: boolean }
  | { readonly kind: 'challengeOver' }
  | { readonly kind: 'result'; readonly approved: boolean; readonly shopUrl: string; readonly order: OrderSummary }
  | { readonly kind: 'methodReceived' };

export interface PageAnswer {
  readonly status: number;
  readonly language: PageLanguage;
  readonly view: PageView;
}

export function summaryOf(order: Order): OrderSummary {
  return { orderNumber: order.orderNumber, amount: order.amount, currency: alphaCurrency(order.currency) ?? order.currency, description: order.description };
}

/** The state a finished order's page names; undefined while it can still be paid. */
export function settledStateOf(order: Order): SettledState | undefined {
  switch (order.status) {
    case ORDER_STATUS.held:
    case ORDER_STATUS.deposited:
      return 'paid';
    case ORDER_STATUS.reversed:
      return 'reversed';
    case ORDER_STATUS.refunded:
      return 'refunded';
    case ORDER_STATUS.declined:
      return order.actionCode.code === ACTION_CODES.sessionExpired.code ? 'expired' : 'declined';
    default:
      return undefined;
  }
}
