/**
 * Card Management v1 card services (spec 01 §4.2 and §4.6): PIN, CVC2, tokens, transaction
 * scheme additions and services of a card or its account.
 */
import { ACTION_CODES, SERVICE_OBJECT_TYPES } from '../../common/service-actions.js';
import { z } from 'zod';
import { answer, cardAcceptorParameters, cardIdentification, numberText, requiredText, text, type V1OperationContract, yyyymm } from './common.js';

export const DELIVERY_METHODS = ['SMS', 'WS', 'HALF_AND_HALF', 'WS_ENCRYPTED', 'NONE'] as const;
const deliveryMethod = z.enum(DELIVERY_METHODS, { error: `must be one of ${DELIVERY_METHODS.join(', ')}` });

/** ISO 9564-1: a PIN has 4 to 12 digits. The sandbox takes it in clear (no PIN block). */
const pin = z.string({ error: 'must be a string of 4 to 12 digits' }).regex(/^\d{4,12}$/, { message: 'must be 4 to 12 digits' });
/** An encrypted PIN: one ISO 9564 format-0 PIN block as 16 hex digits, in a ByteArray (array of strings). */
const pinBlock = z
  .array(z.string().regex(/^[0-9A-Fa-f]{16}$/, { message: 'must be a PIN block of 16 hex digits' }), { error: 'must be an array holding one PIN block' })
  .length(1, { message: 'must hold exactly one PIN block' });
const wholeNumber = (what: string) => z.int({ error: `must be a whole number (${what})` });

const addition = z.object(
  {
    id: wholeNumber('the addition id').nonnegative(),
    domain: requiredText(32),
    countryGroup: wholeNumber('a country group'),
    mccGroup: wholeNumber('an MCC group'),
    transactionType: wholeNumber('a transaction type'),
    posDataCode: requiredText(32),
  },
  { error: 'must be an object with id, domain, countryGroup, mccGroup, transactionType and posDataCode' },
);

export { ACTION_CODES, SERVICE_OBJECT_TYPES };

const token = z.object({
  tokenValue: z.string(),
  plasticNumber: z.int().optional(),
  expiryDate: z.string().optional(),
  active: z.boolean(),
  seid: z.string().optional(),
  payId: z.string().optional(),
});

const identified = { cardIdentification, cardAcceptorParameters };

export const cardServicesOperations = {
  changePin: {
    request: z.object({ ...identified, newPinData: pin }),
    response: answer({}),
  },
  generatePin: {
    request: z
      .object({
        ...identified,
        pinDeliveryMethod: deliveryMethod.optional(),
        encryptedPinValue: pinBlock.optional(),
        pinValue: pin.optional(),
        parameters: z.array(z.object({ name: requiredText(64), value: text(255) }), { error: 'must be a list of {name, value} pairs' }).optional(),
        checkCardOnly: z.boolean({ error: 'must be true or false' }).optional(),
      })
      .refine((r) => r.pinValue === undefined || r.encryptedPinValue === undefined, {
        message: 'give the PIN in clear or encrypted, not both',
        path: ['pinValue'],
        params: { rule: 'one-form' },
      }),
    response: answer({ pinValue: z.string().optional(), encryptedPinValue: z.array(z.string()).optional() }),
  },
  generateCVC2: {
    request: z.object({ ...identified, deliveryMethod: deliveryMethod.optional() }),
    response: answer({ cardNumberMask: z.string().optional(), cardNumber: z.string().optional(), cvc2: z.string().optional() }),
  },
  getTokenList: {
    request: z.object({ cardIdentification }),
    response: answer({ tokenList: z.object({ token: z.array(token) }) }),
    paymentAlias: true,
  },
  setTransactionSchemeAdditions: {
    request: z.object({
      ...identified,
      transactionSchemeAdditions: z.object({ addition: z.array(addition, { error: 'must be a list of additions' }).max(100) }, { error: 'must be an object with an addition list' }),
    }),
    response: answer({}),
  },
  serviceAction: {
    request: z.object({
      serviceIdentification: z.object(
        {
          serviceType: requiredText(32),
          serviceId: requiredText(32),
          serviceObjectType: z.enum(SERVICE_OBJECT_TYPES, { error: `must be ${SERVICE_OBJECT_TYPES.join(' or ')}` }),
        },
        { error: 'must be an object with serviceType, serviceId and serviceObjectType' },
      ),
      actionCode: z.enum(ACTION_CODES, { error: `must be one of ${ACTION_CODES.join(', ')}` }),
      cardIdentification: cardIdentification.extend({ expDate: yyyymm }),
      accountNumber: numberText.optional(),
      serviceParameters: z
        .object({
          phoneNumber: z.string().regex(/^\+?\d{7,15}$/, { message: 'must be 7 to 15 digits with the country code, optionally after +' }).optional(),
          email: z.email({ message: 'must be an e-mail address' }).max(254).optional(),
        })
        .optional(),
      cardAcceptorParameters,
    }),
    response: answer({}),
  },
} satisfies Record<string, V1OperationContract>;
