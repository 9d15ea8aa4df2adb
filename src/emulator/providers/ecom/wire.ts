/**
 * What every answer of the gateway's paths looks like on the wire, whatever produced it: the
 * operations with legacy member names answer their refusals in those names too, and a path under
 * `/payment/` that names no operation is refused in the gateway's convention (a non-zero errorCode
 * a client reads as a failure), never with a body that could pass for a success.
 *
 * LIMITATIONS: the language of a request to an unknown path is not read (English).
 */
import type { GatewayOperation } from '../../../contracts/gateway/index.js';
import type { Answer } from '../answer.js';
import { GATEWAY_ERROR } from '../gateway-common/messages.js';
import { inLegacyNames } from './queries.js';

/** Operations whose answers use the gateway's first, capitalised member names. */
const LEGACY: ReadonlySet<GatewayOperation> = new Set(['getOrderStatus.do']);

export function wireAnswer(operation: GatewayOperation, answer: Answer): Answer {
  return LEGACY.has(operation) ? inLegacyNames(answer) : answer;
}

/** Gateway paths: the e-commerce and P2P groups and the pages, not the card system's alias under /payment/apigate/. */
export function isGatewayPath(path: string): boolean {
  return path.startsWith('/payment/') && !path.startsWith('/payment/apigate/');
}

/** HTTP 404 with errorCode 5: no operation answers at this method and path. */
export function unknownOperation(method: string, path: string): Answer {
  const why = `${method} ${path} is not an operation of the gateway`;
  return { status: 404, body: { errorCode: GATEWAY_ERROR.invalid, errorMessage: `Unknown operation: ${why}`, details: [{ field: '(path)', rule: 'operation', message: why }] } };
}
