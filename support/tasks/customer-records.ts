/** Reads of the card system's customer records that a later step expects to be refused. */
import { clientsOf } from '../clients.js';
import type { CardlabWorld } from '../world.js';
import { newCustomerNumber } from './customers.js';

/** getCustomerDetails of a customer number nobody registered; the refusal is for a later step to check. */
export async function tryReadUnknownCustomer(world: CardlabWorld): Promise<void> {
  world.attempted('reading the details of an unknown customer', await clientsOf(world).v1.call('getCustomerDetails', { customerNumber: newCustomerNumber(world, 'NOBODY') }));
}
