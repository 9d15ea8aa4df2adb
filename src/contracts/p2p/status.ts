/**
 * getP2PStatus.do and the status object (spec 03 §2 "P2P order and status"). The status has
 * versions (§9): `binding` from version 3, `paymentNetRefNum` from version 7. The version is chosen
 * with the request's `version` (1 to 7, default 1: what a client that never heard of versions gets).
 */
import { z } from 'zod';
import { credentials, integerOf, language, P2P_BASE, type P2pOperationContract, result, text } from './common.js';

export const STATUS_VERSIONS = { first: 1, binding: 3, paymentNetRefNum: 7, newest: 7 } as const;

/** One leg of the order: the debit of the card sent from, or the credit of the card sent to. */
export const operation = z.object({
  operationType: z.enum(['DEBIT', 'CREDIT']),
  amount: z.int().min(0),
  feeAmount: z.int().min(0).optional(),
  currency: z.string().regex(/^\d{3}$/),
  date: z.int(),
  resultCode: z.int(),
  panMasked: z.string().min(1).max(19).optional(),
  authCode: z.string().optional(),
  rrn: z.string().optional(),
});

export const statusResponse = z.object({
  ...result,
  orderStatus: z.int().min(0).max(6).optional(),
  orderNumber: z.string().min(1).max(36).optional(),
  panMaskedFrom: z.string().min(1).max(19).optional(),
  panMaskedTo: z.string().min(1).max(19).optional(),
  amount: z.int().min(0).max(999_999_999_999).optional(),
  currency: z.string().regex(/^\d{3}$/).optional(),
  creationDate: z.int().optional(),
  orderDescription: z.string().min(1).max(600).optional(),
  ip: z.string().min(1).max(39).optional(),
  resultCode: z.int(),
  orderParams: z.record(z.string(), z.string()).optional(),
  operationList: z.array(operation).optional(),
  binding: z.string().optional(),
  detokenizedPanRepresentation: z.string().min(1).max(19).optional(),
  detokenizedPanExpiryDate: z.string().regex(/^\d{6}$/).optional(),
  paymentNetRefNum: z.string().min(1).max(512).optional(),
  debitTransactionReference: z.string().min(1).max(19).optional(),
  /** The emulator's additions: the fee of the order and what the payer paid in all. */
  feeAmount: z.int().min(0).optional(),
  totalAmount: z.int().min(0).optional(),
});

export const getP2PStatusRequest = z.object({
  ...credentials,
  orderId: text(36),
  language: language.optional(),
  version: integerOf(1, { min: STATUS_VERSIONS.first, max: STATUS_VERSIONS.newest }).optional(),
});

export const statusOperations = {
  'getP2PStatus.do': { path: `${P2P_BASE}/getP2PStatus.do`, request: getP2PStatusRequest, response: statusResponse },
} satisfies Record<string, P2pOperationContract>;

export type StatusResponse = z.output<typeof statusResponse>;
