/**
 * What every gateway handler needs: the gateway and sandbox, the authenticated merchant, the
 * request's language and base URL, and the gateway's answer shapes (errorCode as a string, "0" on
 * success; errorMessage in the request's language).
 */
import type { FieldError } from '../../../contracts/issues.js';
import type { Gateway } from '../../domain/gateway/gateway.js';
import type { GatewayMerchant } from '../../domain/gateway/merchants.js';
import type { Order } from '../../domain/gateway/orders.js';
import type { Sandbox } from '../../domain/sandbox.js';
import type { Answer } from '../answer.js';
import { message, type MessageKey } from './messages.js';

/** errorCode values (DESIGN.md). */
export const ERROR = { none: '0', duplicateOrder: '1', unknownCurrency: '3', missing: '4', invalid: '5', accessDenied: '5', unknownOrder: '6', notAllowed: '7', system: '7', invalidFeatures: '14' } as const;

export interface GatewayRequest {
  readonly merchant: GatewayMerchant;
  readonly language: string;
  /** Scheme, host and port the client used: pages and redirects point back there. */
  readonly origin: string;
}

export class GatewayContext {
  constructor(private readonly current: () => Sandbox) {}

  get sandbox(): Sandbox {
    return this.current();
  }

  get gateway(): Gateway {
    return this.current().gateway;
  }

  now(): Date {
    return this.current().clock.now();
  }

  ok(req: GatewayRequest, fields: Record<string, unknown> = {}): Answer {
    return { status: 200, body: { errorCode: ERROR.none, errorMessage: message('success', req.language), ...fields } };
  }

  error(language: string | undefined, code: string, key: MessageKey, detail?: string, details?: FieldError[]): Answer {
    return { status: 200, body: { errorCode: code, errorMessage: message(key, language, detail), ...(details ? { details } : {}) } };
  }

  /** The merchant's own order, by id: another merchant's order is as unknown as a missing one. */
  order(req: GatewayRequest, orderId: string | undefined, orderNumber?: string): Order | Answer {
    const order = orderId !== undefined ? this.gateway.orders.get(orderId) : this.gateway.orders.byOrderNumber(req.merchant.login, orderNumber ?? '');
    if (!order || order.merchant !== req.merchant.login) return this.error(req.language, ERROR.unknownOrder, 'unknownOrder');
    return order;
  }
}

export function isAnswer(value: unknown): value is Answer {
  return typeof value === 'object' && value !== null && 'status' in value && 'body' in value;
}
