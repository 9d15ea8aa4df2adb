/**
 * P2P transfers whose card reaches the gateway encrypted (docs/emulator.md "Card data sent
 * encrypted"): typed into the web SDK (seToken), paid with a wallet on the phone, or authenticated
 * by the payer's banking app (3DS SDK). The gateway's keys come from the sandbox (control API).
 */
import { clientsOf } from '../clients.js';
import { subject } from '../notepad.js';
import { appCReq } from '../../src/clients/card-inputs.js';
import { type AppChallenge, AppSdk, type WalletCard, type WalletVendor, wallet, webSdk } from '../stand-ins/payer-devices.js';
import type { CardlabWorld } from '../world.js';
import { generateKeyPairSync, randomUUID } from 'node:crypto';
import { type CardData, knownOrder } from './orders.js';
import { type CardRef, cardDataOfRef, knownP2pOrder, perform } from './p2p.js';
import { browserChallengeOf } from './p2p-three-ds.js';

/** The 3DS SDK of the payer's app in each transfer made from it, by transfer label. */
const APP_SDKS = subject(() => new Map<string, AppSdk>());
/** The challenges the bank's ACS asked the payer's app to run, by transfer label. */
const APP_CHALLENGES = subject(() => new Map<string, AppChallenge>());

/** The public key the sandbox publishes for seToken (RSA) or encrypted wallet tokens (ECv2), PEM. */
export async function gatewayKey(world: CardlabWorld, version: 'RSA' | 'ECv2'): Promise<string> {
  const key = (await clientsOf(world).control.inputKeys()).keys.find((k) => k.protocolVersion === version);
  if (!key) throw new Error(`the sandbox publishes no ${version} key`);
  return key.keyValue;
}

/**
 * The card to debit typed into the web SDK, for `label` (or, with `madeFor`, an order the token was
 * made for); with `minutesAgo`, made that long before the gateway's time (the emulator's clock).
 */
export async function performWithSeToken(world: CardlabWorld, label: string, from: CardRef, to: CardRef, options: { madeFor?: string; minutesAgo?: number } = {}) {
  const card = cardDataOfRef(world, from);
  const mdOrder = knownP2pOrder(world, options.madeFor ?? label).orderId;
  const madeAt = options.minutesAgo === undefined ? new Date() : new Date((await clientsOf(world).control.now()).getTime() - options.minutesAgo * 60_000);
  const seToken = webSdk.seToken({ pan: card.pan, cvc: card.cvc, expiry: card.expiry.slice(0, 6), mdOrder }, await gatewayKey(world, 'RSA'), madeAt);
  return perform(world, label, { from, to }, { fromCard: { seToken, cardholderName: card.holder } });
}

/** The card to debit typed into the web SDK without one of the security code and the expiry (a web form that lost it). */
export async function performWithSeTokenLacking(world: CardlabWorld, label: string, from: CardRef, to: CardRef, lacking: 'cvc' | 'expiry') {
  const card = cardDataOfRef(world, from);
  const typed = { pan: card.pan, cvc: card.cvc, expiry: card.expiry.slice(0, 6), mdOrder: knownP2pOrder(world, label).orderId, [lacking]: undefined };
  const seToken = webSdk.seToken(typed, await gatewayKey(world, 'RSA'));
  return perform(world, label, { to }, { fromCard: { seToken, cardholderName: card.holder } });
}

/** The card to credit typed into the web SDK, for `label` (or, with `madeFor`, an order the token was made for); the card to debit typed as usual. */
export async function performCreditingWithSeToken(world: CardlabWorld, label: string, from: CardRef, to: CardRef, options: { madeFor?: string } = {}) {
  const card = cardDataOfRef(world, to);
  const mdOrder = knownP2pOrder(world, options.madeFor ?? label).orderId;
  const seToken = webSdk.seToken({ pan: card.pan, expiry: card.expiry.slice(0, 6), mdOrder }, await gatewayKey(world, 'RSA'));
  return perform(world, label, { from }, { toCard: { seToken, cardholderName: card.holder } });
}

