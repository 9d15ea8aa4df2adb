/**
 * Changes of an order that real integrations call beside the spec's: declining an order nobody
 * paid (decline.do) and adding the merchant's own parameters to an order (addParams.do).
 */
import { z } from 'zod';
import { credentials, type GatewayOperationContract, jsonText, language, result, text } from './common.js';

const done = z.object(result);

const declineRequest = z
  .object({ ...credentials, orderId: text(36).optional(), orderNumber: text(36).optional(), merchantLogin: text(255).optional(), language: language.optional() })
  .refine((r) => r.orderId !== undefined || r.orderNumber !== undefined, { message: 'orderId or orderNumber is required', path: ['orderId'], params: { rule: 'required' } });

/** The two forms addParams.do takes, named in every refusal of the field. */
const PARAMS_FORMS = 'must be a JSON object of names to values ({"channel": "app"}), or a JSON array of {"name": …, "value": …} as merchantOrderParams shows them';

const paramValue = z.union([z.string(), z.number(), z.boolean()]);
/** The form real clients send (npm `alfabank` sends it as JSON text): the shape the gateway answers in merchantOrderParams. */
const namedParams = z.array(z.strictObject({ name: z.string(), value: paramValue }));
const paramsValue = z.union([z.record(z.string(), z.unknown()), namedParams]);

/**
 * Parameters as a JSON object of names to text (numbers and booleans are kept as their text), or
 * as an array of {name, value}; either as a JSON value or as JSON text (a form field). One check
 * with one message for every other shape, so that a refusal names the forms the field takes.
 */
const params = z
  .unknown()
  // What the documents show of it: the forms, since a check of any value says nothing.
  .meta({ description: `A JSON value or JSON text: ${PARAMS_FORMS.replace(/^must be /, '')}`, anyOf: [...(z.toJSONSchema(paramsValue).anyOf ?? []), { type: 'string' }] })
  .transform((input, ctx) => {
    const parsed = paramsValue.safeParse(typeof input === 'string' ? jsonText(input) : input);
    if (!parsed.success) {
      ctx.addIssue({ code: 'custom', message: PARAMS_FORMS, params: { rule: 'json' } });
      return z.NEVER;
    }
    return Array.isArray(parsed.data) ? Object.fromEntries(parsed.data.map(({ name, value }) => [name, value])) : parsed.data;
  })
  .pipe(
    z
      .record(
        z.string().min(1, { message: 'names must not be empty' }).max(255, { message: 'names must be at most 255 characters' }),
        z.union([z.string().max(1024, { message: 'values must be at most 1024 characters' }), z.number(), z.boolean()], { error: 'values must be text, numbers or booleans' }),
      )
      .refine((r) => Object.keys(r).length > 0, { message: 'must name at least one parameter', params: { rule: 'min' } }),
  );

export const orderChangeOperations = {
  'decline.do': { path: '/payment/rest/decline.do', request: declineRequest, response: done },
  'addParams.do': { path: '/payment/rest/addParams.do', request: z.object({ ...credentials, orderId: text(36), params, language: language.optional() }), response: done },
} satisfies Record<string, GatewayOperationContract>;
