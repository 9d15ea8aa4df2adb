/**
 * 3-D Secure 2 when the shop takes the card itself (paymentorder.do, docs/design.md "3-D Secure 2"): the first call
 * asks for 3DS2; the shop's hidden iframes send the browser data to the method URLs (here a client
 * call: no browser is needed for that); the second call either decides (frictionless) or sends the
 * customer to the bank's ACS with `creq`. For a challenge the harness plays the shop's page in the
 * browser, and its merchant site is the finish URL where the ACS sends `cres`.
 */
import { randomUUID } from 'node:crypto';
import { type BrowserDataTarget, ThreeDsClient } from '../../src/clients/three-ds.js';
import { attachScreenshot } from '../stand-ins/browser.js';
import { AcsPage, type BankPageForm } from '../pages/acs-page.js';
import { ShopPage } from '../pages/shop-page.js';
import { subject } from '../notepad.js';
import type { CardlabWorld } from '../world.js';
import { type CardData, payment } from './orders.js';

/** The one-time code the sandbox's ACS accepts (docs/emulator.md); any other code fails. */
export const SANDBOX_ACS_CODE = '123456';
export const WRONG_ACS_CODE = '654321';

export type ChallengeAnswer = 'the right code' | 'the right code, spaces around it' | 'a wrong code' | 'cancel';

/** What the customer types for each answer that types a code. */
const CODE_TYPED: Readonly<Record<Exclude<ChallengeAnswer, 'cancel'>, string>> = {
  'the right code': SANDBOX_ACS_CODE,
  'the right code, spaces around it': ` ${SANDBOX_ACS_CODE}  `,
  'a wrong code': WRONG_ACS_CODE,
};

export interface ThreeDsPayment {
  readonly card: CardData;
  readonly transId: string;
  /** The method URLs and the browser data the first call answered. */
  readonly method: BrowserDataTarget;
  /** Where the bank sends the customer back in a challenge, and the key of what arrives there. */
  finish?: { readonly key: string; readonly url: string };
  /** The bank's page and the challenge request the second call sent the customer to, if it did. */
  challenge?: { readonly acsUrl: string; readonly creq: string };
}

/** 3-D Secure payments of gateway orders begun in the scenario, by order label. */
const THREE_DS = subject(() => new Map<string, ThreeDsPayment>());

/** The form of the bank's page the customer last answered, which the browser can send again. */
const LAST_ANSWERED = subject((): { form?: BankPageForm } => ({}));

function remembered(world: CardlabWorld, label: string): ThreeDsPayment {
  const found = world.notes.get(THREE_DS).get(label);
  if (!found) throw new Error(`no 3-D Secure payment of order "${label}" was started in this scenario`);
  return found;
}

/** The first call and the browser data: the order then waits for the second call. `finishUrl`: where the bank sends the customer back, named in the first call. */
export async function startThreeDs(world: CardlabWorld, label: string, card: CardData, finishUrl?: string): Promise<ThreeDsPayment> {
  const first = world.succeeded(`paying order ${label}`, await payment(world, label, card, finishUrl ? { threeDSVer2FinishUrl: finishUrl } : {}));
  if (!first.is3DSVer2 || !first.threeDSServerTransId) throw new Error(`the gateway asked for no 3-D Secure 2 for order ${label}`);
  if (!first.threeDSMethodURLServer) throw new Error(`the gateway gave no browser-data URL of its 3DS server for order ${label}`);
  const client = new ThreeDsClient(world.recorder, world.target.timeoutMs);
  const method = { serverUrl: first.threeDSMethodURLServer, acsUrl: first.threeDSMethodURL, data: first.threeDSMethodDataPacked, transId: first.threeDSServerTransId };
  const sent = await client.sendBrowserData(method);
  const refused = sent.find((reply) => reply.status !== 200);
  if (refused) throw new Error(`a method URL refused the browser data of order ${label} with HTTP ${refused.status}`);
  const started: ThreeDsPayment = { card, transId: first.threeDSServerTransId, method };
  world.notes.get(THREE_DS).set(label, started);
  return started;
}

/** The 3-D Secure transaction id of an order's payment the customer began in this scenario. */
export function threeDsTransIdOf(world: CardlabWorld, label: string): string {
  return remembered(world, label).transId;
}

/** The second call; `finishUrl` is where the bank sends the customer back after a challenge. */
async function continueThreeDs(world: CardlabWorld, label: string, started: ThreeDsPayment, finishUrl?: string) {
  const extra = { threeDSServerTransId: started.transId, ...(finishUrl ? { threeDSVer2FinishUrl: finishUrl } : {}) };
  return world.succeeded(`finishing the 3-D Secure payment of order ${label}`, await payment(world, label, started.card, extra));
}

/** The second call as the shop makes it once the browser data went to the bank: a result, or the way to the bank's challenge. */
export async function goOnWithThreeDs(world: CardlabWorld, label: string): Promise<void> {
  const started = remembered(world, label);
  const second = await continueThreeDs(world, label, started);
  if (second.acsUrl && second.packedCReq) started.challenge = { acsUrl: second.acsUrl, creq: second.packedCReq };
}

