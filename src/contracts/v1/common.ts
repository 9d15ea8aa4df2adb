/**
 * Shapes every Card Management v1 operation shares: card identification, card acceptor
 * parameters, the operation result envelope, and numbers that arrive as strings or bare JSON numbers.
 */
import { z } from 'zod';
import { SANDBOX_CURRENCY } from '../../common/currency.js';

/** Card and account numbers are strings; examples send bare JSON numbers too. Both become strings. */
export const numberText = z
  .union([z.string(), z.int().nonnegative()], { error: 'must be a string of digits' })
  .transform(String)
  .pipe(z.string().regex(/^\d{1,34}$/, { message: 'must be digits only' }));

export const text = (max: number) => z.string({ error: 'must be a string' }).max(max, { message: `must be at most ${max} characters` });
export const requiredText = (max: number) => text(max).min(1, { message: 'must not be empty' });
export const yyyymm = z.string({ error: 'must be a string' }).regex(/^\d{4}(0[1-9]|1[0-2])$/, { message: 'must be YYYYMM' });
export const isoDate = z.string({ error: 'must be a string' }).regex(/^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/, { message: 'must be YYYY-MM-DD' });
export const currency978 = z.literal(SANDBOX_CURRENCY.numeric, { error: `must be ${SANDBOX_CURRENCY.numeric} (${SANDBOX_CURRENCY.alpha}), the only currency of the sandbox` });
export const minorUnits = z
  .number({ error: 'must be a number of minor units' })
  .refine(Number.isInteger, { message: 'must be an integer number of minor units (no decimals)', params: { rule: 'integer' }, abort: true })
  .refine((n) => n > 0, { message: 'must be greater than 0', params: { rule: 'positive' }, abort: true })
  .refine((n) => n <= 999_999_999_999, { message: 'must be at most 999999999999', params: { rule: 'max' } });

export const cardIdentification = z.object(
  {
    cardNumber: numberText.optional(),
    encryptedCardNumber: z.array(z.string()).optional(),
    cardNumberMask: text(19).optional(),
    cardLastDigitMask: text(19).optional(),
    cardId: text(64).optional(),
    expDate: yyyymm.optional(),
    plasticNumber: z.int().optional(),
    phoneNumber: text(20).optional(),
    cardholderId: text(64).optional(),
    customerId: text(64).optional(),
    customerNumber: text(64).optional(),
    barCode: text(64).optional(),
    cvv2: text(4).optional(),
    externalCardId: text(64).optional(),
    token: text(64).optional(),
    cardTypeCode: text(32).optional(),
    email: text(254).optional(),
    institutionId: text(32).optional(),
    idNumber: text(64).optional(),
  },
  { error: 'must be an object' },
);

export const cardAcceptorParameters = z
  .object({
    terminalIdentification: text(16).optional(),
    merchantIdentification: text(32).optional(),
    merchantType: z.string().regex(/^\d{4}$/, { message: 'must be a 4-digit merchant category code' }).optional(),
    nameAndLocation: text(99).optional(),
  })
  .optional();

export const responseCode = z.string().regex(/^\d{2}$/);

/** Every two-digit code but 00. An enum (not a refinement) so that a success with a broken field is reported on that field, not on its code. */
const REFUSAL_CODES = Array.from({ length: 99 }, (_, i) => String(i + 1).padStart(2, '0')) as [string, ...string[]];

/** The operation result envelope of action operations. */
export const envelope = {
  responseCode,
  processingCode: z.string().optional(),
  systemTraceAuditNumber: z.int().optional(),
  localTransactionDate: z.string().optional(),
  rrn: z.string().optional(),
  authorizationIdResponse: z.string().optional(),
  utrnno: z.int().optional(),
};

/**
 * A v1 answer: the operation's fields with responseCode 00, or a refusal carrying only the
 * envelope. The spec shows no responseCode on some reads; the emulator adds it to every answer.
 */
export function answer<S extends z.ZodRawShape>(shape: S) {
  return z.union([
    z.object(envelope).extend(shape).extend({ responseCode: z.literal('00') }),
    z.object(envelope).extend({ responseCode: z.enum(REFUSAL_CODES, { error: 'a refusal carries a two-digit code other than 00' }) }),
  ]);
}

export interface V1OperationContract {
  readonly request: z.ZodType;
  readonly response: z.ZodType;
  /** Also answered under /payment/apigate/ws/rest/ (the spec shows three operations there). */
  readonly paymentAlias?: true;
}
