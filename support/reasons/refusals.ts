/**
 * The reasons the scenarios may give for a refusal ("the request is refused because …") and what
 * each means on the wire of each interface. v2 status codes and error details are the emulator's
 * documented choices (docs/emulator.md); v1 business refusals are HTTP 200 with an ISO 8583
 * responseCode, format errors a 400 with responseCode 30. An entry with a status holds on every
 * interface (on the gateways as their errorCode convention reads it, support/refusals.ts); an entry
 * by interface holds only on those it names.
 */
import type { Api } from '../interface.js';

export interface Expected {
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

export const REASONS: Readonly<Record<string, Expected | PerInterface>> = {
  'a first name is missing': { status: 400, field: 'firstName', rule: 'required' },
  'a last name is missing': { status: 400, field: 'lastName', rule: 'required' },
  'a phone number is missing': { status: 400, field: 'phoneNumber', rule: 'required' },
  'a billing country is missing': { status: 400, field: 'billingAddress.country', rule: 'required' },
  'a billing postal code is missing': { status: 400, field: 'billingAddress.postalCode', rule: 'required' },
  'the source card has expired': { status: 400, field: 'sourceCard.expiryDate', rule: 'past' },
  'the billing country is invalid': { status: 400, field: 'billingAddress.country', rule: 'format' },
  'the cardholder does not exist': { status: 404 },
  'the card does not exist': { v2: { status: 404 }, v1: { status: 200, responseCode: '14' } },
  'the product is unknown': { status: 400, field: 'productName' },
  'the card is already blocked': { v2: { status: 409 }, v1: { status: 200, responseCode: '62' } },
  'the card cannot be unlocked': { v2: { status: 409 }, v1: { status: 200, responseCode: '62' } },
  'only one card parameter may change at a time': { status: 400, rule: 'one-parameter' },
  'the PIN is invalid': { status: 400, field: 'pin' },
  'the amount is not a whole number of cents': { status: 400, field: 'amount', rule: 'integer' },
  'the amount is not positive': { status: 400, field: 'amount', rule: 'positive' },
  'the amount is too large': { status: 400, field: 'amount', rule: 'max' },
  'the currency is not EUR': { status: 400, field: 'currency' },
  'the card number is missing': { status: 400, field: 'cardNumberFltr', rule: 'required' },
  // E-commerce gateway: HTTP 200 with an errorCode (docs/design.md "errorCode").
  'the order number is already used': { status: 200, errorCode: '1' },
  'the order is not in a state that allows it': { status: 200, errorCode: '7' },
  'the amount exceeds what the order allows': { status: 200, errorCode: '5', field: 'amount', rule: 'max' },
  'the currency is unknown': { status: 200, errorCode: '3' },
  'the session end is not in the future': { status: 200, errorCode: '5', field: 'sessionExpiredDate', rule: 'future' },
  'the session end is not a date': { status: 200, errorCode: '5', field: 'sessionExpiredDate', rule: 'format' },
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
  'the number of installments is not a whole number': { status: 200, errorCode: '5', field: 'installments', rule: 'integer' },
  'the number of installments is below one': { status: 200, errorCode: '5', field: 'installments', rule: 'min' },
  'there are more than 999 installments': { status: 200, errorCode: '5', field: 'installments', rule: 'max' },
  'the installments total less than the order': { status: 200, errorCode: '5', field: 'totalInstallmentAmount', rule: 'min' },
  'the recurring payments are less than a day apart': { status: 200, errorCode: '5', field: 'recurringFrequency', rule: 'min' },
  'the end of the recurring payments is not a date': { status: 200, errorCode: '5', field: 'recurringExpiry', rule: 'format' },
  'the security code is missing': { status: 200, errorCode: '4', field: 'cvc', rule: 'required' },
  'the new expiry is in the past': { status: 200, errorCode: '5', field: 'newExpiry', rule: 'future' },
  // P2P gateway (docs/emulator.md, P2P section): the gateway's errorCodes, the member at fault in details.
  'the signature does not hold': { status: 200, errorCode: '5' },
  "the body's hash is missing": { status: 200, errorCode: '5', field: 'X-Hash', rule: 'required' },
  'the hash is not of the body': { status: 200, errorCode: '5', field: 'X-Hash', rule: 'hash' },
  'the signature is missing': { status: 200, errorCode: '5', field: 'X-Signature', rule: 'required' },
  "the signature is not by the merchant's key": { status: 200, errorCode: '5', field: 'X-Signature', rule: 'signature' },
  'the body is not a JSON object': { status: 200, errorCode: '5', field: '(body)', rule: 'json' },
  'the body nests too deep': { status: 200, errorCode: '5', field: '(body)', rule: 'depth' },
  'the feature is not one the gateway knows': { status: 200, errorCode: '14', field: 'features.feature.0' },
  'the order is unknown': { status: 200, errorCode: '6' },
  "the payer's details are missing": { status: 200, errorCode: '4', field: 'billingPayerData', rule: 'required' },
  "the recipient's details are missing": { status: 200, errorCode: '4', field: 'billingRecipientData', rule: 'required' },
  'the card to credit is missing': { status: 200, errorCode: '4', field: 'toCard', rule: 'required' },
  'the number of the card to credit is missing': { status: 200, errorCode: '4', field: 'toCard.pan', rule: 'required' },
  'the number of the card to debit is missing': { status: 200, errorCode: '4', field: 'fromCard.pan', rule: 'required' },
  "the cardholder's name is missing": { status: 200, errorCode: '4', field: 'fromCard.cardholderName', rule: 'required' },
  'the merchant category is not allowed': { status: 200, errorCode: '5', field: 'mcc', rule: 'permission' },
  'the stored card to debit is not named': { status: 200, errorCode: '4', field: 'fromCard.bindingId', rule: 'required' },
  'the sandbox keeps no such currency': { status: 200, errorCode: '3', field: 'currency', rule: 'enum' },
  "the 3-D Secure session is not the transfer's, awaiting its second call": { status: 200, errorCode: '5', field: 'threeDSServerTransId', rule: 'unknown' },
  'the 3-D Secure session is unknown': { status: 200, errorCode: '5', field: 'threeDSServerTransId', rule: 'unknown' },
  'the amount to pay out exceeds what its funding has left': { status: 200, errorCode: '5', field: 'amountInput', rule: 'max' },
  'the stored card to debit is switched off': { status: 200, errorCode: '2', field: 'fromCard.bindingId', rule: 'inactive' },
  'the stored card to debit is not known': { status: 200, errorCode: '2', field: 'fromCard.bindingId', rule: 'unknown' },
  'the merchant may not act for that merchant': { status: 200, errorCode: '5', field: 'merchantLogin', rule: 'permission' },
  'a funding credits no card': { status: 200, errorCode: '5', field: 'toCard', rule: 'not-allowed' },
  "the merchant may not send a funding's money elsewhere": { status: 200, errorCode: '5', field: 'toCard.replacementData', rule: 'permission' },
  'the initiator is missing': { status: 200, errorCode: '4', field: 'tii', rule: 'required' },
  'a payout takes no initiator': { status: 200, errorCode: '5', field: 'tii', rule: 'not-allowed' },
  'the payout exceeds what its funding has left': { status: 200, errorCode: '5', field: 'amount', rule: 'max' },
  "the funding's reference is missing": { status: 200, errorCode: '4', field: 'debitTransactionReference', rule: 'required' },
  'the funding expects no payout': { status: 200, errorCode: '5', field: 'debitMdOrder', rule: 'funding' },
  'the order named is not an approved funding': { status: 200, errorCode: '5', field: 'debitMdOrder', rule: 'funding' },
  "the funding's reference is wrong": { status: 200, errorCode: '5', field: 'debitTransactionReference', rule: 'funding' },
  'a payout charges no fee': { status: 200, errorCode: '5', field: 'feeInput', rule: 'not-allowed' },
  'a payout debits no stored card': { status: 200, errorCode: '5', field: 'bindingId', rule: 'not-allowed' },
  'a funding credits no stored card': { status: 200, errorCode: '5', field: 'creditBindingId', rule: 'not-allowed' },
  'only a payout names a funding': { status: 200, errorCode: '5', field: 'debitMdOrder', rule: 'not-allowed' },
  'the transaction type is missing': { status: 200, errorCode: '4', field: 'transactionTypeIndicator', rule: 'required' },
  'the transaction type does not fit the order': { status: 200, errorCode: '5', field: 'transactionTypeIndicator', rule: 'combination' },
  'a stored card needs the customer': { status: 200, errorCode: '4', field: 'clientId', rule: 'required' },
  'the category code is not one of money transfers': { status: 200, errorCode: '5', field: 'mcc', rule: 'permission' },
  'the session would end in the past': { status: 200, errorCode: '5', field: 'sessionExpiredDate', rule: 'future' },
  'the type does not fit the order': { status: 200, errorCode: '5', field: 'type', rule: 'combination' },
  'the amount to send is missing': { status: 200, errorCode: '4', field: 'amountInput', rule: 'required' },
  'the amount to send is not above zero': { status: 200, errorCode: '5', field: 'amountInput', rule: 'positive' },
  'only a funding may claim an exemption': { status: 200, errorCode: '5', field: 'externalScaExemptionIndicator', rule: 'not-allowed' },
  'the network reference is of no earlier order': { status: 200, errorCode: '5', field: 'originalPaymentNetRefNum', rule: 'unknown' },
  'a payout debits no card': { status: 200, errorCode: '5', field: 'fromCard', rule: 'not-allowed' },
  'the card to debit is missing': { status: 200, errorCode: '4', field: 'fromCard', rule: 'required' },
  'a card token replaces the card number': { status: 200, errorCode: '5', field: 'fromCard.pan', rule: 'combination' },
  'a card token replaces the security code': { status: 200, errorCode: '5', field: 'fromCard.cvc', rule: 'combination' },
  'a stored card is debited by its own call': { status: 200, errorCode: '5', field: 'fromCard.bindingId', rule: 'operation' },
  "the initiator does not fit the card": { status: 200, errorCode: '5', field: 'tii', rule: 'combination' },
  'keeping the card contradicts the initiator': { status: 200, errorCode: '5', field: 'bindingNotNeeded', rule: 'combination' },
  'the expiry year is missing': { status: 200, errorCode: '4', field: 'fromCard.expirationYear', rule: 'required' },
  'the expiry month is missing': { status: 200, errorCode: '4', field: 'fromCard.expirationMonth', rule: 'required' },
  'a stored card to credit replaces the card number': { status: 200, errorCode: '5', field: 'toCard.pan', rule: 'combination' },
  'the stored card to credit was not registered with the order': { status: 200, errorCode: '5', field: 'toCard.bindingId', rule: 'combination' },
  "the merchant named is neither this one nor its child": { status: 200, errorCode: '5', field: 'merchantLogin', rule: 'permission' },
  "only a payout names a funding's reference": { status: 200, errorCode: '5', field: 'debitTransactionReference', rule: 'not-allowed' },
  "the app's device data are not encrypted": { status: 200, errorCode: '5', field: 'threeDSSDKEncData', rule: 'format' },
  'the stored card to debit is missing': { status: 200, errorCode: '4', field: 'fromCard.bindingId', rule: 'required' },
  'the stored card to debit was not registered with the order': { status: 200, errorCode: '5', field: 'fromCard.bindingId', rule: 'combination' },
  'a stored card to debit replaces the card number': { status: 200, errorCode: '5', field: 'fromCard.pan', rule: 'combination' },
  'the stored card to credit is switched off': { status: 200, errorCode: '2', field: 'toCard.bindingId', rule: 'inactive' },
  'the stored card to credit is not known': { status: 200, errorCode: '2', field: 'toCard.bindingId', rule: 'unknown' },
  "the payer's last name is missing": { status: 200, errorCode: '4', field: 'billingPayerData.payerLastName', rule: 'required' },
  "a funding's money goes to a card or an account, not both": { status: 200, errorCode: '5', field: 'toCard.replacementData', rule: 'combination' },
  "a funding whose payout is expected keeps its money for it": { status: 200, errorCode: '5', field: 'toCard.replacementData', rule: 'combination' },
  "the funding does not say where its money goes": { status: 200, errorCode: '4', field: 'toCard.replacementData.card', rule: 'required' },
  "a funding's money goes to an account the sandbox does not have": { status: 200, errorCode: '5', field: 'toCard.replacementData.account', rule: 'unknown' },
  "the recipient's account is missing": { status: 200, errorCode: '4', field: 'billingRecipientData.recipientAccount', rule: 'required' },
  'an e-mail or a phone is needed for 3-D Secure': { status: 200, errorCode: '4', field: 'email', rule: 'required' },
  'the card token was made for another order': { status: 200, errorCode: '5', field: 'seToken', rule: 'order' },
  'the card token carries no security code': { status: 200, errorCode: '5', field: 'fromCard.seToken', rule: 'cvc' },
  'the card token carries no expiry': { status: 200, errorCode: '5', field: 'fromCard.seToken', rule: 'expiry' },
  'the card token is too old': { status: 200, errorCode: '5', field: 'seToken', rule: 'expired' },
  'the wallet token cannot be decrypted': { status: 200, errorCode: '5', field: 'paymentToken', rule: 'decrypt' },
  'the 3-D Secure session is not one the order waits on': { status: 200, errorCode: '5', field: 'threeDSServerTransId', rule: 'session' },
  "the app's transaction id is missing": { status: 200, errorCode: '4', field: 'threeDSSDKTransId', rule: 'required' },
  'the customer number is already registered': { status: 200, responseCode: '05' },
  'the institution id is not the sandbox one': v1Format('parameters.institutionId', 'sandbox-value'),
  'the customer template is not the sandbox one': v1Format('productName', 'sandbox-value'),
  'the start date is in the future': v1Format('parameters.start_date', 'past'),
  'the start date is not a date': v1Format('parameters.start_date', 'format'),
  'the country code is unknown': v1Format('parameters.country_code', 'format'),
  'the customer number is missing': v1Format('parameters.customer_number', 'required'),
  'the card status code is unknown': v1Format('hotCardStatus', 'enum'),
  'the placeholder card number is wrong': v1Format('cardIdentification.cardNumber', 'sandbox-value'),
  'the card product is not the sandbox one': v1Format('virtualCardIdentification.productType', 'sandbox-value'),
  'the expiry date is not in the future': v1Format('virtualCardIdentification.expDate', 'future'),
  'the account does not exist': { status: 200, responseCode: '05' },
  // A money request that contradicts itself (v1): the account sent beside a card is not its account, or both ends are one account.
  "the account number is not the card's": { v1: v1Format('accountNumber', 'card-account') },
  "the account paying is not the card's": { v1: v1Format('sourceAccountNumber', 'card-account') },
  "the account credited is not the card's": { v1: v1Format('destinationAccountNumber', 'card-account') },
  'the card credited is the card paying': { v1: v1Format('destinationCardIdentification', 'different') },
  'the card credited is on the account paying': { v1: v1Format('destinationCardIdentification', 'different') },
  'the account credited is the account paying': { v1: v1Format('destinationAccountNumber', 'different') },
  'the limit is unknown': v1Format('limit.name', 'enum'),
  'the cycle type is unknown': v1Format('limit.cycleType', 'enum'),
  'the limit is not a whole number of cents': v1Format('limit.value', 'integer'),
  'the exception ends before it starts': v1Format('limit.endDate', 'period'),
  "the exception's start does not exist": v1Format('limit.startDate', 'format'),
  "the exception's end does not exist": v1Format('limit.endDate', 'format'),
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
  "the institution id is not the sandbox account's": v1Format('institutionId', 'sandbox-value'),
  "the agent id is not the sandbox account's": v1Format('agentId', 'sandbox-value'),
  "a sandbox card has only its default account": v1Format('accountType', 'sandbox-value'),
};

/** Whether a refusal reason is defined for the interface. */
export function isRefusalFor(reason: string, api: Api): boolean {
  const entry = Object.hasOwn(REASONS, reason) ? REASONS[reason] : undefined;
  return entry !== undefined && ('status' in entry || entry[api] !== undefined);
}

/** The refusal reasons a scenario about `api` may give. */
export function refusalReasons(api: Api): string[] {
  return Object.keys(REASONS).filter((reason) => isRefusalFor(reason, api));
}
