/**
 * Read-only operations that real integrations of this gateway family call beside the spec's:
 * the legacy order status (getOrderStatus.do, capitalised member names), the merchant's order
 * report (getLastOrdersForMerchants.do) and the card's 3-D Secure enrolment (verifyEnrollment.do).
 * Each answer keeps the errorCode type the gateway's public documentation shows for it: a string
 * ("0") on getOrderStatus.do and verifyEnrollment.do, the number 0 on a successful
 * getLastOrdersForMerchants.do (its refusals carry a string, as every refusal does).
 */
import { z } from 'zod';
import { credentials, errorAnswer, flag, type GatewayOperationContract, language, text, wholeNumber } from './common.js';
import { orderStatus } from './orders.js';

/** The order states of the report, as paymentAmountInfo.paymentState names them. */
export const TRANSACTION_STATES = ['CREATED', 'APPROVED', 'DEPOSITED', 'DECLINED', 'REVERSED', 'REFUNDED'] as const;
export type TransactionState = (typeof TRANSACTION_STATES)[number];

/** YYYYMMDDHHmmss, a moment that exists (UTC in the sandbox). */
export const reportMoment = z
  .string({ error: 'must be a string' })
  .regex(/^\d{14}$/, { message: 'must be YYYYMMDDHHmmss' })
  .refine((s) => momentOf(s) !== undefined, { message: 'must be a date and time that exists (YYYYMMDDHHmmss)', params: { rule: 'format' } });

export function momentOf(s: string): Date | undefined {
  const [y, mo, d, h, mi, se] = [s.slice(0, 4), s.slice(4, 6), s.slice(6, 8), s.slice(8, 10), s.slice(10, 12), s.slice(12, 14)].map(Number) as [number, number, number, number, number, number];
  const date = new Date(Date.UTC(y, mo - 1, d, h, mi, se));
  const same = date.getUTCFullYear() === y && date.getUTCMonth() === mo - 1 && date.getUTCDate() === d && date.getUTCHours() === h && date.getUTCMinutes() === mi && date.getUTCSeconds() === se;
  return same ? date : undefined;
}

/** A comma-separated list (the form's way) or a JSON array. */
const commaList = (what: string) =>
  z.union([z.string().transform((s) => (s.trim() === '' ? [] : s.split(',').map((v) => v.trim()))), z.array(z.string())], { error: `must be a comma-separated list of ${what}` });

// Items are checked on the whole list, so a refusal names the parameter the client sent (not an index into it).
const transactionStates = commaList('order states')
  .refine((l) => l.length > 0, { message: 'must name at least one order state', params: { rule: 'min' }, abort: true })
  .refine((l) => l.every((v) => (TRANSACTION_STATES as readonly string[]).includes(v)), { message: `must each be one of ${TRANSACTION_STATES.join(', ')}`, params: { rule: 'enum' } })
  .transform((l) => l as TransactionState[]);

const merchantLogins = commaList('merchant logins').refine((l) => l.every((v) => v.length >= 1 && v.length <= 255), { message: 'must each be 1 to 255 characters', params: { rule: 'max' } });

const lastOrdersRequest = z
  .object({
    ...credentials,
    language: language.optional(),
    /** Zero-based. */
    page: wholeNumber(999_999).optional(),
    size: wholeNumber(200).refine((n) => n >= 1, { message: 'must be at least 1', params: { rule: 'min' } }),
    from: reportMoment,
    to: reportMoment,
    transactionStates,
    /** Merchant logins; empty means every merchant of the account. */
    merchants: merchantLogins,
    /** true: the period is the orders' creation; false (default): their last change. */
    searchByCreatedDate: flag.optional(),
  })
  .refine((r) => r.from <= r.to, { message: 'must not be before from', path: ['to'], params: { rule: 'period' } });

/** getOrderStatus.do: the status in the gateway's first (legacy) names, capitalised. */
export const legacyOrderStatus = z.object({
  ErrorCode: z.string().regex(/^\d{1,2}$/),
  ErrorMessage: z.string(),
  /** Absent when the order is unknown. */
  OrderStatus: z.int().min(0).max(6).optional(),
  OrderNumber: z.string().optional(),
  /** First 6 and last 4 digits. */
  Pan: z.string().optional(),
  expiration: z.string().optional(),
  cardholderName: z.string().optional(),
  Amount: z.int().optional(),
  depositAmount: z.int().optional(),
  currency: z.string().optional(),
  approvalCode: z.string().optional(),
  /** Deprecated in the gateway: always 2. */
  authCode: z.int().optional(),
  Ip: z.string().optional(),
  date: z.int().optional(),
  OrderDescription: z.string().optional(),
  actionCode: z.int().optional(),
  actionCodeDescription: z.string().optional(),
  clientId: z.string().optional(),
  bindingId: z.string().optional(),
});

export const ENROLLED = ['Y', 'N', 'U'] as const;

export const queryOperations = {
  'getOrderStatus.do': {
    path: '/payment/rest/getOrderStatus.do',
    request: z.object({ ...credentials, orderId: text(36), language: language.optional() }),
    response: legacyOrderStatus,
  },
  'getLastOrdersForMerchants.do': {
    path: '/payment/rest/getLastOrdersForMerchants.do',
    request: lastOrdersRequest,
    response: z.union([
      z.object({ errorCode: z.literal(0), errorMessage: z.string(), orderStatuses: z.array(orderStatus), totalCount: z.int().min(0), page: z.int().min(0), pageSize: z.int().min(1) }),
      errorAnswer,
    ]),
  },
  'verifyEnrollment.do': {
    path: '/payment/rest/verifyEnrollment.do',
    request: z.object({ ...credentials, pan: z.string({ error: 'must be a string' }).regex(/^\d{12,19}$/, { message: 'must be 12 to 19 digits' }), language: language.optional() }),
    response: z.union([
      z.object({
        errorCode: z.literal('0'),
        errorMessage: z.string(),
        /** Y the card takes part in 3-D Secure, N it does not, U its issuer cannot tell. */
        enrolled: z.enum(ENROLLED),
        emitterName: z.string().optional(),
        /** ISO 3166-1 alpha-2. */
        emitterCountryCode: z.string().optional(),
      }),
      errorAnswer,
    ]),
  },
} satisfies Record<string, GatewayOperationContract>;
