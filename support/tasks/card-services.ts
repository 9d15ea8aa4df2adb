/**
 * Business activities around a card's security and services through the card system (v1): PIN,
 * security code, scheme additions and services. PINs and security codes are never printed: steps
 * compare them as booleans.
 */
import type { V1Answer } from '../../src/clients/v1.js';
import { clientsOf } from '../clients.js';
import { subject } from '../notepad.js';
import { notePin } from '../secret-ledger.js';
import type { CardlabWorld } from '../world.js';
import { cardIdentificationOf } from './cards.js';

export type Delivery = 'SMS' | 'WS' | 'HALF_AND_HALF' | 'WS_ENCRYPTED' | 'NONE';

/** How the scenarios name a delivery method. */
export const DELIVERIES: Readonly<Record<string, Delivery>> = {
  'in the answer': 'WS',
  'encrypted in the answer': 'WS_ENCRYPTED',
  'by SMS': 'SMS',
  'half in the answer and half by SMS': 'HALF_AND_HALF',
  'without delivery': 'NONE',
};

/** The security code each card had before the scenario asked for a new one, by card id (never printed). */
const SECURITY_CODES_BEFORE = subject(() => new Map<string, string | undefined>());

export function delivery(words: string): Delivery {
  const method = DELIVERIES[words];
  if (!method) throw new Error(`unknown delivery "${words}"; known: ${Object.keys(DELIVERIES).join(', ')}`);
  return method;
}


export async function changePin(world: CardlabWorld, name: string, pin: string, attempt = false): Promise<void> {
  const answer = await clientsOf(world).v1.call('changePin', { cardIdentification: cardIdentificationOf(world, name), newPinData: pin });
  if (attempt) world.attempted(`changing ${name}'s PIN`, answer);
  else world.succeeded(`changing ${name}'s PIN`, answer);
}

export async function generatePin(world: CardlabWorld, name: string, options: { delivery?: Delivery; checkCardOnly?: boolean; attempt?: boolean }): Promise<void> {
  const answer = await clientsOf(world).v1.call('generatePin', {
    cardIdentification: cardIdentificationOf(world, name),
    ...(options.delivery ? { pinDeliveryMethod: options.delivery } : {}),
    ...(options.checkCardOnly ? { checkCardOnly: true } : {}),
  });
  const what = options.checkCardOnly ? `checking ${name}'s card for a PIN` : `forming a new PIN for ${name}'s card`;
  // A PIN the sandbox formed and sent back (WS delivery) is a secret the run now holds.
  if (answer.ok && typeof (answer.value as { pinValue?: unknown }).pinValue === 'string') notePin((answer.value as { pinValue: string }).pinValue);
  if (options.attempt) world.attempted(what, answer);
  else world.succeeded(what, answer);
}

/**
 * generateCVC2. The code the card had before is read through Card Management v2 (the only
 * interface that shows it) and kept for comparison; `phoneNumber` goes with an SMS.
 */
export async function newSecurityCode(world: CardlabWorld, name: string, method: Delivery | undefined, options: { phoneNumber?: string; attempt?: boolean } = {}): Promise<void> {
  const card = world.actors.card(name);
  const before = world.read(`reading ${name}'s card`, await clientsOf(world).v2.getCard(card.id)).cvc;
  world.notes.get(SECURITY_CODES_BEFORE).set(card.id, before);
  const answer = await clientsOf(world).v1.call('generateCVC2', {
    cardIdentification: { ...cardIdentificationOf(world, name), ...(options.phoneNumber ? { phoneNumber: options.phoneNumber } : {}) },
    ...(method ? { deliveryMethod: method } : {}),
  });
  if (options.attempt) world.attempted(`asking for a new security code for ${name}'s card`, answer);
  else world.succeeded(`asking for a new security code for ${name}'s card`, answer);
}

export function previousSecurityCode(world: CardlabWorld, name: string): string | undefined {
  return world.notes.get(SECURITY_CODES_BEFORE).get(world.actors.card(name).id);
}

/** A scheme addition of the sandbox institution: id, country group, MCC group, transaction type, POS data code. */
export function schemeAddition(world: CardlabWorld, id: number, institutionId?: string) {
  return { id, domain: institutionId ?? world.target.v1!.institutionId, countryGroup: 1, mccGroup: 10 + id, transactionType: 774, posDataCode: '810' };
}

export async function setSchemeAdditions(world: CardlabWorld, name: string, additions: unknown[], attempt = false): Promise<void> {
  const answer = await clientsOf(world).v1.call('setTransactionSchemeAdditions', { cardIdentification: cardIdentificationOf(world, name), transactionSchemeAdditions: { addition: additions } });
  if (attempt) world.attempted(`setting scheme additions on ${name}'s card`, answer);
  else world.succeeded(`setting scheme additions on ${name}'s card`, answer);
}

/** Services in the scenario's words: a service type and id, kept on the card or on its account. */
export const SERVICES: Readonly<Record<string, { serviceType: string; serviceId: string; object: 'SERVICE_OBJECT_CARD' | 'SERVICE_OBJECT_ACCOUNT' }>> = {
  'SMS notifications': { serviceType: 'SMS_NOTIFICATION', serviceId: 'SMS-INFO', object: 'SERVICE_OBJECT_CARD' },
  'e-mail statements': { serviceType: 'EMAIL_STATEMENT', serviceId: 'STATEMENT', object: 'SERVICE_OBJECT_ACCOUNT' },
};

export interface ServiceParameters {
  readonly phoneNumber?: string;
  readonly email?: string;
}

export type ServiceAction = 'ADD' | 'UPDATE' | 'DELETE' | 'CHECK' | 'CHANGE_ACCESS' | 'CHECK_PARAMETERS' | 'RESTORE_PARAMETERS' | 'INQUIRE' | 'ACTION';

/** What a service request may send otherwise than the card's own: another expiry, an account beside the card. */
export interface ServiceNaming {
  readonly expDate?: string;
  readonly accountNumber?: string;
}

/** serviceAction on one of the named services of the actor's card, as sent; recorded by the caller. */
export async function callService(world: CardlabWorld, name: string, serviceName: string, action: ServiceAction, parameters: ServiceParameters = {}, naming: ServiceNaming = {}): Promise<V1Answer<'serviceAction'>> {
  const service = SERVICES[serviceName];
  if (!service) throw new Error(`unknown service "${serviceName}"; known: ${Object.keys(SERVICES).join(', ')}`);
  const card = world.actors.card(name);
  return clientsOf(world).v1.call('serviceAction', {
    serviceIdentification: { serviceType: service.serviceType, serviceId: service.serviceId, serviceObjectType: service.object },
    actionCode: `ACTION_CODE_${action}`,
    cardIdentification: { cardNumber: card.number, expDate: naming.expDate ?? card.expiryDate },
    ...(naming.accountNumber === undefined ? {} : { accountNumber: naming.accountNumber }),
    ...(Object.keys(parameters).length ? { serviceParameters: parameters } : {}),
  });
}

/** serviceAction as an activity; with `attempt` a refusal is for a later step to check. */
export async function serviceAction(world: CardlabWorld, name: string, serviceName: string, action: ServiceAction, options: { parameters?: ServiceParameters; attempt?: boolean } = {}): Promise<void> {
  const answer = await callService(world, name, serviceName, action, options.parameters);
  const what = `${action} on ${serviceName} of ${name}'s card`;
  if (options.attempt) world.attempted(what, answer);
  else world.succeeded(what, answer);
}
