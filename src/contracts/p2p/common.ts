/**
 * Shapes shared by the P2P gateway operations (`/payment/rest/api/p2p/*.do`, spec 03 §4.2). The
 * P2P group takes JSON only; integers are JSON numbers or digit strings (as on the e-commerce
 * group), texts carry the spec's lengths, and every rule names its field when it fails.
 */
import { isIP } from 'node:net';
import { z } from 'zod';
import { text, wholeNumber } from '../gateway/common.js';

export { text, url, callbackUrl, currency, flag } from '../gateway/common.js';

/** ISO 639-1 codes the spec lists for the P2P pages and messages (kh and cn as the spec writes them). */
export const P2P_LANGUAGES = ['en', 'ru', 'el', 'ro', 'bg', 'pt', 'sw', 'hu', 'it', 'pl', 'de', 'fr', 'kh', 'cn', 'es', 'ka', 'da', 'et', 'fi', 'lt', 'lv', 'nl', 'sv'] as const;
export const language = z.enum(P2P_LANGUAGES, { error: `must be one of ${P2P_LANGUAGES.join(', ')}` });

/** An integer of at most `digits` digits ("integer [2]" in the spec), optionally within [min, max]. */
export const integerOf = (digits: number, range: { min?: number; max?: number } = {}) => {
  const min = range.min ?? 0;
  const max = range.max ?? 10 ** digits - 1;
  return wholeNumber(max).refine((n) => n >= min, { message: `must be at least ${min}`, params: { rule: 'min' } });
};

/** Minor units, "integer [0..12]". */
export const minorUnits = integerOf(12);

/** Text of digits only, e.g. a card number [1..19]. */
export const digits = (max: number, min = 1) =>
  z
    .string({ error: 'must be a string of digits' })
    .max(max, { message: `must be at most ${max} digits` })
    .regex(new RegExp(`^\\d{${min},}$`), { message: min === 1 ? 'must be digits only' : `must be ${min} to ${max} digits` });

/** A phone number with its country code: 7 to 15 digits, optionally after + or 00 (orderPayerData). */
export const phone = z.string({ error: 'must be a string' }).regex(/^(\+|00)?\d{7,15}$/, { message: 'must be 7 to 15 digits with the country code, optionally after + or 00' });

/** YYYYMMDD, a real calendar day. */
export const yyyymmdd = z
  .string({ error: 'must be a string' })
  .max(20, { message: 'must be at most 20 characters' })
  .regex(/^\d{8}$/, { message: 'must be a date as YYYYMMDD' })
  .refine(isCalendarDay, { message: 'must be a real calendar day', params: { rule: 'format' } });

function isCalendarDay(value: string): boolean {
  const [y, m, d] = [Number(value.slice(0, 4)), Number(value.slice(4, 6)), Number(value.slice(6, 8))];
  const date = new Date(Date.UTC(y, m - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
}

export const email = (max: number) => text(max).regex(/^[^\s@]+@[^\s@]+\.[^\s@]+$/, { message: 'must be an e-mail address' });

/** An IPv4 or IPv6 address, at most 39 characters. */
export const ip = text(39).refine((v) => isIP(v) !== 0, { message: 'must be an IPv4 or IPv6 address', params: { rule: 'format' } });

/** Latin letters, digits, spaces and common punctuation (billingState, recipientAddressLine1). */
export const latin = (max: number, min = 0) => text(max, min).regex(/^[\x20-\x7E]*$/, { message: 'must be Latin characters' });

/** orderDescription: [1..600]; the bank receives the first 99 characters, which must not hold %, + or line breaks. */
export const orderDescription = text(600).regex(/^[^%+\r\n]*$/, { message: 'must not contain %, + or line breaks' });

/** Extra order data: name/value pairs. */
export const params = z.array(z.object({ name: text(255), value: text(1024, 0) }), { error: 'must be a list of {name, value}' }).max(100, { message: 'must hold at most 100 parameters' });

/** The kind of order (WITHOUT_*, OCT_EXPECTED) and 3-D Secure forced off (FORCE_SSL) or on (FORCE_TDS, FORCE_FULL_TDS). */
export const P2P_FEATURES = ['WITHOUT_TO_CARD', 'WITHOUT_FROM_CARD', 'OCT_EXPECTED', 'FORCE_SSL', 'FORCE_TDS', 'FORCE_FULL_TDS'] as const;

/** `{ "feature": [...] }`: a funding (WITHOUT_TO_CARD, maybe OCT_EXPECTED) or a payout (WITHOUT_FROM_CARD). */
export const features = z
  .object(
    {
      // The refusal names the value sent, so a client sees which feature the gateway does not know.
      feature: z
        .array(z.enum(P2P_FEATURES, { error: (issue) => `${JSON.stringify(issue.input)} is not a feature of the gateway (known: ${P2P_FEATURES.join(', ')})` }))
        .max(4, { message: 'must hold at most 4 features' }),
    },
    { error: 'must be an object {"feature": [...]}' },
  )
  .superRefine((value, ctx) => {
    const set = new Set(value.feature);
    if (set.has('WITHOUT_TO_CARD') && set.has('WITHOUT_FROM_CARD')) ctx.addIssue({ code: 'custom', path: ['feature'], message: 'WITHOUT_TO_CARD and WITHOUT_FROM_CARD exclude each other', params: { rule: 'combination' } });
    if (set.has('FORCE_SSL') && (set.has('FORCE_TDS') || set.has('FORCE_FULL_TDS'))) ctx.addIssue({ code: 'custom', path: ['feature'], message: 'FORCE_SSL (no 3-D Secure) excludes FORCE_TDS and FORCE_FULL_TDS', params: { rule: 'combination' } });
    if (set.has('OCT_EXPECTED') && !set.has('WITHOUT_TO_CARD')) ctx.addIssue({ code: 'custom', path: ['feature'], message: 'OCT_EXPECTED goes with WITHOUT_TO_CARD (a funding a payout follows)', params: { rule: 'combination' } });
  });

/** username and password of the P2P API account, lower case (spec 03 §5). */
export const credentials = { username: text(30), password: text(30) };

/** The errorCode/errorMessage pair every P2P answer carries (both M). */
export const result = {
  errorCode: z.string().regex(/^\d{1,2}$/),
  errorMessage: z.string().min(1).max(512),
};

/** A refusal: errorCode other than 0; `details` names each field at fault (the emulator's addition). */
export const p2pError = z.object({
  errorCode: z.string().regex(/^[1-9]\d?$/),
  errorMessage: z.string().min(1).max(512),
  details: z.array(z.object({ field: z.string(), rule: z.string(), message: z.string() })).optional(),
});

export interface P2pOperationContract {
  readonly path: string;
  /** Other paths the operation answers at, with the same behaviour and signature rules. */
  readonly alsoAt?: readonly string[];
  readonly request: z.ZodType;
  /** The answer with errorCode 0; a refusal answers `p2pError`. */
  readonly response: z.ZodType;
}

/** Every P2P path starts here. */
export const P2P_BASE = '/payment/rest/api/p2p';
