/** Wire types shared by every interface's contracts. */
import { z } from 'zod';
import { isLuhnValid } from '../common/luhn.js';

/** Twelve digits of minor units: the longest amount any of the interfaces carries. */
export const MAX_AMOUNT = 999_999_999_999;

/** Money on the wire: a positive integer of minor units. */
export const amount = z
  .number({ error: 'must be a number of minor units' })
  .refine(Number.isInteger, { message: 'must be an integer number of minor units (no decimals)', params: { rule: 'integer' }, abort: true })
  .refine((n) => n > 0, { message: 'must be greater than 0', params: { rule: 'positive' }, abort: true })
  .refine((n) => n <= MAX_AMOUNT, { message: `must be at most ${MAX_AMOUNT}`, params: { rule: 'max' } });

export const pan = z
  .string({ error: 'must be a string of digits' })
  .regex(/^\d{13,19}$/, { message: 'must be 13 to 19 digits', abort: true })
  .refine(isLuhnValid, { message: 'must be a card number (its check digit is wrong)', params: { rule: 'luhn' } });
export const yyyymm = z.string({ error: 'must be a string' }).regex(/^\d{4}(0[1-9]|1[0-2])$/, { message: 'must be YYYYMM' });
export const isoDate = z.string({ error: 'must be a string' }).regex(/^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/, { message: 'must be YYYY-MM-DD' });
export const dateTime = z.iso.datetime({ offset: true });
