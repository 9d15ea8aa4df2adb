/**
 * How the gateway answers a payment refused over stored credentials or tii (the decisions are in
 * domain/gateway/credential-payments.ts): errorCode 2 when the credential is unknown or in the
 * wrong state, 4 for a missing member, 5 naming the field and the rule it breaks, and 1, 3 and 7
 * as for any order. A refusal changes nothing.
 */
import type { CredentialRefusal } from '../../domain/gateway/credential-payments.js';
import type { TiiRefusal } from '../../domain/gateway/tii.js';
import type { Answer } from '../answer.js';
import { gatewayError, type GatewayRequest } from '../gateway-common/answers.js';
import { GATEWAY_ERROR } from '../gateway-common/messages.js';
import type { GatewayContext } from './context.js';

/** errorCode 2: the credential is unknown to this merchant and client, or not in a state that allows it. */
export function bindingError(req: GatewayRequest, key: 'bindingNotFound' | 'bindingState' | 'noCredential'): Answer {
  return gatewayError(req.language, GATEWAY_ERROR.binding, key);
}

/** errorCode 5 naming one field, with the rule it breaks (errorMessage says both after its colon, from `details`). */
export function invalid(ctx: GatewayContext, req: GatewayRequest, field: string, rule: string, message: string): Answer {
  return ctx.error(req.language, GATEWAY_ERROR.invalid, 'invalidParameter', undefined, [{ field, rule, message }]);
}

const TII_REFUSALS = {
  operation: ['operation', 'is not taken by this operation'],
  'one-phase': ['one-phase', 'is merchant-initiated: one-phase orders only'],
  store: ['store', 'stores a credential: the order must be registered with clientId and FORCE_CREATE_BINDING'],
  terms: ['terms', 'contradicts jsonParams'],
} as const;

function tiiRefusal(ctx: GatewayContext, req: GatewayRequest, refusal: TiiRefusal): Answer {
  if (refusal.refusal === 'jsonParams') {
    const missing = refusal.problems.some((p) => p.rule === 'required');
    const details = refusal.problems.map((p) => ({ field: p.field, rule: p.rule, message: p.message }));
    return missing ? ctx.error(req.language, GATEWAY_ERROR.missing, 'missingParameter', undefined, details) : ctx.error(req.language, GATEWAY_ERROR.invalid, 'invalidParameter', undefined, details);
  }
  const [rule, why] = TII_REFUSALS[refusal.refusal];
  const about = refusal.refusal === 'terms' ? ` (they describe a ${refusal.declared.toLowerCase()} credential)` : '';
  return invalid(ctx, req, 'tii', rule, `${refusal.tii || '(none)'} ${why}${about}`);
}

export function refusalAnswer(ctx: GatewayContext, req: GatewayRequest, refusal: CredentialRefusal): Answer {
  switch (refusal.refusal) {
    case 'binding_unknown':
      return bindingError(req, 'bindingNotFound');
    case 'binding_inactive':
      return bindingError(req, 'bindingState');
    case 'no_credential':
      return bindingError(req, 'noCredential');
    case 'wrong_kind':
      return invalid(ctx, req, 'bindingId', 'kind', `is a ${refusal.kind.toLowerCase()} credential; this payment needs a ${refusal.needs.toLowerCase()} one`);
    case 'cvc_missing':
      return ctx.error(req.language, GATEWAY_ERROR.missing, 'missingParameter', undefined, [{ field: 'cvc', rule: 'required', message: `is required for a cardholder-initiated payment (tii ${refusal.tii})` }]);
    case 'not_payable':
      return ctx.error(req.language, GATEWAY_ERROR.notAllowed, 'notAllowed');
    case 'unknown_currency':
      return ctx.error(req.language, GATEWAY_ERROR.unknownCurrency, 'unknownCurrency', refusal.currency);
    case 'duplicate_order_number':
      return ctx.error(req.language, GATEWAY_ERROR.duplicateOrder, 'duplicateOrder', refusal.orderNumber);
    default:
      return tiiRefusal(ctx, req, refusal);
  }
}

/** Text values of jsonParams, as register.do keeps them. */
export function textParams(params: Readonly<Record<string, unknown>> | undefined): Record<string, string> {
  return Object.fromEntries(Object.entries(params ?? {}).map(([k, v]) => [k, typeof v === 'string' ? v : JSON.stringify(v)]));
}
