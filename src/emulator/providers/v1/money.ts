/**
 * v1 money: creditCard, debitCard, topUp, p2pTransfer, getCardBalance, getTransactions. Every
 * movement is the card system's (domain/card-system/), on the ledger every interface uses: this
 * names the cards and translates the card system's result.
 *
 * LIMITATIONS: no pre-authorisations (preAuthorization true is a format error), no reversals, no
 * currency conversion; tds, senderReceiverInfo and the point-of-service codes are validated and
 * otherwise unused; only approved movements appear in the history.
 */
import type { z } from 'zod';
import type { moneyOperations } from '../../../contracts/v1/money.js';
import { cardBalance, credit, spendingKindOf, transfer } from '../../domain/card-system/index.js';
import { maskPan } from '../../../common/masking.js';
import { PROCESSING } from './context.js';
import { formatError } from './errors.js';
import type { Handlers } from './handlers.js';
import { transactionsHandler } from './history.js';
import { acceptorOf, financial, type FormatFields, refusal } from './movements.js';

type DebitFee = z.output<(typeof moneyOperations)['debitCard']['request']>['fee'];

/** debitCard's fee in minor units: feeAmount, FIXED feeValue, or PERCENT of the amount rounded half up. */
export function feeOf(fee: DebitFee, amount: number): number {
  if (!fee) return 0;
  if (fee.feeAmount !== undefined) return fee.feeAmount;
  // The contract requires feeValue with feeType.
  const value = fee.feeValue!;
  return fee.feeType === 'PERCENT' ? Math.round((amount * value) / 100) : value;
}

const feeField = (fee: number) => (fee > 0 ? { issuerFeeAmount: String(fee) } : {});

/** The fields each self-contradicting request names (the card system says which rule it broke). */
const TOP_UP_FIELDS: FormatFields = { account_mismatch: 'accountNumber' };
const BALANCE_FIELDS: FormatFields = { account_mismatch: 'accountNumber' };
const TO_CARD: FormatFields = {
  account_mismatch: 'sourceAccountNumber',
  destination_account_mismatch: 'destinationAccountNumber',
  same_card: 'destinationCardIdentification',
  same_account: 'destinationCardIdentification',
};
const TO_ACCOUNT: FormatFields = { account_mismatch: 'sourceAccountNumber', same_account: 'destinationAccountNumber' };

export const moneyHandlers: Handlers<'creditCard' | 'debitCard' | 'topUp' | 'p2pTransfer' | 'getCardBalance' | 'getTransactions'> = {
  creditCard(ctx, req) {
    const id = req.cardIdentification;
    const acceptor = acceptorOf(req.cardAcceptorParameters);
    const answer = credit(ctx.cardSystem, { card: ctx.lookup(id), expiry: id.expDate, amount: req.amount, use: 'deposit', acceptor }, ctx.now());
    return financial(ctx, answer, PROCESSING.credit);
  },

  debitCard(ctx, req) {
    const id = req.cardIdentification;
    const acceptor = acceptorOf(req.cardAcceptorParameters);
    const fee = feeOf(req.fee, req.amount);
    const kind = spendingKindOf(acceptor);
    const answer = ctx.sandbox.gateway.payAtTerminal({ card: ctx.lookup(id), expiry: id.expDate, amount: req.amount, fee, use: 'withdrawal', kind, acceptor }, ctx.now());
    return financial(ctx, answer, kind === 'purchase' ? PROCESSING.purchase : PROCESSING.cash, feeField(fee));
  },

  topUp(ctx, req) {
    const id = req.cardIdentification;
    const fee = req.fee?.feeAmount ?? 0;
    const acceptor = acceptorOf(req.cardAcceptorParameters);
    const card = id ? ctx.lookup(id) : undefined;
    const answer = credit(ctx.cardSystem, { card, expiry: id?.expDate, accountNumber: req.accountNumber, amount: req.amount, fee, use: 'deposit', acceptor }, ctx.now());
    return financial(ctx, answer, PROCESSING.credit, feeField(fee), TOP_UP_FIELDS);
  },

  p2pTransfer(ctx, req) {
    const source = req.sourceCardIdentification;
    const destination = req.destinationCardIdentification;
    const answer = transfer(
      ctx.cardSystem,
      {
        source: ctx.lookup(source),
        expiry: source.expDate,
        sourceAccountNumber: req.sourceAccountNumber,
        destination: destination ? ctx.lookup(destination) : undefined,
        destinationExpiry: destination?.expDate,
        destinationAccountNumber: req.destinationAccountNumber,
        amount: req.amount,
        acceptor: acceptorOf(req.cardAcceptorParameters),
      },
      ctx.now(),
    );
    return financial(ctx, answer, PROCESSING.transfer, undefined, destination ? TO_CARD : TO_ACCOUNT);
  },

  getCardBalance(ctx, req) {
    if (req.accountType !== undefined && req.accountType !== 'ACCOUNT_TYPE_DEFAULT') {
      return formatError([{ field: 'accountType', rule: 'sandbox-value', message: 'must be ACCOUNT_TYPE_DEFAULT: a sandbox card has only its default account' }]);
    }
    const card = ctx.lookup(req.cardIdentification);
    const balances = cardBalance(ctx.cardSystem, card, req.accountNumber);
    if (typeof balances === 'string') return refusal(ctx, balances, BALANCE_FIELDS);
    return ctx.read({
      cardIdentification: { cardId: card!.id, cardNumberMask: maskPan(card!.pan) },
      balance: balances.balance,
      currency: 978,
      availableExceedLimit: balances.exceed,
      availableExceedLimitCurrency: 978,
      ownFunds: balances.available,
      ownFundsCurrency: 978,
      totalAmountDue: 0,
      minimumAmountDue: 0,
    });
  },

  getTransactions: transactionsHandler,
};
