/** E-commerce order operations: register, pay with card data (API entry), status, deposit, reverse, refund. */
import { z } from 'zod';
import { callbackUrl, credentials, currency, type GatewayOperationContract, jsonObject, language, result, text, url, wholeNumber } from './common.js';

const orderId = text(36);

/** Whether yyyy-MM-ddTHH:mm:ss (UTC) names a time that exists: not 2026-02-30 (which Date rolls over), nor month 13 (which Date cannot read). */
function existingDateTime(text: string): boolean {
  const at = new Date(`${text}Z`);
  return !Number.isNaN(at.getTime()) && at.toISOString().slice(0, 19) === text;
}

export const registerRequest = z.object({
  ...credentials,
  orderNumber: text(36),
  amount: wholeNumber(),
  currency: currency.optional(),
  returnUrl: url,
  failUrl: url.optional(),
  // Clients of this gateway family send an empty description when there is none.
  description: text(598, 0).optional(),
  language: language.optional(),
  clientId: text(255, 0).optional(),
  email: text(254).optional(),
  features: z.enum(['FORCE_CREATE_BINDING'], { error: 'must be FORCE_CREATE_BINDING' }).optional(),
  // 1 to 9 digits (spec): a session of 0 seconds would be over before it began.
  sessionTimeoutSecs: wholeNumber(999_999_999).refine((n) => n >= 1, { message: 'must be at least 1 second', params: { rule: 'min' } }).optional(),
  /** yyyy-MM-ddTHH:mm:ss (UTC): the session's absolute end; it wins over sessionTimeoutSecs. */
  sessionExpiredDate: z
    .string({ error: 'must be a string' })
    .regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}$/, { message: 'must be yyyy-MM-ddTHH:mm:ss' })
    .refine(existingDateTime, { message: 'must be a date and time that exists', params: { rule: 'format' } })
    .optional(),
  jsonParams: jsonObject.optional(),
  dynamicCallbackUrl: callbackUrl.optional(),
  bindingId: text(255).optional(),
  /** Registers the order for a child merchant of the account (its login); the account's own login is the same as none. */
  merchantLogin: text(255).optional(),
});

const registered = z.object({ ...result, orderId: z.string().optional(), formUrl: z.string().optional() });

/** The typed card fields of paymentorder.do, which a seToken replaces. */
const TYPED_CARD = ['$PAN', '$CVC', '$EXPIRY'] as const;

export const paymentOrderRequest = z.object({
  ...credentials,
  MDORDER: orderId,
  $PAN: z.string({ error: 'must be a string' }).regex(/^\d{12,19}$/, { message: 'must be 12 to 19 digits' }).optional(),
  $CVC: z.string({ error: 'must be a string' }).regex(/^\d{3,4}$/, { message: 'must be 3 or 4 digits' }).optional(),
  $EXPIRY: z.string({ error: 'must be a string' }).regex(/^\d{4}(0[1-9]|1[0-2])$/, { message: 'must be YYYYMM' }).optional(),
  /** The card data encrypted with the sandbox's seToken key (base64 of RSA PKCS#1 v1.5; docs/emulator.md): instead of $PAN, $CVC, $EXPIRY. */
  seToken: text(8192).optional(),
  TEXT: text(26).optional(),
  language: language.optional(),
  jsonParams: jsonObject.optional(),
  ip: text(39).optional(),
  email: text(254).optional(),
  tii: z.enum(['CI', 'RI', 'II', 'F', 'U', 'R', 'I'], { error: 'must be one of CI, RI, II, F, U, R, I' }).optional(),
  threeDSServerTransId: text(36).optional(),
  threeDSVer2FinishUrl: url.optional(),
  threeDSMethodNotificationUrl: url.optional(),
}).superRefine((body, ctx) => {
  if (body.seToken !== undefined) {
    for (const key of TYPED_CARD) if (body[key] !== undefined) ctx.addIssue({ code: 'custom', path: [key], message: 'cannot be sent with seToken, which carries the card', params: { rule: 'combination' } });
    return;
  }
  for (const key of ['$PAN', '$EXPIRY'] as const) if (body[key] === undefined) ctx.addIssue({ code: 'custom', path: [key], message: 'is required (or seToken)', params: { rule: 'required' } });
});

