/**
 * The transaction initiator indicator (tii): the spec's table as data, and the rules a payment
 * follows for it. Initiating payments (CI, RI, II) store a credential of one kind; subsequent ones
 * (F, U, R, I) need a stored credential of one kind; merchant-initiated ones (U, R, I) are
 * one-phase only and go without CVC and 3-D Secure. The terms of a recurrent or installment
 * agreement travel in jsonParams and must match the kind the tii stores.
 */
export const TII_VALUES = ['CI', 'F', 'U', 'RI', 'R', 'II', 'I'] as const;
export type Tii = (typeof TII_VALUES)[number];
/** '' is a payment sent without tii. */
export type TiiOrNone = Tii | '';

export const CREDENTIAL_KINDS = ['COMMON', 'RECURRENT', 'INSTALLMENT'] as const;
export type CredentialKind = (typeof CREDENTIAL_KINDS)[number];

export interface TiiRule {
  readonly meaning: string;
  readonly role: 'regular' | 'initiating' | 'subsequent';
  readonly initiator: 'customer' | 'merchant';
  readonly cardData: 'entered by customer' | 'customer selects stored card' | 'merchant passes data';
  /** The credential an approved payment stores. */
  readonly stores?: CredentialKind;
  /** The stored credential the payment needs. */
  readonly needs?: CredentialKind;
  /** One-phase orders only, no CVC, no 3-D Secure. */
  readonly merchantInitiated: boolean;
}

const customer = { initiator: 'customer', merchantInitiated: false } as const;
const merchant = { initiator: 'merchant', merchantInitiated: true, cardData: 'merchant passes data', role: 'subsequent' } as const;

/** Section 1 of the spec, row by row. */
export const TII_TABLE: Readonly<Record<TiiOrNone, TiiRule>> = {
  '': { meaning: 'Regular e-commerce transaction', role: 'regular', cardData: 'entered by customer', ...customer },
  CI: { meaning: 'Initial common, cardholder-initiated', role: 'initiating', cardData: 'entered by customer', stores: 'COMMON', ...customer },
  F: { meaning: 'Unscheduled, cardholder-initiated', role: 'subsequent', cardData: 'customer selects stored card', needs: 'COMMON', ...customer },
  U: { meaning: 'Unscheduled, merchant-initiated', needs: 'COMMON', ...merchant },
  RI: { meaning: 'Initial recurrent, cardholder-initiated', role: 'initiating', cardData: 'entered by customer', stores: 'RECURRENT', ...customer },
  R: { meaning: 'Recurrent, merchant-initiated', needs: 'RECURRENT', ...merchant },
  II: { meaning: 'Initial installment, cardholder-initiated', role: 'initiating', cardData: 'entered by customer', stores: 'INSTALLMENT', ...customer },
  I: { meaning: 'Installment, merchant-initiated', needs: 'INSTALLMENT', ...merchant },
};

/** The tii each payment operation takes, and what a payment sent without one counts as there. */
export const TII_OF_OPERATION = {
  'paymentorder.do': { takes: TII_VALUES, none: '' },
  'paymentOrderBinding.do': { takes: ['F', 'U'], none: 'F' },
  'recurrentPayment.do': { takes: ['R'], none: 'R' },
  'installmentPayment.do': { takes: ['I'], none: 'I' },
} as const satisfies Record<string, { readonly takes: readonly Tii[]; readonly none: TiiOrNone }>;
export type PaymentOperation = keyof typeof TII_OF_OPERATION;

/** Terms of a recurrent agreement: minimum days between payments, and the last day one may be taken. */
export interface Recurrence {
  readonly frequencyDays: number;
  /** YYYYMMDD */
  readonly until: string;
}

export interface InstallmentTerms {
  readonly count: number;
  /** Minor units, every installment together. */
  readonly total: number;
}

export interface Terms {
  readonly kind: CredentialKind;
  readonly recurrence?: Recurrence | undefined;
  readonly installments?: InstallmentTerms | undefined;
}

export interface TermsProblem {
  /** The jsonParams member, as `jsonParams.<name>`. */
  readonly field: string;
  readonly rule: 'required' | 'format' | 'integer' | 'min' | 'max';
  readonly message: string;
}

const RANK: Readonly<Record<CredentialKind, number>> = { COMMON: 0, RECURRENT: 1, INSTALLMENT: 2 };

/** The kind of credential jsonParams describe: installment members say installment, recurrence members recurrent. */
export function declaredKind(params: Readonly<Record<string, string>>): CredentialKind {
  if ('installments' in params || 'totalInstallmentAmount' in params) return 'INSTALLMENT';
  if ('recurringFrequency' in params || 'recurringExpiry' in params) return 'RECURRENT';
  return 'COMMON';
}

