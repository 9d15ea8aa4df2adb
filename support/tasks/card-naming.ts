/**
 * A card named in the other ways a card identification allows (spec 01 §2.1): by its card id, or by
 * its masked number together with its holder's cardholder id or phone number. Card numbers and
 * masks stay in the requests: the steps compare what comes back as booleans.
 */
import { clientsOf } from '../clients.js';
import type { CardlabWorld } from '../world.js';
import { customerRegistration } from './customers.js';

/** The phone number a person registered with, as the card system keeps it. */
function phoneOf(world: CardlabWorld, name: string): string {
  const phone = customerRegistration(world, name).mobile_phone;
  if (!phone) throw new Error(`${name} registered without a phone number`);
  return phone;
}

/** "529811******1234" written in groups of four, as a person would copy it from a statement. */
const inGroups = (mask: string) => mask.replace(/(.{4})(?=.)/g, '$1 ');

/**
 * How the scenarios name a card, for a card identification: `card` is whose card, `holder` whose
 * cardholder id or phone number goes beside the mask.
 */
const NAMINGS: Readonly<Record<string, (world: CardlabWorld, card: string, holder: string) => Record<string, string>>> = {
  'its card id': (world, card) => ({ cardId: world.actors.card(card).id }),
  "its masked number and the holder's cardholder id": (world, card, holder) => ({ cardNumberMask: world.actors.card(card).numberMask, cardholderId: world.actors.cardholderId(holder) }),
  "its masked number and the holder's phone number": (world, card, holder) => ({ cardNumberMask: world.actors.card(card).numberMask, phoneNumber: phoneOf(world, holder) }),
  "its masked number in groups of four and the holder's phone number": (world, card, holder) => ({ cardNumberMask: inGroups(world.actors.card(card).numberMask), phoneNumber: phoneOf(world, holder) }),
  "a mask hiding every digit and the holder's phone number": (world, card, holder) => ({ cardNumberMask: '*'.repeat(world.actors.card(card).numberMask.length), phoneNumber: phoneOf(world, holder) }),
  "its masked number with other last digits and the holder's phone number": (world, card, holder) => {
    const mask = world.actors.card(card).numberMask;
    const last = mask.slice(-4).replace(/\d/g, (d) => String((Number(d) + 5) % 10));
    return { cardNumberMask: mask.slice(0, -4) + last, phoneNumber: phoneOf(world, holder) };
  },
  "its masked number less its last digit and the holder's phone number": (world, card, holder) => ({ cardNumberMask: world.actors.card(card).numberMask.slice(0, -1), phoneNumber: phoneOf(world, holder) }),
  'its masked number alone': (world, card) => ({ cardNumberMask: world.actors.card(card).numberMask }),
  "the holder's cardholder id alone": (world, _card, holder) => ({ cardholderId: world.actors.cardholderId(holder) }),
};

export const CARD_NAMINGS = Object.keys(NAMINGS);

/** The card identification of `card` named as `naming` says, with `holder` as its holder. */
export function namedCard(world: CardlabWorld, naming: string, card: string, holder: string): Record<string, string> {
  const build = NAMINGS[naming];
  if (!build) throw new Error(`unknown way of naming a card "${naming}"; known: ${CARD_NAMINGS.join('; ')}`);
  return build(world, card, holder);
}

/** getCardData of a card named some other way than by its number; a refusal is for a later step to check. */
export async function tryReadCardDataNamed(world: CardlabWorld, identification: Record<string, string>, what: string): Promise<void> {
  world.attempted(`reading the card data of ${what}`, await clientsOf(world).v1.call('getCardData', { cardIdentification: identification }));
}