/** Answer of a payment call: a redirect when done, 3DS2 data on the first call, an ACS redirect when challenged. */
export const paymentAnswer = z.object({
  ...result,
  redirect: z.string().optional(),
  info: z.string().optional(),
  is3DSVer2: z.boolean().optional(),
  threeDSServerTransId: z.string().optional(),
  threeDSMethodURLServer: z.string().optional(),
  threeDSMethodURL: z.string().optional(),
  threeDSMethodDataPacked: z.string().optional(),
  acsUrl: z.string().optional(),
  packedCReq: z.string().optional(),
});

export const orderStatus = z.object({
  ...result,
  orderNumber: z.string(),
  orderStatus: z.int().min(0).max(6),
  actionCode: z.int(),
  actionCodeDescription: z.string(),
  amount: z.int(),
  currency: z.string(),
  date: z.int(),
  orderDescription: z.string().optional(),
  merchantOrderParams: z.array(z.object({ name: z.string(), value: z.string() })),
  transactionAttributes: z.array(z.unknown()),
  attributes: z.array(z.object({ name: z.string(), value: z.string() })),
  cardAuthInfo: z
    .object({
      maskedPan: z.string(),
      expiration: z.string(),
      cardholderName: z.string(),
      approvalCode: z.string().optional(),
      paymentSystem: z.string(),
      product: z.string().optional(),
      secureAuthInfo: z.object({ eci: z.int().optional() }).optional(),
      pan: z.string(),
    })
    .optional(),
  bindingInfo: z.object({ clientId: z.string(), bindingId: z.string().optional() }).optional(),
  authDateTime: z.int().optional(),
  authRefNum: z.string().optional(),
  paymentAmountInfo: z.object({
    paymentState: z.enum(['CREATED', 'APPROVED', 'DEPOSITED', 'DECLINED', 'REVERSED', 'REFUNDED']),
    approvedAmount: z.int(),
    depositedAmount: z.int(),
    refundedAmount: z.int(),
    totalAmount: z.int(),
  }),
  bankInfo: z.object({ bankName: z.string(), bankCountryCode: z.string(), bankCountryName: z.string() }).optional(),
  chargeback: z.boolean(),
  operations: z.array(z.object({ amount: z.int(), cardHolder: z.string(), authCode: z.string(), type: z.string().optional() })),
});

const byOrder = z.object({ ...credentials, orderId, language: language.optional() });
const amountChange = z.object({ ...credentials, orderId, amount: wholeNumber(), language: language.optional() });
const done = z.object(result);

export const orderOperations = {
  'register.do': { path: '/payment/rest/register.do', request: registerRequest, response: registered },
  'registerPreAuth.do': { path: '/payment/rest/registerPreAuth.do', request: registerRequest, response: registered },
  'paymentorder.do': { path: '/payment/rest/paymentorder.do', request: paymentOrderRequest, response: paymentAnswer },
  'getOrderStatusExtended.do': {
    path: '/payment/rest/getOrderStatusExtended.do',
    request: z
      .object({ ...credentials, orderId: orderId.optional(), orderNumber: text(36).optional(), language: language.optional() })
      .refine((r) => (r.orderId === undefined) !== (r.orderNumber === undefined), { message: 'must give exactly one of orderId and orderNumber', params: { rule: 'one-parameter' } }),
    response: z.union([orderStatus, z.object({ errorCode: z.string(), errorMessage: z.string() })]),
  },
  'deposit.do': { path: '/payment/rest/deposit.do', request: amountChange, response: done },
  'reverse.do': { path: '/payment/rest/reverse.do', request: byOrder.extend({ amount: wholeNumber().optional() }), response: done },
  'refund.do': { path: '/payment/rest/refund.do', request: amountChange, response: done },
} satisfies Record<string, GatewayOperationContract>;
