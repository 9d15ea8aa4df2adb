/**
 * Card Management v2 (REST): the wire shapes of all 8 endpoints, and of the error body the
 * emulator answers (the spec does not show one). The emulator validates requests with these
 * schemas, the client validates responses, and API documents are generated from them.
 */
import { z } from 'zod';
import { SANDBOX_CURRENCY } from '../common/currency.js';
import { amount, dateTime, isoDate, pan, yyyymm } from './common.js';

const text = (max: number) => z.string({ error: 'must be a string' }).trim().min(1, { message: 'must not be empty' }).max(max, { message: `must be at most ${max} characters` });
const optionalText = (max: number) => z.string({ error: 'must be a string' }).max(max, { message: `must be at most ${max} characters` }).optional();

export const currency = z.literal(SANDBOX_CURRENCY.alpha, { error: `must be ${SANDBOX_CURRENCY.alpha}, the only currency of the sandbox` });

export const billingAddress = z.object({
  line1: optionalText(50),
  line2: optionalText(50),
  city: optionalText(50),
  state: optionalText(50),
  postalCode: text(16),
  country: z.string({ error: 'must be a string' }).regex(/^[A-Z]{2}$/, { message: 'must be a two-letter country code (ISO 3166-1 alpha-2)' }),
});

export const cardholderRequest = z.object({
  firstName: text(35),
  lastName: text(35),
  phoneNumber: z.string({ error: 'must be a string' }).regex(/^\+?\d{7,15}$/, { message: 'must be 7 to 15 digits with the country code, optionally after +' }),
  email: z.email({ error: 'must be an e-mail address' }).max(254).optional(),
  dateOfBirth: isoDate.optional(),
  billingAddress: z.object(billingAddress.shape, { error: 'must be an object' }),
  verification: z.object({ idType: optionalText(20), documentId: optionalText(50) }).optional(),
});

export const cardholder = cardholderRequest.extend({
  id: z.string(),
  status: z.string(),
});

export const cardRequest = z.object({
  productName: text(100),
  cardholder: text(100),
});

export const spendingInterval = z.enum(['daily', 'monthly'], { error: 'must be daily or monthly' });
export const spendingLimit = z.object({ amount, interval: spendingInterval });

export const card = z.object({
  id: z.string(),
  status: z.enum(['active', 'blocked']),
  productName: z.string(),
  cardholder: z.string(),
  account: z.object({ accountNumber: z.string(), balance: z.int(), currency }),
  embossedName: z.string(),
  expiryDate: yyyymm,
  numberMask: z.string().regex(/^\d{6}\*+\d{4}$/),
  number: pan.optional(),
  cvc: z.string().regex(/^\d{3}$/).optional(),
  creationDate: dateTime,
  blockingDate: z.union([z.literal(''), dateTime]),
  pinDenialCounter: z.string().regex(/^\d+$/),
  spendingLimits: z.array(spendingLimit),
});

/** PATCH /cards/{id}: exactly one parameter per request. */
export const cardUpdateRequest = z
  .strictObject({
    status: z.enum(['active', 'blocked'], { error: 'must be active or blocked' }).optional(),
    spendingLimits: z
      .array(spendingLimit, { error: 'must be a list of limits' })
      .min(1, { message: 'must list at least one limit' })
      .refine((list) => new Set(list.map((l) => l.interval)).size === list.length, { message: 'must not list an interval twice', params: { rule: 'unique' } })
      .optional(),
    pin: z.string({ error: 'must be a string' }).regex(/^\d{4}$/, { message: 'must be 4 digits' }).optional(),
    reissueCard: z.literal(true, { error: 'must be true' }).optional(),
  }, { error: 'must be an object' })
  .refine((body) => Object.keys(body).length === 1, {
    message: 'must change exactly one card parameter (status, spendingLimits, pin or reissueCard)',
    params: { rule: 'one-parameter' },
  });

const maskedCard = z.object({ cardNumber: z.string() });

