/**
 * What the card system answers to every money request: one closed result, the same for every
 * interface. The list is ordered: when a request breaks several rules, the card system answers the
 * first of them, so a result earlier in the list is the more important refusal. Each interface
 * keeps a `Record<Refusal, Code>` from these results to its wire code, so a new result is a
 * compile error until every interface has a code for it.
 */
import { LIMIT_NAMES, type LimitName } from '../limits.js';

export const CARD_RESULTS = [
  'ok',
  // Who: the request names cards and accounts the card system has, and they are consistent.
  /** The card named is not the card system's (the gateways then ask their test cards and other issuers). */
  'unknown_card',
  /** An account number sent beside the card is not the card's account. */
  'account_mismatch',
  /** The card to credit is not the card system's. */
  'unknown_destination',
  /** An account number sent beside the card to credit is not that card's account. */
  'destination_account_mismatch',
  /** An account named without a card does not exist. */
  'unknown_account',
  'same_card',
  /** Both ends are one account: nothing would move. */
  'same_account',
  // The card paying (or, for credits, the card credited): what was sent about it, and its state.
  /** An expiry or CVC sent is not the card's. */
  'wrong_card_data',
  /** Past its expiry month, or in card status 22 EXPIRED CARD. */
  'card_expired',
  /** Any card status but 0 VALID CARD: blocked, lost, stolen, not activated… */
  'card_not_active',
  // The card credited by a transfer.
  'destination_wrong_card_data',
  'destination_card_expired',
  'destination_card_not_active',
  // The accounts' rules.
  /** The restriction status of the account paying (or credited) does not permit the use. */
  'account_restricted',
  /** The restriction status of the account a transfer credits does not permit receiving. */
  'destination_restricted',
  /** The paying account has allowed beneficiaries and the card or account credited is not one of them. */
  'beneficiary_not_allowed',
  /** The paying account has allowed merchant categories and the request's MCC is not one of them. */
  'mcc_not_allowed',
  // Money.
  /** Fee included, the account cannot pay (held money does not count). */
  'insufficient_funds',
  /** A limit of the card or of its account, of the kind the movement consumes. */
  'limit_exceeded',
] as const;

export type CardResult = (typeof CARD_RESULTS)[number];
export type Refusal = Exclude<CardResult, 'ok'>;

export interface Approved {
  readonly result: 'ok';
  /** Retrieval reference number, one sequence for the whole sandbox. */
  readonly rrn: string;
  /** Authorisation code: the rrn's last six digits, so the pair always matches. */
  readonly authCode: string;
  /** The history record the answer names (a transfer's 689); none for a reservation or a movement of no sandbox card. */
  readonly utrnno: number | undefined;
}

export interface Refused {
  readonly result: Refusal;
  /** The limit that refused, for `limit_exceeded`. */
  readonly limit: LimitName | undefined;
}

export type CardAnswer = Approved | Refused;

/** Refusals are made once: a refused request costs no object. */
const REFUSED = Object.fromEntries(CARD_RESULTS.filter((r) => r !== 'ok').map((r) => [r, Object.freeze({ result: r, limit: undefined })])) as unknown as Readonly<
  Record<Refusal, Refused>
>;
const LIMIT_REFUSED = Object.fromEntries(LIMIT_NAMES.map((name) => [name, Object.freeze({ result: 'limit_exceeded', limit: name })])) as unknown as Readonly<
  Record<LimitName, Refused>
>;

export function refused(result: Refusal): Refused {
  return REFUSED[result];
}

export function limitRefused(name: LimitName): Refused {
  return LIMIT_REFUSED[name];
}

/** `authCode` is passed in: the history record was given the same string. */
export function approved(rrn: string, authCode: string, utrnno: number | undefined): Approved {
  return { result: 'ok', rrn, authCode, utrnno };
}

/** Six digits, from the retrieval reference number. */
export function authCodeOf(rrn: string): string {
  // Stryker disable next-line UnaryOperator: slice(6) of a 12-digit number is its last six digits too (nextRrn pads to 12; features/v1/money-parties.feature pins both)
  return rrn.slice(-6);
}

/** The refusals of a card's checks, and what each is when the card is the one a transfer credits. */
export const AS_DESTINATION = {
  unknown_card: 'unknown_destination',
  account_mismatch: 'destination_account_mismatch',
  wrong_card_data: 'destination_wrong_card_data',
  card_expired: 'destination_card_expired',
  card_not_active: 'destination_card_not_active',
  account_restricted: 'destination_restricted',
} as const satisfies Partial<Record<Refusal, Refusal>>;

const DESTINATION_RESULTS: ReadonlySet<Refusal> = new Set(Object.values(AS_DESTINATION));

/** A refusal about the side of a transfer that receives (the gateways show it on the credit leg). */
export function isDestinationRefusal(result: Refusal): boolean {
  return DESTINATION_RESULTS.has(result);
}
