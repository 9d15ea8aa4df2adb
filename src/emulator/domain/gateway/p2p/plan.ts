/**
 * What a perform call asks for, checked against its order before anything happens: which cards
 * (typed or stored), the amount, the tii rules of spec 03 §4.2 (mandatory with a stored card to
 * debit, CI or F only, never on a payout), and the payer or recipient data a funding needs. The
 * result is a plan to execute, or a refusal naming the member at fault.
 */
import type { KeyObject } from 'node:crypto';
import { paymentSystemOf } from '../test-cards.js';
import type { Bindings } from '../bindings.js';
import { isSeTokenProblem, isWalletProblem, openSeToken, openWalletToken } from '../card-inputs/index.js';
import { type SdkData, sdkProblem } from '../three-ds-app.js';
import { creditCredential, debitCredential } from './credentials.js';
import { type P2pOrder, type PayerData } from './orders.js';
import { invalid, missing, type P2pRefusal } from './refusals.js';
import type { CardEntry } from './sides.js';

/** The card blocks as a perform call gives them (contracts/p2p/blocks.ts). */
export interface FromCardInput {
  readonly pan?: string | undefined;
  readonly cvc?: string | undefined;
  readonly expirationYear?: number | undefined;
  readonly expirationMonth?: number | undefined;
  readonly cardholderName?: string | undefined;
  readonly seToken?: string | undefined;
  readonly bindingId?: string | undefined;
  readonly threeDsAuthResult?: { readonly eci: number } | undefined;
  readonly vendor?: string | undefined;
  readonly paymentToken?: string | undefined;
  readonly decryptedToken?: boolean | undefined;
  readonly protocolVersion?: string | undefined;
}

export interface ToCardInput {
  readonly pan?: string | undefined;
  readonly expirationYear?: number | undefined;
  readonly expirationMonth?: number | undefined;
  readonly cardholderName?: string | undefined;
  readonly seToken?: string | undefined;
  readonly bindingId?: string | undefined;
  readonly replacementData?: ReplacementData | undefined;
}

/** Where a funding's money goes instead of to the merchant: a card, or an account (contracts/p2p/blocks.ts). */
export interface ReplacementData {
  readonly card?: string | undefined;
  readonly account?: string | undefined;
}

export interface PerformRequest {
  /** performP2PByBinding.do: the card to debit (or, on a payout, to credit) is a stored one. */
  readonly byBinding: boolean;
  readonly fromCard?: FromCardInput | undefined;
  readonly toCard?: ToCardInput | undefined;
  /** amountInput (or performP2P's amount): the payer's amount, replacing the registered one. */
  readonly amount?: number | undefined;
  readonly type?: string | undefined;
  readonly tii?: 'CI' | 'F' | undefined;
  readonly bindingNotNeeded?: boolean | undefined;
  readonly externalScaExemptionIndicator?: string | undefined;
  readonly threeDSSDK?: boolean | undefined;
  /** The five SDK fields, with threeDSSDK. */
  readonly sdk?: SdkData | undefined;
  readonly ip?: string | undefined;
  readonly email?: string | undefined;
  readonly payerData: PayerData;
  readonly originalPaymentNetRefNum?: string | undefined;
  /** The sandbox account's keys of encrypted card data (card-inputs/), when they were made. */
  readonly inputKeys?: PlanContext['inputKeys'];
}

export interface PerformPlan {
  readonly from?: CardEntry | undefined;
  readonly to?: CardEntry | undefined;
  readonly amount: number;
  /** The stored credential debited, when the card to debit is a stored one. */
  readonly bindingId?: string | undefined;
  /** Cardholder-initiated with typed card data: the CVC is checked. */
  readonly requireCvc: boolean;
  /** The merchant authenticated the payer itself (threeDsAuthResult) or claims an exemption: no gateway 3DS. */
  readonly skipThreeDs: boolean;
  /** Store the typed card to debit for the client after approval (clientId present, bindingNotNeeded not set). */
  readonly storeCards: boolean;
  /** A funding's toCard.replacementData.account: the account credited instead of the merchant (its card goes in `to`). */
  readonly toAccount?: string | undefined;
}

const TYPE_OF = { transfer: 'STANDARD', funding: 'WITHOUT_TO_CARD', payout: 'WITHOUT_FROM_CARD' } as const;
const expiryOf = (year: number | undefined, month: number | undefined) => (year === undefined || month === undefined ? undefined : `${year}${String(month).padStart(2, '0')}`);

