/**
 * Wallet tokens (Google Pay, Apple Pay) made wrong one way at a time, and well-made ones in the less
 * common shapes the documentation allows (docs/emulator.md "Wallet tokens"): the gateway must refuse
 * each fault naming the field and the rule it breaks, and pay with the device's card in the others.
 */
import { walletPayload, type WalletCard, type WalletVendor } from '../../src/clients/card-inputs.js';
import { type EnvelopeFaults, walletEnvelope } from '../stand-ins/faulty-card-inputs.js';
import type { CardlabWorld } from '../world.js';
import { type CardRef, cardDataOfRef, perform } from './p2p.js';
import { gatewayKey } from './payer-devices.js';

type Json = Record<string, unknown>;

/** How a wallet token is passed on: its payload changed, decrypted or inside the wallet's envelope, and the fromCard fields beside it. */
interface TokenRecipe {
  /** Only these wallets' payloads have the member the recipe changes (both when absent). */
  readonly wallets?: readonly WalletVendor[];
  /** Changes the decrypted payload in place. */
  readonly payload?: (payload: Json, vendor: WalletVendor) => void;
  /** The payload text instead of the JSON. */
  readonly text?: string;
  /** Passed on as the wallet's envelope, encrypted for the sandbox (with these faults), rather than decrypted. */
  readonly envelope?: EnvelopeFaults & { readonly asBase64?: boolean };
  /** The paymentToken as sent, instead of one made from the payload. */
  readonly token?: string;
  /** fromCard members changed (undefined removes one). */
  readonly fields?: Readonly<Record<string, unknown>>;
}

/** Where each wallet keeps a member of the card: Google Pay in paymentMethodDetails, Apple Pay at the top (the number) or in paymentData. */
function holder(payload: Json, vendor: WalletVendor, member: 'pan' | 'cryptogram' | 'eci'): [Json, string] {
  if (vendor === 'GOOGLE_PAY') return [payload.paymentMethodDetails as Json, { pan: 'pan', cryptogram: 'cryptogram', eci: 'eciIndicator' }[member]];
  if (member === 'pan') return [payload, 'applicationPrimaryAccountNumber'];
  return [payload.paymentData as Json, member === 'eci' ? 'eciIndicator' : 'onlinePaymentCryptogram'];
}

const setCard = (member: 'pan' | 'cryptogram' | 'eci', value: (current: unknown) => unknown): TokenRecipe['payload'] => (payload, vendor) => {
  const [at, key] = holder(payload, vendor, member);
  const next = value(at[key]);
  if (next === undefined) delete at[key];
  else at[key] = next;
};
const details = (change: (d: Json) => unknown): TokenRecipe['payload'] => (payload) => {
  payload.paymentMethodDetails = change(payload.paymentMethodDetails as Json);
};
const google = (payload: TokenRecipe['payload']): TokenRecipe => ({ wallets: ['GOOGLE_PAY'], payload });
const apple = (payload: TokenRecipe['payload']): TokenRecipe => ({ wallets: ['APPLE_PAY'], payload });
const expiring = (month: unknown, year?: unknown) => google(details((d) => ({ ...d, expirationMonth: month, ...(year !== undefined ? { expirationYear: year } : {}) })));
const yy = String((new Date().getUTCFullYear() + 2) % 100).padStart(2, '0');
const appleExpiry = (value: unknown) => apple((payload) => (payload.applicationExpirationDate = value));

