/**
 * Refusals in the scenario's words, and what each means on the wire of each interface. v2 status
 * codes and error details are the emulator's documented choices (docs/emulator.md); v1 business
 * refusals are HTTP 200 with an ISO 8583 responseCode, format errors a 400 with responseCode 30.
 */
import { expect } from 'chai';
import type { Api, Attempt } from './world.js';

interface Expected {
  readonly status: number;
  /** v1: the responseCode of the answer. */
  readonly responseCode?: string;
  /** Gateway: the errorCode of the answer. */
  readonly errorCode?: string;
  /** The field the error must name (suffix match: `amount` matches `spendingLimits.0.amount`). */
  readonly field?: string;
  readonly rule?: string;
}

type PerInterface = { readonly [K in Api]?: Expected };

const v1Format = (field: string, rule?: string): Expected => ({ status: 400, responseCode: '30', field, ...(rule ? { rule } : {}) });

const REASONS: Record<string, Expected | PerInterface> = {
  'a first name is missing': { status: 400, field: 'firstName', rule: 'required' },
  'a last name is missing': { status: 400, field: 'lastName', rule: 'required' },
  'a phone number is missing': { status: 400, field: 'phoneNumber', rule: 'required' },
  'a billing country is missing': { status: 400, field: 'billingAddress.country', rule: 'required' },
  'a billing postal code is missing': { status: 400, field: 'billingAddress.postalCode', rule: 'required' },
  'the billing country is invalid': { status: 400, field: 'billingAddress.country', rule: 'format' },
  'the cardholder does not exist': { status: 404 },
  'the card does not exist': { v2: { status: 404 }, v1: { status: 200, responseCode: '14' } },
  'the product is unknown': { status: 400, field: 'productName' },
  'the card is already blocked': { v2: { status: 409 }, v1: { status: 200, responseCode: '62' } },
  'the card cannot be unlocked': { v1: { status: 200, responseCode: '62' } },
  'only one card parameter may change at a time': { status: 400, rule: 'one-parameter' },
  'the PIN is invalid': { status: 400, field: 'pin' },
  'the amount is not a whole number of cents': { status: 400, field: 'amount', rule: 'integer' },
  'the amount is not positive': { status: 400, field: 'amount', rule: 'positive' },
  'the amount is too large': { status: 400, field: 'amount', rule: 'max' },
  'the currency is not EUR': { status: 400, field: 'currency' },
  'the card number is missing': { status: 400, field: 'cardNumberFltr', rule: 'required' },
  // E-commerce gateway: HTTP 200 with an errorCode (DESIGN.md).
  'the order number is already used': { status: 200, errorCode: '1' },
  'the order is not in a state that allows it': { status: 200, errorCode: '7' },
  'the amount exceeds what the order allows': { status: 200, errorCode: '5', field: 'amount' },
  'the currency is unknown': { status: 200, errorCode: '3' },
  'the merchant credentials are wrong': { status: 200, errorCode: '5' },
  'the merchant may not report on another merchant': { status: 200, errorCode: '5', field: 'merchants', rule: 'permission' },
  // Stored cards and the transaction initiator (docs/emulator.md): 2 is a stored card unknown or in the wrong state.
  'the stored card is not known': { status: 200, errorCode: '2' },
  'the stored card is switched off': { status: 200, errorCode: '2' },
  'the stored card is already in that state': { status: 200, errorCode: '2' },
  'the customer has no stored card of that kind': { status: 200, errorCode: '2' },
  'the stored card is of another kind': { status: 200, errorCode: '5', field: 'bindingId', rule: 'kind' },
  'the initiator is not allowed for this payment': { status: 200, errorCode: '5', field: 'tii' },
  'merchant-initiated payments are one-phase only': { status: 200, errorCode: '5', field: 'tii', rule: 'one-phase' },
  'the order was not registered to store the card': { status: 200, errorCode: '5', field: 'tii', rule: 'store' },
  'the initiator contradicts the payment terms': { status: 200, errorCode: '5', field: 'tii', rule: 'terms' },
  'the recurring terms are incomplete': { status: 200, errorCode: '4', field: 'recurringExpiry', rule: 'required' },
  'the number of installments is missing': { status: 200, errorCode: '4', field: 'installments', rule: 'required' },
  'the security code is missing': { status: 200, errorCode: '4', field: 'cvc', rule: 'required' },
  'the new expiry is in the past': { status: 200, errorCode: '5', field: 'newExpiry', rule: 'future' },
  // P2P gateway (docs/emulator.md, P2P section): the gateway's errorCodes, the member at fault in details.
  'the signature does not hold': { status: 200, errorCode: '5' },
  'the feature is not one the gateway knows': { status: 200, errorCode: '14', field: 'features.feature.0' },
  'the order is unknown': { status: 200, errorCode: '6' },
  "the payer's details are missing": { status: 200, errorCode: '4', field: 'billingPayerData', rule: 'required' },
  "the recipient's details are missing": { status: 200, errorCode: '4', field: 'billingRecipientData', rule: 'required' },
  'the card to credit is missing': { status: 200, errorCode: '4', field: 'toCard', rule: 'required' },
  'a funding credits no card': { status: 200, errorCode: '5', field: 'toCard', rule: 'not-allowed' },
  'the initiator is missing': { status: 200, errorCode: '4', field: 'tii', rule: 'required' },
  'a payout takes no initiator': { status: 200, errorCode: '5', field: 'tii', rule: 'not-allowed' },
  'the payout exceeds what its funding has left': { status: 200, errorCode: '5', field: 'amount', rule: 'max' },
  "the funding's reference is missing": { status: 200, errorCode: '4', field: 'debitTransactionReference', rule: 'required' },
  'the funding expects no payout': { status: 200, errorCode: '5', field: 'debitMdOrder', rule: 'funding' },
  'an e-mail or a phone is needed for 3-D Secure': { status: 200, errorCode: '4', field: 'email', rule: 'required' },
  'the customer number is already registered': { status: 200, responseCode: '05' },
  'the institution id is not the sandbox one': v1Format('parameters.institutionId', 'sandbox-value'),
  'the customer template is not the sandbox one': v1Format('productName', 'sandbox-value'),
  'the start date is in the future': v1Format('parameters.start_date', 'past'),
  'the country code is unknown': v1Format('parameters.country_code', 'format'),
  'the customer number is missing': v1Format('parameters.customer_number', 'required'),
  'the card status code is unknown': v1Format('hotCardStatus', 'enum'),
  'the placeholder card number is wrong': v1Format('cardIdentification.cardNumber', 'sandbox-value'),
  'the card product is not the sandbox one': v1Format('virtualCardIdentification.productType', 'sandbox-value'),
  'the expiry date is not in the future': v1Format('virtualCardIdentification.expDate', 'future'),
  'the account does not exist': { status: 200, responseCode: '05' },
  'the limit is unknown': v1Format('limit.name', 'enum'),
  'the cycle type is unknown': v1Format('limit.cycleType', 'enum'),
  'the limit is not a whole number of cents': v1Format('limit.value', 'integer'),
  'the exception ends before it starts': v1Format('limit.endDate', 'period'),
  'the exception overlaps another one': { status: 200, responseCode: '05' },
  'the limit exception does not exist': { status: 200, responseCode: '05' },
  'account limits take no exceptions': v1Format('limit.startDate', 'unsupported'),
  'the account limit has no amount yet': v1Format('limit.value', 'required'),
  'the hold amount is negative': v1Format('amount', 'min'),
  'the restriction status is unknown': v1Format('accountStatus', 'enum'),
  // Card security and services (v1).
  'the PIN is not 4 to 12 digits': v1Format('newPinData', 'format'),
  'the card is not active': { v1: { status: 200, responseCode: '62' } },
  'a phone number is needed for the SMS': v1Format('cardIdentification.phoneNumber', 'required'),
  'the addition belongs to another institution': v1Format('domain', 'sandbox-value'),
  'two additions have the same id': v1Format('id', 'unique'),
  'the service is already connected': { status: 200, responseCode: '26' },
  'the service is not connected': { status: 200, responseCode: '25' },
  'the service is suspended': { status: 200, responseCode: '57' },
  // Merchants, terminals, keys (v1).
  'the merchant is unknown': { status: 200, responseCode: '03' },
  'the terminal is unknown': { status: 200, responseCode: '03' },
  "the contract is not the merchant's": { status: 200, responseCode: '05' },
  'the status is not one of ACTIVE, SUSPENDED and CLOSED': v1Format('status', 'enum'),
  'the master key is unknown': v1Format('hostId', 'sandbox-value'),
  'the payment order does not exist': { status: 200, responseCode: '25' },
};