/** paymentorder.do with the card typed into the web SDK on the shop's page: the seToken replaces $PAN, $EXPIRY and $CVC (made for `madeFor`'s order when given). */
export async function payOrderWithSeToken(world: CardlabWorld, label: string, card: CardData, options: { madeFor?: string } = {}) {
  const mdOrder = knownOrder(world, options.madeFor ?? label).orderId;
  const seToken = webSdk.seToken({ pan: card.pan, cvc: card.cvc, expiry: card.expiry, mdOrder }, await gatewayKey(world, 'RSA'));
  return clientsOf(world).gateway.call('paymentorder.do', { MDORDER: knownOrder(world, label).orderId, seToken, TEXT: card.holder });
}

/** The card to debit paid with a wallet: its device PAN and a cryptogram; the token decrypted by the merchant or still encrypted for the gateway. */
export async function performWithWallet(world: CardlabWorld, label: string, vendor: WalletVendor, from: CardRef, to: CardRef, form: 'decrypted' | 'encrypted' | 'encrypted for another key') {
  const card = cardDataOfRef(world, from);
  const device: WalletCard = { pan: card.pan, expiry: card.expiry.slice(0, 6), cryptogram: 'AgAAAAAABk4DWZ4C28yUQAAAAAA=', eci: vendor === 'APPLE_PAY' ? '05' : '02' };
  const key = form === 'decrypted' ? '' : form === 'encrypted' ? await gatewayKey(world, 'ECv2') : foreignEcKey();
  const paymentToken = form === 'decrypted' ? wallet.decrypted(vendor, device) : wallet.encrypted(vendor, device, key);
  return perform(world, label, { from, to }, { fromCard: { vendor, decryptedToken: form === 'decrypted', paymentToken } });
}

/** An EC key the sandbox does not hold (a wallet token encrypted for another merchant). */
function foreignEcKey(): string {
  return generateKeyPairSync('ec', { namedCurve: 'prime256v1' }).publicKey.export({ type: 'spki', format: 'pem' }).toString();
}

/** A transfer from the payer's banking app: its 3DS SDK sends the device fields (one left out when `without` names it). */
export async function performFromApp(world: CardlabWorld, label: string, from: CardRef, to: CardRef, without?: 'transaction id') {
  const sdk = new AppSdk();
  world.notes.get(APP_SDKS).set(label, sdk);
  const fields: Record<string, unknown> = { ...sdk.fields };
  if (without === 'transaction id') delete fields.threeDSSDKTransId;
  const answer = await perform(world, label, { from, to }, fields);
  const value = answer.ok ? answer.value : undefined;
  if (value?.threeDSAcsTransactionId && value.threeDSDsTransID && value.acsUrl) {
    world.notes.get(APP_CHALLENGES).set(label, { acsUrl: value.acsUrl, threeDSServerTransID: value.threeDSDsTransID, acsTransID: value.threeDSAcsTransactionId, signedContent: value.threeDSAcsSignedContent });
  }
  return answer;
}

/** Whether the bank's answer asked the payer's app to challenge the customer for the transfer. */
export function challengedInApp(world: CardlabWorld, label: string): boolean {
  return world.notes.get(APP_CHALLENGES).has(label);
}

/** Whether the app's 3DS SDK finds the challenge's signed content signed with the key the sandbox publishes, for this challenge. */
export async function challengeSignedBySandbox(world: CardlabWorld, label: string): Promise<boolean> {
  const sdk = world.notes.get(APP_SDKS).get(label);
  const challenge = world.notes.get(APP_CHALLENGES).get(label);
  if (!sdk || !challenge) throw new Error(`transfer "${label}" was not challenged in the payer's app`);
  return sdk.trustsSignedContent(challenge, await gatewayKey(world, 'ECv2'));
}

/** The app runs the bank's challenge with the code the payer types; answers the bank's verdict (Y or N). */
export async function completeInApp(world: CardlabWorld, label: string, code: string): Promise<string> {
  const sdk = world.notes.get(APP_SDKS).get(label);
  const challenge = world.notes.get(APP_CHALLENGES).get(label);
  if (!sdk || !challenge) throw new Error(`transfer "${label}" was not challenged in the payer's app`);
  return sdk.completeChallenge(challenge, code, world.recorder, world.target.timeoutMs);
}

