/**
 * What the v1 money and account handlers share: the acceptor of a request, the account a request
 * names, and the answer to the card system's result (the envelope of an approval, the response code
 * of a refusal, or the format error of a request that contradicts itself).
 */
import type { z } from 'zod';
import type { cardAcceptorParameters } from '../../../contracts/v1/common.js';
import type { AccountProfile } from '../../domain/accounts.js';
import type { Acceptor, CardAnswer, Refusal } from '../../domain/card-system/index.js';
import type { Answer } from '../answer.js';
import { type CardIdentification, RC, RESPONSE_CODES, type ResponseCode, type V1Context } from './context.js';
import { formatError } from './errors.js';

export function acceptorOf(parameters: z.output<typeof cardAcceptorParameters>): Acceptor | undefined {
  if (!parameters) return undefined;
  return {
    merchantId: parameters.merchantIdentification,
    terminalId: parameters.terminalIdentification,
    mcc: parameters.merchantType === undefined ? undefined : Number(parameters.merchantType),
    nameAndLocation: parameters.nameAndLocation,
  };
}

/** The account a request names by number or through one of its cards: unknown account 05, unknown card 14. */
export function namedAccount(ctx: V1Context, req: { accountNumber?: string | undefined; cardIdentification?: CardIdentification | undefined }): AccountProfile | ResponseCode {
  if (req.accountNumber !== undefined) return ctx.sandbox.accounts.get(req.accountNumber) ?? RC.doNotHonour;
  const card = ctx.findCard(req.cardIdentification ?? {});
  if (typeof card === 'string') return card;
  return ctx.sandbox.accounts.get(card.accountNumber) ?? RC.doNotHonour;
}

/** The fields of the request that a self-contradicting refusal names, per operation. */
export type FormatFields = Partial<Readonly<Record<Refusal, string>>>;

const FORMAT_RULES: Partial<Readonly<Record<Refusal, { rule: string; message: string }>>> = {
  account_mismatch: { rule: 'card-account', message: 'must be the account of the card identified in the request' },
  destination_account_mismatch: { rule: 'card-account', message: 'must be the account of the card identified in the request' },
  same_card: { rule: 'different', message: 'must be another account than the source card’s: nothing would move' },
  same_account: { rule: 'different', message: 'must be another account than the source card’s: nothing would move' },
};

/** The answer to a refusal: its response code, or (30) the format error naming the field at fault. */
export function refusal(ctx: V1Context, result: Refusal, fields: FormatFields = {}): Answer {
  const code = RESPONSE_CODES[result];
  const field = fields[result];
  const rule = FORMAT_RULES[result];
  if (code !== RC.formatError) return ctx.refuse(code);
  // Stryker disable next-line ConditionalExpression,LogicalOperator,StringLiteral: a programming-error guard: every caller names the field of each refusal it can meet (money-parties.feature pins each one's field and rule)
  if (field === undefined || rule === undefined) throw new Error(`v1: no field names the format error ${result}`);
  return formatError([{ field, rule: rule.rule, message: rule.message }]);
}

/** The envelope of a financial answer: trace fields, rrn, authorisation id and the history record's utrnno. */
export function financial(ctx: V1Context, answer: CardAnswer, processingCode: string, fields: Record<string, unknown> = {}, formatFields?: FormatFields): Answer {
  if (answer.result !== 'ok') return refusal(ctx, answer.result, formatFields);
  return ctx.result(RC.approved, { rrn: answer.rrn, authorizationIdResponse: answer.authCode, utrnno: answer.utrnno, ...fields }, processingCode);
}
