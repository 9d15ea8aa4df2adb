/**
 * What the v1 money and account handlers share: the card a movement may use, the acceptor of a
 * request, the account a request names, and the envelope of a financial answer.
 */
import type { z } from 'zod';
import type { cardAcceptorParameters } from '../../../contracts/v1/common.js';
import type { AccountProfile } from '../../domain/accounts.js';
import type { Card } from '../../domain/cards.js';
import type { Acceptor, MoneyRefusal, MoneyResult } from '../../domain/card-money.js';
import type { Answer } from '../answer.js';
import { type CardIdentification, RC, type ResponseCode, type V1Context } from './context.js';
import { formatError } from './errors.js';

/** Why a movement was refused, as an ISO 8583 response code. */
export const REFUSAL_CODES: Readonly<Record<MoneyRefusal, ResponseCode>> = {
  unknown_account: RC.doNotHonour,
  not_permitted: RC.notPermitted,
  destination_not_permitted: RC.notPermitted,
  mcc_not_allowed: RC.notPermitted,
  beneficiary_not_allowed: RC.notPermitted,
  insufficient_funds: RC.insufficientFunds,
  limit_exceeded: RC.exceedsAmountLimit,
};

/**
 * The card a movement may use: known (14), usable (54 expired, 62 any other status than 0), and,
 * when the identification carries an expiry date, the card's own expiry (54 otherwise).
 */
export function usableCard(ctx: V1Context, id: CardIdentification): Card | ResponseCode {
  const card = ctx.activeCard(id);
  if (typeof card === 'string') return card;
  if (id.expDate !== undefined && id.expDate !== card.expiry) return RC.expiredCard;
  return card;
}

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

/** An account number sent beside a card must be that card's account. */
export function accountMismatch(field: string, card: Card, accountNumber: string | undefined): Answer | undefined {
  if (accountNumber === undefined || accountNumber === card.accountNumber) return undefined;
  return formatError([{ field, rule: 'card-account', message: 'must be the account of the card identified in the request' }]);
}

/** The envelope of a financial answer: trace fields, rrn, authorisation id and the history record's utrnno. */
export function financial(ctx: V1Context, result: MoneyResult, processingCode: string, fields: Record<string, unknown> = {}): Answer {
  if (result.status === 'refused') return ctx.refuse(REFUSAL_CODES[result.reason]);
  return ctx.result(
    RC.approved,
    { rrn: result.rrn, authorizationIdResponse: result.authorizationIdResponse, utrnno: result.utrnno, ...fields },
    processingCode,
  );
}
