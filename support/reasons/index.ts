/**
 * Every reason a scenario may give after "because", one module per interface (its declines) and
 * one for refusals (support/reasons/refusals.ts, by interface inside): the phrases that take a
 * reason, and which reasons each accepts on each interface. The catalogue (docs/steps.md) lists them
 * per interface, and the dry run (`npm run test:steps`) rejects a reason that is not here. These are
 * tables only: nothing here calls a target or checks an answer (support/refusals.ts does), so the
 * World and the scripts can read them without loading the tasks.
 */
import type { Api } from '../interface.js';
import { P2P_DECLINES } from './p2p.js';
import { refusalReasons } from './refusals.js';
import { V1_DECLINES } from './v1.js';
import { V2_DECLINES } from './v2.js';

/** The phrases that take a reason; the step files define them with these. */
export const REFUSED_BECAUSE = /^the request is refused because (.+)$/;
export const DECLINED_BECAUSE = /^the (?:top-up|debit|payment|credit) is declined because (.+)$/;
export const TRANSFER_DECLINED_BECAUSE = /^the transfer is declined because (.+)$/;

/** The decline reasons of top-ups, debits, payments and credits: v1 answers with a responseCode, the others with a status message. */
export function declineReasons(api: Api): string[] {
  return Object.keys(api === 'v1' ? V1_DECLINES : V2_DECLINES);
}

/** The decline reasons of a transfer: a P2P transfer is an order whose status carries a resultCode. */
export function transferDeclineReasons(api: Api): string[] {
  return api === 'p2p' ? Object.keys(P2P_DECLINES) : declineReasons(api);
}

/** Each phrase that takes a reason, with the reasons it accepts per interface. */
export const REASON_PHRASES: ReadonlyArray<{ readonly phrase: RegExp; readonly kind: 'refusal' | 'decline'; readonly reasons: (api: Api) => string[] }> = [
  { phrase: REFUSED_BECAUSE, kind: 'refusal', reasons: refusalReasons },
  { phrase: DECLINED_BECAUSE, kind: 'decline', reasons: declineReasons },
  { phrase: TRANSFER_DECLINED_BECAUSE, kind: 'decline', reasons: transferDeclineReasons },
];
