/** Calls of Card Management v2 with a wrong API key or without one; the refusal is for a later step to check. */
import { clientsOf } from '../clients.js';
import type { Money } from '../money.js';
import type { CardlabWorld } from '../world.js';
import { cardholderData } from './cardholders.js';
import { transferBody } from './money.js';

/** How the scenario words the key: "with a wrong" or "without an" API key. */
export type Credentials = 'with a wrong' | 'without an';

/** A key shaped like a real one that no sandbox account has, or no key at all. */
function keyFor(world: CardlabWorld, credentials: Credentials): { apiKey: string | undefined } {
  return { apiKey: credentials === 'with a wrong' ? `sk_sandbox_${world.faker.string.hexadecimal({ length: 32, prefix: '', casing: 'lower' })}` : undefined };
}

export async function tryRegisterCardholderWith(world: CardlabWorld, credentials: Credentials, name: string): Promise<void> {
  world.attempted(`registering ${name} ${credentials} API key`, await clientsOf(world).v2.createCardholder(cardholderData(world, name), keyFor(world, credentials)));
}

export async function tryReadCardWith(world: CardlabWorld, credentials: Credentials, name: string): Promise<void> {
  world.attempted(`reading ${name}'s card ${credentials} API key`, await clientsOf(world).v2.getCard(world.actors.card(name).id, keyFor(world, credentials)));
}

export async function tryTransferWith(world: CardlabWorld, credentials: Credentials, transfer: { readonly from: string; readonly to: string; readonly money: Money }): Promise<void> {
  const body = transferBody(world, transfer.from, transfer.to, transfer.money);
  world.attempted(`transferring ${credentials} API key`, await clientsOf(world).v2.createTransfer(body, keyFor(world, credentials)));
}
