/**
 * The stored-credential and tii rules of a payment, as the gateway answers them. Two kinds of
 * failure: a refusal (an errorCode; the order and every credential stay as they were) when the
 * request itself is wrong, and a decline (errorCode 0, the order declined with an actionCode)
 * when the payment was possible to ask for but fails: no clientId on a stored-credential
 * payment, or the issuer refusing the credential (expired, recurrence over, plan paid in full).
 */
import { ACTION_CODES } from '../../domain/gateway/action-codes.js';
import { type Binding, decline } from '../../domain/gateway/bindings.js';
import type { PaymentOutcome } from '../../domain/gateway/checkout.js';
import { isPayable, type Order } from '../../domain/gateway/orders.js';
import { planCardPayment, type TiiOrNone, type TiiRefusal } from '../../domain/gateway/tii.js';
import type { Answer } from '../answer.js';
import { ERROR, type GatewayContext, type GatewayRequest } from './context.js';
import type { GatewayInput } from './handlers.js';

/** errorCode of the credential operations in this gateway family: the credential is unknown or in the wrong state. */
export const BINDING_ERROR = '2';

const TEXTS = {
  bindingNotFound: { en: 'Binding not found', ru: 'Связка не найдена' },
  bindingState: { en: 'Wrong binding state', ru: 'Неверное состояние связки' },
  noCredential: { en: 'No stored credential of this kind for the card', ru: 'Нет сохранённых реквизитов этого типа для карты' },
  paymentDeclined: { en: 'Payment declined', ru: 'Платёж отклонён' },
} as const;
export type CredentialMessage = keyof typeof TEXTS;

export function credentialMessage(key: CredentialMessage, language: string): string {
  return language === 'ru' ? TEXTS[key].ru : TEXTS[key].en;
}

/** errorCode 2: the credential is unknown to this merchant and client, or not in a state that allows it. */
export function bindingError(req: GatewayRequest, key: Exclude<CredentialMessage, 'paymentDeclined'>): Answer {
  return { status: 200, body: { errorCode: BINDING_ERROR, errorMessage: credentialMessage(key, req.language) } };
}

/** errorCode 5 naming one field, with the rule it breaks. */
export function invalid(ctx: GatewayContext, req: GatewayRequest, field: string, rule: string, message: string): Answer {
  return ctx.error(req.language, ERROR.invalid, 'invalidParameter', `${field} ${message}`, [{ field, rule, message }]);
}

const TII_REFUSALS = {
  operation: ['operation', 'is not taken by this operation'],
  'one-phase': ['one-phase', 'is merchant-initiated: one-phase orders only'],
  store: ['store', 'stores a credential: the order must be registered with clientId and FORCE_CREATE_BINDING'],
  terms: ['terms', 'contradicts jsonParams'],
} as const;

export function tiiRefusal(ctx: GatewayContext, req: GatewayRequest, refusal: TiiRefusal): Answer {
  if (refusal.refusal === 'jsonParams') {
    const missing = refusal.problems.some((p) => p.rule === 'required');
    const details = refusal.problems.map((p) => ({ field: p.field, rule: p.rule, message: p.message }));
    const text = details.map((d) => `${d.field} ${d.message}`).join('; ');
    return missing ? ctx.error(req.language, ERROR.missing, 'missingParameter', text, details) : ctx.error(req.language, ERROR.invalid, 'invalidParameter', text, details);
  }
  const [rule, why] = TII_REFUSALS[refusal.refusal];
  const about = refusal.refusal === 'terms' ? ` (they describe a ${refusal.declared.toLowerCase()} credential)` : '';
  return invalid(ctx, req, 'tii', rule, `${refusal.tii || '(none)'} ${why}${about}`);
}

/** Text values of jsonParams, as register.do keeps them. */
export function textParams(params: Readonly<Record<string, unknown>> | undefined): Record<string, string> {
  return Object.fromEntries(Object.entries(params ?? {}).map(([k, v]) => [k, typeof v === 'string' ? v : JSON.stringify(v)]));
}

/**
 * The tii rules of a payment with card data (paymentorder.do), on its first call. Undefined: go
 * on and authorise; an Answer: refused; a PaymentOutcome: the order was declined.
 * The order's registration jsonParams and the payment's are read together (the payment's win).
 */
export function cardPaymentRules(ctx: GatewayContext, req: GatewayRequest, order: Order, input: GatewayInput<'paymentorder.do'>): Answer | PaymentOutcome | undefined {
  if (input.threeDSServerTransId !== undefined || !isPayable(order, ctx.now())) return undefined;
  const tii: TiiOrNone = input.tii ?? '';
  const plan = planCardPayment(tii, order, { ...order.jsonParams, ...textParams(input.jsonParams) });
  if ('refusal' in plan) return tiiRefusal(ctx, req, plan);
  if (plan.action === 'none') return undefined;
  if (!order.clientId || plan.action === 'store') order.tii = tii || undefined;
  if (!order.clientId) return { kind: 'done', order: decline(order, ACTION_CODES.clientIdMissing) };
  if (plan.action === 'store') {
    ctx.gateway.bindings.intendToStore(order, plan.terms);
    return undefined;
  }
  const binding = ctx.gateway.bindings.forCard(req.merchant.login, order.clientId, input.$PAN, plan.kind);
  if (!binding) return bindingError(req, 'noCredential');
  if (!binding.active) return bindingError(req, 'bindingState');
  return ctx.gateway.bindings.use(order, binding, tii, ctx.now()) ? { kind: 'done', order } : undefined;
}

/**
 * Checks shared by every payment with a stored credential: the credential must be of the kind the
 * tii needs and active. Undefined when it may be used.
 */
export function credentialRefusal(ctx: GatewayContext, req: GatewayRequest, binding: Binding, kind: Binding['kind']): Answer | undefined {
  if (binding.kind !== kind) return invalid(ctx, req, 'bindingId', 'kind', `is a ${binding.kind.toLowerCase()} credential; this payment needs a ${kind.toLowerCase()} one`);
  if (!binding.active) return bindingError(req, 'bindingState');
  return undefined;
}
