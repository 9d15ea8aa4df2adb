/**
 * Card Management v1 account operations (spec 01 §4.4): holds, restriction status, balances, and the
 * allowed beneficiaries and merchant categories of an account.
 */
import { z } from 'zod';
import { answer, cardAcceptorParameters, cardIdentification, currency978, numberText, requiredText, type V1OperationContract } from './common.js';

/** A hold amount: like an amount of money, but 0 is allowed (it releases the hold). */
export const holdAmount = z
  .number({ error: 'must be a number of minor units' })
  .refine(Number.isInteger, { message: 'must be an integer number of minor units (no decimals)', params: { rule: 'integer' }, abort: true })
  .refine((n) => n >= 0, { message: 'must be 0 (release) or more', params: { rule: 'min' }, abort: true })
  .refine((n) => n <= 999_999_999_999, { message: 'must be at most 999999999999', params: { rule: 'max' } });

/** The sixteen account restriction codes of spec 01 §3. */
export const RESTRICTION_CODES = [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15] as const;
const accountStatus = z.literal(RESTRICTION_CODES, { error: 'must be an account restriction code, 0 to 15 (spec 01 §3)' });

/** The action envelope of an account change: the trace fields of a financial answer. */
const actionAnswer = answer({ processingCode: z.string(), systemTraceAuditNumber: z.int(), localTransactionDate: z.string() });

/** The four list operations name the account directly, or through one of its cards. */
const accountOrCard = { accountNumber: numberText.optional(), cardIdentification: cardIdentification.optional() };
const needsAccountOrCard = (value: { accountNumber?: string | undefined; cardIdentification?: unknown }, ctx: z.RefinementCtx) => {
  if (value.accountNumber === undefined && value.cardIdentification === undefined) {
    ctx.addIssue({ code: 'custom', path: ['accountNumber'], message: 'is required (or cardIdentification of one of its cards)', params: { rule: 'required' } });
  }
};

const beneficiary = z.string({ error: 'must be a card or account number as a string' }).regex(/^\d{6,34}$/, { message: 'must be a card or account number (6 to 34 digits)' });
const mcc = z.int({ error: 'must be a whole number (a merchant category code)' }).min(0, { message: 'must be 0 to 9999' }).max(9999, { message: 'must be 0 to 9999' });

const balanceCamel = z.object({
  balanceType: z.union([z.string(), z.int()]),
  balanceTypeDescription: z.string().optional(),
  amount: z.int(),
  currency: z.int(),
  amountAccCurrency: z.int().optional(),
  accountCurrency: z.int(),
});
const balanceSnake = z.object({
  balance_type: z.union([z.string(), z.int()]),
  balance_type_description: z.string().optional(),
  amount: z.int(),
  currency: z.int(),
  amount_acc_currency: z.int().optional(),
  account_currency: z.int(),
});

export const accountsOperations = {
  changeAccountArrestAmount: {
    request: z.object({ accountNumber: numberText, amount: holdAmount, currency: currency978 }),
    response: actionAnswer,
    paymentAlias: true,
  },
  changeAccountStatusInFe: {
    request: z.object({ accountNumber: numberText, accountStatus, cardAcceptorParameters }),
    response: actionAnswer,
  },
  getAccountBalanceFromBo: {
    request: z.object({ accountNumber: numberText }),
    response: answer({ availableBalance: z.int(), holdBalance: z.int(), exceedBalance: z.int() }),
  },
  getAccountBalances: {
    request: z.object({
      accountNumber: numberText,
      institutionId: z.union([requiredText(32), z.int()], { error: 'must be the institution id (string or number)' }).transform(String),
      accountId: z.int({ error: 'must be a whole number' }).optional(),
    }),
    // The spec's table shows camelCase, its example snake_case: an answer in either is accepted.
    response: z.union([answer({ accountBalances: z.array(balanceCamel) }), answer({ account_balances: z.array(balanceSnake) })]),
  },
  getAllowedBeneficiaries: {
    request: z.object(accountOrCard).superRefine(needsAccountOrCard),
    response: answer({ beneficiaries: z.array(z.string()) }),
  },
  setAllowedBeneficiaries: {
    request: z
      .object({ ...accountOrCard, beneficiaries: z.array(beneficiary, { error: 'must be a list of card or account numbers' }).max(100, { message: 'must have at most 100 entries' }) })
      .superRefine(needsAccountOrCard),
    response: answer({}),
  },
  getAllowedMccList: {
    request: z.object(accountOrCard).superRefine(needsAccountOrCard),
    response: answer({ mccList: z.array(z.int()) }),
  },
  setAllowedMccList: {
    request: z
      .object({ ...accountOrCard, mccList: z.array(mcc, { error: 'must be a list of merchant category codes' }).max(500, { message: 'must have at most 500 entries' }) })
      .superRefine(needsAccountOrCard),
    response: answer({}),
  },
} satisfies Record<string, V1OperationContract>;
