/**
 * Deliberate faults, for the tests of `cardlab explore` only: an emulator built with
 * `buildEmulator({ sandbox: { faults: [...] } })` (the sandbox gives them to its card system) breaks these rules of the specifications, so that
 * a test can show the explorer finds each. No command-line flag, environment variable or control
 * call sets them; without the option every check below is a property lookup that finds nothing.
 */
export const FAULTS = {
  /** v2: a top-up (and a v1 credit) puts money on a blocked card. */
  'topup-credits-blocked-card': 'v2',
  /** v2: spending limits count from the card's issue for ever: the daily (and monthly) window never resets. */
  'daily-window-never-resets': 'v2',
  /** v1: a debit or transfer may spend money held on the account. */
  'hold-ignored': 'v1',
  /** v1: a withdrawal (debitCard) goes through whatever the account's restriction status. */
  'restriction-ignored-by-withdrawal': 'v1',
  /** e-commerce: a refund may exceed what is left of the deposited amount. */
  'refund-over-deposit': 'ecom',
  /** e-commerce: capturing part of a held order captures all of it. */
  'partial-capture-takes-all': 'ecom',
  /** e-commerce: a blocked card still pays with a stored credential. */
  'blocked-card-pays-by-binding': 'ecom',
  /** P2P: the payer is not charged the fee. */
  'p2p-fee-not-charged': 'p2p',
  /** P2P: a payout does not reduce what its funding has left to pay out. */
  'payout-leaves-funding-whole': 'p2p',
} as const;

export type Fault = keyof typeof FAULTS;

/** What holds a sandbox's faults: its card system, which every interface reaches, with the member only when built with some. */
export interface Faulty {
  readonly faults?: ReadonlySet<Fault> | undefined;
}

export function hasFault(where: Faulty, fault: Fault): boolean {
  return where.faults?.has(fault) === true;
}
