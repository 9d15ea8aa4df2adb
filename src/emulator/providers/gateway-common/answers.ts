/**
 * Answers of this gateway family, e-commerce and P2P alike: HTTP 200 whatever happened, the
 * outcome in errorCode and errorMessage, and `details` naming each field at fault. Also the
 * request both gateways' handlers take, and where the customer goes once an order is finished.
 */
import type { FieldError } from '../../../contracts/issues.js';
import type { GatewayMerchant } from '../../domain/gateway/merchants.js';
import type { Answer } from '../answer.js';
import { detailIn, detailsText, GATEWAY_ERROR, gatewayMessage, localizedDetails, type MessageKey } from './messages.js';

export interface GatewayRequest {
  readonly merchant: GatewayMerchant;
  readonly language: string;
  /** Scheme, host and port the client used: pages and redirects point back there. */
  readonly origin: string;
}

export function gatewayOk(language: string, fields: Record<string, unknown> = {}): Answer {
  return { status: 200, body: { errorCode: GATEWAY_ERROR.none, errorMessage: gatewayMessage('success', language), ...fields } };
}

/**
 * A refusal, wholly in the request's language. With `details`, the text after the colon is built
 * from them (each field and its message, translated); else `detail` is translated (detailIn).
 * `maxLength` cuts the errorMessage where the interface limits it (P2P: 512).
 */
export function gatewayError(language: string | undefined, code: string, key: MessageKey, detail?: string, details?: readonly FieldError[], maxLength?: number): Answer {
  // `details`, when given, name at least one field (a contract's issues, a business refusal's field, a framework refusal's body or header).
  const shown = details && localizedDetails(details, language);
  const about = shown ? detailsText(shown, language) : detail === undefined ? undefined : detailIn(detail, language);
  const text = gatewayMessage(key, language, about);
  return { status: 200, body: { errorCode: code, errorMessage: maxLength === undefined ? text : text.slice(0, maxLength), ...(shown ? { details: shown } : {}) } };
}

/** A request the contract refused: errorCode 14 for features, 3 for the currency, 4 when a member is missing, else 5; `details` names each field. */
export function validationRefusal(language: string, details: readonly FieldError[], maxLength?: number): Answer {
  const about = (name: string) => details.some((d) => d.field === name || d.field.startsWith(`${name}.`));
  const [code, key] = about('features')
    ? ([GATEWAY_ERROR.invalidFeatures, 'invalidFeatures'] as const)
    : about('currency')
      ? ([GATEWAY_ERROR.unknownCurrency, 'unknownCurrency'] as const)
      : details.some((d) => d.rule === 'required')
        ? ([GATEWAY_ERROR.missing, 'missingParameter'] as const)
        : ([GATEWAY_ERROR.invalid, 'invalidParameter'] as const);
  return gatewayError(language, code, key, undefined, details, maxLength);
}

/** An error answer of the framework (unreadable body, wrong content type) in the gateways' convention: errorCode 5. */
export function inGatewayConvention(answer: Answer): Answer {
  const { error } = answer.body as { error: { message: string; details?: FieldError[] } };
  return gatewayError('en', GATEWAY_ERROR.invalid, 'invalidParameter', error.message, error.details);
}

/** Paths of the gateway family: the e-commerce and P2P groups and the pages, not the card system's alias under /payment/apigate/. */
export function isGatewayPath(path: string): boolean {
  return path.startsWith('/payment/') && !path.startsWith('/payment/apigate/');
}

/**
 * No operation at this method and path of the gateway family: HTTP 404 with errorCode 5, so a client
 * that reads only errorCode sees a failure, never a body that could pass for a success.
 */
export function unknownOperation(method: string, path: string): Answer {
  const why = `${method} ${path} is not an operation of the gateway`;
  const { body } = gatewayError('en', GATEWAY_ERROR.invalid, 'unknownOperation', undefined, [{ field: '(path)', rule: 'operation', message: why }]);
  return { status: 404, body };
}

/** Where the customer goes once an order is finished: returnUrl when approved, failUrl (or else returnUrl) when declined, with orderId. */
export function shopRedirect(order: { readonly id: string; readonly returnUrl: string; readonly failUrl?: string | undefined }, approved: boolean): string {
  const base = approved ? order.returnUrl : (order.failUrl ?? order.returnUrl);
  return `${base}${base.includes('?') ? '&' : '?'}orderId=${encodeURIComponent(order.id)}`;
}

/** The `info` of a finished payment's answer, in the request's language. */
export { finishedInfo } from './messages.js';
