/**
 * Stored credentials ("bindings") on the e-commerce gateway: listing a client's stored cards,
 * paying an order with one (paymentOrderBinding.do), the one-call recurrent and installment
 * payments (JSON, under /payment/ rather than /payment/rest/), and switching a stored card off,
 * on, or giving it a new expiry. The tii each operation takes follows the spec: F or U for
 * paymentOrderBinding.do; recurrentPayment.do and installmentPayment.do imply R and I (the
 * emulator also accepts that one value when sent).
 */
import { z } from 'zod';
import { credentials, currency, errorAnswer, type GatewayOperationContract, jsonObject, language, result, text, url, wholeNumber } from './common.js';
import { orderStatus, paymentAnswer } from './orders.js';

const bindingId = text(255);
const yearMonth = z.string({ error: 'must be a string' }).regex(/^\d{4}(0[1-9]|1[0-2])$/, { message: 'must be YYYYMM' });
const tiiOf = <const T extends readonly [string, ...string[]]>(values: T) => z.enum(values, { error: `must be ${values.join(' or ')}` });

export const BINDING_CATEGORIES = ['COMMON', 'RECURRENT', 'INSTALLMENT'] as const;

export const storedCard = z.object({
  bindingId: z.string(),
  /** First 6 and last 4 digits. */
  maskedPan: z.string().regex(/^\d{6}\*+\d{4}$/),
  /** YYYYMM */
  expiryDate: z.string().regex(/^\d{6}$/),
  paymentWay: z.string(),
  paymentSystem: z.string(),
  /** The card number with every hidden digit written as X. */
  displayLabel: z.string().regex(/^\d{6}X+\d{4}$/),
  bindingCategory: z.enum(BINDING_CATEGORIES),
});

const getBindingsRequest = z.object({
  ...credentials,
  clientId: text(255),
  /** C common, R recurrent, I installment, CR common and recurrent together; every kind when absent. */
  bindingType: z.enum(['C', 'R', 'I', 'CR'], { error: 'must be C, R, I or CR' }).optional(),
  language: language.optional(),
});

const paymentOrderBindingRequest = z.object({
  ...credentials,
  mdOrder: text(36),
  bindingId,
  cvc: z.string({ error: 'must be a string' }).regex(/^\d{3,4}$/, { message: 'must be 3 or 4 digits' }).optional(),
  ip: text(39).optional(),
  email: text(254).optional(),
  language: language.optional(),
  tii: tiiOf(['F', 'U']).optional(),
  threeDSServerTransId: text(36).optional(),
  threeDSVer2FinishUrl: url.optional(),
});

/** Registers an order and pays it with a stored credential in one call (JSON in the spec; form and query accepted too). */
const oneCallPayment = <const T extends readonly [string, ...string[]]>(tii: T) =>
  z.object({
    ...credentials,
    orderNumber: text(36),
    language: language.optional(),
    bindingId,
    amount: wholeNumber(),
    currency: currency.optional(),
    description: text(598).optional(),
    additionalParameters: jsonObject.optional(),
    tii: tiiOf(tii).optional(),
  });

const recurrentPaymentAnswer = z.union([
  z.object({ success: z.boolean(), data: z.object({ orderId: z.string() }), orderStatus }),
  errorAnswer.extend({ success: z.literal(false).optional() }),
]);

const installmentPaymentAnswer = z.union([
  z.object({ errorCode: z.literal('0'), errorMessage: z.string(), orderId: z.string(), orderStatus, error: z.boolean() }),
  errorAnswer.extend({ error: z.literal(true).optional() }),
]);

const byBinding = z.object({ ...credentials, bindingId, language: language.optional() });
const done = z.object(result);

export const bindingOperations = {
  'getBindings.do': {
    path: '/payment/rest/getBindings.do',
    request: getBindingsRequest,
    response: z.union([z.object({ errorCode: z.literal('0'), errorMessage: z.string(), bindings: z.array(storedCard) }), errorAnswer]),
  },
  'paymentOrderBinding.do': { path: '/payment/rest/paymentOrderBinding.do', request: paymentOrderBindingRequest, response: paymentAnswer },
  'recurrentPayment.do': { path: '/payment/recurrentPayment.do', request: oneCallPayment(['R']), response: recurrentPaymentAnswer },
  'installmentPayment.do': { path: '/payment/installmentPayment.do', request: oneCallPayment(['I']), response: installmentPaymentAnswer },
  'unBindCard.do': { path: '/payment/rest/unBindCard.do', request: byBinding, response: done },
  'bindCard.do': { path: '/payment/rest/bindCard.do', request: byBinding, response: done },
  'extendBinding.do': { path: '/payment/rest/extendBinding.do', request: byBinding.extend({ newExpiry: yearMonth }), response: done },
} satisfies Record<string, GatewayOperationContract>;