/** finishThreeDsVer2.do after the app's challenge: the gateway performs or declines the transfer. */
export async function finishAfterApp(world: CardlabWorld, label: string): Promise<void> {
  const challenge = world.notes.get(APP_CHALLENGES).get(label);
  if (!challenge) throw new Error(`transfer "${label}" was not challenged in the payer's app`);
  const answer = await clientsOf(world).p2p.call('finishThreeDsVer2.do', { threeDSServerTransId: challenge.threeDSServerTransID, orderId: knownP2pOrder(world, label).orderId });
  world.succeeded(`finishing the 3-D Secure of transfer ${label}`, answer);
}

/** An EC or RSA public key as a JWK, the way a 3DS SDK writes its ephemeral key. */
function publicJwk(key: ReturnType<typeof generateKeyPairSync>['publicKey'], extra: Record<string, string> = {}): string {
  return JSON.stringify({ ...key.export({ format: 'jwk' }), ...extra });
}

/** The app's device data spoilt one field at a time: each breaks the form EMV 3-D Secure gives that field. */
export const APP_DATA_FAULTS: Readonly<Record<string, () => Record<string, string>>> = {
  'app id is not a UUID': () => ({ threeDSSDKAppId: 'cardlab-banking-app' }),
  'transaction id is a UUID without its dashes': () => ({ threeDSSDKTransId: randomUUID().replaceAll('-', '') }),
  'ephemeral key is not JSON': () => ({ threeDSSDKEphemPubKey: 'not-a-jwk' }),
  'ephemeral key is on the P-384 curve': () => ({ threeDSSDKEphemPubKey: publicJwk(generateKeyPairSync('ec', { namedCurve: 'secp384r1' }).publicKey) }),
  'ephemeral key is an RSA key that claims the P-256 curve': () => ({ threeDSSDKEphemPubKey: publicJwk(generateKeyPairSync('rsa', { modulusLength: 512 }).publicKey, { crv: 'P-256' }) }),
  'ephemeral key is not a point of the P-256 curve': () => {
    const jwk = generateKeyPairSync('ec', { namedCurve: 'prime256v1' }).publicKey.export({ format: 'jwk' });
    return { threeDSSDKEphemPubKey: JSON.stringify({ ...jwk, y: jwk.x }) };
  },
};

/** A transfer from an app whose device data has one field spoilt (APP_DATA_FAULTS). */
export async function performFromSpoiltApp(world: CardlabWorld, label: string, from: CardRef, to: CardRef, fault: string) {
  const spoil = APP_DATA_FAULTS[fault];
  if (!spoil) throw new Error(`no way to spoil the app's device data called "${fault}"`);
  return perform(world, label, { from, to }, { ...new AppSdk().fields, ...spoil() });
}

/** The messages the payer's app exchanged with the bank's ACS, by transfer label: how many the ACS took (its count of the next is that number) and its last answer. */
export const APP_EXCHANGES = subject(() => new Map<string, { taken: number; last?: { readonly status: number; readonly body: unknown } }>());

type CReqIds = ReturnType<AppSdk['idsOf']>;

/** The transaction id the app's 3DS SDK gave the transfer. */
export function appTransactionIdOf(world: CardlabWorld, label: string): string {
  const sdk = world.notes.get(APP_SDKS).get(label);
  if (!sdk) throw new Error(`transfer "${label}" was not performed from the payer's app`);
  return sdk.fields.threeDSSDKTransId;
}

/** The app's SDK and the challenge the ACS asked it to run for the transfer. */
function appChallengeOf(world: CardlabWorld, label: string): { sdk: AppSdk; challenge: AppChallenge } {
  const sdk = world.notes.get(APP_SDKS).get(label);
  const challenge = world.notes.get(APP_CHALLENGES).get(label);
  if (!sdk || !challenge) throw new Error(`transfer "${label}" was not challenged in the payer's app`);
  return { sdk, challenge };
}

/** The three transaction ids of the transfer's app challenge, as the app names them. */
export function appChallengeIdsOf(world: CardlabWorld, label: string): CReqIds {
  const { sdk, challenge } = appChallengeOf(world, label);
  return sdk.idsOf(challenge);
}

