/**
 * Payments that involve stored credentials, decided before the card is authorised: the tii a
 * payment counts as, whether it stores a credential or needs one, whether the credential named may
 * pay this order, and the order of those checks (docs/emulator.md, "Stored credentials and the
 * transaction initiator"). Two kinds of failure:
 * - a refusal (CredentialRefusal): the request itself is wrong; the order and every credential
 *   stay as they were;
 * - a decline (a finished payment, the order declined with an actionCode): the payment could be
 *   asked for but fails: no clientId on a stored-credential payment, or the issuer refusing the
 *   credential (expired, recurrence over, plan paid in full).
 */
import { ACTION_CODES } from './action-codes.js';
import type { CardEntry } from './authorization.js';
import type { Binding } from './bindings.js';
import type { PaymentOutcome } from './checkout.js';
import type { Gateway } from './gateway.js';
import { settingsOf } from './merchants.js';
import { type Order, type OrderInput, orderCurrency } from './orders.js';
import { isOpen } from './order-store.js';
import { type CredentialKind, type PaymentOperation, planCardPayment, planStoredCardPayment, type Tii, TII_TABLE, type TiiOrNone, type TiiRefusal } from './tii.js';

/** Why a payment is refused before anything is authorised, in no particular order (the checks' order is in the functions). */
export type CredentialRefusal =
  | TiiRefusal
  /** No credential of the merchant with this id, or one of another client than the order's. */
  | { readonly refusal: 'binding_unknown' }
  /** The credential is switched off. */
  | { readonly refusal: 'binding_inactive' }
  /** A subsequent tii with card data: the client has no credential of the kind for this card. */
  | { readonly refusal: 'no_credential' }
  /** The credential is of another kind than the payment needs. */
  | { readonly refusal: 'wrong_kind'; readonly kind: CredentialKind; readonly needs: CredentialKind }
  /** A cardholder-initiated payment with a stored credential goes with the CVC. */
  | { readonly refusal: 'cvc_missing'; readonly tii: Tii }
  /** The order is no longer registered, or its session is over. */
  | { readonly refusal: 'not_payable' }
  | { readonly refusal: 'unknown_currency'; readonly currency: string }
  | { readonly refusal: 'duplicate_order_number'; readonly orderNumber: string };

export const isCredentialRefusal = (result: PaymentOutcome | CredentialRefusal | Order): result is CredentialRefusal => 'refusal' in result;

/** A payment with card data (paymentorder.do). */
export interface CardDataPayment {
  readonly entry: CardEntry;
  readonly tii: TiiOrNone;
  /** jsonParams sent with the payment: they are read over the registration's (the payment's win). */
  readonly jsonParams: Readonly<Record<string, string>>;
  /** The second call of a 3DS2 payment names its session; the tii rules ran on the first. */
  readonly threeDsTransId?: string | undefined;
  readonly finishUrl?: string | undefined;
}

/** paymentorder.do: the tii rules on the first call, then authorisation; merchant-initiated tii go without CVC and 3-D Secure. */
export function payWithCardData(gateway: Gateway, order: Order, payment: CardDataPayment, now: Date): PaymentOutcome | CredentialRefusal {
  const ruled = payment.threeDsTransId === undefined && isOpen(order, now) ? cardDataRules(gateway, order, payment, now) : undefined;
  if (ruled) return ruled;
  const merchantInitiated = TII_TABLE[payment.tii].merchantInitiated;
  const attempt = { entry: payment.entry, requireCvc: !merchantInitiated, skipThreeDs: merchantInitiated, threeDsTransId: payment.threeDsTransId, finishUrl: payment.finishUrl };
  return gateway.checkout.pay(order, attempt, now);
}

/**
 * The tii rules of a payment with card data. Undefined: go on and authorise (having noted, for an
 * initiating payment, the credential its approval stores). A subsequent tii pays with the client's
 * credential of its kind for the card sent.
 */
