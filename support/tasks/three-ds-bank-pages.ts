/**
 * The bank's 3-D Secure pages of a gateway order without a browser: what the customer's browser
 * (or a page without scripts, or something else that posts there) sends to the method URLs and to
 * the ACS challenge page, as form posts over plain HTTP, and what each page answers. The payment
 * itself goes as in tasks/three-ds.ts (the shop's two calls).
 */
import { randomUUID } from 'node:crypto';
import { ScriptlessBrowser } from '../pages/scriptless-browser.js';
import { type BankPageForm, type BankPageReply, bankPageOf } from '../pages/bank-page-reply.js';
import { subject } from '../notepad.js';
import type { CardlabWorld } from '../world.js';
import { SANDBOX_ACS_CODE, threeDsPaymentOf, WRONG_ACS_CODE } from './three-ds.js';

/** The bank's page the browser shows last, and the challenge form it last answered. */
const SHOWN = subject((): { page?: BankPageReply; answered?: BankPageForm } => ({}));

const NEVER_BEGUN = () => randomUUID();
const pack = (message: Record<string, unknown>, encoding: 'base64' | 'base64url' = 'base64url') => Buffer.from(JSON.stringify(message), 'utf8').toString(encoding);
const unpacked = (packed: string) => JSON.parse(Buffer.from(packed, 'base64url').toString('utf8')) as Record<string, unknown>;
const without = (message: Record<string, unknown>, field: string) => Object.fromEntries(Object.entries(message).filter(([name]) => name !== field));

/** What the browser sends a method URL, from the browser data the first call answered. */
export const METHOD_DATA = {
  'the browser data the gateway packed': (data: string, _transId: string) => ({ threeDSMethodData: data }),
  "the authentication's transaction id alone": (_data: string, transId: string) => ({ threeDSServerTransId: transId }),
  'nothing': () => ({}),
  'browser data packed for an authentication the gateway never began': (data: string) => ({ threeDSMethodData: pack({ ...unpacked(data), threeDSServerTransID: NEVER_BEGUN() }, 'base64') }),
} as const satisfies Record<string, (data: string, transId: string) => Record<string, string>>;
export type MethodData = keyof typeof METHOD_DATA;

/** What the browser brings the bank's challenge page, from the challenge request (`creq`) the second call answered. */
export const CHALLENGE_REQUESTS = {
  'the challenge request the gateway gave': (creq: string) => ({ creq }),
  'no challenge request': () => ({}),
  'a challenge request that is no packed message': () => ({ creq: 'not-a-challenge-request' }),
  'a packed message that is not a challenge request': (creq: string) => ({ creq: pack({ ...unpacked(creq), messageType: 'CRes' }) }),
  'a challenge request naming no authentication': (creq: string) => ({ creq: pack(without(unpacked(creq), 'threeDSServerTransID')) }),
  "a challenge request without the bank's transaction id": (creq: string) => ({ creq: pack(without(unpacked(creq), 'acsTransID')) }),
  'a challenge request of an authentication the gateway never began': (creq: string) => ({ creq: pack({ ...unpacked(creq), threeDSServerTransID: NEVER_BEGUN() }) }),
  "a challenge request naming another transaction of the bank": (creq: string) => ({ creq: pack({ ...unpacked(creq), acsTransID: NEVER_BEGUN() }) }),
} as const satisfies Record<string, (creq: string) => Record<string, string>>;
export type ChallengeRequest = keyof typeof CHALLENGE_REQUESTS;

/** How the customer's browser answers the bank's challenge form: the fields it sends besides the form's hidden ones. */
export const BANK_PAGE_ANSWERS = {
  'the one-time code the bank sent': { action: 'confirm', code: SANDBOX_ACS_CODE },
  'the one-time code the bank sent, spaces around it': { action: 'confirm', code: ` ${SANDBOX_ACS_CODE}  ` },
  'a wrong one-time code': { action: 'confirm', code: WRONG_ACS_CODE },
  'a cancel': { action: 'cancel' },
  'a confirm without any code field': { action: 'confirm' },
} as const satisfies Record<string, Record<string, string>>;
export type BankPageAnswer = keyof typeof BANK_PAGE_ANSWERS;

async function post(world: CardlabWorld, url: string, form: Record<string, string>, operation: string): Promise<BankPageReply> {
  const page = bankPageOf(await new ScriptlessBrowser(world.recorder, world.target.timeoutMs).exchange(operation, url, 'POST', form));
  world.notes.get(SHOWN).page = page;
  return page;
}

/** The browser posts `what` to a method URL of order `label`'s authentication: the 3-D Secure server's or the bank's (ACS). */
export async function sendToMethodUrl(world: CardlabWorld, label: string, what: MethodData, which: 'server' | 'acs'): Promise<void> {
  const { method } = threeDsPaymentOf(world, label);
  const url = which === 'server' ? method.serverUrl : method.acsUrl;
  if (!url || !method.data) throw new Error(`the first call for order ${label} gave no ${which === 'server' ? "3-D Secure server's" : "bank's"} method URL or no browser data`);
  await post(world, url, METHOD_DATA[what](method.data, method.transId), `3ds.method (${which})`);
}

/** The browser brings the bank's challenge page `what`, made from the challenge request the shop's second call gave for order `label`. */
export async function bringToBankPage(world: CardlabWorld, label: string, what: ChallengeRequest): Promise<void> {
  const { challenge } = threeDsPaymentOf(world, label);
  if (!challenge) throw new Error(`the gateway sent the customer of order ${label} to no bank's page: make the shop's second call with a challenge card first`);
  await post(world, challenge.acsUrl, CHALLENGE_REQUESTS[what](challenge.creq), '3ds.acs (challenge page)');
}

/** The form of the bank's page the browser shows, as the customer answers it. */
function challengeForm(world: CardlabWorld): BankPageForm {
  const form = world.notes.get(SHOWN).page?.answerForm;
  if (!form) throw new Error("the browser shows no bank's page with a form to answer");
  return form;
}

/** The customer answers the bank's page the browser shows. */
export async function answerShownBankPage(world: CardlabWorld, answer: BankPageAnswer): Promise<void> {
  const form = challengeForm(world);
  world.notes.get(SHOWN).answered = form;
  await post(world, form.action, { ...form.fields, ...BANK_PAGE_ANSWERS[answer] }, '3ds.acs (answer)');
}

/** The browser sends the bank's form it last answered once more, with `answer` (the customer went back and answered again). */
export async function answerBankPageOnceMore(world: CardlabWorld, answer: BankPageAnswer): Promise<void> {
  const form = world.notes.get(SHOWN).answered;
  if (!form) throw new Error("the customer answered no bank's page without a browser in this scenario");
  await post(world, form.action, { ...form.fields, ...BANK_PAGE_ANSWERS[answer] }, '3ds.acs (answer)');
}

/** Something posts the bank's answer form naming an authentication the gateway never began (both its ids made up). */
export async function answerBankPageOfNoAuthentication(world: CardlabWorld, answer: BankPageAnswer): Promise<void> {
  const form = challengeForm(world);
  await post(world, form.action, { threeDSServerTransID: NEVER_BEGUN(), acsTransID: NEVER_BEGUN(), ...BANK_PAGE_ANSWERS[answer] }, '3ds.acs (answer)');
}

/** The bank's page the browser shows last. */
export function shownBankPage(world: CardlabWorld): BankPageReply {
  const page = world.notes.get(SHOWN).page;
  if (!page) throw new Error("the browser was shown no bank's page in this scenario");
  return page;
}
