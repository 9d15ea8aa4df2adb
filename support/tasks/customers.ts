/** Business activities of v1 customers: registration with the sandbox values, and the card system's view of them. */
import { base } from '@faker-js/faker';
import { clientsOf } from '../clients.js';
import type { CardlabWorld } from '../world.js';
import { cardholderData } from './cardholders.js';

const NUMERIC_BY_ALPHA2 = new Map(base.location?.country_code?.map((c) => [c.alpha2, c.numeric]) ?? []);

/** registerCustomer's parameter list for a person, with the sandbox-account values of the target. */
export function customerParameters(world: CardlabWorld, name: string, customerNumber: string): Record<string, string> {
  const v1 = world.target.v1;
  if (!v1) throw new Error('the target has no Card Management v1 configured');
  const person = cardholderData(world, name);
  const address = person.billingAddress;
  return {
    institutionId: v1.institutionId,
    agent_number: v1.institutionId,
    customer_number: customerNumber,
    product_id: v1.productId,
    start_date: '2020-01-01',
    service_id_acc: v1.serviceIdAcc,
    surname: person.lastName,
    firstName: person.firstName,
    secondName: '',
    email: person.email,
    mobile_phone: person.phoneNumber.replace(/^\+/, ''),
    region: address.state ?? '',
    city: address.city,
    street: address.line1,
    house: '1',
    apartment: address.line2 ?? '',
    postal_code: address.postalCode,
    country_code: NUMERIC_BY_ALPHA2.get(address.country) ?? '276',
  };
}

export const asList = (parameters: Record<string, string>) => Object.entries(parameters).map(([name, value]) => ({ name, value }));

/** A customer number unique on any target: remote targets are not reset between scenarios. */
export function newCustomerNumber(world: CardlabWorld, name: string): string {
  return `${name.toUpperCase()}-${world.unique(10)}`;
}

/** `change`: the parameters as the scenario wants them (a middle name, say); kept with the actor to compare with what the target shows. */
export async function registerCustomer(world: CardlabWorld, name: string, change: (p: Record<string, string>) => void = () => undefined): Promise<void> {
  const customerNumber = newCustomerNumber(world, name);
  const parameters = customerParameters(world, name, customerNumber);
  change(parameters);
  const answer = await clientsOf(world).v1.call('registerCustomer', { productName: world.target.v1!.customerTemplate, parameters: asList(parameters) });
  const registered = world.succeeded(`registering ${name} as a customer`, answer);
  const details = world.read(`reading ${name}'s customer details`, await clientsOf(world).v1.call('getCustomerDetails', { customerNumber }));
  Object.assign(world.actors.get(name), { cardholderId: details.customerId, customerNumber, accountNumber: registered.accountNumber, registeredAsCustomer: parameters });
}

export async function tryRegisterCustomer(world: CardlabWorld, name: string, change: (p: Record<string, string>) => void, productName?: string): Promise<void> {
  const parameters = customerParameters(world, name, newCustomerNumber(world, name));
  change(parameters);
  const answer = await clientsOf(world).v1.call('registerCustomer', { productName: productName ?? world.target.v1!.customerTemplate, parameters: asList(parameters) });
  world.attempted(`registering ${name} as a customer`, answer);
}

/** Registers the customer again with the customer number they already have; the refusal is for a later step to check. */
export async function tryRegisterAgain(world: CardlabWorld, name: string): Promise<void> {
  const customerNumber = world.actors.get(name).customerNumber;
  if (!customerNumber) throw new Error(`${name} is not a customer yet`);
  const parameters = customerParameters(world, name, customerNumber);
  world.attempted(`registering ${name} again`, await clientsOf(world).v1.call('registerCustomer', { productName: world.target.v1!.customerTemplate, parameters: asList(parameters) }));
}

/** The registration parameters of a customer registered in the scenario. */
export function customerRegistration(world: CardlabWorld, name: string): Readonly<Record<string, string>> {
  const sent = world.actors.get(name).registeredAsCustomer;
  if (!sent) throw new Error(`${name} did not register as a customer in this scenario`);
  return sent;
}

/** The billing address a registration names, as Card Management v2 writes an address: street and house on the first line, the apartment on the second. */
export function registeredAddress(sent: Readonly<Record<string, string>>): Record<string, string | undefined> {
  const alpha2 = [...NUMERIC_BY_ALPHA2].find(([, numeric]) => numeric === sent.country_code)?.[0];
  return { line1: [sent.street, sent.house].filter(Boolean).join(' '), line2: sent.apartment || undefined, city: sent.city, state: sent.region || undefined, postalCode: sent.postal_code, country: alpha2 };
}
