/**
 * v1 money: creditCard, debitCard, topUp, p2pTransfer, getCardBalance, getTransactions. Every
 * movement goes through domain/card-money.ts on the ledger v2 uses too.
 *
 * LIMITATIONS: no pre-authorisations (preAuthorization true is a format error), no reversals, no
 * currency conversion; tds, senderReceiverInfo and the point-of-service codes are validated and
 * otherwise unused; only approved movements appear in the history.
 */
import type { z } from 'zod';
import type { moneyOperations } from '../../../contracts/v1/money.js';
import { balanceInquiry } from '../../domain/account-controls.js';
import { cardTransfer, credit, debit, spendingKindOf } from '../../domain/card-money.js';
import type { Card } from '../../domain/cards.js';
import { maskPan } from '../../../common/masking.js';
import { PROCESSING, RC } from './context.js';
import { formatError } from './errors.js';
import type { Handlers } from './handlers.js';
import { transactionsHandler } from './history.js';
import { accountMismatch, acceptorOf, financial, usableCard } from './movements.js';

type DebitFee = z.output<(typeof moneyOperations)['debitCard']['request']>['fee'];

/** debitCard's fee in minor units: feeAmount, FIXED feeValue, or PERCENT of the amount rounded half up. */
export function feeOf(fee: DebitFee, amount: number): number {
  if (!fee) return 0;
  if (fee.feeAmount !== undefined) return fee.feeAmount;
  const value = fee.feeValue ?? 0;
  return fee.feeType === 'PERCENT' ? Math.round((amount * value) / 100) : value;
}

const feeField = (fee: number) => (fee > 0 ? { issuerFeeAmount: String(fee) } : {});

export const moneyHandlers: Handlers<'creditCard' | 'debitCard' | 'topUp' | 'p2pTransfer' | 'getCardBalance' | 'getTransactions'> = {
  creditCard(ctx, req) {
    const card = usableCard(ctx, req.cardIdentification);
    if (typeof card === 'string') return ctx.refuse(card);
    const result = credit(ctx.sandbox, { accountNumber: card.accountNumber, card, amount: req.amount, acceptor: acceptorOf(req.cardAcceptorParameters) }, ctx.now());
    return financial(ctx, result, PROCESSING.credit);
  },

  debitCard(ctx, req) {
    const card = usableCard(ctx, req.cardIdentification);
    if (typeof card === 'string') return ctx.refuse(card);
    const acceptor = acceptorOf(req.cardAcceptorParameters);
    const fee = feeOf(req.fee, req.amount);
    const result = debit(ctx.sandbox, { card, amount: req.amount, fee, acceptor }, ctx.now());
    return financial(ctx, result, spendingKindOf(acceptor) === 'purchase' ? PROCESSING.purchase : PROCESSING.cash, feeField(fee));
  },

  topUp(ctx, req) {
    let card: Card | undefined;
    if (req.cardIdentification) {
      const found = usableCard(ctx, req.cardIdentification);
      if (typeof found === 'string') return ctx.refuse(found);
      const mismatch = accountMismatch('accountNumber', found, req.accountNumber);
      if (mismatch) return mismatch;
      card = found;
    }
    const accountNumber = card?.accountNumber ?? req.accountNumber!;
    const fee = req.fee?.feeAmount ?? 0;
    const result = credit(ctx.sandbox, { accountNumber, card, amount: req.amount, fee, acceptor: acceptorOf(req.cardAcceptorParameters) }, ctx.now());
    return financial(ctx, result, PROCESSING.credit, feeField(fee));
  },

  p2pTransfer(ctx, req) {
    const source = usableCard(ctx, req.sourceCardIdentification);
    if (typeof source === 'string') return ctx.refuse(source);
    const sourceMismatch = accountMismatch('sourceAccountNumber', source, req.sourceAccountNumber);
    if (sourceMismatch) return sourceMismatch;
    let destinationCard: Card | undefined;
    if (req.destinationCardIdentification) {
      const found = usableCard(ctx, req.destinationCardIdentification);
      if (typeof found === 'string') return ctx.refuse(found);
      const mismatch = accountMismatch('destinationAccountNumber', found, req.destinationAccountNumber);
      if (mismatch) return mismatch;
      destinationCard = found;
    }
    const accountNumber = destinationCard?.accountNumber ?? req.destinationAccountNumber!;
    if (accountNumber === source.accountNumber) {
      const field = destinationCard ? 'destinationCardIdentification' : 'destinationAccountNumber';
      return formatError([{ field, rule: 'different', message: 'must be another account than the source card’s: nothing would move' }]);
    }
    const destination = { accountNumber, card: destinationCard };
    const result = cardTransfer(ctx.sandbox, { source, destination, amount: req.amount, acceptor: acceptorOf(req.cardAcceptorParameters) }, ctx.now());
    return financial(ctx, result, PROCESSING.transfer);
  },

  getCardBalance(ctx, req) {
    const card = ctx.findCard(req.cardIdentification);
    if (typeof card === 'string') return ctx.refuse(card);
    const mismatch = accountMismatch('accountNumber', card, req.accountNumber);
    if (mismatch) return mismatch;
    if (req.accountType !== undefined && req.accountType !== 'ACCOUNT_TYPE_DEFAULT') {
      return formatError([{ field: 'accountType', rule: 'sandbox-value', message: 'must be ACCOUNT_TYPE_DEFAULT: a sandbox card has only its default account' }]);
    }
    const balances = balanceInquiry(ctx.sandbox, card.accountNumber);
    if (balances === 'unknown_account') return ctx.refuse(RC.doNotHonour);
    if (balances === 'not_permitted') return ctx.refuse(RC.notPermitted);
    return ctx.read({
      cardIdentification: { cardId: card.id, cardNumberMask: maskPan(card.pan) },
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