export const topupRequest = z.object({
  amount,
  currency,
  destinationCard: z.object({ cardNumber: pan }, { error: 'must be an object' }),
});

export const movementStatus = z.enum(['approved', 'declined']);

/**
 * Why a top-up or transfer is declined, and the `statusMessage` each reason reads as (the spec shows
 * one, "insufficient funds"; the others are the emulator's, docs/emulator.md). `statusMessage` stays
 * any string on the wire: another implementation may word its reasons otherwise. A limit names its
 * interval: `exceeds daily spending limit` or `exceeds monthly spending limit`.
 */
export const DECLINE_MESSAGES = {
  unknown_card: 'unknown card',
  unknown_destination_card: 'unknown destination card',
  same_card: 'source and destination are the same card',
  same_account: 'source and destination are the same account',
  expiry_mismatch: 'wrong expiry date',
  card_expired: 'card expired',
  card_blocked: 'card blocked',
  destination_card_expired: 'destination card expired',
  destination_card_blocked: 'destination card blocked',
  account_restricted: 'account restricted',
  destination_account_restricted: 'destination account restricted',
  beneficiary_not_allowed: 'beneficiary not allowed',
  insufficient_funds: 'insufficient funds',
  limit_exceeded: 'exceeds daily spending limit',
} as const;
export type DeclineReason = keyof typeof DECLINE_MESSAGES;

export const topup = z.object({
  id: z.string(),
  amount: z.int(),
  currency,
  destinationCard: maskedCard,
  creationDate: dateTime,
  status: movementStatus,
  statusMessage: z.string(),
  rrn: z.string(),
});

export const transferRequest = topupRequest.extend({
  sourceCard: z.object({ cardNumber: pan, expiryDate: yyyymm }, { error: 'must be an object' }),
});

export const transfer = topup.extend({
  sourceCard: z.object({ cardNumber: z.string(), expiryDate: yyyymm }),
});

export const transferQuery = z.object({
  cardNumberFltr: pan,
  periodStartFltr: isoDate.optional(),
  periodEndFltr: isoDate.optional(),
});

export const transferList = z.object({ transfers: z.array(transfer) });

export type CardholderRequest = z.infer<typeof cardholderRequest>;
export type Cardholder = z.infer<typeof cardholder>;
export type CardRequest = z.infer<typeof cardRequest>;
export type Card = z.infer<typeof card>;
export type CardUpdateRequest = z.infer<typeof cardUpdateRequest>;
export type SpendingLimit = z.infer<typeof spendingLimit>;
export type TopupRequest = z.infer<typeof topupRequest>;
export type Topup = z.infer<typeof topup>;
export type TransferRequest = z.infer<typeof transferRequest>;
export type Transfer = z.infer<typeof transfer>;
export type TransferQuery = z.infer<typeof transferQuery>;
export type TransferList = z.infer<typeof transferList>;

/**
 * The endpoint table: the one place that says which shape goes where. `success` is the status of a
 * successful answer; every endpoint may also answer an `errorBody` (contracts/errors) with 400, 401, 404 or 409.
 */
export const v2Endpoints = {
  createCardholder: { method: 'POST', path: '/v2/cardholders', body: cardholderRequest, success: 201, response: cardholder },
  getCardholder: { method: 'GET', path: '/v2/cardholders/:id', success: 200, response: cardholder },
  createCard: { method: 'POST', path: '/v2/cards', body: cardRequest, success: 201, response: card },
  getCard: { method: 'GET', path: '/v2/cards/:id', success: 200, response: card },
  updateCard: { method: 'PATCH', path: '/v2/cards/:id', body: cardUpdateRequest, success: 200, response: card },
  createTopup: { method: 'POST', path: '/v2/topups', body: topupRequest, success: 201, response: topup },
  createTransfer: { method: 'POST', path: '/v2/transfers', body: transferRequest, success: 201, response: transfer },
  listTransfers: { method: 'GET', path: '/v2/transfers', query: transferQuery, success: 200, response: transferList },
} as const;

export type V2Operation = keyof typeof v2Endpoints;