/** A wallet token made or passed on wrong, in the scenario's words (after "the token "). */
export const WALLET_FAULTS: Readonly<Record<string, TokenRecipe>> = {
  'passed on as a Samsung Pay token': { fields: { vendor: 'SAMSUNG_PAY' } },
  'passed on without saying whether it is decrypted': { fields: { decryptedToken: undefined } },
  'passed on decrypted but not as base64 of JSON': { token: 'not a wallet token' },
  'whose device card number is eleven digits long': { payload: setCard('pan', (pan) => String(pan).slice(0, 11)) },
  'whose device card number is twenty digits long': { payload: setCard('pan', (pan) => `${String(pan)}0000`) },
  'whose device card number is sent as a number': { payload: setCard('pan', (pan) => Number(pan)) },
  'without its cryptogram': { payload: setCard('cryptogram', () => undefined) },
  'with an empty cryptogram': { payload: setCard('cryptogram', () => '') },
  'with a cryptogram of 65 characters': { payload: setCard('cryptogram', () => 'A'.repeat(65)) },
  'with an ECI of three digits': { payload: setCard('eci', () => '005') },
  'with its ECI sent as a number': { payload: setCard('eci', () => 5) },
  'whose message expired a minute ago': google((payload) => (payload.messageExpiration = String(Date.now() - 60_000))),
  // Read at 10:00 on 15 October 2027, the clock standing still (the scenario sets it).
  'whose message expires at 10:00 on 15 October 2027': google((payload) => (payload.messageExpiration = String(Date.UTC(2027, 9, 15, 10)))),
  'without the time its message expires': google((payload) => delete payload.messageExpiration),
  'paying with something other than a card': google((payload) => (payload.paymentMethod = 'TOKENIZED_CARD')),
  'without its card details': google((payload) => delete payload.paymentMethodDetails),
  'whose card details are null': google(details(() => null)),
  'whose card details are a list': google(details((d) => [d])),
  'whose card details are text': google(details((d) => JSON.stringify(d))),
  'expiring in month 0': expiring(0),
  'expiring in month 13': expiring(13),
  'whose expiry month is written in words': expiring('December'),
  'expiring in 1999': expiring(12, 1999),
  'expiring in 2200': expiring(12, 2200),
  'whose expiry year is written in words': expiring(12, 'twenty-thirty'),
  'authenticated on the phone in a way the gateway does not know': google(details((d) => ({ ...d, authMethod: 'DEVICE_PIN' }))),
  'whose expiry date is written without its day': appleExpiry(`${yy}12`),
  'whose expiry date has a pair of digits too many': appleExpiry(`${yy}120101`),
  'whose expiry date is in month 00': appleExpiry(`${yy}0001`),
  'whose expiry date is sent as a number': appleExpiry(Number(`${yy}1231`)),
  'of another data type than 3-D Secure': apple((payload) => (payload.paymentDataType = 'EMV')),
  'without its payment data': apple((payload) => delete payload.paymentData),
  'whose payment data is a list': apple((payload) => (payload.paymentData = [payload.paymentData])),
  'as encrypted by the wallet, of protocol version ECv3': { envelope: { protocolVersion: 'ECv3' } },
  'as encrypted by the wallet, the merchant naming protocol version ECv1 for it': { envelope: {}, fields: { protocolVersion: 'ECv1' } },
  'as encrypted by the wallet, its signed message without its tag': { envelope: { without: 'tag' } },
  'as encrypted by the wallet, its signed message sent in a list': { envelope: { signedMessage: 'in a list' } },
  'as encrypted by the wallet, its tag made for another message': { envelope: { tag: 'of another message' } },
  'as encrypted by the wallet, its tag cut short': { envelope: { tag: 'cut short' } },
  'as encrypted by the wallet, its ephemeral key not marked as an uncompressed point': { envelope: { pointPrefix: 2 } },
  'as encrypted by the wallet, holding text that is not JSON': { envelope: {}, text: 'not the wallet’s JSON' },
  'passed on as encrypted by the wallet but not JSON': { fields: { decryptedToken: false }, token: 'not the wallet’s envelope' },
  // Not the token's fault: a card the year 2000 is the earliest a token may name, long expired.
  'of a card that expired in December 2000': expiring(12, 2000),
  // Read on 15 October 2027 (the scenario sets the clock): the message expires a day later.
  'of a card that expired in September 2027, its message expiring on 16 October 2027': google((payload) => {
    payload.messageExpiration = String(Date.UTC(2027, 9, 16));
    payload.paymentMethodDetails = { ...(payload.paymentMethodDetails as Json), expirationMonth: 9, expirationYear: 2027 };
  }),
};

/** Well-made wallet tokens of the less common shapes (after "the token "). */
export const WALLET_SHAPES: Readonly<Record<string, TokenRecipe>> = {
  'as encrypted by the wallet with protocol version ECv1': { envelope: { protocolVersion: 'ECv1' } },
  'as encrypted by the wallet, passed on as base64': { envelope: { asBase64: true } },
  'as encrypted by the wallet, the merchant naming its protocol version': { envelope: {}, fields: { protocolVersion: 'ECv2' } },
  'decrypted, the card number only, without a cryptogram': google(details((d) => ({ pan: d.pan, expirationMonth: d.expirationMonth, expirationYear: d.expirationYear, authMethod: 'PAN_ONLY' }))),
  'decrypted, expiring in January': expiring(1),
  'decrypted, expiring in 2199': expiring(12, 2199),
  'decrypted, with a cryptogram of 64 characters': { payload: setCard('cryptogram', () => 'A'.repeat(64)) },
  'decrypted, without an ECI': { payload: setCard('eci', () => undefined) },
};

/** performP2P.do with the card to debit paid with `vendor` on the phone, its token made as `recipe` says. */
async function performWithWalletToken(world: CardlabWorld, label: string, vendor: WalletVendor, from: CardRef, to: CardRef, recipe: TokenRecipe) {
  if (recipe.wallets && !recipe.wallets.includes(vendor)) throw new Error(`this token's fault or shape is one of ${recipe.wallets.join(', ')} only`);
  const card = cardDataOfRef(world, from);
  const device: WalletCard = { pan: card.pan, expiry: card.expiry.slice(0, 6), cryptogram: 'AgAAAAAABk4DWZ4C28yUQAAAAAA=', eci: vendor === 'APPLE_PAY' ? '05' : '02' };
  const payload = JSON.parse(walletPayload(vendor, device)) as Json;
  recipe.payload?.(payload, vendor);
  const text = recipe.text ?? JSON.stringify(payload);
  const envelope = recipe.envelope ? walletEnvelope(text, await gatewayKey(world, 'ECv2'), recipe.envelope) : undefined;
  const paymentToken = recipe.token ?? (envelope === undefined ? Buffer.from(text).toString('base64') : recipe.envelope?.asBase64 ? Buffer.from(envelope).toString('base64') : envelope);
  const fromCard: Record<string, unknown> = { vendor, decryptedToken: envelope === undefined, paymentToken, ...recipe.fields };
  for (const [key, value] of Object.entries(fromCard)) if (value === undefined) delete fromCard[key];
  return perform(world, label, { from, to }, { fromCard });
}

export function performWithFaultyWalletToken(world: CardlabWorld, label: string, vendor: WalletVendor, from: CardRef, to: CardRef, fault: string) {
  const recipe = WALLET_FAULTS[fault];
  if (!recipe) throw new Error(`no wallet token fault "${fault}"`);
  return performWithWalletToken(world, label, vendor, from, to, recipe);
}

export function performWithWalletTokenShaped(world: CardlabWorld, label: string, vendor: WalletVendor, from: CardRef, to: CardRef, shape: string) {
  const recipe = WALLET_SHAPES[shape];
  if (!recipe) throw new Error(`no wallet token shape "${shape}"`);
  return performWithWalletToken(world, label, vendor, from, to, recipe);
}