/**
 * The gateways answer a format error with HTTP 200 and errorCode 4 (a parameter missing) or 5
 * (an invalid value), naming the field in `details`: a reason written for the REST convention
 * (400 naming a field) means that on a gateway.
 */
function gatewayConvention(expected: Expected | undefined, api: Api): Expected | undefined {
  if (!expected || (api !== 'ecom' && api !== 'p2p') || expected.status !== 400) return expected;
  return { ...expected, status: 200, errorCode: expected.rule === 'required' ? '4' : '5' };
}

/** Field-by-field details of a refusal: the emulator's error body, or the gateway's `details`; undefined when the target gave none. */
function detailsOf(answer: Attempt): { field: string; rule: string }[] | undefined {
  if (answer.ok) return undefined;
  if ('error' in answer) return answer.error ? (answer.error.details ?? []) : undefined;
  const details = (answer.reply.body as { details?: unknown } | undefined)?.details;
  return Array.isArray(details) ? (details as { field: string; rule: string }[]) : undefined;
}

export function expectRefusal(answer: Attempt, reason: string, api: Api): void {
  const entry = REASONS[reason];
  if (!entry) throw new Error(`unknown refusal reason "${reason}"; known: ${Object.keys(REASONS).join(', ')}`);
  const expected = gatewayConvention('status' in entry ? entry : entry[api], api);
  if (!expected) throw new Error(`the refusal "${reason}" is not defined for ${api}`);
  expect(answer.ok, `expected a refusal because ${reason}, but the request succeeded`).to.equal(false);
  expect(answer.status, `HTTP status of the refusal because ${reason}`).to.equal(expected.status);
  if (answer.ok) return;
  if (expected.responseCode) expect('responseCode' in answer ? answer.responseCode : undefined, 'responseCode').to.equal(expected.responseCode);
  if (expected.errorCode) expect('errorCode' in answer ? answer.errorCode : undefined, 'errorCode').to.equal(expected.errorCode);
  const details = detailsOf(answer);
  if (!details) return;
  if (expected.field) {
    const named = details.filter((d) => d.field === expected.field || d.field.endsWith(`.${expected.field}`));
    expect(named.length, `the error should name the field ${expected.field}; it named: ${details.map((d) => d.field).join(', ')}`).to.be.above(0);
    if (expected.rule) expect(named.map((d) => d.rule), `rule broken by ${expected.field}`).to.include(expected.rule);
  } else if (expected.rule) {
    expect(details.map((d) => d.rule), 'rule broken').to.include(expected.rule);
  }
}

