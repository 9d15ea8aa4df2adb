/** What the card system (v1) knows of customers: whether a customer number exists, a customer's details and accounts. */
import { clientsOf } from '../clients.js';
import type { CardlabWorld } from '../world.js';

export async function customerNumberExists(world: CardlabWorld, customerNumber: string): Promise<boolean> {
  return world.read('asking whether the customer exists', await clientsOf(world).v1.call('isCustomerExist', { customerNumber })).result;
}

/** The details the card system keeps under the person's customer number. */
export async function customerDetails(world: CardlabWorld, name: string, customerNumber: string) {
  return world.read(`reading ${name}'s details`, await clientsOf(world).v1.call('getCustomerDetails', { customerNumber }));
}

export async function accountsOfCustomer(world: CardlabWorld, name: string) {
  return world.read(`listing ${name}'s accounts`, await clientsOf(world).v1.call('getAccountListByOwner', { customerId: world.actors.cardholderId(name) })).accounts;
}