export interface PlanContext {
  readonly bindings: Bindings;
  /** The order's payer data merged with the call's (the call's blocks win). */
  readonly payerData: PayerData;
  readonly knownNetRef: (ref: string) => boolean;
  /** The merchant may name toCard.replacementData on a funding (a permission of its account). */
  readonly mayReplace?: boolean | undefined;
  /** The sandbox account's private keys of seToken (RSA) and wallet tokens (EC); undefined until they are made. */
  readonly inputKeys?: { readonly rsa: KeyObject; readonly ec: KeyObject } | undefined;
  readonly now: Date;
  /** An account replacementData may name: an account of the sandbox, or the merchant's transit account. */
  readonly knownAccount: (number: string) => boolean;
}

export function planPerform(order: P2pOrder, req: PerformRequest, ctx: PlanContext): PerformPlan | P2pRefusal {
  if (req.type !== undefined && req.type !== TYPE_OF[order.kind]) return invalid('type', 'combination', `must be ${TYPE_OF[order.kind]} for this ${order.kind}`);
  const blocks = blockRules(order, req, ctx.mayReplace === true);
  if (blocks) return blocks;
  const sdk = req.threeDSSDK === true ? sdkProblem(req.sdk ?? {}) : undefined;
  // The contract refuses a perform call with threeDSSDK that lacks one of the five (contracts/p2p/perform.ts): only their form is left to judge.
  if (sdk) return invalid(sdk.field, sdk.rule, sdk.message);
  const amount = req.amount ?? order.amount;
  if (amount <= 0) return req.amount === undefined ? missing('amountInput', 'is required: the order was registered without an amount') : invalid('amountInput', 'positive', 'must be greater than 0');
  const tii = tiiRules(order, req);
  if (tii) return tii;
  const from = fromEntry(order, req, ctx);
  if (from && 'refusal' in from) return from;
  const replaced = replacementOf(order, req.toCard?.replacementData, ctx);
  if (replaced && 'refusal' in replaced) return replaced;
  const to = replaced?.card ?? toEntry(order, req, ctx);
  if (to && 'refusal' in to) return to;
  if (req.externalScaExemptionIndicator !== undefined && order.kind !== 'funding') return invalid('externalScaExemptionIndicator', 'not-allowed', 'is for fundings only');
  if (req.originalPaymentNetRefNum !== undefined && !ctx.knownNetRef(req.originalPaymentNetRefNum)) return invalid('originalPaymentNetRefNum', 'unknown', 'must be the paymentNetRefNum of an earlier order of this merchant');
  const payer = from && order.kind === 'funding' ? payerDataRules(paymentSystemOf(from.entry.pan), ctx.payerData) : undefined;
  if (payer) return payer;
  const authResult = req.fromCard?.threeDsAuthResult;
  return {
    from: from?.entry,
    to,
    amount,
    bindingId: from?.bindingId,
    requireCvc: from !== undefined && from.bindingId === undefined && from.wallet === undefined,
    // A wallet's cryptogram is the issuer's own authentication of the payer, on the device.
    skipThreeDs: authResult !== undefined || req.externalScaExemptionIndicator !== undefined || from?.wallet?.cryptogram !== undefined,
    // A device PAN is not the card: it is never kept as a stored credential.
    storeCards: order.clientId !== undefined && req.bindingNotNeeded !== true && from?.wallet === undefined,
    toAccount: replaced?.account,
  };
}

/**
 * A funding's replacementData (the permission was checked with the blocks): exactly one of a card to
 * credit (its issuer judges it when the money moves, like the card of a transfer) or an account the
 * sandbox knows. A funding whose payout is expected keeps its money in the transit account for it.
 */
function replacementOf(order: P2pOrder, data: ReplacementData | undefined, ctx: PlanContext): { card?: CardEntry; account?: string } | P2pRefusal | undefined {
  if (order.kind !== 'funding' || data === undefined) return undefined;
  const field = 'toCard.replacementData';
  if (data.card !== undefined && data.account !== undefined) return invalid(field, 'combination', 'names either a card or an account, not both');
  if (data.card === undefined && data.account === undefined) return missing(`${field}.card`, `or ${field}.account is required: where the money goes`);
  if (order.octExpected) return invalid(field, 'combination', 'cannot route a funding whose payout is expected (OCT_EXPECTED): its money waits in the transit account');
  if (data.card !== undefined) return { card: { pan: data.card } };
  const account = data.account as string;
  if (!ctx.knownAccount(account)) return invalid(`${field}.account`, 'unknown', 'is not an account of the sandbox');
  return { account };
}