const DECLINES: Record<string, RegExp> = {
  'the card is blocked': /blocked/i,
  'of insufficient funds': /insufficient funds/i,
  'it exceeds the daily spending limit': /daily.*limit|limit.*daily/i,
  'it exceeds the monthly spending limit': /monthly.*limit|limit.*monthly/i,
  'the expiry date is wrong': /expiry/i,
};

/**
 * v1 declines are refusals with an ISO 8583 responseCode (HTTP 200). v1 has one code for every
 * amount limit, so "daily" and "monthly" both read 61 there.
 */
const V1_DECLINES: Record<string, string> = {
  'the card is blocked': '62',
  'of insufficient funds': '51',
  'it exceeds the daily spending limit': '61',
  'it exceeds the monthly spending limit': '61',
  'it exceeds a spending limit': '61',
  'the expiry date is wrong': '54',
  'the account does not permit it': '57',
  'the beneficiary is not allowed': '57',
  'the merchant category is not allowed': '57',
};

/** A decline as the answering interface says it: v1 answers carry a responseCode, v2 ones a status. */
export function expectDecline(answer: Attempt, reason?: string): void {
  if ('responseCode' in answer) return expectV1Decline(answer, reason);
  expect(answer.ok, `expected an answer, got HTTP ${answer.status}`).to.equal(true);
  const value = (answer.ok ? answer.value : {}) as { status?: string; statusMessage?: string };
  expect(value.status, 'status of the operation').to.equal('declined');
  if (reason === undefined) return;
  const pattern = DECLINES[reason];
  if (!pattern) throw new Error(`unknown decline reason "${reason}"; known: ${Object.keys(DECLINES).join(', ')}`);
  expect(value.statusMessage, 'the reason given for the decline').to.match(pattern);
}

function expectV1Decline(answer: Attempt, reason?: string): void {
  expect(answer.ok, 'expected a decline, but the operation was approved').to.equal(false);
  expect(answer.status, 'HTTP status of a v1 decline').to.equal(200);
  if (reason === undefined) return;
  const code = V1_DECLINES[reason];
  if (!code) throw new Error(`unknown v1 decline reason "${reason}"; known: ${Object.keys(V1_DECLINES).join(', ')}`);
  expect('responseCode' in answer ? answer.responseCode : undefined, `responseCode of a decline because ${reason}`).to.equal(code);
}