/** The terms of a kind of credential read from jsonParams, or every problem with them. */
export function readTerms(kind: CredentialKind, params: Readonly<Record<string, string>>, orderAmount: number): Terms | TermsProblem[] {
  const problems: TermsProblem[] = [];
  const field = (name: string) => `jsonParams.${name}`;
  const whole = (name: string, min: number, max: number): number => {
    const value = params[name];
    if (value === undefined) problems.push({ field: field(name), rule: 'required', message: 'is required' });
    else if (!/^\d+$/.test(value)) problems.push({ field: field(name), rule: 'integer', message: 'must be a whole number' });
    else if (Number(value) < min) problems.push({ field: field(name), rule: 'min', message: `must be at least ${min}` });
    else if (Number(value) > max) problems.push({ field: field(name), rule: 'max', message: `must be at most ${max}` });
    return Number(value);
  };
  if (kind === 'COMMON') return { kind };
  const installments = kind === 'INSTALLMENT' ? { count: whole('installments', 1, 999), total: whole('totalInstallmentAmount', Math.max(orderAmount, 1), 999_999_999_999) } : undefined;
  const frequencyDays = whole('recurringFrequency', 1, 9999);
  const until = params.recurringExpiry;
  if (until === undefined) problems.push({ field: field('recurringExpiry'), rule: 'required', message: 'is required' });
  else if (!isCalendarDay(until)) problems.push({ field: field('recurringExpiry'), rule: 'format', message: 'must be a date as YYYYMMDD' });
  // Stryker disable next-line StringLiteral: with no recurringExpiry there is a problem, so `until` is set whenever terms are returned.
  return problems.length > 0 ? problems : { kind, recurrence: { frequencyDays, until: until ?? '' }, installments };
}

/** What a payment does with stored credentials, decided before it is authorised. */
export type CredentialPlan =
  | { readonly action: 'none' }
  | { readonly action: 'store'; readonly terms: Terms }
  | { readonly action: 'use'; readonly kind: CredentialKind };

/** Why a tii cannot be used: the request is refused and the order stays as it was. */
export type TiiRefusal =
  /** The operation does not take this tii. */
  | { readonly refusal: 'operation'; readonly tii: TiiOrNone }
  /** A merchant-initiated tii on a two-phase order. */
  | { readonly refusal: 'one-phase'; readonly tii: Tii }
  /** An initiating tii on an order that was not registered to store a credential. */
  | { readonly refusal: 'store'; readonly tii: Tii }
  /** jsonParams describe another kind of credential than the tii stores. */
  | { readonly refusal: 'terms'; readonly tii: Tii; readonly declared: CredentialKind }
  /** The terms the kind needs are missing or malformed. */
  | { readonly refusal: 'jsonParams'; readonly problems: readonly TermsProblem[] };

export interface PayingOrder {
  /** Registered with FORCE_CREATE_BINDING. */
  readonly forceBinding: boolean;
  readonly twoPhase: boolean;
  readonly amount: number;
}

/**
 * A payment with card data (paymentorder.do). Subsequent tii use a credential whatever the order
 * asked for; an initiating tii needs an order registered to store one; without tii an order
 * registered to store one stores the kind its jsonParams describe (the spec's flows 1, 3 and 5).
 */
export function planCardPayment(tii: TiiOrNone, order: PayingOrder, params: Readonly<Record<string, string>>): CredentialPlan | TiiRefusal {
  const rule = TII_TABLE[tii];
  // Stryker disable next-line ConditionalExpression,LogicalOperator,StringLiteral: a payment without tii is not merchant-initiated (TII_TABLE['']); `tii !== ''` only tells the compiler so.
  if (tii !== '' && rule.merchantInitiated && order.twoPhase) return { refusal: 'one-phase', tii };
  // Stryker disable next-line StringLiteral: the caller tells 'none' and 'store' apart and takes anything else for 'use'.
  if (rule.needs) return { action: 'use', kind: rule.needs };
  if (!order.forceBinding) return tii === '' ? { action: 'none' } : { refusal: 'store', tii };
  const declared = declaredKind(params);
  const kind = rule.stores ?? declared;
  // Stryker disable next-line ConditionalExpression,StringLiteral: without tii the kind is the one declared, never ranked below it; `tii !== ''` only tells the compiler so.
  if (tii !== '' && RANK[declared] > RANK[kind]) return { refusal: 'terms', tii, declared };
  const terms = readTerms(kind, params, order.amount);
  return Array.isArray(terms) ? { refusal: 'jsonParams', problems: terms } : { action: 'store', terms };
}

/** A payment with a stored credential: the tii it counts as, with its rule, or why it is refused. */
export function planStoredCardPayment(operation: Exclude<PaymentOperation, 'paymentorder.do'>, sent: TiiOrNone, twoPhase: boolean): { readonly tii: Tii; readonly rule: TiiRule } | TiiRefusal {
  const accepted = TII_OF_OPERATION[operation];
  const tii = sent === '' ? accepted.none : sent;
  // Stryker disable next-line ConditionalExpression,ObjectLiteral,StringLiteral: the contracts take only these tii for each operation (src/contracts/gateway/bindings.ts) and refuse the others first; features/ecom/tii.feature pins those refusals.
  if (!(accepted.takes as readonly Tii[]).includes(tii)) return { refusal: 'operation', tii: sent };
  const rule = TII_TABLE[tii];
  if (rule.merchantInitiated && twoPhase) return { refusal: 'one-phase', tii };
  return { tii, rule };
}

/** Whether YYYYMMDD names a day that exists: the day read back must be the text (so nothing but 8 digits can be one). */
export function isCalendarDay(text: string): boolean {
  const date = new Date(`${text.slice(0, 4)}-${text.slice(4, 6)}-${text.slice(6)}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10).replaceAll('-', '') === text;
}
