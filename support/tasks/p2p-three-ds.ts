/**
 * 3-D Secure 2 on a P2P transfer where the shop takes the cards (spec 03 §4.2, steps 3 to 7): the
 * first perform call asks for the browser data; the shop's page posts it to the method URLs (in
 * the browser for @browser scenarios, else as the same form posts by a client); the second call
 * decides (frictionless) or sends the customer to the bank's ACS page with `creq`; the ACS sends the
 * customer back to the shop's finish URL; the shop calls finishThreeDsVer2.do.
 */
import { P2P_SPEC_FINISH_PATH } from '../../src/contracts/p2p/index.js';
import { ThreeDsClient } from '../../src/clients/three-ds.js';
import { clientsOf } from '../clients.js';
import { attachScreenshot } from '../stand-ins/browser.js';
import { AcsPage } from '../pages/acs-page.js';
import { type MethodStep, sendBrowserDataFromShopPage } from '../stand-ins/p2p-shop.js';
import { shopUrl } from '../stand-ins/merchant-site.js';
import { subject } from '../notepad.js';
import type { CardlabWorld } from '../world.js';
import { type Cards, keepReference, knownP2pOrder, perform } from './p2p.js';

/** A P2P transfer's 3-D Secure, from the first perform call on. */
export interface P2pThreeDs {
  readonly transId: string;
  readonly method: MethodStep;
  /** Where the bank sends the customer back in a challenge, and the key of what arrives there. */
  finish?: { readonly key: string; readonly url: string } | undefined;
  /** The bank's challenge in the browser: its page and the `creq` posted to it. */
  challenge?: { readonly acsUrl: string; readonly packedCReq: string } | undefined;
}

/** 3-D Secure of P2P transfers begun in the scenario, by transfer label. */
const P2P_THREE_DS = subject(() => new Map<string, P2pThreeDs>());

function startedOf(world: CardlabWorld, label: string): P2pThreeDs {
  const found = world.notes.get(P2P_THREE_DS).get(label);
  if (!found) throw new Error(`no 3-D Secure of transfer "${label}" was started in this scenario`);
  return found;
}

export function askedForBrowserData(world: CardlabWorld, label: string): boolean {
  return world.notes.get(P2P_THREE_DS).has(label);
}

/** The first perform call: the gateway must ask for 3-D Secure 2. */
export async function firstCall(world: CardlabWorld, label: string, cards: Cards): Promise<P2pThreeDs> {
  const first = world.succeeded(`performing ${label} (first 3-D Secure call)`, await perform(world, label, cards));
  const serverUrl = first.threeDSMethodUrlServer ?? first.threeDSMethodURLServer;
  if (!first.is3DSVer2 || !first.threeDSServerTransId || !serverUrl) throw new Error(`the gateway asked for no 3-D Secure 2 for transfer ${label}`);
  const method = { serverUrl, acsUrl: first.threeDSMethodUrl ?? first.threeDSMethodURL, data: first.threeDSMethodDataPacked, transId: first.threeDSServerTransId };
  const begun: P2pThreeDs = { transId: first.threeDSServerTransId, method };
  world.notes.get(P2P_THREE_DS).set(label, begun);
  return begun;
}

/** The browser data as the shop page's hidden iframes post it, sent by a client (no browser needed). */
async function postBrowserData(world: CardlabWorld, label: string, method: MethodStep): Promise<void> {
  const sent = await new ThreeDsClient(world.recorder, world.target.timeoutMs).sendBrowserData(method);
  if (sent.some((reply) => reply.status !== 200)) throw new Error(`a method URL refused the browser data of transfer ${label}`);
}

/** The second perform call, naming the session and where the bank sends the customer back. */
async function secondCall(world: CardlabWorld, label: string, begun: P2pThreeDs, finishUrl?: string) {
  const orderId = knownP2pOrder(world, label).orderId;
  const answer = await clientsOf(world).p2p.call('performP2P.do', { orderId, threeDSServerTransId: begun.transId, ...(finishUrl ? { threeDSVer2FinishUrl: finishUrl } : {}) });
  const second = world.succeeded(`performing ${label} (second 3-D Secure call)`, answer);
  keepReference(world, label, second.debitTransactionReference);
  return second;
}

