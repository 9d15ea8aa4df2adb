/** Business activities around cardholders. */
import type { CardholderInput } from '../../generators/cardholder.js';
import { buildCardholder } from '../../generators/cardholder.js';
import type { Cardholder } from '../../src/contracts/v2.js';
import { clientsOf } from '../clients.js';
import type { CardlabWorld } from '../world.js';

/** The details a person gives in a scenario's words, and where each sits in a registration. */
export const CARDHOLDER_DETAILS = {
  'a first name': ['firstName'],
  'a last name': ['lastName'],
  'a phone number': ['phoneNumber'],
  'a billing country': ['billingAddress', 'country'],
  'a billing postal code': ['billingAddress', 'postalCode'],
} as const;
export type CardholderDetail = keyof typeof CARDHOLDER_DETAILS;

export function cardholderData(world: CardlabWorld, name: string): CardholderInput {
  return buildCardholder(world.faker, { firstName: name });
}

export async function registerCardholder(world: CardlabWorld, name: string): Promise<{ sent: CardholderInput; record: Cardholder }> {
  const sent = cardholderData(world, name);
  const record = world.succeeded(`registering ${name}`, await clientsOf(world).v2.createCardholder(sent));
  Object.assign(world.actors.get(name), { cardholderId: record.id, registeredWith: sent });
  return { sent, record };
}

export async function ensureCardholder(world: CardlabWorld, name: string): Promise<string> {
  return world.actors.get(name).cardholderId ?? (await registerCardholder(world, name)).record.id;
}

export async function tryRegisterWithout(world: CardlabWorld, name: string, detail: CardholderDetail): Promise<void> {
  const body = structuredClone(cardholderData(world, name)) as unknown as Record<string, Record<string, unknown>>;
  const path = CARDHOLDER_DETAILS[detail];
  if (path.length === 1) delete body[path[0]];
  else delete body[path[0]]![path[1]];
  world.attempted(`registering ${name} without ${detail}`, await clientsOf(world).v2.createCardholder(body));
}

export async function tryRegisterWith(world: CardlabWorld, name: string, change: (data: CardholderInput) => void): Promise<void> {
  const data = cardholderData(world, name);
  change(data);
  world.attempted(`registering ${name}`, await clientsOf(world).v2.createCardholder(data));
}

/** Asks Card Management v2 for a cardholder that does not exist; the refusal is for a later step to check. */
export async function tryLookUpUnknownCardholder(world: CardlabWorld): Promise<void> {
  world.attempted('looking up an unknown cardholder', await clientsOf(world).v2.getCardholder(world.faker.string.uuid()));
}
