/** Card Management v1 customer operations (spec 01 §4.1). */
import { z } from 'zod';
import { answer, requiredText, text, type V1OperationContract } from './common.js';

export const REGISTER_PARAMETERS = [
  'institutionId', 'agent_number', 'customer_number', 'product_id', 'start_date', 'service_id_acc', 'surname', 'firstName',
  'secondName', 'email', 'mobile_phone', 'region', 'city', 'street', 'house', 'apartment', 'postal_code', 'country_code',
] as const;

const parameter = z.object({ name: requiredText(64), value: text(255) }, { error: 'must be a {name, value} pair' });

const customer = {
  customerNumber: z.string(),
  customerId: z.string(),
  entityType: z.string().optional(),
  entityTypeName: z.string().optional(),
  firstName: z.string().optional(),
  secondName: z.string().optional(),
  surname: z.string().optional(),
  status: z.string().optional(),
};

export const account = z.object({
  number: z.string(),
  accountType: z.int().optional(),
  currency: z.int(),
  currencyAlphaCode: z.string().optional(),
  balance: z.int(),
  creditLimit: z.int().optional(),
  customerId: z.string(),
  defaultAccount: z.boolean().optional(),
  status: z.int().optional(),
  statusDescription: z.string().optional(),
});

const byCustomerNumber = z.object({ customerNumber: requiredText(64), institutionId: z.union([z.int(), z.string()]).optional() });

export const customerOperations = {
  registerCustomer: {
    request: z.object({ productName: requiredText(64), parameters: z.array(parameter, { error: 'must be a list of {name, value} pairs' }).min(1) }),
    response: answer({ customerNumber: z.string(), accountNumber: z.string() }),
  },
  getCustomerDetails: { request: byCustomerNumber, response: answer(customer) },
  isCustomerExist: { request: byCustomerNumber, response: answer({ result: z.boolean() }) },
  getAccountListByOwner: { request: z.object({ customerId: requiredText(64) }), response: answer({ accounts: z.array(account) }) },
} satisfies Record<string, V1OperationContract>;

