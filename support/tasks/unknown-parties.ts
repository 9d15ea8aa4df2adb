/**
 * Requests about a card or an account the card system does not have, one per operation, each
 * otherwise as the sandbox takes it: the refusal a later step checks can only be for the card or
 * the account named.
 */
import type { V1Operation } from '../../src/contracts/v1/index.js';
import { clientsOf } from '../clients.js';
import type { CardlabWorld } from '../world.js';
import { schemeAddition } from './card-services.js';
import { UNKNOWN_CARD_NUMBER } from './cards.js';
import { today } from './limits.js';
import { UNKNOWN_ACCOUNT_NUMBER } from './money.js';

type Request = { readonly operation: V1Operation; readonly body: (world: CardlabWorld) => Record<string, unknown> };

const unknownCard = { cardNumber: UNKNOWN_CARD_NUMBER };

/** What is done to the card, in the scenarios' words. */
const CARD_REQUESTS: Readonly<Record<string, Request>> = {
  'block the card': { operation: 'blockCard', body: () => ({ cardIdentification: unknownCard }) },
  'unblock the card': { operation: 'validateCard', body: () => ({ cardIdentification: unknownCard }) },
  'change the status': { operation: 'changeCardStatus', body: () => ({ cardIdentification: unknownCard, hotCardStatus: 5 }) },
  'read the limits': { operation: 'getCardLimits', body: () => ({ cardIdentification: unknownCard }) },
  'delete an exception to a limit': {
    operation: 'deleteCardLimitException',
    body: () => ({ cardIdentification: unknownCard, limitException: { limitName: 'LMTP0107', startDate: today(), endDate: today() } }),
  },
  'change the PIN': { operation: 'changePin', body: (world) => ({ cardIdentification: unknownCard, newPinData: world.newPin() }) },
  'form a new PIN': { operation: 'generatePin', body: () => ({ cardIdentification: unknownCard, pinDeliveryMethod: 'NONE' }) },
  'form a new security code': { operation: 'generateCVC2', body: () => ({ cardIdentification: unknownCard, deliveryMethod: 'NONE' }) },
  'list the tokens': { operation: 'getTokenList', body: () => ({ cardIdentification: unknownCard }) },
  'set the scheme additions': { operation: 'setTransactionSchemeAdditions', body: (world) => ({ cardIdentification: unknownCard, transactionSchemeAdditions: { addition: [schemeAddition(world, 1)] } }) },
  'connect a service': {
    operation: 'serviceAction',
    body: () => ({
      serviceIdentification: { serviceType: 'SMS_NOTIFICATION', serviceId: 'SMS-INFO', serviceObjectType: 'SERVICE_OBJECT_CARD' },
      actionCode: 'ACTION_CODE_ADD',
      cardIdentification: { ...unknownCard, expDate: `${new Date().getUTCFullYear() + 2}01` },
    }),
  },
  'read the history': { operation: 'getTransactions', body: () => ({ cardIdentification: unknownCard, period: {} }) },
  'read the allowed beneficiaries': { operation: 'getAllowedBeneficiaries', body: () => ({ cardIdentification: unknownCard }) },
  'set the allowed beneficiaries': { operation: 'setAllowedBeneficiaries', body: () => ({ cardIdentification: unknownCard, beneficiaries: [] }) },
  'read the allowed merchant categories': { operation: 'getAllowedMccList', body: () => ({ cardIdentification: unknownCard }) },
  'set the allowed merchant categories': { operation: 'setAllowedMccList', body: () => ({ cardIdentification: unknownCard, mccList: [] }) },
};

/** What is done to the account, in the scenarios' words. */
const ACCOUNT_REQUESTS: Readonly<Record<string, Request>> = {
  'read the limits': { operation: 'getAccountLimits', body: () => ({ accountNumber: UNKNOWN_ACCOUNT_NUMBER }) },
  'list the balances': { operation: 'getAccountBalances', body: (world) => ({ accountNumber: UNKNOWN_ACCOUNT_NUMBER, institutionId: world.target.v1!.institutionId }) },
  'read the allowed beneficiaries': { operation: 'getAllowedBeneficiaries', body: () => ({ accountNumber: UNKNOWN_ACCOUNT_NUMBER }) },
  'set the allowed beneficiaries': { operation: 'setAllowedBeneficiaries', body: () => ({ accountNumber: UNKNOWN_ACCOUNT_NUMBER, beneficiaries: [] }) },
  'read the allowed merchant categories': { operation: 'getAllowedMccList', body: () => ({ accountNumber: UNKNOWN_ACCOUNT_NUMBER }) },
  'set the allowed merchant categories': { operation: 'setAllowedMccList', body: () => ({ accountNumber: UNKNOWN_ACCOUNT_NUMBER, mccList: [] }) },
};

async function tryRequest(world: CardlabWorld, requests: Readonly<Record<string, Request>>, action: string, of: string): Promise<void> {
  const request = Object.hasOwn(requests, action) ? requests[action] : undefined;
  if (!request) throw new Error(`unknown action on ${of} "${action}"; known: ${Object.keys(requests).join('; ')}`);
  world.attempted(`trying to ${action} (${of})`, await clientsOf(world).v1.call(request.operation, request.body(world)));
}

/** `action` ("block the card") on a card the card system does not have; the refusal is for a later step to check. */
export function tryOnUnknownCard(world: CardlabWorld, action: string): Promise<void> {
  return tryRequest(world, CARD_REQUESTS, action, 'a card that does not exist');
}

/** `action` ("read the limits") on an account the card system does not have; the refusal is for a later step to check. */
export function tryOnUnknownAccount(world: CardlabWorld, action: string): Promise<void> {
  return tryRequest(world, ACCOUNT_REQUESTS, action, 'an account that does not exist');
}
