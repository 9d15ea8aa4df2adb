/**
 * Registering a P2P order: what kind it is (features and transactionTypeIndicator), its session,
 * and the links a payout makes to its funding. Checks that need other orders or the clock are here;
 * lengths and formats were checked by the contract.
 */
import { invalid, missing, type P2pRefusal } from './refusals.js';
import type { P2pKind, P2pOrder, P2pOrderInput, PayerData } from './orders.js';
import { sessionEnd } from './orders.js';
import { ORDER_CURRENCY } from '../orders.js';
import { ORDER_STATUS } from '../order-store.js';
import { type ThreeDsPolicy, threeDsPolicyOf } from './three-ds-policy.js';

/** Merchant category codes of money transfers the sandbox merchant may use (the spec: "needs permission and an allowed value"). */
export const P2P_MCCS: readonly number[] = [4829, 6012, 6051, 6536, 6537, 6538, 6540];

export interface RegisterRequest {
  readonly orderNumber: string;
  readonly amount: number;
  readonly returnUrl: string;
  readonly failUrl?: string | undefined;
  readonly orderDescription?: string | undefined;
  /** The order's language: the request's own, else the call's (the providers default it). */
  readonly language: string;
  readonly clientId?: string | undefined;
  readonly email?: string | undefined;
  readonly merchantLogin?: string | undefined;
  readonly dynamicCallbackUrl?: string | undefined;
  readonly sessionTimeoutSecs?: number | undefined;
  readonly sessionExpiredDate?: string | undefined;
  readonly mcc?: number | undefined;
  readonly bindingId?: string | undefined;
  readonly creditBindingId?: string | undefined;
  readonly transactionTypeIndicator?: string | undefined;
  readonly features?: { readonly feature: readonly string[] } | undefined;
  readonly params?: readonly { readonly name: string; readonly value: string }[] | undefined;
  readonly feeInput?: string | undefined;
  readonly debitMdOrder?: string | undefined;
  readonly debitTransactionReference?: string | undefined;
}

/** What a payout may still take from its funding. */
export const leftToPayOut = (funding: P2pOrder) => funding.amount - funding.paidOut;

export function kindOf(req: Pick<RegisterRequest, 'features' | 'transactionTypeIndicator'>): { kind: P2pKind; octExpected: boolean; threeDsPolicy: ThreeDsPolicy | undefined } | P2pRefusal {
  const features = new Set(req.features?.feature);
  const tti = req.transactionTypeIndicator;
  const kind: P2pKind = features.has('WITHOUT_TO_CARD') ? 'funding' : features.has('WITHOUT_FROM_CARD') ? 'payout' : 'transfer';
  const expected = kind === 'funding' ? 'A' : kind === 'payout' ? 'G' : undefined;
  if (expected && tti === undefined) return missing('transactionTypeIndicator', `is required for a ${kind} (${expected})`);
  if (tti !== expected) return invalid('transactionTypeIndicator', 'combination', expected ? `must be ${expected} for a ${kind}` : 'is for one-direction orders only (features WITHOUT_TO_CARD or WITHOUT_FROM_CARD)');
  return { kind, octExpected: features.has('OCT_EXPECTED'), threeDsPolicy: threeDsPolicyOf(features) };
}

/** A payout's funding, named by debitMdOrder, must be this merchant's approved funding that expects it. */
export function fundingOf(find: (id: string) => P2pOrder | undefined, req: RegisterRequest, amount: number): P2pOrder | undefined | P2pRefusal {
  if (req.debitMdOrder === undefined) return undefined;
  const funding = find(req.debitMdOrder);
  if (!funding || funding.kind !== 'funding' || funding.status !== ORDER_STATUS.deposited) return invalid('debitMdOrder', 'funding', 'must name an approved funding order of this merchant');
  if (!funding.octExpected) return invalid('debitMdOrder', 'funding', 'names a funding registered without OCT_EXPECTED: no payout may follow it');
  const reference = funding.ownTransactionReference;
  if (reference !== undefined && req.debitTransactionReference === undefined) return missing('debitTransactionReference', 'is required for a payout after a Mastercard funding');
  if (reference !== undefined && req.debitTransactionReference !== reference) return invalid('debitTransactionReference', 'funding', "must be the funding's debitTransactionReference");
  if (amount > leftToPayOut(funding)) return invalid('amount', 'max', `must not exceed what the funding has left to pay out (${leftToPayOut(funding)})`);
  return funding;
}