/** The 3-D Secure payment of order `label` begun in the scenario. */
export function threeDsPaymentOf(world: CardlabWorld, label: string): ThreeDsPayment {
  return remembered(world, label);
}

/** Which 3-D Secure session a second call names: that of an order begun in the scenario, or one the gateway never started. */
export type NamedSession = { readonly of: string } | 'never started';

/** A second call for order `label` naming `session`, whose refusal a later step checks. */
export async function tryGoingOnWithThreeDs(world: CardlabWorld, label: string, session: NamedSession): Promise<void> {
  const begun = remembered(world, session === 'never started' ? label : session.of);
  const transId = session === 'never started' ? randomUUID() : begun.transId;
  world.attempted(`going on with the 3-D Secure payment of order ${label}`, await payment(world, label, begun.card, { threeDSServerTransId: transId }));
}

/** The whole frictionless flow: the bank decides without the customer. */
export async function payThroughThreeDs(world: CardlabWorld, label: string, card: CardData): Promise<void> {
  const second = await continueThreeDs(world, label, await startThreeDs(world, label, card));
  if (second.acsUrl) throw new Error(`the bank of order ${label} asked the customer for a code: use the challenge steps`);
}

/**
 * Up to the challenge: the shop's page takes the browser to the bank's page with `creq`. The shop
 * names where the bank sends the customer back in its second call, or only in its first.
 */
export async function startChallenge(world: CardlabWorld, label: string, card: CardData, finishNamedIn: 'second call' | 'first call' = 'second call'): Promise<void> {
  const site = await world.standIns.merchantSite();
  const finish = site.newFinishUrl();
  const started = await startThreeDs(world, label, card, finishNamedIn === 'first call' ? finish.url : undefined);
  const second = await continueThreeDs(world, label, started, finishNamedIn === 'second call' ? finish.url : undefined);
  if (!second.acsUrl || !second.packedCReq) throw new Error(`the bank of order ${label} asked the customer for no code`);
  started.finish = finish;
  await world.page().page.goto(site.challengePage(second.acsUrl, second.packedCReq));
  await new AcsPage(world.page()).waitUntilShown();
}

/** The customer answers on the bank's page; the browser then goes back to the shop. */
export async function answerChallenge(world: CardlabWorld, answer: ChallengeAnswer): Promise<void> {
  await answerOnBankPage(world, answer);
  await new ShopPage(world.page()).waitUntilBack();
}

/** The customer presses Confirm on the bank's page with the code field empty: the page is shown again. */
export async function confirmWithoutCode(world: CardlabWorld): Promise<void> {
  const acs = new AcsPage(world.page());
  await acs.waitUntilShown();
  await Promise.all([world.page().page.waitForEvent('load'), acs.submit()]);
  await acs.waitUntilShown();
}

/** The customer answers on the bank's page, wherever the browser goes next. */
export async function answerOnBankPage(world: CardlabWorld, answer: ChallengeAnswer): Promise<void> {
  const acs = new AcsPage(world.page());
  await acs.waitUntilShown();
  world.notes.get(LAST_ANSWERED).form = await acs.form();
  if (answer === 'cancel') await acs.giveUp();
  else {
    await acs.typeCode(CODE_TYPED[answer]);
    await attachScreenshot(world, "the bank's page with the code typed");
    await acs.submit();
  }
}

/**
 * The browser sends the bank's page it last answered once more (the customer went back and
 * pressed a button again), with the code or a cancel; the browser then shows the bank's answer.
 */
export async function answerBankPageAgain(world: CardlabWorld, answer: 'the right code' | 'cancel'): Promise<void> {
  const form = world.notes.get(LAST_ANSWERED).form;
  if (!form) throw new Error("the customer answered no bank's page in this scenario");
  const fields = { ...form.fields, ...(answer === 'cancel' ? { action: 'cancel' } : { action: 'confirm', code: SANDBOX_ACS_CODE }) };
  await new AcsPage(world.page()).send({ ...form, fields });
}

/** What the bank told the shop at its finish URL: the transStatus of the one `cres` that arrived (Y, A, N…). */
export async function authenticationToldToShop(world: CardlabWorld, label: string): Promise<string> {
  const finish = remembered(world, label).finish;
  if (!finish) throw new Error(`order ${label} had no challenge in this scenario`);
  const arrivals = (await world.standIns.merchantSite()).arrivals(finish.key);
  if (arrivals.length !== 1) throw new Error(`the shop's finish page was reached ${arrivals.length} times for order ${label}, expected once`);
  const cres = arrivals[0]?.fields.cres;
  if (!cres) throw new Error(`the bank sent the customer back to the shop without cres for order ${label}`);
  try {
    const message = JSON.parse(Buffer.from(cres, 'base64url').toString('utf8')) as { transStatus?: unknown; messageType?: unknown };
    if (message.messageType !== 'CRes') throw new Error(`messageType ${String(message.messageType)}`);
    return String(message.transStatus);
  } catch (error) {
    throw new Error(`the cres the shop got for order ${label} is not a CRes message: ${(error as Error).message}`, { cause: error });
  }
}
