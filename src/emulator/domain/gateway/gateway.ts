/**
 * The gateway of the sandbox: merchant API accounts, e-commerce and P2P orders, 3-D Secure sessions,
 * stored credentials and callbacks, over the same card system and ledger as the card-management
 * interfaces. Made from what it needs (GatewayParts); its parts receive theirs by name.
 */
import { type CardAnswer, type CardSystem, debit, type DebitRequest } from '../card-system/index.js';
import type { Merchants } from '../merchants.js';
import { Bindings } from './bindings.js';
import { type CallbackOperation, CallbackOutbox } from './callbacks.js';
import { isCardPresentTerminal } from './card-present.js';
import { Checkout } from './checkout.js';
import { GatewayMerchants } from './merchants.js';
import { Notices } from './notices.js';
import { type Order, Orders } from './orders.js';
import { P2pGateway } from './p2p/p2p.js';
import { ThreeDsSessions } from './three-ds.js';

export interface GatewayParts {
  readonly cardSystem: CardSystem;
  /** The sandbox's seeded merchants: the gateway merchant acquires their POS terminals (card-present.ts). */
  readonly terminals: Merchants;
  readonly newId: () => string;
  /** Told of every order registered, e-commerce or P2P, with its instant (the sandbox's retention counts them). */
  readonly onOrder?: ((at: number) => void) | undefined;
}

export class Gateway {
  readonly merchants = new GatewayMerchants();
  readonly orders: Orders;
  readonly threeDs: ThreeDsSessions;
  readonly callbacks = new CallbackOutbox();
  readonly checkout: Checkout;
  /** Stored credentials, created by approved initiating payments (e-commerce or P2P). */
  readonly bindings: Bindings;
  /** The P2P gateway: its own orders, the same merchants, sessions, credentials and callbacks. */
  readonly p2p: P2pGateway;
  /** Declined card-present payments so far: the sequence of their callbacks' orderNumber. */
  private cardPresentDeclines = 0;
  // Wiring, not state (no back-reference is enumerable, so the sandbox's JSON is not circular).
  readonly #notices: Notices;
  readonly #parts: GatewayParts;

  constructor(parts: GatewayParts) {
    const { cardSystem, newId, onOrder } = parts;
    this.#parts = parts;
    this.orders = new Orders(newId, onOrder);
    this.threeDs = new ThreeDsSessions(newId);
    const notices = (this.#notices = new Notices(this.merchants, this.callbacks));
    this.bindings = new Bindings(notices, newId);
    this.checkout = new Checkout({ cardSystem, orders: this.orders, threeDs: this.threeDs, bindings: this.bindings, notices });
    this.p2p = new P2pGateway({ cardSystem, merchants: this.merchants, threeDs: this.threeDs, bindings: this.bindings, notices, newId, onOrder });
  }

  /** Queues the payment callback of an order: to its dynamic address, else the merchant's static one. */
  notify(order: Order, operation: CallbackOperation, success: boolean): void {
    this.#notices.ofOrder(order, operation, success);
  }

  /**
   * A v1 debit at a terminal, through the card system. When it is declined at a POS terminal the
   * gateway merchant acquires for (card-present.ts), the merchant is told: `declinedCardpresent`,
   * status 0, to the static address of the account's merchant.
   */
  payAtTerminal(req: DebitRequest, now: Date): CardAnswer {
    const answer = debit(this.#parts.cardSystem, req, now);
    const acceptor = req.acceptor;
    if (answer.result !== 'ok' && isCardPresentTerminal(this.#parts.terminals, acceptor?.merchantId, acceptor?.terminalId)) {
      // Stryker disable next-line OptionalChaining: a terminal payment isCardPresentTerminal took names its acceptor.
      this.cardPresentDeclined(String(acceptor?.terminalId));
    }
    return answer;
  }

  /**
   * Every decline counts, told or not: the order number is the n-th declined card-present payment
   * since the reset. The notice goes to the account merchant's static address (nothing when it has none).
   */
  private cardPresentDeclined(terminalId: string): void {
    const attempt = ++this.cardPresentDeclines;
    const main = this.merchants.main();
    // Stryker disable next-line ConditionalExpression: every sandbox account is made with its merchant; main() is undefined only for a Merchants nobody filled
    if (main) this.#notices.toStatic(main.login, { mdOrder: this.#parts.newId(), orderNumber: `${terminalId}-${attempt}`, operation: 'declinedCardpresent', status: '0' });
  }

  // Stryker disable all: retention only: the suite's emulator never forgets (no retention rule, so no scenario can reach it); src/emulator/domain/retention.test.ts judges it.
  /** Forgets the orders past retention (retention.ts), with their 3-D Secure sessions and waiting card data. */
  forgetOlderThan(horizon: number, keepAtMost: number): number {
    return this.orders.forgetOlderThan(horizon, keepAtMost, (order) => {
      this.threeDs.forgetOrder(order.id);
      this.checkout.forget(order.id);
      this.bindings.forgetOrder(order.id);
    });
  }
  // Stryker restore all

  /** Time-outs: unpaid orders whose session ended are declined, and their merchants told. */
  sweep(now: Date): void {
    for (const order of this.orders.expire(now)) this.#notices.ofOrder(order, 'declinedByTimeout', false);
  }
}
