/**
 * Changes of an order that real integrations call beside the spec's: declining an order nobody
 * paid (decline.do) and adding the merchant's own parameters to an order (addParams.do).
 */
import { z } from 'zod';
import { credentials, type GatewayOperationContract, jsonObject, language, result, text } from './common.js';

const done = z.object(result);

const declineRequest = z
  .object({ ...credentials, orderId: text(36).optional(), orderNumber: text(36).optional(), merchantLogin: text(255).optional(), language: language.optional() })
  .refine((r) => r.orderId !== undefined || r.orderNumber !== undefined, { message: 'orderId or orderNumber is required', path: ['orderId'], params: { rule: 'required' } });

/** Parameters as a JSON object of names to text (numbers and booleans are kept as their text). */
const params = jsonObject.pipe(
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
