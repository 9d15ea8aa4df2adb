/**
 * v1 limits: getCardLimits, changeCardLimit, deleteCardLimitException, changeAccountLimit,
 * getAccountLimits. Rules and choices: docs/emulator.md, "Limits".
 *
 * LIMITATIONS (what this group does not emulate):
 * - the validity period (startDate/endDate) of a limit itself: a period always makes an exception;
 * - currency is 978 only, and currentValue cannot be set (both "unused in sandbox");
 * - account limits take no exceptions (the interface cannot delete one);
 * - limit changes are not refused by the card's status: a blocked card's limits can be read and set.
 */
import type { FieldError } from '../../../contracts/issues.js';
import { type Period, parsePeriod } from '../../domain/limit-exceptions.js';
import { changeAccountLimit, changeCardLimit, deleteCardLimitException, type LimitChange } from '../../domain/limit-changes.js';
import { currentValue, type Limit } from '../../domain/limits.js';
import { RC } from './context.js';
import { formatError } from './errors.js';
import type { Handlers, V1Request } from './handlers.js';

type LimitRequest = V1Request<'changeCardLimit'>['limit'];

export const limitsHandlers: Handlers<'getCardLimits' | 'changeCardLimit' | 'deleteCardLimitException' | 'changeAccountLimit' | 'getAccountLimits'> = {
  getCardLimits(ctx, req) {
    const card = ctx.findCard(req.cardIdentification);
    if (typeof card === 'string') return ctx.refuse(card);
    return ctx.read({ limits: limitsView(card.limits, ctx.now()) });
  },

  changeCardLimit(ctx, req) {
    const errors: FieldError[] = [];
    const period = periodOf(req.limit.startDate, req.limit.endDate, 'limit', errors);
    if (period && req.limit.value === undefined) errors.push({ field: 'limit.value', rule: 'required', message: 'an exception (a change with startDate and endDate) needs its value' });
    if (!period && !changesSomething(req.limit)) errors.push(nothingToChange);
    if (errors.length) return formatError(errors);
    const card = ctx.findCard(req.cardIdentification);
    if (typeof card === 'string') return ctx.refuse(card);
    const outcome = changeCardLimit(ctx.sandbox.history, card, { ...changeOf(req.limit), period }, ctx.now());
    // The only refusal left is an overlapping exception: an exception without its value (value_required) is refused above.
    if (typeof outcome === 'object') return ctx.refuse(RC.doNotHonour);
    return ctx.result(RC.approved);
  },

  deleteCardLimitException(ctx, req) {
    const errors: FieldError[] = [];
    const period = periodOf(req.limitException.startDate, req.limitException.endDate, 'limitException', errors);
    // Both dates are required members: without a period, errors names why.
    if (!period) return formatError(errors);
    const card = ctx.findCard(req.cardIdentification);
    if (typeof card === 'string') return ctx.refuse(card);
    const outcome = deleteCardLimitException(ctx.sandbox.history, card, { name: req.limitException.limitName, period }, ctx.now());
    return outcome === 'deleted' ? ctx.result(RC.approved) : ctx.refuse(RC.doNotHonour);
  },

  changeAccountLimit(ctx, req) {
    const errors: FieldError[] = [];
    for (const edge of ['startDate', 'endDate'] as const) {
      if (req.limit[edge] !== undefined) errors.push({ field: `limit.${edge}`, rule: 'unsupported', message: 'account limits take no exceptions: the interface has no operation to delete one' });
    }
    if (!changesSomething(req.limit)) errors.push(nothingToChange);
    if (errors.length) return formatError(errors);
    const account = ctx.sandbox.accounts.get(req.accountNumber);
    if (!account) return ctx.refuse(RC.doNotHonour);
    const outcome = changeAccountLimit(ctx.sandbox.history, account, changeOf(req.limit), ctx.now());
    if (outcome === 'value_required') {
      return formatError([{ field: 'limit.value', rule: 'required', message: `the account has no ${req.limit.name} limit yet: its first change must give the value` }]);
    }
    return ctx.result(RC.approved);
  },

  getAccountLimits(ctx, req) {
    const account = ctx.sandbox.accounts.get(req.accountNumber);
    if (!account) return ctx.refuse(RC.doNotHonour);
    return ctx.read({ limits: limitsView(account.limits, ctx.now()) });
  },
};

const nothingToChange: FieldError = { field: 'limit.value', rule: 'required', message: 'give at least one of value, cycleType and cycleLength to change' };

function changesSomething(limit: LimitRequest): boolean {
  return limit.value !== undefined || limit.cycleType !== undefined || limit.cycleLength !== undefined;
}

function changeOf(limit: LimitRequest): LimitChange {
  return { name: limit.name, value: limit.value, cycleType: limit.cycleType, cycleLength: limit.cycleLength };
}

/** The period of an exception, undefined when neither edge is given; problems go to `errors`. */
function periodOf(startDate: string | undefined, endDate: string | undefined, at: string, errors: FieldError[]): Period | undefined {
  if (startDate === undefined && endDate === undefined) return undefined;
  if (startDate === undefined || endDate === undefined) {
    const missing = startDate === undefined ? 'startDate' : 'endDate';
    errors.push({ field: `${at}.${missing}`, rule: 'required', message: 'startDate and endDate go together: both give the period of an exception' });
    return undefined;
  }
  const period = parsePeriod(startDate, endDate);
  if (period === 'invalid_start') errors.push({ field: `${at}.startDate`, rule: 'format', message: 'is not a date that exists' });
  else if (period === 'invalid_end') errors.push({ field: `${at}.endDate`, rule: 'format', message: 'is not a date that exists' });
  else if (period === 'end_before_start') errors.push({ field: `${at}.endDate`, rule: 'period', message: 'must not be before startDate' });
  else return period;
  return undefined;
}

function limitsView(limits: readonly Limit[], now: Date) {
  // Stryker disable MethodExpression,ArrowFunction: the order is the emulator's choice where the spec leaves it open, so the scenarios read limits by name on every target (questions/limits.ts)
  return [...limits]
    .sort((a, b) => a.name.localeCompare(b.name))
    // Stryker restore MethodExpression,ArrowFunction
    .map((l) => ({
      name: l.name,
      value: l.value,
      cycleType: l.cycleType,
      cycleLength: l.cycleLength,
      currency: 978,
      currentValue: currentValue(l, now),
      limitExceptions: l.exceptions.map((e) => ({
        limitName: l.name,
        startDate: e.period.startDate,
        endDate: e.period.endDate,
        value: e.value,
        cycleType: e.cycleType,
        cycleLength: e.cycleLength,
      })),
    }));
}
