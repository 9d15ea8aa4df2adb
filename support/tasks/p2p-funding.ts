/**
 * Fundings (a card pays the merchant) and payouts (the merchant pays a card) on the P2P gateway,
 * linked or not, in two calls or one, and the ways a merchant gets them wrong.
 */
import type { Money } from '../money.js';
import type { CardlabWorld } from '../world.js';
import { accountOf } from './accounts.js';
import { type CardRef, instantPerform, type P2pKind, keepReference, lastP2pOrder, newLabel, perform, performDone, registerP2pOrder, tryRegisterP2pOrder } from './p2p.js';

export interface FundingWay {
  /** A refusal is recorded for a later step to check instead of failing. */
  readonly attempt?: boolean;
  readonly payoutFollows?: boolean;
  readonly oneCall?: boolean;
  /** A block the merchant leaves out. */
  readonly without?: 'billingPayerData' | 'billingRecipientData';
  /** A card the merchant (wrongly) names to credit. */
  readonly crediting?: CardRef;
  /** Where the money goes instead of the merchant (replacementData): a person's card or account. */
  readonly sendTo?: { readonly name: string; readonly what: 'card' | 'account' } | 'the transit account';
}

/** The merchant's transit account of the P2P gateway, where a funding's money waits for its payout (docs/emulator.md, P2P "Money"). */
const TRANSIT_ACCOUNT = 'P2P-TRANSIT-EUR';

/** The replacementData block that sends a funding's money to a person's card or account. */
async function routing(world: CardlabWorld, sendTo: FundingWay['sendTo']): Promise<Record<string, unknown>> {
  if (!sendTo) return {};
  if (sendTo === 'the transit account') return { toCard: { replacementData: { account: TRANSIT_ACCOUNT } } };
  const replacementData = sendTo.what === 'card' ? { card: world.actors.card(sendTo.name).number } : { account: await accountOf(world, sendTo.name) };
  return { toCard: { replacementData } };
}

/** Takes a funding, the way the scenario says. */
export async function fund(world: CardlabWorld, money: Money, from: CardRef, way: FundingWay = {}): Promise<void> {
  const label = newLabel(world, 'funding');
  const options = { kind: 'funding', payoutFollows: way.payoutFollows, params: way.without ? { [way.without]: undefined } : undefined } as const;
  if (way.oneCall) {
    const answer = world.succeeded(`funding ${label} in one call`, await instantPerform(world, label, money, { from }, options));
    keepReference(world, label, answer.debitTransactionReference);
    return;
  }
  await registerP2pOrder(world, label, money, options);
  const routed = await routing(world, way.sendTo);
  if (!way.attempt) {
    await performDone(world, label, { from }, routed);
    return;
  }
  world.attempted(`funding ${label}`, await perform(world, label, { from, to: way.crediting }, routed));
}

/** What a registration carries that its kind of order may not, as the scenarios say it (the registration's members). */
export const ORDER_EXTRAS = {
  // Four digits: a value of three could equal a CVC of the run, which the journal's secret check would flag.
  'a fee': { feeInput: '1000' },
  'a stored card to debit': { bindingId: 'stored-card-to-debit', clientId: 'customer-1' },
  'a stored card to credit': { creditBindingId: 'stored-card-to-credit', clientId: 'customer-1' },
  'a stored card but no customer': { bindingId: 'stored-card-to-debit' },
  'a funding to pay out': { debitMdOrder: 'some-funding' },
  'no transaction type': { transactionTypeIndicator: undefined },
  "a funding's transaction type": { transactionTypeIndicator: 'A' },
  "a payout's transaction type": { transactionTypeIndicator: 'G' },
  'the category code of a grocery': { mcc: 5411 },
  'a session end in the past': { sessionExpiredDate: '2020-01-01T00:00:00' },
  "another merchant's login": { merchantLogin: 'not-a-child-merchant' },
  "a funding's transaction reference": { debitTransactionReference: 'DTR000000000000' },
} as const satisfies Record<string, Record<string, unknown>>;
export type OrderExtra = keyof typeof ORDER_EXTRAS;

/** Registers an order of a kind carrying something it may not; the refusal is for a later step to check. */
export async function tryRegisterWith(world: CardlabWorld, kind: P2pKind, money: Money, extra: OrderExtra): Promise<void> {
  const label = newLabel(world, kind);
  world.attempted(`registering ${kind} ${label} with ${extra}`, await tryRegisterP2pOrder(world, label, money, { kind, params: ORDER_EXTRAS[extra] }));
}

export interface PayoutWay {
  /** A refused registration (a payout's link to its funding is checked there) or perform is recorded for a later step to check. */
  readonly attempt?: boolean;
  /** Pays out the last funding (debitMdOrder, with its reference). */
  readonly ofFunding?: boolean;
  readonly oneCall?: boolean;
  readonly withoutReference?: boolean;
  /** A transaction reference that is not the funding's. */
  readonly wrongReference?: boolean;
  readonly tii?: string;
}

/** Pays out to a card, the way the scenario says. */
export async function payOut(world: CardlabWorld, money: Money | undefined, to: CardRef, way: PayoutWay = {}): Promise<void> {
  const label = newLabel(world, 'payout');
  const funding = way.ofFunding ? lastP2pOrder(world, 'funding') : undefined;
  const amount = money ?? { minor: funding?.amount ?? 0, currency: 'EUR' };
  const reference = way.withoutReference ? { debitTransactionReference: undefined } : way.wrongReference ? { debitTransactionReference: 'DTR000000000000' } : undefined;
  const options = { kind: 'payout', fundingLabel: funding?.label, params: reference } as const;
  if (way.oneCall) {
    world.succeeded(`payout ${label} in one call`, await instantPerform(world, label, amount, { to }, options));
    return;
  }
  if (!way.attempt) {
    await registerP2pOrder(world, label, amount, options);
    await performDone(world, label, { to });
    return;
  }
  const registered = await tryRegisterP2pOrder(world, label, amount, options);
  if (!registered.ok) {
    world.attempted(`registering payout ${label}`, registered);
    return;
  }
  world.attempted(`payout ${label}`, await perform(world, label, { to }, way.tii ? { tii: way.tii } : {}));
}

/** Registers a transfer whose session ends at a set time from now (sessionExpiredDate, UTC, to the second). */
export async function registerEndingIn(world: CardlabWorld, label: string, money: Money, minutes: number): Promise<void> {
  const end = new Date(Date.now() + minutes * 60_000).toISOString().slice(0, 19);
  await registerP2pOrder(world, label, money, { params: { sessionExpiredDate: end } });
}

/** Registers a transfer carrying one merchant's parameter (params: name and value), shown back in its status. */
export async function registerWithParameter(world: CardlabWorld, label: string, money: Money, parameter: { readonly name: string; readonly value: string }): Promise<void> {
  await registerP2pOrder(world, label, money, { params: { params: [parameter] } });
}

/** Tries to register a payout of the last transfer's amount naming that transfer as its funding (debitMdOrder); the refusal is for a later step. */
export async function tryPayOutTransfer(world: CardlabWorld): Promise<void> {
  const transfer = lastP2pOrder(world, 'transfer');
  const amount = { minor: transfer.amount, currency: 'EUR' };
  world.attempted(`registering a payout of ${transfer.label}`, await tryRegisterP2pOrder(world, newLabel(world, 'payout'), amount, { kind: 'payout', params: { debitMdOrder: transfer.orderId } }));
}
