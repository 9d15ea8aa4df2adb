/** registerP2P.do (spec 03 §4.2): the order fields, shared with instantPerformP2P.do. */
import { z } from 'zod';
import { payerDataBlocks } from './blocks.js';
import { credentials, currency, email, features, integerOf, language, minorUnits, orderDescription, P2P_BASE, type P2pOperationContract, params, result, text, url, callbackUrl } from './common.js';

/** The transaction type indicators the sandbox knows: A funding (AFT, card to account), G payout (OCT, account to card). */
export const TRANSACTION_TYPES = ['A', 'G'] as const;

/** yyyy-MM-ddTHH:mm:ss (the spec's format; read as UTC, the emulator's clock). */
const sessionExpiredDate = z.string({ error: 'must be a string' }).regex(/^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])T([01]\d|2[0-3]):[0-5]\d:[0-5]\d$/, { message: 'must be yyyy-MM-ddTHH:mm:ss' });

/** The members of an order: what registerP2P.do takes, and instantPerformP2P.do with its cards. */
export const orderFields = {
  ...credentials,
  orderNumber: text(36),
  amount: minorUnits,
  currency: currency.optional(),
  returnUrl: url,
  /** "the service" of the spec: the redirect on failure (docs/design.md, "Gateway parameters and answers"). */
  failUrl: url.optional(),
  orderDescription: orderDescription.optional(),
  language: language.optional(),
  clientId: text(255, 0).optional(),
  email: email(40).optional(),
  merchantLogin: text(255).optional(),
  dynamicCallbackUrl: callbackUrl.optional(),
  sessionTimeoutSecs: integerOf(9, { min: 1 }).optional(),
  sessionExpiredDate: sessionExpiredDate.optional(),
  mcc: integerOf(4).optional(),
  bindingId: text(255).optional(),
  creditBindingId: text(255, 0).optional(),
  transactionTypeIndicator: z.enum(TRANSACTION_TYPES, { error: 'must be A (funding) or G (payout)' }).optional(),
  features: features.optional(),
  params: params.optional(),
  feeInput: z.string({ error: 'must be a string of digits' }).regex(/^\d{1,12}$/, { message: 'must be 1 to 12 digits (minor units)' }).optional(),
  ...payerDataBlocks,
  debitMdOrder: text(36).optional(),
  debitTransactionReference: text(19).optional(),
  transactionPurpose: text(50).optional(),
  serviceProcessingType: text(50).optional(),
};

export const registerP2PRequest = z.object(orderFields);

export const registerP2PAnswer = z.object({ ...result, formUrl: z.string().min(1).max(512), orderId: z.string().min(1).max(36), orderNumber: z.string().min(1).max(36).optional() });

export const registerOperations = {
  'registerP2P.do': { path: `${P2P_BASE}/registerP2P.do`, request: registerP2PRequest, response: registerP2PAnswer },
} satisfies Record<string, P2pOperationContract>;
