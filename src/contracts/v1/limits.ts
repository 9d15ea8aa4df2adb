/**
 * Card Management v1 limits operations (spec 01 §4.3, §2.7, §8): read and change card limits and
 * their exceptions, read and change account limits.
 */
import { z } from 'zod';
import { answer, cardAcceptorParameters, cardIdentification, currency978, numberText, requiredText, text, type V1OperationContract } from './common.js';

/** The product's limit names (spec §8); card and account limits use the same ones. */
export const LIMIT_NAMES = ['LMTP0107', 'LMTP0108', 'LMTP0109', 'LMTP0110', 'LMTP0111', 'LMTP0112'] as const;
/** cycleType codes (spec §8): 0 day … 8 calendar year, 11 hour, 12 calendar hour. */
export const CYCLE_TYPE_CODES = [0, 1, 2, 3, 4, 5, 6, 7, 8, 11, 12] as const;
export const MAX_CYCLE_LENGTH = 999;

const nameRule = `must be a limit name of the card product: ${LIMIT_NAMES.join(', ')}`;
// A string first, so that a missing name reads as "required" rather than as a wrong name.
const limitName = z.string({ error: nameRule }).pipe(z.enum(LIMIT_NAMES, { error: nameRule }));
const cycleType = z.literal(CYCLE_TYPE_CODES, { error: `must be a cycle type code: ${CYCLE_TYPE_CODES.join(', ')}` });
const cycleLength = z
  .number({ error: 'must be a whole number of cycle units' })
  .refine(Number.isInteger, { message: 'must be a whole number of cycle units', params: { rule: 'integer' }, abort: true })
  .refine((n) => n >= 1, { message: 'must be at least 1', params: { rule: 'min' }, abort: true })
  .refine((n) => n <= MAX_CYCLE_LENGTH, { message: `must be at most ${MAX_CYCLE_LENGTH}`, params: { rule: 'max' } });
/** A limit value: minor units, 0 allowed (nothing may be spent). */
const limitValue = z
  .number({ error: 'must be a number of minor units' })
  .refine(Number.isInteger, { message: 'must be an integer number of minor units (no decimals)', params: { rule: 'integer' }, abort: true })
  .refine((n) => n >= 0, { message: 'must not be negative', params: { rule: 'min' }, abort: true })
  .refine((n) => n <= 999_999_999_999, { message: 'must be at most 999999999999', params: { rule: 'max' } });
/** ISO 8601 date or date-time; the emulator reads the instant (docs/emulator.md, Limits). */
const periodEdge = text(35).regex(/^\d{4}-\d{2}-\d{2}(T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})?)?$/, { message: 'must be an ISO 8601 date (YYYY-MM-DD) or date-time' });

/** The limit of a change request: only name is mandatory. currency and currentValue are unused. */
const limitChange = z.object(
  {
    name: limitName,
    startDate: periodEdge.optional(),
    endDate: periodEdge.optional(),
    value: limitValue.optional(),
    cycleType: cycleType.optional(),
    cycleLength: cycleLength.optional(),
    currency: currency978.optional(),
    currentValue: z.number({ error: 'must be a number' }).optional(),
  },
  { error: 'must be an object with the limit name' },
);

/** changeAccountLimit: when cardAcceptorParameters is sent, its first three members are mandatory. */
const strictAcceptor = z
  .object({
    terminalIdentification: requiredText(16),
    merchantIdentification: requiredText(32),
    merchantType: z.string({ error: 'must be a 4-digit merchant category code' }).regex(/^\d{4}$/, { message: 'must be a 4-digit merchant category code' }),
    nameAndLocation: text(99).optional(),
  })
  .optional();

const limitException = z.object({
  limitName: z.string(),
  startDate: z.string(),
  endDate: z.string(),
  value: z.int().optional(),
  cycleType: z.int().optional(),
  cycleLength: z.int().optional(),
});

/** A limit as the reads show it (spec §2.7): name and limitExceptions mandatory. */
export const limitView = z.object({
  name: z.string(),
  startDate: z.string().optional(),
  endDate: z.string().optional(),
  value: z.int().optional(),
  cycleType: z.int().optional(),
  cycleLength: z.int().optional(),
  currency: z.int().optional(),
  currentValue: z.int().optional(),
  limitExceptions: z.array(limitException),
});

export const limitsOperations = {
  getCardLimits: {
    request: z.object({ cardIdentification }),
    response: answer({ limits: z.array(limitView) }),
  },
  changeCardLimit: {
    request: z.object({ cardIdentification, limit: limitChange, cardAcceptorParameters }),
    response: answer({}),
  },
  deleteCardLimitException: {
    request: z.object({
      cardIdentification,
      limitException: z.object(
        {
          limitName,
          startDate: periodEdge,
          endDate: periodEdge,
          value: limitValue.optional(),
          cycleType: cycleType.optional(),
          cycleLength: cycleLength.optional(),
        },
        { error: 'must be an object with limitName, startDate and endDate' },
      ),
      cardAcceptorParameters,
    }),
    response: answer({}),
  },
  changeAccountLimit: {
    request: z.object({ accountNumber: numberText, limit: limitChange, cardAcceptorParameters: strictAcceptor }),
    response: answer({}),
  },
  getAccountLimits: {
    request: z.object({ accountNumber: numberText }),
    response: answer({ limits: z.array(limitView) }),
  },
} satisfies Record<string, V1OperationContract>;
