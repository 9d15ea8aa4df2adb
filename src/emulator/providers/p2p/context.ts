/**
 * What every P2P handler needs: the sandbox and its P2P gateway, the authenticated merchant, the
 * request's language and base URL, and the P2P answer shapes: errorCode a string [1..2] and
 * errorMessage [1..512] on every answer (spec 03 §7), in the request's language.
 */
import type { FieldError } from '../../../contracts/issues.js';
import type { GatewayMerchant } from '../../domain/gateway/merchants.js';
import { type P2pGateway, type P2pOrder, type P2pRefusal, p2pOf } from '../../domain/gateway/p2p/index.js';
import type { Sandbox } from '../../domain/sandbox.js';
import type { Answer } from '../answer.js';
import { p2pMessage, type P2pMessageKey } from './messages.js';

/** errorCode values: the gateway's (DESIGN.md), and 2 for a stored credential unknown or switched off. */
export const P2P_ERROR = { none: '0', duplicateOrder: '1', binding: '2', unknownCurrency: '3', missing: '4', invalid: '5', accessDenied: '5', unknownOrder: '6', notAllowed: '7', invalidFeatures: '14' } as const;

export interface P2pRequest {
  readonly merchant: GatewayMerchant;
  readonly language: string;
  /** Scheme, host and port the client used: pages and redirects point back there. */
  readonly origin: string;
}

export class P2pContext {
  constructor(private readonly current: () => Sandbox) {}

  get sandbox(): Sandbox {
    return this.current();
  }

  get p2p(): P2pGateway {
    return p2pOf(this.current());
  }

  now(): Date {
    return this.current().clock.now();
  }

  ok(req: P2pRequest, fields: Record<string, unknown> = {}): Answer {
    return { status: 200, body: { errorCode: P2P_ERROR.none, errorMessage: p2pMessage('success', req.language), ...fields } };
  }

  error(language: string | undefined, code: string, key: P2pMessageKey, detail?: string, details?: readonly FieldError[]): Answer {
    const text = p2pMessage(key, language, detail).slice(0, 512);
    return { status: 200, body: { errorCode: code, errorMessage: text, ...(details ? { details } : {}) } };
  }

  /** A refusal of the domain, with the member at fault named in `details`. */
  refusal(req: P2pRequest, refusal: P2pRefusal): Answer {
    const details = refusal.field ? [{ field: refusal.field, rule: refusal.rule ?? 'invalid', message: refusal.message }] : undefined;
    const detail = refusal.field ? `${refusal.field} ${refusal.message}` : refusal.message;
    switch (refusal.refusal) {
      case 'missing':
        return this.error(req.language, P2P_ERROR.missing, 'missingParameter', detail, details);
      case 'invalid':
        return this.error(req.language, P2P_ERROR.invalid, 'invalidParameter', detail, details);
      case 'binding_unknown':
        return this.error(req.language, P2P_ERROR.binding, 'bindingNotFound', detail, details);
      case 'binding_inactive':
        return this.error(req.language, P2P_ERROR.binding, 'bindingState', detail, details);
      case 'not_open':
        return this.error(req.language, P2P_ERROR.notAllowed, 'notAllowed');
    }
  }

  /** The merchant's own order, by id: another merchant's order is as unknown as a missing one. */
  order(req: P2pRequest, orderId: string): P2pOrder | Answer {
    return this.p2p.orders.get(req.merchant.login, orderId) ?? this.unknownOrder(req);
  }

  unknownOrder(req: P2pRequest): Answer {
    // The status object of an unknown order: no orderStatus, resultCode "no payment attempt" (spec 03 §2).
    const answer = this.error(req.language, P2P_ERROR.unknownOrder, 'unknownOrder');
    return { ...answer, body: { ...(answer.body as object), resultCode: -100 } };
  }
}

export function isAnswer(value: unknown): value is Answer {
  return typeof value === 'object' && value !== null && 'status' in value && 'body' in value;
}
