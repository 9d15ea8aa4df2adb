/** Money paid into a card at the sandbox merchant's ATM (creditCard naming the ATM as the terminal, v1). */
import { clientsOf } from '../clients.js';
import { type Money, cardSystemCurrency } from '../money.js';
import type { CardlabWorld } from '../world.js';
import { cardIdentificationOf } from './cards.js';
import { sandboxMerchant, terminalOf } from './merchants.js';

export async function depositAtAtm(world: CardlabWorld, name: string, money: Money): Promise<void> {
  const answer = await clientsOf(world).v1.call('creditCard', {
    cardIdentification: cardIdentificationOf(world, name),
    amount: money.minor,
    currency: cardSystemCurrency(money.currency),
    cardAcceptorParameters: { merchantIdentification: sandboxMerchant(world).merchantNumber, terminalIdentification: terminalOf(world, 'ATM'), merchantType: '6011' },
  });
  world.succeeded(`${name} paying money into the card at the sandbox merchant's ATM`, answer);
}
