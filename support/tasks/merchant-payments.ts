/** Card payments through the card system (v1) at a merchant whose request names no merchant category. */
import { clientsOf } from '../clients.js';
import { type Money, cardSystemCurrency } from '../money.js';
import type { CardlabWorld } from '../world.js';
import { cardIdentificationOf } from './cards.js';
import { acceptorOf } from './money.js';

/** debitCard naming the merchant and its terminal, without its category code. */
export async function payWithoutCategory(world: CardlabWorld, name: string, money: Money, merchant: string): Promise<void> {
  const { merchantIdentification, terminalIdentification, nameAndLocation } = acceptorOf({ name: merchant, mcc: '0000' });
  const answer = await clientsOf(world).v1.call('debitCard', {
    cardIdentification: cardIdentificationOf(world, name),
    amount: money.minor,
    currency: cardSystemCurrency(money.currency),
    cardAcceptorParameters: { merchantIdentification, terminalIdentification, nameAndLocation },
  });
  world.succeeded(`${name} paying at ${merchant}, naming no category`, answer);
}
