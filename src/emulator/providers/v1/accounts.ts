/**
 * v1 accounts: holds (changeAccountArrestAmount), restriction status, balances, allowed
 * beneficiaries and merchant categories. The restriction status decides what every money
 * operation and balance read may do (domain/restrictions.ts).
 *
 * LIMITATIONS: one account per customer and no internal account ids (getAccountBalances' accountId
 * is accepted and not used); no credit lines, so the exceed balance is always 0.
 */
import { balanceInquiry, type Balances, changeHold, changeRestriction } from '../../domain/account-controls.js';
import { authCodeOf } from '../../domain/card-system/index.js';
import { PROCESSING, RC, type V1Context } from './context.js';
import { formatError } from './errors.js';
import type { Handlers } from './handlers.js';
import { namedAccount } from './movements.js';

/** The balance types getAccountBalances lists, in this order. */
const BALANCE_TYPES: readonly { type: string; description: string; amount: (b: Balances) => number }[] = [
  { type: 'LEDGER', description: 'Ledger balance', amount: (b) => b.balance },
  { type: 'HOLD', description: 'Held amount', amount: (b) => b.held },
  { type: 'AVAILABLE', description: 'Available balance', amount: (b) => b.available },
  { type: 'EXCEED', description: 'Available credit line', amount: (b) => b.exceed },
];

function balancesOf(ctx: V1Context, accountNumber: string): Balances | typeof RC.doNotHonour | typeof RC.notPermitted {
  const balances = balanceInquiry(ctx.cardSystem, accountNumber);
  if (balances === 'unknown_account') return RC.doNotHonour;
  if (balances === 'not_permitted') return RC.notPermitted;
  return balances;
}

export const accountsHandlers: Handlers<
  | 'changeAccountArrestAmount'
  | 'changeAccountStatusInFe'
  | 'getAccountBalanceFromBo'
  | 'getAccountBalances'
  | 'getAllowedBeneficiaries'
  | 'setAllowedBeneficiaries'
  | 'getAllowedMccList'
  | 'setAllowedMccList'
> = {
  changeAccountArrestAmount(ctx, req) {
    const result = changeHold(ctx.cardSystem, req.accountNumber, req.amount, ctx.now());
    if (result.status === 'unknown_account') return ctx.refuse(RC.doNotHonour);
    return ctx.result(RC.approved, { rrn: result.rrn, authorizationIdResponse: authCodeOf(result.rrn), utrnno: result.utrnno });
  },

  changeAccountStatusInFe(ctx, req) {
    const result = changeRestriction(ctx.cardSystem, req.accountNumber, req.accountStatus, ctx.now());
    if (result.status === 'unknown_account') return ctx.refuse(RC.doNotHonour);
    return ctx.result(RC.approved, { rrn: result.rrn, utrnno: result.utrnno });
  },

  getAccountBalanceFromBo(ctx, req) {
    const balances = balancesOf(ctx, req.accountNumber);
    if (typeof balances === 'string') return ctx.refuse(balances);
    return ctx.read({ availableBalance: balances.available, holdBalance: balances.held, exceedBalance: balances.exceed });
  },

  getAccountBalances(ctx, req) {
    if (req.institutionId !== ctx.account().institutionId) {
      return formatError([{ field: 'institutionId', rule: 'sandbox-value', message: 'must be the institution id shown on the sandbox account page' }]);
    }
    const balances = balancesOf(ctx, req.accountNumber);
    if (typeof balances === 'string') return ctx.refuse(balances);
    const accountBalances = BALANCE_TYPES.map((t) => ({
      balanceType: t.type,
      balanceTypeDescription: t.description,
      amount: t.amount(balances),
      currency: 978,
      amountAccCurrency: t.amount(balances),
      accountCurrency: 978,
    }));
    return ctx.read({ accountBalances });
  },

  getAllowedBeneficiaries(ctx, req) {
    const profile = namedAccount(ctx, req);
    if (typeof profile === 'string') return ctx.refuse(profile);
    return ctx.read({ beneficiaries: [...profile.beneficiaries] });
  },

  setAllowedBeneficiaries(ctx, req) {
    const profile = namedAccount(ctx, req);
    if (typeof profile === 'string') return ctx.refuse(profile);
    ctx.sandbox.accounts.setBeneficiaries(profile.number, req.beneficiaries);
    return ctx.result(RC.approved, {}, PROCESSING.service);
  },

  getAllowedMccList(ctx, req) {
    const profile = namedAccount(ctx, req);
    if (typeof profile === 'string') return ctx.refuse(profile);
    return ctx.read({ mccList: [...profile.mccList] });
  },

  setAllowedMccList(ctx, req) {
    const profile = namedAccount(ctx, req);
    if (typeof profile === 'string') return ctx.refuse(profile);
    ctx.sandbox.accounts.setMccList(profile.number, req.mccList);
    return ctx.result(RC.approved, {}, PROCESSING.service);
  },
};