function cardDataRules(gateway: Gateway, order: Order, payment: CardDataPayment, now: Date): PaymentOutcome | CredentialRefusal | undefined {
  const tii = payment.tii;
  const plan = planCardPayment(tii, order, { ...order.jsonParams, ...payment.jsonParams });
  if ('refusal' in plan) return plan;
  if (plan.action === 'none') return undefined;
  // Stryker disable next-line all: the order's tii is kept for the sandbox's own records: no answer shows it (getOrderStatusExtended has none, spec 03); credential-payments.test.ts judges it.
  if (!order.clientId || plan.action === 'store') order.tii = tii || undefined;
  if (!order.clientId) return { kind: 'done', order: gateway.checkout.decline(order, ACTION_CODES.clientIdMissing) };
  if (plan.action === 'store') {
    gateway.bindings.intendToStore(order, plan.terms);
    return undefined;
  }
  const binding = gateway.bindings.forCard(order.merchant, order.clientId, payment.entry.pan, plan.kind);
  if (!binding) return { refusal: 'no_credential' };
  if (!binding.active) return { refusal: 'binding_inactive' };
  return useCredential(gateway, order, { binding, tii }, now);
}

/** A registered order paid with a stored credential (paymentOrderBinding.do). */
export interface StoredCardPayment {
  readonly bindingId: string;
  readonly tii: TiiOrNone;
  readonly cvc?: string | undefined;
  readonly threeDsTransId?: string | undefined;
  readonly finishUrl?: string | undefined;
}

/**
 * paymentOrderBinding.do, F (the customer, with CVC and 3-D Secure) or U (the merchant); without
 * tii it counts as F. Checks in this order: credential, order still payable, tii, CVC, kind,
 * switched on, clientId (a decline), same client; then the bank. The order itself was found first.
 */
export function payWithStoredCard(gateway: Gateway, order: Order, payment: StoredCardPayment, now: Date): PaymentOutcome | CredentialRefusal {
  const binding = gateway.bindings.get(order.merchant, payment.bindingId);
  if (!binding) return { refusal: 'binding_unknown' };
  if (payment.threeDsTransId !== undefined) {
    // Stryker disable next-line BooleanLiteral: the second call continues the session the first started (Checkout.pay → continueAuthentication reads only threeDsTransId and finishUrl).
    const second = { entry: gateway.bindings.entryOf(binding), requireCvc: true, skipThreeDs: false, threeDsTransId: payment.threeDsTransId, finishUrl: payment.finishUrl };
    return gateway.checkout.pay(order, second, now);
  }
  if (!isOpen(order, now)) return { refusal: 'not_payable' };
  const plan = planStoredCardPayment('paymentOrderBinding.do', payment.tii, order.twoPhase);
  if ('refusal' in plan) return plan;
  // Unless the merchant's settings let it pay stored credentials without (a permission of its account).
  const cvcOptional = settingsOf(gateway.merchants.get(order.merchant)).storedCredentialsWithoutCvc;
  if (!plan.rule.merchantInitiated && payment.cvc === undefined && !cvcOptional) return { refusal: 'cvc_missing', tii: plan.tii };
  // Stryker disable next-line LogicalOperator,StringLiteral: every tii a stored-card payment takes (F, U, R, I) needs a kind (TII_TABLE); 'COMMON' only tells the compiler so.
  const unusable = unusableFor(binding, plan.rule.needs ?? 'COMMON');
  if (unusable) return unusable;
  if (!order.clientId) {
    order.tii = plan.tii;
    return { kind: 'done', order: gateway.checkout.decline(order, ACTION_CODES.clientIdMissing) };
  }
  if (order.clientId !== binding.clientId) return { refusal: 'binding_unknown' };
  return payWith(gateway, order, { binding, tii: plan.tii, cvc: payment.cvc, finishUrl: payment.finishUrl }, now);
}

export type OneCallOperation = Extract<PaymentOperation, 'recurrentPayment.do' | 'installmentPayment.do'>;

/** A merchant-initiated payment that registers its own order (recurrentPayment.do, installmentPayment.do); its currency may be omitted. */
export interface OneCallPayment extends Pick<OrderInput, 'merchant' | 'orderNumber' | 'amount' | 'description' | 'language' | 'jsonParams'> {
  readonly operation: OneCallOperation;
  readonly bindingId: string;
  readonly tii: TiiOrNone;
  readonly currency?: string | undefined;
}

