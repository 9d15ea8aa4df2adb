/**
 * Card Management v1 money operations (spec 01 §4.5 and getCardBalance of §4.2): credit, debit,
 * top-up, card-to-card transfer, card balance and transaction history.
 */
import { z } from 'zod';
import {
  answer,
  cardAcceptorParameters,
  cardIdentification,
  currency978,
  isoDate,
  minorUnits,
  numberText,
  text,
  type V1OperationContract,
} from './common.js';

/** A fee in minor units: 0 is allowed. */
const feeMinor = z
  .number({ error: 'must be a number of minor units' })
  .refine(Number.isInteger, { message: 'must be an integer number of minor units (no decimals)', params: { rule: 'integer' }, abort: true })
  .refine((n) => n >= 0 && n <= 999_999_999_999, { message: 'must be 0 to 999999999999', params: { rule: 'range' } });

const tds = z
  .object(
    {
      xid: text(64).optional(),
      cavv: text(64).optional(),
      ucaf: text(64).optional(),
      authenticationIndicator: z
        .enum(['NOT_PERFORMED', 'TDS_MERCHANT_ONLY', 'TDS_PERFORMED', 'ADDITIONAL_PROTOCOL_USED', 'RECURRENT_PAYMENT_AUTH'], { error: 'must be one of the authentication indicators of spec 01 §4.5' })
        .optional(),
    },
    { error: 'must be an object' },
  )
  .optional();

/** The sandbox posts at once and has no completion operation: a pre-authorisation cannot be emulated honestly. */
const preAuthorization = z.literal(false, { error: 'must be false or left out: the sandbox posts every movement at once (no pre-authorisation)' }).optional();

/**
 * debitCard's fee: the spec's table has feeType + feeValue, its example feeAmount. Either form is
 * accepted, not both: feeAmount in minor units; feeType FIXED (feeValue in minor units) or PERCENT
 * (feeValue a percentage of the amount, 0 to 100).
 */
const debitFee = z
  .object(
    {
      feeType: z.enum(['FIXED', 'PERCENT'], { error: 'must be FIXED or PERCENT' }).optional(),
      feeValue: z.number({ error: 'must be a number' }).min(0, { message: 'must not be negative' }).optional(),
      feeAmount: feeMinor.optional(),
      feeCurrency: currency978.optional(),
    },
    { error: 'must be an object' },
  )
  .superRefine((fee, ctx) => {
    const issue = (path: string, message: string, rule: string) => ctx.addIssue({ code: 'custom', path: [path], message, params: { rule } });
    if (fee.feeAmount !== undefined && (fee.feeType !== undefined || fee.feeValue !== undefined)) issue('feeAmount', 'give feeAmount, or feeType with feeValue, not both', 'one-form');
    else if (fee.feeAmount === undefined && fee.feeType === undefined) issue('feeAmount', 'is required (or feeType with feeValue)', 'required');
    else if (fee.feeType !== undefined && fee.feeValue === undefined) issue('feeValue', 'is required with feeType', 'required');
    else if (fee.feeType === 'FIXED' && !Number.isInteger(fee.feeValue)) issue('feeValue', 'must be an integer number of minor units with feeType FIXED', 'integer');
    else if (fee.feeType === 'PERCENT' && (fee.feeValue ?? 0) > 100) issue('feeValue', 'must be a percentage, 0 to 100', 'max');
  })
  .optional();

const senderReceiverInfo = z
  .object({
    senderName: text(99).optional(),
    senderAddress: text(99).optional(),
    senderCity: text(64).optional(),
    senderCountry: text(3).optional(),
    senderPostalCode: text(16).optional(),
    receiverName: text(99).optional(),
  })
  .optional();

const SPECIFIC_FIELDS = Array.from({ length: 17 }, (_, i) => `f${57 + i}`);
/** paymentSpecificData: members f57 to f73, strings. */
export const paymentSpecificData = z.object(Object.fromEntries(SPECIFIC_FIELDS.map((f) => [f, z.string().max(999).optional()]))).optional();

/** The answer of a financial operation: the envelope with its trace fields, rrn mandatory. */
const financialAnswer = answer({
  processingCode: z.string(),
  systemTraceAuditNumber: z.int(),
  localTransactionDate: z.string(),
  rrn: z.string(),
  authorizationIdResponse: z.string().optional(),
  utrnno: z.int().optional(),
  uniqueReferenceNumber: z.string().optional(),
  otp: z.string().optional(),
  acquirerFeeAmount: z.string().optional(),
  issuerFeeAmount: z.string().optional(),
  paymentSpecificData,
});

const movement = { preAuthorization, cardIdentification, amount: minorUnits, currency: currency978, tds, cardAcceptorParameters };

