/** v1 customers: registerCustomer, getCustomerDetails, isCustomerExist, getAccountListByOwner. */
import { ALPHA2_BY_NUMERIC } from '../../../common/countries.js';
import type { FieldError } from '../../../contracts/issues.js';
import type { AccountProfile } from '../../domain/accounts.js';
import { SANDBOX_CURRENCY } from '../../../common/currency.js';
import { RESTRICTIONS } from '../../domain/restrictions.js';
import { type V1Context, RC } from './context.js';
import { formatError } from './errors.js';
import type { Handlers } from './handlers.js';

/** The parameters registerCustomer cannot do without; the others are "any text". */
const REQUIRED = ['institutionId', 'customer_number', 'product_id', 'start_date', 'service_id_acc', 'surname', 'firstName', 'mobile_phone', 'postal_code', 'country_code'] as const;

export function accountView(ctx: V1Context, profile: AccountProfile) {
  return {
    number: profile.number,
    accountType: 0,
    currency: SANDBOX_CURRENCY.numeric,
    currencyAlphaCode: SANDBOX_CURRENCY.alpha,
    // Stryker disable next-line OptionalChaining: every account is opened in the ledger with it (Accounts.open)
    balance: ctx.sandbox.ledger.get(profile.number)?.balance ?? 0,
    creditLimit: 0,
    customerId: profile.ownerId,
    defaultAccount: true,
    status: profile.restriction,
    statusDescription: RESTRICTIONS[profile.restriction],
  };
}

export const customerHandlers: Handlers<'registerCustomer' | 'getCustomerDetails' | 'isCustomerExist' | 'getAccountListByOwner'> = {
  registerCustomer(ctx, req) {
    const p = Object.fromEntries(req.parameters.map((x) => [x.name, x.value.trim()]));
    const account = ctx.account();
    const errors: FieldError[] = [];
    const fail = (field: string, rule: string, message: string) => errors.push({ field, rule, message });
    if (req.productName !== account.customerTemplate) fail('productName', 'sandbox-value', 'must be the customer template of the sandbox account');
    for (const name of REQUIRED) if (!p[name]) fail(`parameters.${name}`, 'required', 'is required');
    const expected: Record<string, string> = { institutionId: account.institutionId, agent_number: account.institutionId, product_id: account.productId, service_id_acc: account.serviceIdAcc };
    for (const [name, value] of Object.entries(expected)) {
      if (p[name] && p[name] !== value) fail(`parameters.${name}`, 'sandbox-value', 'must be the value shown on the sandbox account page');
    }
    // Stryker disable next-line MethodExpression: without slice() the whole instant is compared, and a YYYY-MM-DD compares with it as with its first ten characters
    const today = ctx.now().toISOString().slice(0, 10);
    if (p.start_date && !(/^\d{4}-\d{2}-\d{2}$/.test(p.start_date) && !Number.isNaN(Date.parse(p.start_date)))) fail('parameters.start_date', 'format', 'must be YYYY-MM-DD');
    else if (p.start_date && p.start_date > today) fail('parameters.start_date', 'past', 'must not be in the future');
    const country = p.country_code ? ALPHA2_BY_NUMERIC.get(p.country_code.padStart(3, '0')) : undefined;
    if (p.country_code && !country) fail('parameters.country_code', 'format', 'must be an ISO 3166-1 numeric country code');
    if (errors.length) return formatError(errors);

    const street = [p.street, p.house].filter(Boolean).join(' ');
    const party = ctx.sandbox.parties.registerCustomer(
      {
        customerNumber: p.customer_number!,
        firstName: p.firstName!,
        lastName: p.surname!,
        secondName: p.secondName,
        email: p.email,
        phoneNumber: p.mobile_phone!,
        billingAddress: { line1: street || undefined, line2: p.apartment ?? p.apartament, city: p.city, state: p.region, postalCode: p.postal_code!, country: country! },
        parameters: p,
      },
      ctx.now(),
    );
    if (party === 'duplicate_customer_number') return ctx.refuse(RC.doNotHonour);
    return ctx.read({ customerNumber: party.customerNumber, accountNumber: party.accountNumber });
  },

  getCustomerDetails(ctx, req) {
    const party = ctx.sandbox.parties.byCustomerNumber(req.customerNumber);
    if (!party) return ctx.refuse(RC.doNotHonour);
    return ctx.read({
      customerNumber: party.customerNumber,
      customerId: party.id,
      entityType: 'P',
      entityTypeName: 'Private person',
      firstName: party.firstName,
      secondName: party.secondName ?? '',
      surname: party.lastName,
      status: '0',
    });
  },

  isCustomerExist(ctx, req) {
    return ctx.read({ result: ctx.sandbox.parties.byCustomerNumber(req.customerNumber) !== undefined });
  },

  getAccountListByOwner(ctx, req) {
    return ctx.read({ accounts: ctx.sandbox.accounts.ofOwner(req.customerId).map((a) => accountView(ctx, a)) });
  },
};
