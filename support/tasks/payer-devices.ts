/**
 * P2P transfers whose card reaches the gateway encrypted (docs/emulator.md "Card data sent
 * encrypted"): typed into the web SDK (seToken), paid with a wallet on the phone, or authenticated
 * by the payer's banking app (3DS SDK). The gateway's keys come from the sandbox (control API).
 */
import { clientsOf } from '../clients.js';
import { subject } from '../notepad.js';
import { type AppChallenge, AppSdk, type WalletCard, type WalletVendor, wallet, webSdk } from '../stand-ins/payer-devices.js';
import type { CardlabWorld } from '../world.js';
import { generateKeyPairSync } from 'node:crypto';
import { type CardData, knownOrder } from './orders.js';
import { type CardRef, cardDataOfRef, knownP2pOrder, perform } from './p2p.js';

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

/** The card to debit typed into the web SDK, for `label` (or, with `madeFor`, an order the token was made for). */
export async function performWithSeToken(world: CardlabWorld, label: string, from: CardRef, to: CardRef, options: { madeFor?: string; minutesAgo?: number } = {}) {
  const card = cardDataOfRef(world, from);
  const mdOrder = knownP2pOrder(world, options.madeFor ?? label).orderId;
  const madeAt = new Date(Date.now() - (options.minutesAgo ?? 0) * 60_000);
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