/** The frictionless flow: both calls, the bank decides without the customer. */
export async function performThroughThreeDs(world: CardlabWorld, label: string, cards: Cards): Promise<void> {
  const begun = await firstCall(world, label, cards);
  await postBrowserData(world, label, begun.method);
  const second = await secondCall(world, label, begun);
  if (second.acsUrl) throw new Error(`the bank of transfer ${label} asked the customer for a code: use the challenge steps`);
}

/** Up to the bank's page, in the browser: the shop's page with the method iframes, the second call, the redirect to the ACS. */
export async function startChallengeOnShopPage(world: CardlabWorld, label: string, cards: Cards): Promise<void> {
  const begun = await firstCall(world, label, cards);
  await sendBrowserDataFromShopPage(world.page(), await world.standIns.shopSite(), begun.method);
  const site = await world.standIns.merchantSite();
  begun.finish = site.newFinishUrl();
  const second = await secondCall(world, label, begun, begun.finish.url);
  if (!second.acsUrl || !second.packedCReq) throw new Error(`the bank of transfer ${label} asked the customer for no code`);
  await world.page().page.goto(site.challengePage(second.acsUrl, second.packedCReq));
  await new AcsPage(world.page()).waitUntilShown();
  await attachScreenshot(world, "the bank's page asking for the one-time code");
}

/** Up to the bank's page without a browser: the ACS is sent `creq` and shows its page; nobody answers it. */
export async function reachBankPage(world: CardlabWorld, label: string, cards: Cards): Promise<void> {
  const begun = await firstCall(world, label, cards);
  await postBrowserData(world, label, begun.method);
  const second = await secondCall(world, label, begun, shopUrl('3ds-finish'));
  if (!second.acsUrl || !second.packedCReq) throw new Error(`the bank of transfer ${label} asked the customer for no code`);
  begun.challenge = { acsUrl: second.acsUrl, packedCReq: second.packedCReq };
  const page = await new ThreeDsClient(world.recorder, world.target.timeoutMs).openChallengePage(second.acsUrl, second.packedCReq);
  if (page.status !== 200) throw new Error(`the bank's page for transfer ${label} answered HTTP ${page.status}`);
}

/** The bank's challenge of the transfer in the browser (reachBankPage): its page's address and the `creq` it was sent. */
export function browserChallengeOf(world: CardlabWorld, label: string): { readonly acsUrl: string; readonly packedCReq: string } {
  const challenge = startedOf(world, label).challenge;
  if (!challenge) throw new Error(`the customer of transfer "${label}" did not reach the bank's page in this scenario`);
  return challenge;
}

/** Where the shop calls finishThreeDsVer2.do: under the P2P group, or at the path spec 03 writes literally. */
export type FinishAddress = 'P2P group' | 'spec literal';

/** finishThreeDsVer2.do: the customer is back; the gateway performs or declines the transfer. */
export async function finishThreeDs(world: CardlabWorld, label: string, address: FinishAddress = 'P2P group'): Promise<void> {
  const params = { threeDSServerTransId: startedOf(world, label).transId, orderId: knownP2pOrder(world, label).orderId };
  const answer = await clientsOf(world).p2p.call('finishThreeDsVer2.do', params, address === 'spec literal' ? { path: P2P_SPEC_FINISH_PATH } : {});
  const done = world.succeeded(`finishing the 3-D Secure of transfer ${label}`, answer);
  keepReference(world, label, done.debitTransactionReference);
}

/** What the bank told the shop at its finish URL: the transStatus of the one `cres` that arrived. */
export async function authenticationToldToShop(world: CardlabWorld, label: string): Promise<string> {
  const finish = startedOf(world, label).finish;
  if (!finish) throw new Error(`transfer ${label} had no challenge on the shop's page in this scenario`);
  const arrivals = (await world.standIns.merchantSite()).arrivals(finish.key);
  if (arrivals.length !== 1) throw new Error(`the shop's finish page was reached ${arrivals.length} times for transfer ${label}, expected once`);
  const message = JSON.parse(Buffer.from(arrivals[0]?.fields.cres ?? '', 'base64url').toString('utf8') || '{}') as { messageType?: unknown; transStatus?: unknown };
  if (message.messageType !== 'CRes') throw new Error(`the bank sent the customer back to the shop without a CRes for transfer ${label}`);
  return String(message.transStatus);
}