/** Which blocks the order takes: a funding credits no card, a payout debits none. */
function blockRules(order: P2pOrder, req: PerformRequest, mayReplace: boolean): P2pRefusal | undefined {
  const needsFrom = order.kind !== 'payout';
  const needsTo = order.kind !== 'funding';
  if (!needsFrom && req.fromCard) return invalid('fromCard', 'not-allowed', 'a payout debits no card');
  if (!needsTo && req.toCard?.replacementData && !mayReplace) return invalid('toCard.replacementData', 'permission', 'needs a merchant permission this merchant does not have');
  // With the permission a funding's toCard may carry replacementData alone: where its money goes (replacementOf).
  const onlyReplacement = req.toCard !== undefined && Object.entries(req.toCard).every(([k, v]) => k === 'replacementData' || v === undefined);
  if (!needsTo && req.toCard && !onlyReplacement) return invalid('toCard', 'not-allowed', 'a funding credits no card');
  if (needsFrom && !req.fromCard && order.bindingId === undefined) return missing('fromCard');
  if (needsTo && !req.toCard && order.creditBindingId === undefined) return missing('toCard');
  for (const [name, card] of [['fromCard', req.fromCard], ['toCard', req.toCard]] as const) {
    // seToken replaces the card fields (bindingId included: a stored card is named, not encrypted).
    const clash = card?.seToken === undefined ? undefined : (['pan', 'expirationYear', 'expirationMonth', 'bindingId'] as const).find((k) => card[k] !== undefined);
    if (clash) return invalid(`${name}.${clash}`, 'combination', 'cannot be sent with seToken, which carries the card');
    if (name === 'fromCard' && req.fromCard?.seToken !== undefined && req.fromCard.cvc !== undefined) return invalid('fromCard.cvc', 'combination', 'cannot be sent with seToken, which carries the card');
  }
  return undefined;
}

function tiiRules(order: P2pOrder, req: PerformRequest): P2pRefusal | undefined {
  if (order.kind === 'payout') return req.tii === undefined ? undefined : invalid('tii', 'not-allowed', 'must not be sent for a payout');
  const storedFrom = req.byBinding || req.fromCard?.bindingId !== undefined;
  if (storedFrom && req.tii === undefined) return missing('tii', 'is required with a stored card to debit (F)');
  if (storedFrom && req.tii !== 'F') return invalid('tii', 'combination', 'must be F with a stored card to debit (CI stores a card typed now)');
  if (!storedFrom && req.tii === 'F') return invalid('tii', 'combination', 'F needs a stored card to debit: use performP2PByBinding.do');
  if (req.tii === 'CI' && req.bindingNotNeeded === true) return invalid('bindingNotNeeded', 'combination', 'contradicts tii CI, which stores the card');
  return undefined;
}

type FromResolved = { readonly entry: CardEntry; readonly bindingId?: string | undefined; readonly wallet?: { readonly cryptogram?: string | undefined } | undefined };

function fromEntry(order: P2pOrder, req: PerformRequest, ctx: PlanContext): FromResolved | P2pRefusal | undefined {
  if (order.kind === 'payout') return undefined;
  const card = req.fromCard ?? {};
  const bindingId = card.bindingId ?? order.bindingId;
  if (req.byBinding) {
    if (bindingId === undefined) return missing('fromCard.bindingId');
    if (order.bindingId !== undefined && card.bindingId !== undefined && card.bindingId !== order.bindingId) return invalid('fromCard.bindingId', 'combination', 'must be the bindingId the order was registered with');
    if (card.pan !== undefined) return invalid('fromCard.pan', 'combination', 'cannot be sent with a stored card');
    const stored = debitCredential(ctx.bindings, order, bindingId, card.cvc);
    if (stored === 'unknown') return { refusal: 'binding_unknown', field: 'fromCard.bindingId', rule: 'unknown', message: "is not a stored card of the order's client" };
    if (stored === 'inactive') return { refusal: 'binding_inactive', field: 'fromCard.bindingId', rule: 'inactive', message: 'is switched off' };
    return { entry: stored.entry, bindingId: stored.binding.id };
  }
  if (card.bindingId !== undefined) return invalid('fromCard.bindingId', 'operation', 'stored cards are debited through performP2PByBinding.do');
  if (card.seToken !== undefined) return seTokenFrom(order, card.seToken, card.cardholderName, ctx);
  if (card.paymentToken !== undefined) return walletFrom(card, ctx);
  if (card.pan === undefined) return missing('fromCard.pan');
  if (card.expirationYear === undefined) return missing('fromCard.expirationYear');
  if (card.expirationMonth === undefined) return missing('fromCard.expirationMonth');
  if (card.cvc === undefined) return missing('fromCard.cvc', 'is required with typed card data');
  return { entry: { pan: card.pan, expiry: expiryOf(card.expirationYear, card.expirationMonth), cvc: card.cvc, cardholderName: card.cardholderName } };
}

