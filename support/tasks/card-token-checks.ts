/**
 * Card tokens of the gateway's web form (seToken) made wrong one way at a time, and well-made ones
 * in the less common shapes the documentation allows (docs/emulator.md "seToken: format" and
 * "seToken: checks"): the gateway must refuse each fault naming the token and the rule it breaks,
 * and pay with the card inside the others.
 */
import { randomUUID } from 'node:crypto';
import { clientsOf } from '../clients.js';
import { LONGER_RSA_KEY, OTHER_MERCHANT_RSA_KEY, seTokenOfText, seTokenPadded, seTokenTime } from '../stand-ins/faulty-card-inputs.js';
import type { CardlabWorld } from '../world.js';
import { type CardData, knownOrder } from './orders.js';
import { type CardRef, cardDataOfRef, knownP2pOrder, perform } from './p2p.js';
import { gatewayKey } from './payer-devices.js';

/** A token's text as the web SDK writes it: timestamp/uuid/pan/cvc/expiry/mdOrder[/bindingId/cardholder/registeredFrom]. */
type Parts = readonly string[];

/** How a token is made from the well-made parts of the card and the order, and the sandbox's RSA public key. */
type Recipe = (parts: Parts, key: string) => string;

const encrypted = (parts: Parts, key: string) => seTokenOfText(parts.join('/'), key);
const withPart = (index: number, value: string) => (parts: Parts, key: string) => encrypted(parts.map((p, i) => (i === index ? value : p)), key);
const withMore = (...more: string[]) => (parts: Parts, key: string) => encrypted([...parts, ...more], key);
const padded = (first: number, type: number, length: number, text?: string) => (parts: Parts, key: string) => seTokenPadded(text ?? parts.join('/'), key, { first, type, length });

const later = `${new Date().getUTCFullYear() + 2}`;
const today = new Date().toISOString().slice(0, 10);

/** A card token made wrong, in the scenario's words (after "the card token "). */
export const SE_TOKEN_FAULTS: Readonly<Record<string, Recipe>> = {
  'with a character base64 does not use before it': (parts, key) => `*${encrypted(parts, key)}`,
  'with a character base64 does not use after it': (parts, key) => `${encrypted(parts, key)}*`,
  'of a single character': () => 'A',
  "encrypted for another merchant's key": (parts) => encrypted(parts, OTHER_MERCHANT_RSA_KEY),
  "encrypted for a longer key than the sandbox's": (parts) => encrypted(parts, LONGER_RSA_KEY),
  'padded as for a signature': padded(0x00, 0x01, 100),
  'whose padding does not begin with a zero byte': padded(0x01, 0x02, 100),
  'padded with seven bytes only': padded(0x00, 0x02, 7),
  'padded with the least eight bytes around text that is no card token': padded(0x00, 0x02, 8, ''),
  'holding text that is not UTF-8': (parts, key) => seTokenOfText(Buffer.concat([Buffer.from(parts.join('/')), Buffer.from([0xff])]), key),
  'of five parts': (parts, key) => encrypted(parts.slice(0, 5), key),
  'of ten parts': withMore('', '', 'WSDK_PAYMENT', 'more'),
  'whose time is not written as ISO 8601': withPart(0, new Date().toUTCString()),
  'made at an hour that does not exist': withPart(0, `${today}T25:00:00+00:00`),
  'made on a day that does not exist': withPart(0, `${new Date().getUTCFullYear()}-11-31T${seTokenTime(new Date()).slice(11)}`),
  'whose second part is not a UUID': withPart(1, 'not-a-uuid'),
  'naming a stored card': withMore(randomUUID()),
  'whose card number is eleven digits long': withPart(2, '44445555111'),
  'whose card number is twenty digits long': withPart(2, '44445555111133330000'),
  'whose security code is two digits long': withPart(3, '12'),
  'whose security code is five digits long': withPart(3, '12345'),
  'whose expiry month is 13': withPart(4, `${later}13`),
  'whose expiry month is 00': withPart(4, `${later}00`),
  'whose expiry carries a day as well': withPart(4, `${later}1201`),
  'naming no order': withPart(5, ''),
  'whose cardholder name is not in Latin letters': withMore('', 'ИВАН ПЕТРОВ'),
  'whose cardholder name is 27 letters long': withMore('', 'ALEXANDRA KATHARINA MUELLER'),
  'naming a web form the gateway does not know': withMore('', '', 'WSDK_LEGACY'),
};

/** Well-made card tokens of the less common shapes (after "the card token "), and whether the shop still sends the cardholder's name. */
export const SE_TOKEN_SHAPES: Readonly<Record<string, { readonly recipe: (holder: string) => Recipe; readonly shopSendsName: boolean }>> = {
  // The name as typed, in small letters: the gateway keeps it in capitals, as typed card data.
  'carrying the cardholder name and the web form it came from': { recipe: (holder) => withMore('', holder.toLowerCase(), 'WSDK_PAYMENT'), shopSendsName: false },
  'sent with a line break after it': { recipe: () => (parts, key) => `${encrypted(parts, key)}\n`, shopSendsName: true },
};

function partsOf(card: CardData, mdOrder: string): string[] {
  return [seTokenTime(new Date()), randomUUID(), card.pan, card.cvc ?? '', card.expiry.slice(0, 6), mdOrder];
}

/** paymentorder.do with a card token made wrong as `fault` says. */
export async function payOrderWithFaultyCardToken(world: CardlabWorld, label: string, card: CardData, fault: string) {
  const recipe = SE_TOKEN_FAULTS[fault];
  if (!recipe) throw new Error(`no card token fault "${fault}"`);
  const seToken = recipe(partsOf(card, knownOrder(world, label).orderId), await gatewayKey(world, 'RSA'));
  return clientsOf(world).gateway.call('paymentorder.do', { MDORDER: knownOrder(world, label).orderId, seToken, TEXT: card.holder });
}

/** paymentorder.do with a well-made card token of the shape `shape` names. */
export async function payOrderWithCardTokenShaped(world: CardlabWorld, label: string, card: CardData, shape: string) {
  const made = SE_TOKEN_SHAPES[shape];
  if (!made) throw new Error(`no card token shape "${shape}"`);
  const seToken = made.recipe(card.holder)(partsOf(card, knownOrder(world, label).orderId), await gatewayKey(world, 'RSA'));
  return clientsOf(world).gateway.call('paymentorder.do', { MDORDER: knownOrder(world, label).orderId, seToken, ...(made.shopSendsName ? { TEXT: card.holder } : {}) });
}

/** A transfer whose card to credit is typed into the web form as its number only: no expiry, no security code. */
export async function performCreditingWithCardNumberToken(world: CardlabWorld, label: string, from: CardRef, to: CardRef) {
  const card = cardDataOfRef(world, to);
  const seToken = encrypted([seTokenTime(new Date()), randomUUID(), card.pan, '', '', knownP2pOrder(world, label).orderId], await gatewayKey(world, 'RSA'));
  return perform(world, label, { from }, { toCard: { seToken } });
}
