/** Card Management v1 card lifecycle operations (spec 01 §4.2): issue, read, block, unlock, change status. */
import { z } from 'zod';
import { account } from './customers.js';
import { answer, cardAcceptorParameters, cardIdentification, currency978, numberText, requiredText, text, type V1OperationContract, yyyymm } from './common.js';

const identified = { cardIdentification, cardAcceptorParameters };

const cardData = z.object({
  cardNumber: z.string(),
  expiryDate: z.string().optional(),
  expiryTime: z.string().optional(),
  cardId: z.string().optional(),
  hotCardStatus: z.int().optional(),
  hotCardStatusDescription: z.string().optional(),
  cardTypeName: z.string().optional(),
  embossedName: z.string().optional(),
  customerId: z.string().optional(),
  personId: z.string().optional(),
  pinDenialCounter: z.int().optional(),
  plasticNumber: z.int().optional(),
  cardIsPrimary: z.boolean().optional(),
  cardBindToCustomer: z.boolean().optional(),
  customerIsCardholder: z.boolean().optional(),
  accounts: z.array(account).optional(),
  customParameters: z.array(z.unknown()).optional(),
});

export const cardOperations = {
  createVirtualCard: {
    request: z.object({
      cardIdentification: z.object({ cardNumber: numberText }, { error: 'must be an object with the placeholder cardNumber' }),
      virtualCardIdentification: z.object(
        { expDate: yyyymm, productType: requiredText(64), cardNumber: text(19).optional(), cardNumberMask: text(19).optional(), cardId: text(64).optional(), barCode: text(64).optional(), cvv2: text(4).optional() },
        { error: 'must be an object' },
      ),
      amount: z.literal(0, { error: 'must be 0 (the default limit of a new card)' }),
      currency: currency978,
      accountNumber: numberText,
      deliveryMethod: z.enum(['WS', 'HALF_AND_HALF'], { error: 'must be WS or HALF_AND_HALF' }).optional(),
      personalData: z.object({ firstName: text(64).optional(), lastName: text(64).optional() }).optional(),
      cardAcceptorParameters,
    }),
    response: answer({
      virtualCardIdentification: z.object({
        cardNumber: z.string().optional(),
        cardId: z.string().optional(),
        expDate: z.string(),
        productType: z.string(),
        cardNumberMask: z.string().optional(),
        barCode: z.string().optional(),
        cvv2: z.string().optional(),
      }),
    }),
  },
  getCardData: {
    request: z.object({ cardIdentification, rsaPublicKey: z.array(z.string()).optional() }),
    response: answer({ cardData }),
  },
  blockCard: { request: z.object(identified), response: answer({}) },
  validateCard: { request: z.object(identified), response: answer({}) },
  changeCardStatus: {
    request: z.object({ ...identified, hotCardStatus: z.int({ error: 'must be a whole number (a code of the card status table)' }) }),
    response: answer({}),
  },
} satisfies Record<string, V1OperationContract>;