const topUpRequest = z
  .object({
    ...movement,
    cardIdentification: cardIdentification.optional(),
    accountType: text(32).optional(),
    accountIndex: z.int().optional(),
    accountNumber: numberText.optional(),
    account2Type: text(32).optional(),
    account2Index: z.int().optional(),
    account2Number: numberText.optional(),
    senderReceiverInfo,
    pointOfServiceDataCode: text(32).optional(),
    pointOfServiceConditionCode: text(8).optional(),
    fee: z.object({ feeAmount: feeMinor, feeCurrency: currency978.optional() }, { error: 'must be an object with feeAmount' }).optional(),
    securityLevelIndicator: text(32).optional(),
    fundingSource: text(32).optional(),
    externalTransactionId: text(64).optional(),
    originalTransactionParameters: z.object({ systemTraceAuditNumber: z.int().optional(), localTransactionDate: text(35).optional(), rrn: text(12).optional() }).optional(),
    posCardholderPresence: text(32).optional(),
    uniqueReferenceNumber: text(64).optional(),
    otp: text(16).optional(),
    serviceId: text(32).optional(),
    paymentSpecificData,
    transactionComment: text(255).optional(),
    additionalAmounts: z.array(z.object({ accountType: text(32).optional(), amountType: text(32).optional(), currency: z.int().optional(), amount: z.int().optional() })).max(10).optional(),
  })
  .superRefine((req, ctx) => {
    if (req.cardIdentification === undefined && req.accountNumber === undefined) {
      ctx.addIssue({ code: 'custom', path: ['cardIdentification'], message: 'is required (or accountNumber to top up the account itself)', params: { rule: 'required' } });
    }
  });

/** p2pTransfer: the member names of the card system's card-to-card request (the spec shows none). */
const p2pTransferRequest = z
  .object({
    sourceCardIdentification: cardIdentification,
    destinationCardIdentification: cardIdentification.optional(),
    amount: minorUnits,
    currency: currency978,
    sourceAccountNumber: numberText.optional(),
    destinationAccountNumber: numberText.optional(),
    tds,
    senderReceiverInfo,
    pointOfServiceDataCode: text(32).optional(),
    cardAcceptorParameters,
    securityLevelIndicator: text(32).optional(),
  })
  .superRefine((req, ctx) => {
    if (req.destinationCardIdentification === undefined && req.destinationAccountNumber === undefined) {
      ctx.addIssue({ code: 'custom', path: ['destinationCardIdentification'], message: 'is required (or destinationAccountNumber)', params: { rule: 'required' } });
    }
  });

export const ACCOUNT_TYPES = [
  'ACCOUNT_TYPE_DEFAULT',
  'ACCOUNT_TYPE_SAVING',
  'ACCOUNT_TYPE_CHECKING',
  'ACCOUNT_TYPE_CREDIT',
  'ACCOUNT_TYPE_FIRST_OTHERS',
  'ACCOUNT_TYPE_LOANS',
  'ACCOUNT_TYPE_ENVELOPE',
  'ACCOUNT_TYPE_ESCROW',
  'ACCOUNT_TYPE_MONEY_MARKET',
  'ACCOUNT_TYPE_LOYALTY',
] as const;

const direction = z.enum(['CREDIT', 'DEBIT', 'NOOP']);

/** A history record (spec 01 §2.8). */
export const transaction = z.object({
  authorizationDate: z.string(),
  transactionType: z.string(),
  operationDirection: direction,
  amount: z.int(),
  currency: z.int(),
  amountInAccountCurrency: z.int(),
  utrnno: z.int(),
  boUtrnno: z.int().optional(),
  boWriteOffDate: z.string().optional(),
  transactionDescription: z.string().optional(),
  feeDirection: direction.optional(),
  acquireFeeAmount: z.int().optional(),
  feIssuerFeeAmount: z.int().optional(),
  boIssuerFeeAmount: z.int().optional(),
  mcc: z.int().optional(),
  merchantCountry: z.string().optional(),
  merchantCity: z.string().optional(),
  merchantName: z.string().optional(),
  merchantId: z.string().optional(),
  terminalAddress: z.string().optional(),
  terminalId: z.string().optional(),
  posDataCode: z.string().optional(),
  authorizationIdResponse: z.string().optional(),
  payId: z.string().optional(),
  reversalDate: z.string().optional(),
  reversal: z.boolean().optional(),
  requestAmount: z.int().optional(),
  internalResponseCode: z.int().optional(),
});

const period = z
  .object({ start: isoDate.optional(), end: isoDate.optional() }, { error: 'must be an object with optional start and end (YYYY-MM-DD)' })
  .refine((p) => !p.start || !p.end || p.start <= p.end, { message: 'must not be before period.start', path: ['end'], params: { rule: 'period' } });

export const moneyOperations = {
  creditCard: { request: z.object(movement), response: financialAnswer },
  debitCard: { request: z.object({ ...movement, fee: debitFee }), response: financialAnswer },
  topUp: { request: topUpRequest, response: financialAnswer },
  p2pTransfer: { request: p2pTransferRequest, response: financialAnswer },
  getCardBalance: {
    request: z.object({
      cardIdentification,
      accountNumber: numberText.optional(),
      accountType: z.enum(ACCOUNT_TYPES, { error: 'must be one of the account types of spec 01 §4.2' }).optional(),
      cardAcceptorParameters,
    }),
    response: answer({
      cardIdentification: z.object({ cardId: z.string().optional(), cardNumberMask: z.string().optional() }).optional(),
      balance: z.int().optional(),
      currency: z.int().optional(),
      availableExceedLimit: z.int().optional(),
      availableExceedLimitCurrency: z.int().optional(),
      ownFunds: z.int().optional(),
      ownFundsCurrency: z.int().optional(),
      totalAmountDue: z.int().optional(),
      minimumAmountDue: z.int().optional(),
      dueDate: z.string().optional(),
    }),
    paymentAlias: true,
  },
  getTransactions: {
    request: z.object({ cardIdentification, period }),
    response: answer({ transactions: z.array(transaction) }),
  },
} satisfies Record<string, V1OperationContract>;