/** Who registers: the merchant, with the payer data it sent, and what the rules ask of the gateway. */
export interface Registering {
  readonly merchant: string;
  readonly payerData: PayerData;
  /** The merchant's order of this id (a payout's funding). */
  readonly find: (id: string) => P2pOrder | undefined;
  /** Whether the merchant may register orders for `login` (its own, or a child merchant's). */
  readonly mayActFor: (login: string) => boolean;
}

/** Every rule of a registration that the contract cannot see; the order's input when they hold. */
export function orderInput(req: RegisterRequest, registering: Registering, now: Date): P2pOrderInput | P2pRefusal {
  const { merchant, payerData, find } = registering;
  if (req.merchantLogin !== undefined && !registering.mayActFor(req.merchantLogin)) return invalid('merchantLogin', 'permission', 'names a merchant that is neither this account nor one of its child merchants');
  const kind = kindOf(req);
  if ('refusal' in kind) return kind;
  if (req.mcc !== undefined && !P2P_MCCS.includes(req.mcc)) return invalid('mcc', 'permission', `is not allowed for this merchant (allowed: ${P2P_MCCS.join(', ')})`);
  const expires = req.sessionExpiredDate === undefined ? undefined : new Date(`${req.sessionExpiredDate}Z`);
  if (expires && expires <= now) return invalid('sessionExpiredDate', 'future', 'must be in the future');
  if ((req.bindingId !== undefined || req.creditBindingId) && !req.clientId) return missing('clientId', 'is required with a stored credential');
  if (req.bindingId !== undefined && kind.kind === 'payout') return invalid('bindingId', 'not-allowed', 'a payout debits no card');
  if (req.creditBindingId && kind.kind === 'funding') return invalid('creditBindingId', 'not-allowed', 'a funding credits no card');
  if (req.feeInput !== undefined && kind.kind === 'payout') return invalid('feeInput', 'not-allowed', 'a payout charges no fee');
  const linked = req.debitMdOrder !== undefined || req.debitTransactionReference !== undefined;
  if (linked && kind.kind !== 'payout') return invalid(req.debitMdOrder !== undefined ? 'debitMdOrder' : 'debitTransactionReference', 'not-allowed', 'is for payouts only');
  const funding = fundingOf(find, req, req.amount);
  if (funding && 'refusal' in funding) return funding;
  return {
    merchant,
    merchantLogin: req.merchantLogin === merchant ? undefined : req.merchantLogin,
    orderNumber: req.orderNumber,
    amount: req.amount,
    currency: ORDER_CURRENCY,
    returnUrl: req.returnUrl,
    failUrl: req.failUrl,
    description: req.orderDescription,
    language: req.language,
    clientId: req.clientId || undefined,
    email: req.email,
    dynamicCallbackUrl: req.dynamicCallbackUrl,
    mcc: req.mcc,
    ...kind,
    transactionTypeIndicator: req.transactionTypeIndicator,
    bindingId: req.bindingId,
    creditBindingId: req.creditBindingId || undefined,
    params: Object.fromEntries((req.params ?? []).map((p) => [p.name, p.value])),
    feeInput: req.feeInput === undefined ? undefined : Number(req.feeInput),
    payerData,
    debitMdOrder: req.debitMdOrder,
    debitTransactionReference: req.debitTransactionReference,
    expiresAt: sessionEnd(now, req.sessionTimeoutSecs, expires),
  };
}