/**
 * Registers a one-phase order for the credential's client and pays it at once. Checks in this
 * order: tii, currency, credential, kind, switched on, orderNumber. A refusal registers nothing;
 * a decline leaves a declined order (answered as the order).
 */
export function registerAndPay(gateway: Gateway, payment: OneCallPayment, now: Date): Order | CredentialRefusal {
  const { merchant } = payment;
  const plan = planStoredCardPayment(payment.operation, payment.tii, false);
  // Stryker disable next-line ConditionalExpression,StringLiteral: a one-phase order with a tii its contract takes (src/contracts/gateway/bindings.ts) is never refused here; features/ecom/tii.feature pins the contracts' refusals.
  if ('refusal' in plan) return plan;
  const currency = orderCurrency(payment.currency);
  // Stryker disable next-line LogicalOperator,StringLiteral: the error message's echo of the currency sent; a currency is refused only when one was sent (orderCurrency), `?? ''` tells the compiler so.
  if (currency === undefined) return { refusal: 'unknown_currency', currency: payment.currency ?? '' };
  const binding = gateway.bindings.get(merchant, payment.bindingId);
  if (!binding) return { refusal: 'binding_unknown' };
  // Stryker disable next-line LogicalOperator,StringLiteral: every tii a stored-card payment takes (F, U, R, I) needs a kind (TII_TABLE); 'COMMON' only tells the compiler so.
  const unusable = unusableFor(binding, plan.rule.needs ?? 'COMMON');
  if (unusable) return unusable;
  const { orderNumber, amount, description, language, jsonParams } = payment;
  const input = {
    merchant,
    orderNumber,
    amount,
    currency,
    // Stryker disable next-line StringLiteral: the order is paid in this call: no customer is sent back to a returnUrl.
    returnUrl: '',
    description,
    language,
    clientId: binding.clientId,
    // Stryker disable next-line BooleanLiteral: read only by a payment with card data (planCardPayment); this order is paid with the credential.
    forceBinding: false,
    jsonParams,
    twoPhase: false,
  };
  const order = gateway.orders.register(input, now);
  if (order === 'duplicate_order_number') return { refusal: 'duplicate_order_number', orderNumber };
  payWith(gateway, order, { binding, tii: plan.tii }, now);
  return order;
}

/** Checks shared by every payment with a named credential: of the kind the tii needs, and switched on. */
function unusableFor(binding: Binding, needs: CredentialKind): CredentialRefusal | undefined {
  if (binding.kind !== needs) return { refusal: 'wrong_kind', kind: binding.kind, needs };
  return binding.active ? undefined : { refusal: 'binding_inactive' };
}

/** A payment with a stored credential: the credential, the tii, and what a cardholder-initiated one sends beside it. */
interface CredentialUse {
  readonly binding: Binding;
  readonly tii: TiiOrNone;
  readonly cvc?: string | undefined;
  readonly finishUrl?: string | undefined;
}

/** Pays an order with a stored credential; the issuer may decline the credential before authorisation. */
function payWith(gateway: Gateway, order: Order, use: CredentialUse, now: Date): PaymentOutcome {
  const declined = useCredential(gateway, order, use, now);
  if (declined) return declined;
  const { binding, cvc, finishUrl } = use;
  const merchantInitiated = TII_TABLE[use.tii].merchantInitiated;
  const entry = gateway.bindings.entryOf(binding, merchantInitiated ? undefined : cvc);
  // A cardholder-initiated payment without CVC got here only because the merchant may pay so.
  const requireCvc = !merchantInitiated && cvc !== undefined;
  return gateway.checkout.pay(order, { entry, requireCvc, skipThreeDs: merchantInitiated, finishUrl }, now);
}

/** The order pays with the credential, unless its issuer refuses it: then the order is declined (a finished payment). */
function useCredential(gateway: Gateway, order: Order, use: CredentialUse, now: Date): PaymentOutcome | undefined {
  const refusal = gateway.bindings.use(order, use.binding, use.tii, now);
  return refusal ? { kind: 'done', order: gateway.checkout.decline(order, refusal) } : undefined;
}