/** Sends the app's next CReq of the transfer's challenge (counting from 000 the messages the ACS took) and keeps the ACS's answer. */
async function sendCReq(world: CardlabWorld, label: string, operation: string, message: (ids: CReqIds, n: number) => unknown) {
  const { sdk, challenge } = appChallengeOf(world, label);
  const exchanges = world.notes.get(APP_EXCHANGES);
  const exchange = exchanges.get(label) ?? { taken: 0 };
  const answer = await sdk.send(challenge, { operation, json: message(sdk.idsOf(challenge), exchange.taken), recorder: world.recorder, timeoutMs: world.target.timeoutMs });
  exchanges.set(label, { taken: exchange.taken + (answer.status === 200 ? 1 : 0), last: answer });
}

/** The app's first message: it asks the ACS for the challenge to show. */
export async function askForAppChallenge(world: CardlabWorld, label: string): Promise<void> {
  await sendCReq(world, label, '3ds.acs (app CReq)', (ids, n) => appCReq(ids, n));
}

/** The payer's answer in the app: the one-time code typed, or the challenge cancelled. */
export async function answerAppChallenge(world: CardlabWorld, label: string, answer: { code: string } | { cancel: true }): Promise<void> {
  await sendCReq(world, label, '3ds.acs (app CReq with the answer)', (ids, n) => appCReq(ids, n, answer));
}

/** CReqs spoilt one way each, as a faulty SDK might send them; `n` is the count the message should carry. */
export const CREQ_FAULTS: Readonly<Record<string, (ids: CReqIds, n: number) => Record<string, unknown>>> = {
  'of another message type': (ids, n) => ({ ...appCReq(ids, n), messageType: 'CRes' }),
  "without the app's transaction id": (ids, n) => without(appCReq(ids, n), 'sdkTransID'),
  'without its counter': (ids, n) => without(appCReq(ids, n), 'sdkCounterStoA'),
  'naming the ACS transaction by a number': (ids, n) => ({ ...appCReq(ids, n), acsTransID: 1 }),
  'counting in four digits': (ids, n) => ({ ...appCReq(ids, n), sdkCounterStoA: String(n).padStart(4, '0') }),
  'naming another 3-D Secure transaction': (ids, n) => appCReq({ ...ids, threeDSServerTransID: randomUUID() }, n),
  'naming another ACS transaction': (ids, n) => appCReq({ ...ids, acsTransID: randomUUID() }, n),
  'naming another app transaction': (ids, n) => appCReq({ ...ids, sdkTransID: randomUUID() }, n),
  'skipping a count': (ids, n) => appCReq(ids, n + 1),
  "naming the app's transaction in capitals": (ids, n) => appCReq({ ...ids, sdkTransID: ids.sdkTransID.toUpperCase() }, n),
};

function without(message: Record<string, unknown>, name: string): Record<string, unknown> {
  const rest = { ...message };
  delete rest[name];
  return rest;
}

/** The app's next message spoilt one way (CREQ_FAULTS). */
export async function sendSpoiltCReq(world: CardlabWorld, label: string, fault: string): Promise<void> {
  const spoil = CREQ_FAULTS[fault];
  if (!spoil) throw new Error(`no way to spoil a CReq called "${fault}"`);
  await sendCReq(world, label, '3ds.acs (app CReq, spoilt)', spoil);
}

/** Where the bank's ACS takes an app's messages (docs/emulator.md "The ACS's app endpoint"), beside its browser page. */
const ACS_APP_PATH = '/acs/app/challenge';

/**
 * An app's first message naming the challenge the bank runs in the browser for the transfer (its
 * 3-D Secure and ACS transactions, read from the `creq` the page was sent), as if an app tried to
 * take it over; the ACS's answer is kept as the app's.
 */
export async function sendCReqNamingBrowserChallenge(world: CardlabWorld, label: string): Promise<void> {
  const { acsUrl, packedCReq } = browserChallengeOf(world, label);
  const creq = JSON.parse(Buffer.from(packedCReq, 'base64url').toString('utf8')) as { threeDSServerTransID: string; acsTransID: string };
  world.notes.get(APP_SDKS).set(label, new AppSdk());
  world.notes.get(APP_CHALLENGES).set(label, { acsUrl: new URL(ACS_APP_PATH, acsUrl).toString(), threeDSServerTransID: creq.threeDSServerTransID, acsTransID: creq.acsTransID });
  await askForAppChallenge(world, label);
}
