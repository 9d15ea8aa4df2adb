/**
 * Shapes shared by the e-commerce gateway operations (`/payment/rest/*.do`). Parameters arrive as
 * form fields, query-string parameters or JSON members, so every scalar may come as text: numbers
 * are accepted as JSON numbers or digit strings, booleans as true/false.
 */
import { z } from 'zod';
import { MAX_JSON_DEPTH, tooDeepToParse } from '../../common/json-depth.js';

export const text = (max: number, min = 1) =>
  z.string({ error: 'must be a string' }).min(min, { message: min === 1 ? 'must not be empty' : `must be at least ${min} characters` }).max(max, { message: `must be at most ${max} characters` });

/** A whole number given as a JSON number or as digits. */
export const wholeNumber = (max = 999_999_999_999) =>
  z
    .union([z.number(), z.string().regex(/^-?\d+(\.\d+)?$/, { message: 'must be a number' }).transform(Number)], { error: 'must be a number' })
    .refine(Number.isInteger, { message: 'must be an integer number of minor units (no decimals)', params: { rule: 'integer' }, abort: true })
    .refine((n) => n >= 0, { message: 'must not be negative', params: { rule: 'min' }, abort: true })
    .refine((n) => n <= max, { message: `must be at most ${max}`, params: { rule: 'max' } });

export const flag = z.union([z.boolean(), z.enum(['true', 'false']).transform((v) => v === 'true')], { error: 'must be true or false' });

export const url = z.string({ error: 'must be a string' }).max(512, { message: 'must be at most 512 characters' }).regex(/^https?:\/\/\S+$/, { message: 'must be a full URL with protocol' });

/** The parameters the gateway adds to a callback's query: payment callbacks, then binding callbacks (docs/design.md, "Callbacks"). */
export const CALLBACK_PARAMETERS = ['mdOrder', 'orderNumber', 'operation', 'status', 'checksum', 'bindingId', 'clientId', 'enabled'] as const;

/**
 * A callback address: a full URL whose own query (`?shop=24`) is kept and signed with the rest. Its
 * names must be its own and appear once each, so the merchant's verifier, which signs every
 * parameter it receives, reads each name once and never confuses its own with the gateway's.
 */
export const callbackUrl = url.superRefine((value, ctx) => {
  if (!URL.canParse(value)) {
    ctx.addIssue({ code: 'custom', message: 'must be a valid URL', params: { rule: 'format' } });
    return;
  }
  const names = [...new URL(value).searchParams.keys()];
  const taken = names.find((name) => (CALLBACK_PARAMETERS as readonly string[]).includes(name));
  const repeated = names.find((name, i) => names.indexOf(name) !== i);
  if (taken !== undefined) ctx.addIssue({ code: 'custom', message: `must not use the parameter name ${taken} in its query: the gateway adds it`, params: { rule: 'callback-query' } });
  else if (repeated !== undefined) ctx.addIssue({ code: 'custom', message: `must not repeat the parameter name ${repeated} in its query`, params: { rule: 'callback-query' } });
});

/** ISO 4217 numeric; the sandbox knows 978 (EUR) only, and uses it when currency is omitted. */
export const currency = z.string({ error: 'must be a string' }).regex(/^\d{3}$/, { message: 'must be a 3-digit ISO 4217 numeric code' });

export const language = z.string({ error: 'must be a string' }).regex(/^[a-z]{2}$/, { message: 'must be a 2-letter ISO 639-1 code' });

/** userName and password of the merchant API account, or its token. */
export const credentials = {
  userName: text(30).optional(),
  password: text(30).optional(),
  token: text(64).optional(),
};

/** JSON text of a form field, parsed; undefined when it is not JSON or nests deeper than any message does (bounded before the parse: common/json-depth.ts). */
export function jsonText(text: string): unknown {
  if (tooDeepToParse(text)) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

/**
 * A JSON object given as JSON text (jsonParams in a form) or as a JSON value. The text comes first:
 * a refusal names the closest form, and text that is no JSON object is closer to it than to an object.
 */
export const jsonObject = z.union([
  z.string().transform((s, ctx) => {
    const value = jsonText(s);
    if (value && typeof value === 'object' && !Array.isArray(value)) return value as Record<string, unknown>;
    ctx.addIssue({ code: 'custom', message: `must be a JSON object (nested at most ${MAX_JSON_DEPTH} levels deep)`, params: { rule: 'json' } });
    return z.NEVER;
  }),
  z.record(z.string(), z.unknown()),
]);

/** Every gateway answer: errorCode "0" on success (it may be omitted), errorMessage in the request's language. */
export const result = {
  errorCode: z.string().regex(/^\d{1,2}$/).optional(),
  errorMessage: z.string().optional(),
};

export const errorAnswer = z.object({ errorCode: z.string().regex(/^[1-9]\d?$/), errorMessage: z.string() });

export interface GatewayOperationContract {
  readonly request: z.ZodType;
  readonly response: z.ZodType;
  /** Path under the base URL. */
  readonly path: string;
}
