/** v1 getTransactions: the history of a card (its own records and its account's), by UTC days. */
import type { z } from 'zod';
import type { transaction } from '../../../contracts/v1/money.js';
import { type HistoryRecord, TRANSACTION_TYPES } from '../../domain/history.js';
import type { Answer } from '../answer.js';
import type { V1Context } from './context.js';
import type { V1Request } from './handlers.js';

const DAY_MS = 86_400_000;

/** One record as spec 01 §2.8 shows it. Fees are the issuer's, charged to the account. */
export function transactionView(r: HistoryRecord): z.input<typeof transaction> {
  const type = TRANSACTION_TYPES[r.kind];
  const fee = r.fee ?? 0;
  return {
    authorizationDate: r.at.toISOString(),
    transactionType: String(type.code),
    operationDirection: r.direction,
    amount: r.amount,
    currency: r.currency,
    amountInAccountCurrency: r.amount,
    utrnno: r.utrnno,
    transactionDescription: type.description,
    feeDirection: fee > 0 ? 'DEBIT' : 'NOOP',
    acquireFeeAmount: 0,
    feIssuerFeeAmount: fee,
    boIssuerFeeAmount: fee,
    ...(r.merchant
      ? {
          merchantId: r.merchant.merchantId,
          terminalId: r.merchant.terminalId,
          mcc: r.merchant.mcc,
          terminalAddress: r.merchant.nameAndLocation,
        }
      : {}),
    authorizationIdResponse: r.authorizationIdResponse,
    reversal: false,
    requestAmount: r.amount,
    internalResponseCode: -1,
  };
}

/** The period's days are inclusive and UTC; a card in any status can be read. */
export function transactionsHandler(ctx: V1Context, req: V1Request<'getTransactions'>): Answer {
  const card = ctx.findCard(req.cardIdentification);
  if (typeof card === 'string') return ctx.refuse(card);
  const from = req.period.start === undefined ? undefined : new Date(`${req.period.start}T00:00:00Z`);
  const to = req.period.end === undefined ? undefined : new Date(Date.parse(`${req.period.end}T00:00:00Z`) + DAY_MS);
  return ctx.read({ transactions: ctx.sandbox.history.ofCard(card, from, to).map(transactionView) });
}
