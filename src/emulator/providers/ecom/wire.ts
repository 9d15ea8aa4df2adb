/**
 * What every answer of an e-commerce operation looks like on the wire, whatever produced it: the
 * operations with legacy member names answer their refusals in those names too. (A path that
 * names no operation: gateway-common/answers.ts, unknownOperation.)
 *
 * LIMITATIONS: one legacy operation (getOrderStatus.do).
 */
import type { GatewayOperation } from '../../../contracts/gateway/index.js';
import type { Answer } from '../answer.js';
import { inLegacyNames } from './queries.js';

/** Operations whose answers use the gateway's first, capitalised member names. */
const LEGACY: ReadonlySet<GatewayOperation> = new Set(['getOrderStatus.do']);

export function wireAnswer(operation: GatewayOperation, answer: Answer): Answer {
  return LEGACY.has(operation) ? inLegacyNames(answer) : answer;
}
