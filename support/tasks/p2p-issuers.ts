/** Transfers whose cards their issuers decline: typed data that do not match the card, on either side. */
import type { Money } from '../money.js';
import type { CardlabWorld } from '../world.js';
import { type CardRef, cardDataOfRef, fromCardOf, sendMoney, toCardOf } from './p2p.js';

/** A transfer from the sender's card typed with a security code that is not its own. */
export async function sendWithWrongCvc(world: CardlabWorld, money: Money, sender: string, to: CardRef): Promise<void> {
  const card = cardDataOfRef(world, { actor: sender });
  await sendMoney(world, money, { from: { actor: sender }, to }, { extra: { fromCard: { ...fromCardOf(card), cvc: card.cvc === '999' ? '998' : '999' } } });
}

/** A transfer to a card typed with an expiry month that is over (January 2020). */
export async function sendToExpiredExpiry(world: CardlabWorld, money: Money, sender: string, to: CardRef): Promise<void> {
  const toCard = { ...toCardOf(cardDataOfRef(world, to)), expirationYear: 2020, expirationMonth: 1 };
  await sendMoney(world, money, { from: { actor: sender }, to }, { extra: { toCard } });
}
