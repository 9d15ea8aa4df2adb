/**
 * What an order's features say about 3-D Secure on the card to debit: FORCE_SSL pays without it,
 * FORCE_TDS insists on it (a card that cannot be authenticated is declined), FORCE_FULL_TDS insists
 * on a full authentication (an attempt is not enough either).
 */
import type { ThreeDsFlow } from '../test-cards.js';

export type ThreeDsPolicy = 'ssl' | 'tds' | 'full-tds';

export function threeDsPolicyOf(features: ReadonlySet<string>): ThreeDsPolicy | undefined {
  if (features.has('FORCE_SSL')) return 'ssl';
  if (features.has('FORCE_FULL_TDS')) return 'full-tds';
  if (!features.has('FORCE_TDS')) return undefined;
  // Stryker disable next-line StringLiteral: flowUnder reads every policy but 'ssl' and 'full-tds' as FORCE_TDS's, so an emptied name insists the same way (features/p2p/three-ds-features.feature judges FORCE_TDS).
  return 'tds';
}

/**
 * The flow the card goes through under the policy, or 'declined' when the policy asks for an
 * authentication the card cannot give. `gatewayAuthenticates` is false when the merchant
 * authenticated the payer itself (threeDsAuthResult) or claims an exemption: nothing to force then.
 */
export function flowUnder(policy: ThreeDsPolicy | undefined, flow: ThreeDsFlow, gatewayAuthenticates: boolean): ThreeDsFlow | 'declined' {
  if (!gatewayAuthenticates || policy === undefined) return flow;
  if (policy === 'ssl') return 'none';
  if (flow === 'none' || (policy === 'full-tds' && flow === 'attempt')) return 'declined';
  return flow;
}