/** The card to debit inside a seToken: it must carry the CVC and the expiry, as typed card data must. */
function seTokenFrom(order: P2pOrder, token: string, cardholderName: string | undefined, ctx: PlanContext): FromResolved | P2pRefusal {
  const opened = openSeToken(token, ctx.inputKeys?.rsa, order.id, ctx.now);
  if (isSeTokenProblem(opened)) return invalid('fromCard.seToken', opened.rule, opened.message);
  if (opened.expiry === undefined) return invalid('fromCard.seToken', 'expiry', 'must carry the expiry of the card to debit');
  if (opened.cvc === undefined) return invalid('fromCard.seToken', 'cvc', 'must carry the CVC of the card to debit (the merchant may not pay without it)');
  return { entry: { pan: opened.pan, expiry: opened.expiry, cvc: opened.cvc, cardholderName: cardholderName ?? opened.cardholderName } };
}

/** The card inside a wallet token: its device PAN, expiry and, when the device authenticated the payer, the cryptogram. */
function walletFrom(card: FromCardInput, ctx: PlanContext): FromResolved | P2pRefusal {
  const opened = openWalletToken({ vendor: card.vendor ?? '', paymentToken: card.paymentToken ?? '', decryptedToken: card.decryptedToken, protocolVersion: card.protocolVersion }, ctx.inputKeys?.ec, ctx.now);
  if (isWalletProblem(opened)) return opened.rule === 'required' ? missing(`fromCard.${opened.field}`, opened.message) : invalid(`fromCard.${opened.field}`, opened.rule, opened.message);
  return { entry: { pan: opened.pan, expiry: opened.expiry, cardholderName: card.cardholderName }, wallet: { cryptogram: opened.cryptogram } };
}

/** The card to credit: typed, or the stored card the order was registered with (creditBindingId, then toCard.bindingId). */
function toEntry(order: P2pOrder, req: PerformRequest, ctx: PlanContext): CardEntry | P2pRefusal | undefined {
  if (order.kind === 'funding') return undefined;
  const card = req.toCard ?? {};
  if (card.seToken !== undefined) {
    const opened = openSeToken(card.seToken, ctx.inputKeys?.rsa, order.id, ctx.now);
    if (isSeTokenProblem(opened)) return invalid('toCard.seToken', opened.rule, opened.message);
    return { pan: opened.pan, expiry: opened.expiry, cardholderName: card.cardholderName ?? opened.cardholderName };
  }
  const stored = card.bindingId ?? (card.pan === undefined ? order.creditBindingId : undefined);
  if (stored === undefined) {
    if (card.pan === undefined) return missing('toCard.pan');
    return { pan: card.pan, expiry: expiryOf(card.expirationYear, card.expirationMonth), cardholderName: card.cardholderName };
  }
  if (card.pan !== undefined) return invalid('toCard.pan', 'combination', 'cannot be sent with a stored card to credit');
  if (order.creditBindingId === undefined) return invalid('toCard.bindingId', 'combination', 'must first be passed as creditBindingId when the order is registered');
  if (stored !== order.creditBindingId) return invalid('toCard.bindingId', 'combination', 'must be the creditBindingId the order was registered with');
  const entry = creditCredential(ctx.bindings, order, stored);
  if (entry === 'unknown') return { refusal: 'binding_unknown', field: 'toCard.bindingId', rule: 'unknown', message: 'is not a stored card of this merchant' };
  if (entry === 'inactive') return { refusal: 'binding_inactive', field: 'toCard.bindingId', rule: 'inactive', message: 'is switched off' };
  return entry;
}

/** The spec's C fields of a funding: the payer's on Mastercard, the recipient's on Visa (docs/emulator.md). */
const PAYER_FIELDS = ['billingCity', 'billingCountry', 'billingAddressLine1', 'payerLastName', 'payerFirstName', 'payerBirthday'] as const;
const RECIPIENT_FIELDS = ['recipientCountry', 'recipientAccount', 'recipientAccountNumberType'] as const;

function payerDataRules(network: string, data: PayerData): P2pRefusal | undefined {
  const [block, fields] = network === 'MASTERCARD' ? (['billingPayerData', PAYER_FIELDS] as const) : network === 'VISA' ? (['billingRecipientData', RECIPIENT_FIELDS] as const) : [undefined, []];
  if (!block) return undefined;
  const given = data[block];
  if (given === undefined || typeof given === 'string') return missing(block, `is required for a funding from a ${network.toLowerCase()} card`);
  for (const field of fields) {
    const value = given[field];
    if (value === undefined || value === '') return missing(`${block}.${field}`, `is required for a funding from a ${network.toLowerCase()} card`);
  }
  return undefined;
}
