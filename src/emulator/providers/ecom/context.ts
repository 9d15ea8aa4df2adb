/**
 * What every e-commerce handler needs beyond the gateway family's context: the merchant
 * authenticated by userName + password or token, and the merchant's own orders.
 */
import { InputKeys } from '../../domain/gateway/card-inputs/index.js';
import type { Order } from '../../domain/gateway/orders.js';
import type { Sandbox } from '../../domain/sandbox.js';
import type { Answer } from '../answer.js';
import type { GatewayRequest } from '../gateway-common/answers.js';
import { GatewayFamilyContext } from '../gateway-common/context.js';
import { GATEWAY_ERROR } from '../gateway-common/messages.js';

/** A parameter's text, when it is one (credentials are never numbers). */
const text = (value: unknown) => (typeof value === 'string' ? value : undefined);

export class GatewayContext extends GatewayFamilyContext {
  constructor(
    current: () => Sandbox,
    /** The account's keys of seToken (domain/gateway/card-inputs); a context of its own when none is given. */
    readonly inputKeys: InputKeys = new InputKeys(),
  ) {
    super(current);
  }

  /** Orders whose session ended are declined, and their merchants told, before every call. */
  // Stryker disable next-line BlockStatement: a scenario ends a session by moving the clock, and moving it sweeps by itself (tenant.ts setClock); this sweep decides only when a session runs out in real time, which no scenario waits for.
  expireSessions(): void {
    this.gateway.sweep(this.now());
  }

  /**
   * The request's merchant, language and origin, from every parameter it sent (form, query or
   * JSON); errorCode 5 when the parameters are not named ones or the credentials are wrong.
   */
  requestOf(params: Readonly<Record<string, unknown>> | undefined, origin: string): GatewayRequest | Answer {
    const language = typeof params?.language === 'string' ? params.language : 'en';
    if (!params) return this.error(language, GATEWAY_ERROR.invalid, 'invalidParameter', 'the request must carry named parameters');
    const merchant = this.gateway.merchants.authenticate({ userName: text(params.userName), password: text(params.password), token: text(params.token) });
    if (!merchant) return this.error(language, GATEWAY_ERROR.accessDenied, 'accessDenied');
    return { merchant, language, origin };
  }

  /**
   * The merchant's own order, by id: another merchant's order is as unknown as a missing one. By
   * number, among the orders of `forMerchant` (the account's own, or a child's it registered).
   */
  order(req: GatewayRequest, orderId: string | undefined, orderNumber?: string, forMerchant: string = req.merchant.login): Order | Answer {
    // Stryker disable next-line StringLiteral: the contracts ask for orderId or orderNumber, so one of them is there; `?? ''` tells the compiler so.
    const order = orderId !== undefined ? this.gateway.orders.get(orderId) : this.gateway.orders.byOrderNumber(forMerchant, orderNumber ?? '');
    if (!order || order.merchant !== req.merchant.login) return this.error(req.language, GATEWAY_ERROR.unknownOrder, 'unknownOrder');
    return order;
  }
}
